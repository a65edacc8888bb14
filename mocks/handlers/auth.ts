import { HttpResponse } from 'msw';
import type { LoginForm, SignupRequest, components } from '#src/api/types';
import { now } from '#src/lib/clock';
import { type UserRow, db, nextId, signIn, signOut } from '#mocks/db';
import { isoAt } from '#mocks/factories';
import { guard, http, problem, readBody } from '#mocks/http';
import { DETAILS } from '#contract/messages';
import { normaliseUsername, usernameKey, usernameValidationItem } from '#contract/username';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => Math.floor(ms / DAY_MS);

/** Sign-in bookkeeping: last_login now, streak +1 on a new consecutive day, reset after a gap. */
function recordLogin(user: UserRow) {
  const today = utcDay(now());
  const last = user.last_login ? utcDay(Date.parse(user.last_login)) : null;
  if (last === null || today - last > 1) user.login_streak = 1;
  else if (today - last === 1) user.login_streak += 1;
  else user.login_streak = Math.max(user.login_streak, 1);
  user.last_login = isoAt(now());
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** Usernames compare on their key (NFKC, case folded), as the server's unique index does. */
const sameName = (a: string, b: string) => usernameKey(a) === usernameKey(b);

/** Usernames and emails are one namespace (as on the server): true when another user has `name` as either. */
export const identifierTaken = (name: string, exceptId = 0): boolean =>
  [...db.users.values()].some(
    (u) => u.id !== exceptId && (sameName(u.username, name) || sameText(u.email, name)),
  );

/**
 * The server's check of a username beyond the schema (contract/username.ts): its NFC form, or a
 * 422 with the same item the server answers.
 */
export function checkedUsername(raw: string): string {
  const name = normaliseUsername(raw);
  const item = usernameValidationItem(name);
  if (item) throw problem(422, [item]);
  return name;
}

/** By email when the identifier has an '@', else by username; never one of several matches. */
function findByLogin(identifier: string): UserRow | undefined {
  const byEmail = identifier.includes('@');
  const found = [...db.users.values()].filter((u) =>
    byEmail ? sameText(u.email, identifier) : sameName(u.username, identifier),
  );
  return found.length === 1 ? found[0] : undefined;
}

const redirect = (location: string) =>
  new HttpResponse(null, { status: 302, headers: { Location: location } });

export const authHandlers = [
  http.post('/auth/login', async ({ request, response }) => {
    guard('login', request);
    const form = await readBody<LoginForm>('login', request);
    const user = findByLogin(form.username.trim().normalize('NFC'));
    if (!user || user.password !== form.password) {
      throw problem(401, DETAILS.incorrectLogin);
    }
    recordLogin(user);
    signIn(user.id);
    return response(200).json({ message: 'Login successful' });
  }),

  http.post('/auth/signup', async ({ request, response }) => {
    guard('signup', request);
    const body = await readBody<SignupRequest>('signup', request);
    const username = checkedUsername(body.username);
    if (identifierTaken(body.email.trim())) {
      throw problem(409, DETAILS.emailTaken);
    }
    if (identifierTaken(username)) {
      throw problem(409, DETAILS.usernameTaken);
    }
    const created = isoAt(now());
    const user: UserRow = {
      id: nextId('users'),
      username,
      email: body.email,
      password: body.password,
      profile_image_url: null,
      created_at: created,
      last_login: created,
      login_streak: 1,
      language: null,
      unit_system: 'metric',
    };
    db.users.set(user.id, user);
    signIn(user.id);
    return response(200).json({ message: 'Account created' });
  }),

  http.post('/auth/logout', ({ request, response }) => {
    guard('logout', request);
    signOut();
    return response(200).json({ message: 'Logged out' });
  }),

  // The mock simulates a configured Google sign-in (see googleSignInOff() in overrides for a server without).
  http.get('/auth/session', ({ request, response }) => {
    guard('getSessionInfo', request);
    return response(200).json({ has_session: db.session.userId !== null, google_sign_in: true });
  }),

  http.post('/auth/refresh', ({ request, response }) => {
    guard('refreshToken', request);
    const { userId, refreshRevoked } = db.session;
    if (userId === null || refreshRevoked || !db.users.has(userId)) {
      throw problem(401, DETAILS.notAuthenticated);
    }
    db.session.accessTokenExpired = false;
    return response(200).json({ message: 'Token refreshed' });
  }),

  // A full-page navigation in the browser bypasses MSW; for fetch callers this simulates Google at once
  // approving the sign-in and returning to the callback.
  http.get('/auth/login/google', ({ request, response }) => {
    guard('startGoogleLogin', request);
    const callback = new URL('/api/auth/callback/google', request.url);
    callback.searchParams.set('code', 'mock-google-code');
    callback.searchParams.set('state', 'mock-google-state');
    return response.untyped(redirect(callback.pathname + callback.search));
  }),

  http.get('/auth/callback/google', ({ request, query, response }) => {
    guard('googleCallback', request);
    const error = query.get('error');
    if (error || !query.get('code')) {
      const target = new URLSearchParams({
        error: error ?? 'invalid_request',
        error_description: query.get('error_description') ?? 'Missing authorization code',
      });
      return response.untyped(redirect(`/oauth/callback?${target}`));
    }
    // The mock's Google account belongs to the first user (chef_anna in the 'cook' world).
    const user = db.users.get(1) ?? [...db.users.values()][0];
    if (!user) {
      const target = new URLSearchParams({
        error: 'access_denied',
        error_description: 'No account for this Google user',
      });
      return response.untyped(redirect(`/oauth/callback?${target}`));
    }
    recordLogin(user);
    signIn(user.id);
    return response.untyped(redirect('/oauth/callback'));
  }),

  http.post('/auth/forgot-password', async ({ request, response }) => {
    guard('forgotPassword', request);
    const body = await readBody<components['schemas']['ForgotPasswordRequest']>(
      'forgotPassword',
      request,
    );
    const user = [...db.users.values()].find((u) => sameText(u.email, body.email));
    if (user) {
      const token = `reset-${user.id}-${db.resetTokens.size + 1}`;
      db.resetTokens.set(token, { token, user_id: user.id });
    }
    return response(202).json({
      message: 'If an account exists for this email, we have sent a link to reset the password.',
    });
  }),

  // Checks a reset link's token without using it (the reset page asks when it opens).
  http.post('/auth/reset-password/check', async ({ request, response }) => {
    guard('checkResetToken', request);
    const body = await readBody<components['schemas']['ResetTokenCheckRequest']>(
      'checkResetToken',
      request,
    );
    const entry = db.resetTokens.get(body.token);
    if (!entry || !db.users.has(entry.user_id)) throw problem(400, DETAILS.resetLinkInvalid);
    return response(200).json({ message: 'This reset link is valid.' });
  }),

  http.post('/auth/reset-password', async ({ request, response }) => {
    guard('resetPassword', request);
    const body = await readBody<components['schemas']['ResetPasswordRequest']>(
      'resetPassword',
      request,
    );
    const entry = db.resetTokens.get(body.token);
    const user = entry ? db.users.get(entry.user_id) : undefined;
    if (!entry || !user) throw problem(400, DETAILS.resetLinkInvalid);
    db.resetTokens.delete(body.token);
    user.password = body.password;
    // Every existing session of the user is revoked: its refresh token no longer works.
    if (db.session.userId === user.id) db.session.refreshRevoked = true;
    return response(200).json({ message: 'Your password has been reset. You can now sign in.' });
  }),
];
