import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import { statusOf } from '#src/api/errors';
import { authKeys } from './keys';
import type { User } from '#src/api/types';

/** The signed-in user, or null when anonymous (401 after one refresh, or 404: user deleted). */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: async (): Promise<User | null> => {
      try {
        return await unwrap(api.GET('/users/me'));
      } catch (error) {
        const status = statusOf(error);
        if (status === 401 || status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'anonymous'; user: null };

/** The session: loading, then authenticated (a user with an id) or anonymous. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(currentUserQuery());
  if (isPending) return { status: 'loading', user: null };
  if (data && data.id) return { status: 'authenticated', user: data };
  return { status: 'anonymous', user: null };
}
