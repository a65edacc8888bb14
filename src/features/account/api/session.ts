import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import { statusOf } from '#src/api/errors';
import { authKeys } from './keys';
import type { SessionInfo, User } from '#src/api/types';

/**
 * The public probe: whether the browser sent a session cookie, and whether Google sign-in is
 * configured. Always 200, so asking it leaves no 401 in an anonymous visitor's console.
 */
export const sessionInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.info(),
    queryFn: (): Promise<SessionInfo> => unwrap(api.GET('/auth/session')),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * The signed-in user, or null when anonymous: no session cookie (asked through the probe, so no
 * 401), 401 after one refresh, or 404 (user deleted). A failed probe falls back to asking.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: async ({ client }): Promise<User | null> => {
      const info = await client
        .fetchQuery({ ...sessionInfoQuery(), staleTime: 0 })
        .catch(() => null);
      if (info && !info.has_session) return null;
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

/** Whether to offer Google sign-in: hidden only once the server has said it is not configured. */
export function useGoogleSignInAvailable(): boolean {
  const { data } = useQuery(sessionInfoQuery());
  return data?.google_sign_in !== false;
}
