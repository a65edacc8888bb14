import { api, unwrap } from '#src/api/client';
import { statusOf } from '#src/api/errors';
import type { SessionInfo, User } from '#src/api/types';

/**
 * The signed-in user, or null when anonymous: no session cookie (asked through the public probe
 * `probe`, so no 401), 401 after one refresh, or 404 (user deleted). A failed probe falls back to
 * asking. Used by the app's session query and by the public pages' own entry (no query client).
 */
export async function fetchCurrentUser(probe: () => Promise<SessionInfo>): Promise<User | null> {
  const info = await probe().catch(() => null);
  if (info && !info.has_session) return null;
  try {
    return await unwrap(api.GET('/users/me'));
  } catch (error) {
    const status = statusOf(error);
    if (status === 401 || status === 404) return null;
    throw error;
  }
}

/** The public probe: whether the browser sent a session cookie, and whether Google sign-in is on. */
export const fetchSessionInfo = (): Promise<SessionInfo> => unwrap(api.GET('/auth/session'));

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'anonymous'; user: null };

export const LOADING_SESSION: SessionState = { status: 'loading', user: null };

/** The session of a known answer: authenticated (a user with an id) or anonymous. */
export const sessionOf = (user: User | null | undefined): SessionState =>
  user && user.id ? { status: 'authenticated', user } : { status: 'anonymous', user: null };
