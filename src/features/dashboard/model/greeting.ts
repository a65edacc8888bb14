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

/** The dashboard's heading, the spec's "Welcome back, {username or Chef}!" for every user. */
export function dashboardGreeting(user: Pick<User, 'username'> | null | undefined): string {
  return T.welcome(user?.username || T.chef);
}

/** The line below the heading: guidance on a brand-new user's first visit, else the tagline. */
export function dashboardTagline(user: Pick<User, 'created_at' | 'last_login'> | null | undefined) {
  return isNewUser(user) ? T.firstVisit : T.tagline;
}
