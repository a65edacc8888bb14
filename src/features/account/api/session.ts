import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from './keys';
import {
  fetchCurrentUser,
  fetchSessionInfo,
  LOADING_SESSION,
  sessionOf,
  type SessionState,
} from './current-user';
import type { User } from '#src/api/types';

/**
 * The public probe: whether the browser sent a session cookie, and whether Google sign-in is
 * configured. Always 200, so asking it leaves no 401 in an anonymous visitor's console.
 */
export const sessionInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.info(),
    queryFn: fetchSessionInfo,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The signed-in user, or null when anonymous (fetchCurrentUser), sharing the probe's cache. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ client }): Promise<User | null> =>
      fetchCurrentUser(() => client.fetchQuery({ ...sessionInfoQuery(), staleTime: 0 })),
    staleTime: 5 * 60_000,
    retry: false,
  });

export type { SessionState } from './current-user';

/** The session: loading, then authenticated (a user with an id) or anonymous. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(currentUserQuery());
  return isPending ? LOADING_SESSION : sessionOf(data);
}

/** Whether to offer Google sign-in: hidden only once the server has said it is not configured. */
export function useGoogleSignInAvailable(): boolean {
  const { data } = useQuery(sessionInfoQuery());
  return data?.google_sign_in !== false;
}
