import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

// Issue #19, findings 8 and 9: each test reproduces a finding as the probe described it.
describe.each(testBackends())('hardening (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      RATE_LIMIT_LOGIN: '10',
      RATE_LIMIT_SIGNUP: '3',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => server.reset());

  const signupFrom = (c: TestClient, name: string, forwardedFor: string) =>
    c.post('/api/auth/signup', {
      json: { username: name, email: `${name}@example.org`, password: 'secret-pass' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  describe('finding 8: login limit and client address', () => {
    it('checks at most the limit of 200 parallel wrong passwords; the rest get 429', async () => {
      await server.client().signup('anna');
      const c = server.client();
      await c.prime();
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          c.post('/api/auth/login', { form: { username: 'anna', password: 'wrong-pass' } }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(190);
      expect((await c.login('anna')).status).toBe(429);
    });

    it('does not count a successful sign-in against the limit', async () => {
      await server.client().signup('anna');
      const c = server.client();
      for (let i = 0; i < 12; i++) expect((await c.login('anna')).status).toBe(200);
      for (let i = 0; i < 10; i++) expect((await c.login('anna', 'wrong')).status).toBe(401);
      expect((await c.login('anna')).status).toBe(429);
    });

    it('trusts only the proxy hop: rotating the left-most X-Forwarded-For does not escape the sign-up limit', async () => {
      const c = server.client();
      await c.prime();
      for (let i = 0; i < 3; i++)
        expect((await signupFrom(c, `cook${i}`, `198.51.100.${i}, 203.0.113.7`)).status).toBe(200);
      const rotated = await signupFrom(c, 'cook9', '198.51.100.99, 203.0.113.7');
      expect(rotated.status).toBe(429);
      // Another client of the proxy (another right-most address) has its own limit.
      expect((await signupFrom(c, 'dora', '198.51.100.99, 203.0.113.8')).status).toBe(200);
    });

    it('trusts only the proxy hop for the login limit too', async () => {
      await server.client().signup('anna');
      const c = server.client();
      await c.prime();
      for (let i = 0; i < 10; i++) {
        const res = await c.post('/api/auth/login', {
          form: { username: 'anna', password: 'wrong-pass' },
          headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.7` },
        });
        expect(res.status).toBe(401);
      }
      const rotated = await c.post('/api/auth/login', {
        form: { username: 'anna', password: 'secret-pass' },
        headers: { 'x-forwarded-for': '192.0.2.200, 203.0.113.7' },
      });
      expect(rotated.status).toBe(429);
    });
  });

  describe('finding 9: sessions', () => {
    it('stops accepting the access token after logout', async () => {
      const c = server.client();
      await c.signup('anna');
      const stolen = c.cookies.get('access_token')!.value;
      expect((await c.post('/api/auth/logout')).status).toBe(200);
      const replay = server.client();
      replay.cookies.set('access_token', { value: stolen, path: '/' });
      const me = await replay.get('/api/users/me');
      expect(me.status).toBe(401);
    });

    it('keeps other devices signed in when one logs out', async () => {
      const phone = server.client();
      await phone.signup('anna');
      const laptop = server.client();
      expect((await laptop.login('anna')).status).toBe(200);
      expect((await phone.post('/api/auth/logout')).status).toBe(200);
      expect((await laptop.get('/api/users/me')).status).toBe(200);
    });

    it('stops accepting every access token after a password reset, and voids older reset links', async () => {
      const c = server.client();
      await c.signup('anna');
      const other = server.client();
      await other.prime();
      await other.post('/api/auth/forgot-password', { json: { email: 'anna@example.org' } });
      await other.post('/api/auth/forgot-password', { json: { email: 'anna@example.org' } });
      const [first, second] = server.mailer.sent.map((m) =>
        new URL(m.link).searchParams.get('token')!,
      );
      expect(
        (
          await other.post('/api/auth/reset-password', {
            json: { token: second, password: 'new-secret' },
          })
        ).status,
      ).toBe(200);
      expect((await c.get('/api/users/me')).status).toBe(401);
      const older = await other.post('/api/auth/reset-password', {
        json: { token: first, password: 'attacker-pass' },
      });
      expect(older.status).toBe(400);
      expect(older.json.detail).toBe('This reset link is invalid or has expired.');
      expect((await other.login('anna', 'new-secret')).status).toBe(200);
    });

    it('keeps two tabs signed in when both refresh with the same token at once', async () => {
      const tab1 = server.client();
      await tab1.signup('anna');
      const tab2 = server.client();
      for (const [name, cookie] of tab1.cookies) tab2.cookies.set(name, { ...cookie });
      const [a, b] = await Promise.all([
        tab1.post('/api/auth/refresh'),
        tab2.post('/api/auth/refresh'),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect((await tab1.get('/api/users/me')).status).toBe(200);
      expect((await tab2.get('/api/users/me')).status).toBe(200);
      expect((await tab1.post('/api/auth/refresh')).status).toBe(200);
      expect((await tab2.post('/api/auth/refresh')).status).toBe(200);
    });

    it('still treats a rotated token replayed after the grace window as theft', async () => {
      const c = server.client();
      await c.signup('anna');
      const old = { ...c.cookies.get('refresh_token')! };
      expect((await c.post('/api/auth/refresh')).status).toBe(200);
      server.clock.advance(60_000);
      const thief = server.client();
      await thief.prime();
      thief.cookies.set('refresh_token', old);
      expect((await thief.post('/api/auth/refresh')).status).toBe(401);
      expect((await c.post('/api/auth/refresh')).status).toBe(401);
    });
  });

  describe('finding 9: list sizes', () => {
    it('caps a user at 500 collections (409 with the limit), so GET /collection/all stays bounded', async () => {
      const c = server.client();
      const anna = await c.signup('anna');
      await server.database.db.query(
        `INSERT INTO collections (user_id, name) SELECT $1, 'List ' || n FROM generate_series(1, 499) AS n`,
        [anna.id],
      );
      expect((await c.post('/api/collection/create', { json: { name: 'Last one' } })).status).toBe(
        201,
      );
      const over = await c.post('/api/collection/create', { json: { name: 'One too many' } });
      expect(over.status).toBe(409);
      expect(over.json).toEqual({
        detail: 'You can keep at most 500 collections. Delete one to make room for a new one.',
      });
      const all = await c.get('/api/collection/all');
      expect(all.json).toHaveLength(500);
      // The limit is per user: another user still creates.
      const bert = server.client();
      await bert.signup('bert');
      expect((await bert.post('/api/collection/create', { json: { name: 'Mine' } })).status).toBe(
        201,
      );
    });
  });

  describe('finding 9: headers', () => {
    it('sends a Permissions-Policy on pages and API answers', async () => {
      const c = server.client();
      for (const url of ['/', '/api/health']) {
        const res = await c.get(url);
        expect(res.headers['permissions-policy']).toBe(
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        );
      }
    });
  });
});

describe('finding 9: slow request bodies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { REQUEST_TIMEOUT_SECONDS: '1' });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => server?.close());

  it('times out a body that trickles in (408, connection closed)', async () => {
    const { port } = server.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/auth/signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nCookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\n\r\n',
    );
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('{');
    }, 200);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // The server closes the connection while bytes are still trickling in, so the kernel may
    // answer the next write with a reset: that is the close this test waits for, not a failure.
    socket.on('error', () => undefined);
    const started = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
