import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import { authKeys, userKeys } from './keys';
import type { UpdateUserRequest } from '#src/api/types';
import { storeUiLanguage } from '#src/lib/i18n/language';

/** The signed-in user's dashboard statistics. */
export const userStatsQuery = () =>
  queryOptions({
    queryKey: userKeys.stats(),
    queryFn: () => unwrap(api.GET('/users/me/stats')),
  });

/** Loads the dashboard statistics (recipes saved, cooked this week, average time, streak). */
export function useUserStats() {
  return useQuery(userStatsQuery());
}

export interface UpdateUserInput {
  id: number;
  /** Only the changed fields. */
  changes: UpdateUserRequest;
}

/** Updates the profile, then re-fetches the current user so every screen shows the change. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateUserInput) =>
      unwrap(api.PUT('/users/{id}', { params: { path: { id } }, body: changes })),
    onSuccess: async (user, { changes }) => {
      // A saved language is kept on this device before any screen shows it (decision record 0017):
      // a cook who leaves right after the switch must not find the old language signed out.
      if ('language' in changes) storeUiLanguage(user.language ?? 'spec');
      queryClient.setQueryData(authKeys.me(), user);
      await queryClient.refetchQueries({ queryKey: authKeys.me() });
    },
  });
}
