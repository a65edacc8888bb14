import type { User } from '#src/api/types';
import { DASHBOARD_TEXTS as T } from '#src/features/dashboard/texts';

/** How close the first sign-in stamp must be to the account's creation to count as the sign-up itself. */
const SIGN_UP_WINDOW_MS = 5_000;

/**
 * A brand-new user has not signed in since creating the account: sign-up (password or Google) stamps
 * last_login within moments of created_at, every later sign-in moves it on.
 */
export function isNewUser(user: Pick<User, 'created_at' | 'last_login'> | null | undefined) {
  if (!user) return false;
  if (!user.last_login) return true;
  const created = Date.parse(user.created_at);
  const lastLogin = Date.parse(user.last_login);
  if (Number.isNaN(created) || Number.isNaN(lastLogin)) return false;
  return lastLogin - created <= SIGN_UP_WINDOW_MS;
}

/** The dashboard's heading: a welcome for a new user, the spec's "Welcome back" for a returning one. */
export function dashboardGreeting(
  user: Pick<User, 'username' | 'created_at' | 'last_login'> | null | undefined,
): string {
  const name = user?.username || T.chef;
  return isNewUser(user) ? T.welcomeNew(name) : T.welcome(name);
}
