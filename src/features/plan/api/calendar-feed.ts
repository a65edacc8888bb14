import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/types';

/** The plan's private calendar feed (its own module: only the calendar dialog loads it). */
export type CalendarFeed = components['schemas']['CalendarFeed'];
const calendarFeedKey = ['calendar-feed'] as const;

/** Whether the plan has a calendar feed, and its address (read when the dialog opens). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => unwrap(api.GET('/calendar-feed', { signal })),
  });
}

/** Turns the calendar feed on (the same address while on) or off (the address stops working). */
export function useSetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      unwrap(on ? api.POST('/calendar-feed', {}) : api.DELETE('/calendar-feed', {})),
    onSuccess: (state) => queryClient.setQueryData(calendarFeedKey, state),
  });
}
