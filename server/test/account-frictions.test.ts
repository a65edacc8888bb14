// Issue 29, "Account": the reset link checked when its page opens, and usernames in any script.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const INVALID = 'This reset link is invalid or has expired.';
const MIXED = 'Value error, Username must not mix letters of different alphabets';

describe.each(testBackends())('account frictions (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_LOGIN: '4', RATE_LIMIT_SIGNUP: '50' });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => server.reset());

  /** Signs up a cook with their own email (the helper's name@example.org needs an ASCII name). */
  async function signup(username: string, email: string, password = 'secret-pass') {
    const c = server.client();
    await c.prime();
    const res = await c.post('/api/auth/signup', { json: { username, email, password } });
    return { c, res };
  }

  async function resetLinkFor(email: string): Promise<string> {
    const c = server.client();
    await c.prime();
    await c.post('/api/auth/forgot-password', { json: { email } });
    return new URL(server.mailer.sent.at(-1)!.link).searchParams.get('token')!;
  }

  describe('POST /auth/reset-password/check', () => {
    it('answers 200 for a fresh token without using it: the reset still works afterwards', async () => {
      await server.client().signup('anna');
      const token = await resetLinkFor('anna@example.org');
      const c = server.client();
      await c.prime();
      for (let i = 0; i < 2; i++) {
        const check = await c.post('/api/auth/reset-password/check', { json: { token } });
        expect(check.status).toBe(200);
        expect(check.json).toEqual({ message: 'This reset link is valid.' });
      }
      const [row] = await server.database.db.query<{ used_at: Date | null }>(
        'SELECT used_at FROM password_resets',
      );
      expect(row!.used_at).toBeNull();
      const reset = await c.post('/api/auth/reset-password', {
        json: { token, password: 'new-secret' },
      });
      expect(reset.status).toBe(200);
    });

    it('answers the same 400 for a used, an expired and an unknown token, naming no account', async () => {
      await server.client().signup('anna');
      const used = await resetLinkFor('anna@example.org');
      const c = server.client();
      await c.prime();
      expect(
        (
          await c.post('/api/auth/reset-password', {
            json: { token: used, password: 'new-secret' },
          })
        ).status,
      ).toBe(200);
      const expired = await resetLinkFor('anna@example.org');
      server.clock.advance(2 * 3600 * 1000);
      const answers = [];
      for (const token of [used, expired, 'not-a-token-at-all']) {
        const res = await c.post('/api/auth/reset-password/check', { json: { token } });
        answers.push({ status: res.status, body: res.body });
      }
      expect(answers).toEqual(
        Array.from({ length: 3 }, () => ({
          status: 400,
          body: JSON.stringify({ detail: INVALID }),
        })),
      );
    });

    it('refuses a missing token (422) and without the XSRF header (403)', async () => {
      const c = server.client();
      await c.prime();
      expect((await c.post('/api/auth/reset-password/check', { json: {} })).status).toBe(422);
      expect((await c.post('/api/auth/reset-password/check', { json: { token: '' } })).status).toBe(
        422,
      );
      expect(
        (await c.post('/api/auth/reset-password/check', { json: { token: 'x' }, xsrf: false }))
          .status,
      ).toBe(403);
    });

    it('is rate limited with the resets from the same address (429)', async () => {
      const c = server.client();
      await c.prime();
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await c.post('/api/auth/reset-password/check', { json: { token: `guess-${i}` } }))
            .status,
        );
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      // The reset itself shares the budget: a guesser cannot switch endpoints.
      const reset = await c.post('/api/auth/reset-password', {
        json: { token: 'guess', password: 'new-secret' },
      });
      expect(reset.status).toBe(429);
    });
  });

  describe('usernames in any script', () => {
    it.each([
      ['María', 'maria@example.org'],
      ['Jürgen', 'juergen@example.org'],
      ['Zoë', 'zoe@example.org'],
      ['王小明', 'wang@example.org'],
    ])('signs up %s and signs in with the name in other case and form', async (name, email) => {
      const { c, res } = await signup(name, email);
      expect(res.status).toBe(200);
      expect((await c.get('/api/users/me')).json.username).toBe(name);
      const other = server.client();
      expect((await other.login(name.toUpperCase().normalize('NFD'))).status).toBe(200);
      expect((await other.get('/api/users/me')).json.username).toBe(name);
    });

    it('stores the NFC form of a decomposed name', async () => {
      const { c, res } = await signup('Ju\u0308rgen', 'juergen@example.org');
      expect(res.status).toBe(200);
      const me = (await c.get('/api/users/me')).json;
      expect(me.username).toBe('Jürgen');
      expect(me.username).toHaveLength(6);
    });

    it('treats Jürgen, JÜRGEN and the decomposed form as one name (409), at sign-up and rename', async () => {
      expect((await signup('Jürgen', 'j1@example.org')).res.status).toBe(200);
      for (const [name, email] of [
        ['JÜRGEN', 'j2@example.org'],
        ['Ju\u0308rgen', 'j3@example.org'],
        ['jU\u0308RGEN', 'j4@example.org'],
      ] as const) {
        const { res } = await signup(name, email);
        expect(res.status).toBe(409);
        expect(res.json.detail).toBe('Username already taken');
      }
      const { c } = await signup('anna_k', 'anna@example.org');
      const me = (await c.get('/api/users/me')).json;
      const rename = await c.put(`/api/users/${me.id}`, { json: { username: 'JU\u0308RGEN' } });
      expect(rename.status).toBe(409);
      expect(rename.json.detail).toBe('Username already taken');
      const [{ count }] = (await server.database.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM users WHERE username_key = 'jürgen'",
      )) as [{ count: number }];
      expect(count).toBe(1);
    });

    it('refuses a Latin name with a Cyrillic look-alike letter, a space, and 2 characters', async () => {
      const mixed = await signup('p\u0430ul', 'paul@example.org');
      expect(mixed.res.status).toBe(422);
      expect(mixed.res.json.detail).toEqual([
        { loc: ['body', 'username'], msg: MIXED, type: 'value_error' },
      ]);
      expect((await signup('María José', 'mj@example.org')).res.status).toBe(422);
      const short = await signup('Zo\u0308', 'zo@example.org');
      expect(short.res.status).toBe(422);
      expect(short.res.json.detail[0].msg).toBe('String should have at least 3 characters');
      const { c } = await signup('paul', 'paul2@example.org');
      const me = (await c.get('/api/users/me')).json;
      const rename = await c.put(`/api/users/${me.id}`, { json: { username: 'p\u0430ul' } });
      expect(rename.status).toBe(422);
      expect(rename.json.detail[0].msg).toBe(MIXED);
    });

    it('renames to a name in another script (NFC), and another user cannot rename this one (403)', async () => {
      const { c } = await signup('anna_k', 'anna@example.org');
      const me = (await c.get('/api/users/me')).json;
      const rename = await c.put(`/api/users/${me.id}`, { json: { username: 'Zo\u0065\u0308' } });
      expect(rename.status).toBe(200);
      expect(rename.json.username).toBe('Zoë');
      const { c: other } = await signup('bert', 'bert@example.org');
      const foreign = await other.put(`/api/users/${me.id}`, { json: { username: 'Ελένη' } });
      expect(foreign.status).toBe(403);
      expect((await c.get('/api/users/me')).json.username).toBe('Zoë');
    });
  });
});
