import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const cookieNamed = (setCookies: string[], name: string) =>
  setCookies.find((c) => c.startsWith(`${name}=`));

describe.each(testBackends())('auth (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      RATE_LIMIT_LOGIN: '3',
      RATE_LIMIT_SIGNUP: '4',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => server.reset());

  describe('XSRF', () => {
    it('sets a readable XSRF-TOKEN cookie on a response to a request without one', async () => {
      const c = server.client();
      const res = await c.get('/api/health');
      const xsrf = cookieNamed(res.setCookies, 'XSRF-TOKEN');
      expect(xsrf).toMatch(/SameSite=Lax/);
      expect(xsrf).not.toMatch(/HttpOnly/);
      const again = await c.get('/api/health');
      expect(cookieNamed(again.setCookies, 'XSRF-TOKEN')).toBeUndefined();
    });

    it.each([
      ['missing', undefined],
      ['wrong', 'not-the-cookie'],
    ])(
      'refuses signup with a %s X-XSRF-TOKEN header (403) and creates nothing',
      async (_label, header) => {
        const c = server.client();
        await c.prime();
        const res = await c.post('/api/auth/signup', {
          json: { username: 'anna', email: 'anna@example.org', password: 'secret-pass' },
          xsrf: false,
          ...(header ? { headers: { 'x-xsrf-token': header } } : {}),
        });
        expect(res.status).toBe(403);
        expect(res.json).toEqual({ detail: 'XSRF token missing or invalid' });
        expect(cookieNamed(res.setCookies, 'access_token')).toBeUndefined();
        const login = await c.login('anna');
        expect(login.status).toBe(401);
      },
    );

    it('refuses login without the header before looking at the body (403, not 422)', async () => {
      const c = server.client();
      await c.prime();
      const res = await c.post('/api/auth/login', { form: { username: '' }, xsrf: false });
      expect(res.status).toBe(403);
    });

    it('refuses an unsafe request when the browser has no XSRF cookie at all', async () => {
      const c = server.client();
      const res = await c.post('/api/auth/logout', { headers: { 'x-xsrf-token': 'anything' } });
      expect(res.status).toBe(403);
      // ...and hands out a cookie so the next attempt can succeed.
      expect(cookieNamed(res.setCookies, 'XSRF-TOKEN')).toBeDefined();
      expect((await c.post('/api/auth/logout')).status).toBe(200);
    });

    it("refuses a signed-in user's unsafe requests without the header, and nothing changes", async () => {
      const c = server.client();
      await c.signup('anna');
      const res = await c.post('/api/collection/create', {
        json: { name: 'Weeknight' },
        xsrf: false,
      });
      expect(res.status).toBe(403);
      expect((await c.get('/api/collection/all')).json).toEqual([]);
    });
  });

  describe('signup', () => {
    it('creates the user, signs them in with HttpOnly cookies and argon2id', async () => {
      const c = server.client();
      await c.prime();
      const res = await c.post('/api/auth/signup', {
        json: { username: 'anna', email: 'anna@example.org', password: 'secret-pass' },
      });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Account created' });
      const access = cookieNamed(res.setCookies, 'access_token')!;
      const refresh = cookieNamed(res.setCookies, 'refresh_token')!;
      expect(access).toMatch(/HttpOnly/);
      expect(access).toMatch(/SameSite=Lax/);
      expect(access).toMatch(/Path=\//);
      expect(access).not.toMatch(/Secure/);
      expect(refresh).toMatch(/HttpOnly/);
      expect(refresh).toMatch(/Path=\/api\/auth/);
      const me = await c.get('/api/users/me');
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({
        username: 'anna',
        email: 'anna@example.org',
        profile_image_url: null,
        login_streak: 1,
      });
      expect(me.json.last_login).not.toBeNull();
      const [row] = await server.database.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users',
      );
      expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('marks the cookies Secure when served over https (behind a trusted proxy)', async () => {
      const c = server.client();
      await c.get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      const res = await c.post('/api/auth/signup', {
        json: { username: 'anna', email: 'anna@example.org', password: 'secret-pass' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.status).toBe(200);
      for (const name of ['access_token', 'refresh_token'])
        expect(cookieNamed(res.setCookies, name)).toMatch(/Secure/);
    });

    it('answers 409 for a taken email or username, in any case', async () => {
      const c = server.client();
      await c.signup('anna');
      const other = server.client();
      await other.prime();
      const sameEmail = await other.post('/api/auth/signup', {
        json: { username: 'bert', email: 'ANNA@example.org', password: 'secret-pass' },
      });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.json.detail).toBe('Email already registered');
      const sameName = await other.post('/api/auth/signup', {
        json: { username: 'Anna', email: 'x@example.org', password: 'secret-pass' },
      });
      expect(sameName.status).toBe(409);
      expect(sameName.json.detail).toBe('Username already taken');
    });

    it('answers 422 with loc/msg/type items for invalid input', async () => {
      const c = server.client();
      await c.prime();
      const res = await c.post('/api/auth/signup', {
        json: { username: 'ab', email: 'not-an-email', password: '123' },
      });
      expect(res.status).toBe(422);
      expect(res.json.detail).toEqual(
        expect.arrayContaining([
          {
            loc: ['body', 'username'],
            msg: 'String should have at least 3 characters',
            type: 'string_too_short',
          },
          {
            loc: ['body', 'email'],
            msg: 'value is not a valid email address',
            type: 'value_error',
          },
          {
            loc: ['body', 'password'],
            msg: 'String should have at least 6 characters',
            type: 'string_too_short',
          },
        ]),
      );
      const missing = await c.post('/api/auth/signup', { json: { username: 'anna', extra: 1 } });
      expect(missing.json.detail).toEqual(
        expect.arrayContaining([
          { loc: ['body', 'email'], msg: 'Field required', type: 'missing' },
          {
            loc: ['body', 'extra'],
            msg: 'Extra inputs are not permitted',
            type: 'extra_forbidden',
          },
        ]),
      );
    });

    it('does not coerce JSON types: a number is not a username', async () => {
      const c = server.client();
      await c.prime();
      const res = await c.post('/api/auth/signup', {
        json: { username: 12345, email: 'a@example.org', password: 'secret-pass' },
      });
      expect(res.status).toBe(422);
      expect(res.json.detail).toContainEqual({
        loc: ['body', 'username'],
        msg: 'Input should be a valid string',
        type: 'string_type',
      });
    });

    it('answers 422 for a body that is not JSON', async () => {
      const c = server.client();
      await c.prime();
      const res = await c.post('/api/auth/signup', {
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(422);
      expect(res.json.detail).toEqual([
        { loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' },
      ]);
    });

    it('limits sign-ups per IP (429 with Retry-After)', async () => {
      const c = server.client();
      await c.prime();
      for (let i = 0; i < 4; i++) {
        const res = await c.post('/api/auth/signup', {
          json: { username: `cook${i}`, email: `cook${i}@example.org`, password: 'secret-pass' },
        });
        expect(res.status).toBe(200);
      }
      const limited = await c.post('/api/auth/signup', {
        json: { username: 'cook9', email: 'cook9@example.org', password: 'secret-pass' },
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      expect(limited.json.detail).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    });
  });

  describe('login', () => {
    it('signs in by username or by email, in any case', async () => {
      await server.client().signup('anna');
      for (const identifier of ['anna', 'ANNA@example.org']) {
        const c = server.client();
        const res = await c.login(identifier);
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ message: 'Login successful' });
        expect((await c.get('/api/users/me')).json.username).toBe('anna');
      }
    });

    it('answers 401 for a wrong password and for an unknown user alike', async () => {
      await server.client().signup('anna');
      const c = server.client();
      const wrong = await c.login('anna', 'wrong-pass');
      const unknown = await c.login('nobody', 'secret-pass');
      expect(wrong.status).toBe(401);
      expect(wrong.json).toEqual({ detail: 'Incorrect username or password' });
      expect(unknown.json).toEqual(wrong.json);
      expect(cookieNamed(wrong.setCookies, 'access_token')).toBeUndefined();
    });

    it('answers 422 when a form field is missing', async () => {
      const c = server.client();
      await c.prime();
      const res = await c.post('/api/auth/login', { form: { username: 'anna' } });
      expect(res.status).toBe(422);
      expect(res.json.detail).toEqual([
        { loc: ['body', 'password'], msg: 'Field required', type: 'missing' },
      ]);
    });

    it('limits failed sign-ins per IP and identifier (429 + Retry-After), even for the right password', async () => {
      await server.client().signup('anna');
      const c = server.client();
      for (let i = 0; i < 3; i++) expect((await c.login('anna', 'wrong-pass')).status).toBe(401);
      const limited = await c.login('anna');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
      // Another identifier from the same IP is not affected.
      await server.client().signup('bert');
      expect((await c.login('bert')).status).toBe(200);
      // The window passes.
      server.clock.advance(16 * 60 * 1000);
      expect((await c.login('anna')).status).toBe(200);
    });

    it('keeps last_login and counts consecutive days in login_streak', async () => {
      server.clock.set('2025-10-10T09:00:00Z');
      await server.client().signup('anna');
      const c = server.client();
      server.clock.set('2025-10-11T20:00:00Z');
      await c.login('anna');
      server.clock.set('2025-10-11T21:00:00Z');
      await c.login('anna');
      server.clock.set('2025-10-12T08:00:00Z');
      await c.login('anna');
      const me = await c.get('/api/users/me');
      expect(me.json.login_streak).toBe(3);
      expect(me.json.last_login).toBe('2025-10-12T08:00:00.000Z');
      server.clock.set('2025-10-15T08:00:00Z');
      await c.login('anna');
      expect((await c.get('/api/users/me')).json.login_streak).toBe(1);
    });

    it('shows a streak as 0 once a whole day passed without a sign-in', async () => {
      const c = server.client();
      await c.signup('anna');
      expect((await c.get('/api/users/me')).json.login_streak).toBe(1);
      await server.database.db.query(
        "UPDATE users SET streak_day = (now() AT TIME ZONE 'UTC')::date - 2, login_streak = 5",
      );
      expect((await c.get('/api/users/me')).json.login_streak).toBe(0);
      await server.database.db.query(
        "UPDATE users SET streak_day = (now() AT TIME ZONE 'UTC')::date - 1",
      );
      expect((await c.get('/api/users/me')).json.login_streak).toBe(5);
    });

    it('counts a session refresh on a new day towards the streak', async () => {
      server.clock.set('2025-10-10T23:50:00Z');
      const c = server.client();
      await c.signup('anna');
      server.clock.set('2025-10-11T00:10:00Z');
      expect((await c.post('/api/auth/refresh')).status).toBe(200);
      const me = await c.get('/api/users/me');
      expect(me.json.login_streak).toBe(2);
      expect(me.json.last_login).toBe('2025-10-10T23:50:00.000Z');
    });
  });

  describe('session', () => {
    it('answers the public probe with 200: no session, then a session after sign-up, none after logout', async () => {
      const c = server.client();
      const anonymous = await c.get('/api/auth/session');
      expect(anonymous.status).toBe(200);
      // This server has no GOOGLE_CLIENT_ID: the client hides its Google buttons.
      expect(anonymous.json).toEqual({ has_session: false, google_sign_in: false });
      await c.signup('anna');
      expect((await c.get('/api/auth/session')).json).toEqual({
        has_session: true,
        google_sign_in: false,
      });
      // An expired access token still counts: the refresh cookie can renew it.
      server.clock.advance(16 * 60 * 1000);
      expect((await c.get('/api/auth/session')).json).toMatchObject({ has_session: true });
      await c.post('/api/auth/logout');
      expect((await c.get('/api/auth/session')).json).toEqual({
        has_session: false,
        google_sign_in: false,
      });
    });

    it('answers 401 to /users/me without a session, and with an expired access token', async () => {
      const c = server.client();
      expect((await c.get('/api/users/me')).status).toBe(401);
      await c.signup('anna');
      server.clock.advance(16 * 60 * 1000);
      const expired = await c.get('/api/users/me');
      expect(expired.status).toBe(401);
      expect(expired.json).toEqual({ detail: 'Not authenticated' });
    });

    it('refreshes the session and rotates the refresh token', async () => {
      const c = server.client();
      await c.signup('anna');
      const first = c.cookies.get('refresh_token')!.value;
      server.clock.advance(16 * 60 * 1000);
      const res = await c.post('/api/auth/refresh');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Token refreshed' });
      expect(c.cookies.get('refresh_token')!.value).not.toBe(first);
      expect((await c.get('/api/users/me')).status).toBe(200);
    });

    it('revokes the whole family when a rotated refresh token is reused', async () => {
      const c = server.client();
      await c.signup('anna');
      const stolen = c.cookies.get('refresh_token')!.value;
      expect((await c.post('/api/auth/refresh')).status).toBe(200);
      // Past the grace window for two tabs refreshing at once (10 s).
      server.clock.advance(11_000);

      const thief = server.client();
      await thief.prime();
      thief.cookies.set('refresh_token', { value: stolen, path: '/api/auth' });
      const reuse = await thief.post('/api/auth/refresh');
      expect(reuse.status).toBe(401);

      // The legitimate holder's newer token died with the family.
      const victim = await c.post('/api/auth/refresh');
      expect(victim.status).toBe(401);
      expect(c.cookies.has('refresh_token')).toBe(false);
    });

    it('answers 401 to refresh without a cookie or with an unknown or expired token', async () => {
      const c = server.client();
      await c.prime();
      expect((await c.post('/api/auth/refresh')).status).toBe(401);
      c.cookies.set('refresh_token', { value: 'made-up', path: '/api/auth' });
      expect((await c.post('/api/auth/refresh')).status).toBe(401);
      const d = server.client();
      await d.signup('anna');
      server.clock.advance(31 * 24 * 3600 * 1000);
      expect((await d.post('/api/auth/refresh')).status).toBe(401);
    });

    it('logs out: clears the cookies and revokes the refresh token', async () => {
      const c = server.client();
      await c.signup('anna');
      const refresh = c.cookies.get('refresh_token')!.value;
      const res = await c.post('/api/auth/logout');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Logged out' });
      expect(c.cookies.has('access_token')).toBe(false);
      expect(c.cookies.has('refresh_token')).toBe(false);
      expect((await c.get('/api/users/me')).status).toBe(401);
      c.cookies.set('refresh_token', { value: refresh, path: '/api/auth' });
      expect((await c.post('/api/auth/refresh')).status).toBe(401);
    });

    it('logs out without a session too', async () => {
      const c = server.client();
      await c.prime();
      expect((await c.post('/api/auth/logout')).status).toBe(200);
    });
  });

  describe('password reset', () => {
    it('sends a single-use link and sets the new password; old sessions end', async () => {
      const c = server.client();
      await c.signup('anna');
      const other = server.client();
      await other.prime();
      const res = await other.post('/api/auth/forgot-password', {
        json: { email: 'anna@example.org' },
      });
      expect(res.status).toBe(202);
      expect(res.json.message).toBe(
        'If an account exists for this email, we have sent a link to reset the password.',
      );
      expect(server.mailer.sent).toHaveLength(1);
      const link = new URL(server.mailer.sent[0]!.link);
      expect(link.pathname).toBe('/reset-password');
      const token = link.searchParams.get('token')!;
      const [stored] = await server.database.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM password_resets',
      );
      expect(stored!.token_hash).not.toContain(token);

      const reset = await other.post('/api/auth/reset-password', {
        json: { token, password: 'new-secret' },
      });
      expect(reset.status).toBe(200);
      expect(reset.json.message).toBe('Your password has been reset. You can now sign in.');
      expect((await other.login('anna', 'secret-pass')).status).toBe(401);
      expect((await other.login('anna', 'new-secret')).status).toBe(200);
      // The session from before the reset cannot be refreshed any more.
      expect((await c.post('/api/auth/refresh')).status).toBe(401);
      const again = await other.post('/api/auth/reset-password', {
        json: { token, password: 'third-pass' },
      });
      expect(again.status).toBe(400);
      expect(again.json.detail).toBe('This reset link is invalid or has expired.');
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const c = server.client();
      await c.prime();
      const res = await c.post('/api/auth/forgot-password', {
        json: { email: 'nobody@example.org' },
      });
      expect(res.status).toBe(202);
      expect(server.mailer.sent).toHaveLength(0);
    });

    it('refuses an expired token', async () => {
      await server.client().signup('anna');
      const c = server.client();
      await c.prime();
      await c.post('/api/auth/forgot-password', { json: { email: 'anna@example.org' } });
      const token = new URL(server.mailer.sent[0]!.link).searchParams.get('token')!;
      server.clock.advance(2 * 3600 * 1000);
      expect(
        (await c.post('/api/auth/reset-password', { json: { token, password: 'new-secret' } }))
          .status,
      ).toBe(400);
    });
  });

  describe('Google sign-in when not configured', () => {
    it('redirects to the login-failed page with the reason', async () => {
      const c = server.client();
      const res = await c.get('/api/auth/login/google');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(
        `/oauth/callback/login-failed?reason=${encodeURIComponent('Google sign-in is not configured on this server')}`,
      );
    });

    it('passes a provider error on to the callback page', async () => {
      const c = server.client();
      const res = await c.get(
        '/api/auth/callback/google?error=access_denied&error_description=User%20said%20no',
      );
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(
        '/oauth/callback?error=access_denied&error_description=User+said+no',
      );
    });
  });
});
