import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { StandingPreferences } from '#src/api/types';
import { userKeys } from './keys';

/** The signed-in user's standing food preferences (allergies, diets, dislikes). */
export const preferencesQuery = () =>
  queryOptions({
    queryKey: userKeys.preferences(),
    queryFn: () => unwrap(api.GET('/users/me/preferences')),
  });

/** Loads the standing food preferences (Settings and the wizard's "Avoiding: …" line share them). */
export function usePreferences() {
  return useQuery(preferencesQuery());
}

/** Replaces the standing food preferences; every screen that shows them gets the stored answer. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: StandingPreferences) =>
      unwrap(api.PUT('/users/me/preferences', { body: preferences })),
    onSuccess: (stored) => {
      queryClient.setQueryData(userKeys.preferences(), stored);
    },
  });
}
