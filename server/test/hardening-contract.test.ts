import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/** Issue #19: the holes an adversarial probe found, each reproduced exactly as reported. */
describe.each(testBackends())('hardening (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => server.reset());

  describe('finding 1: reset links come from configuration only', () => {
    it('ignores the Host header when PUBLIC_URL is unset', async () => {
      const client = server.client();
      await client.signup('victim');
      const res = await client.post('/api/auth/forgot-password', {
        json: { email: 'victim@example.org' },
        headers: { host: 'evil.example:8666' },
      });
      expect(res.status).toBe(202);
      expect(server.mailer.sent).toHaveLength(1);
      expect(server.mailer.sent[0]!.link).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:${server.config.port}/reset-password\\?token=`),
      );
    });

    it('ignores X-Forwarded-Host behind a trusted proxy, and uses PUBLIC_URL when set', async () => {
      const proxied = await startTestServer(backend, {
        TRUST_PROXY: 'true',
        PUBLIC_URL: 'https://sous.example/',
      });
      try {
        const client = proxied.client();
        await client.signup('victim');
        await client.post('/api/auth/forgot-password', {
          json: { email: 'victim@example.org' },
          headers: { 'x-forwarded-host': 'evil.example:8666', 'x-forwarded-proto': 'http' },
        });
        expect(proxied.mailer.sent[0]!.link).toMatch(
          /^https:\/\/sous\.example\/reset-password\?token=/,
        );
      } finally {
        await proxied.close();
      }
    });
  });

  describe('finding 2: every content type is validated or refused', () => {
    it('refuses a form-encoded sign-up (the contract lists only JSON) with 415 and stores nothing', async () => {
      const client = server.client();
      await client.prime();
      const res = await client.post('/api/auth/signup', {
        form: {
          username: '<img src=x onerror=alert(1)>',
          email: 'not an email at all',
          password: 'p',
        },
      });
      expect(res.status).toBe(415);
      expect(res.json).toEqual({ detail: 'Unsupported content type' });
      const rows = await server.database.db.query('SELECT 1 FROM users');
      expect(rows).toHaveLength(0);
    });

    it('refuses form-encoded renames, resets and prompts with 415', async () => {
      const client = server.client();
      const me = await client.signup('alice');
      const rename = await client.put(`/api/users/${me.id}`, { form: { username: '' } });
      expect(rename.status).toBe(415);
      const reset = await client.post('/api/auth/reset-password', {
        form: { token: 'x', new_password: 'a' },
      });
      expect(reset.status).toBe(415);
      const prompt = await client.post('/api/preparing/generate', {
        form: { prompt: 'x'.repeat(900_000) },
        contract: false,
      });
      expect([413, 415]).toContain(prompt.status);
      expect((await client.get('/api/users/me')).json.username).toBe('alice');
    });

    it('validates the form-encoded login against the contract (422), and refuses JSON there (415)', async () => {
      const client = server.client();
      await client.prime();
      const long = await client.post('/api/auth/login', {
        form: { username: 'a'.repeat(100_000), password: 'p' },
      });
      expect(long.status).toBe(422);
      const empty = await client.post('/api/auth/login', { form: { username: '', password: '' } });
      expect(empty.status).toBe(422);
      const json = await client.post('/api/auth/login', {
        json: { username: 'a', password: 'p' },
      });
      expect(json.status).toBe(415);
    });

    it('refuses JSON where the contract lists only multipart', async () => {
      const client = server.client();
      await client.signup('alice');
      const res = await client.post('/api/files/public-upload', { json: { file: 'x' } });
      expect(res.status).toBe(415);
    });
  });

  describe('finding 3: usernames and e-mails never collide', () => {
    it('refuses a username equal to another account e-mail (case-insensitive) at sign-up and rename', async () => {
      const victim = server.client();
      await victim.signup('victim');
      const attacker = server.client();
      await attacker.prime();
      const signup = await attacker.post('/api/auth/signup', {
        json: { username: 'Victim@Example.org', email: 'a@example.org', password: 'secret-pass' },
      });
      expect(signup.status).toBe(422);
      const me = await attacker.signup('attacker');
      const rename = await attacker.put(`/api/users/${me.id}`, {
        json: { username: 'VICTIM@example.org' },
      });
      expect(rename.status).toBe(422);
    });

    it('refuses a sign-up whose e-mail is a legacy username, and logs in by e-mail only when it has an @', async () => {
      const victim = server.client();
      const v = await victim.signup('victim');
      const attacker = server.client();
      const a = await attacker.signup('attacker', 'attacker-pass');
      // A row stored before the schema was enforced on every content type.
      await server.database.db.query('UPDATE users SET username = $1 WHERE id = $2', [
        'Victim@example.org',
        a.id,
      ]);
      const fresh = server.client();
      await fresh.prime();
      const taken = await fresh.post('/api/auth/signup', {
        json: { username: 'someone', email: 'victim@EXAMPLE.org', password: 'secret-pass' },
      });
      expect(taken.status).toBe(409);
      expect(taken.json).toEqual({ detail: 'Email already registered' });

      const asVictim = server.client();
      expect((await asVictim.login('victim@example.org', 'secret-pass')).status).toBe(200);
      expect((await asVictim.get('/api/users/me')).json.id).toBe(v.id);
      const hijack = server.client();
      expect((await hijack.login('victim@example.org', 'attacker-pass')).status).toBe(401);
    });

    it('refuses a Google sign-in whose new e-mail is another account username', async () => {
      const other = server.client();
      const o = await other.signup('other');
      // Written as the account code writes a name: the name and its case-folded key (migration 0021).
      await server.database.db.query(
        'UPDATE users SET username = $1, username_key = $1 WHERE id = $2',
        ['g@example.org', o.id],
      );
      await expect(
        server.app.sous.auth.signInWithGoogle({
          sub: 'google-1',
          email: 'G@example.org',
          emailVerified: true,
          name: 'G',
          picture: undefined,
        }),
      ).rejects.toMatchObject({ status: 409, detail: 'Email already registered' });
    });
  });

  describe('finding 4: XSRF is decided on the normalised path', () => {
    it.each([
      ['POST', '/%61pi/collection/create'],
      ['POST', '/%2561pi/collection/create'],
      ['DELETE', '/%61pi/recipe/33/delete'],
      ['POST', '/%61pi/auth/login'],
      ['POST', '/API/auth/login'],
    ])('refuses %s %s without X-XSRF-TOKEN, with the API headers', async (method, url) => {
      const client = server.client();
      await client.signup('alice');
      const res = await client.request(method as 'POST', url, {
        json: { name: 'Pwned' },
        xsrf: false,
        contract: false,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.status).not.toBe(201);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.json).toHaveProperty('detail');
      const rows = await server.database.db.query('SELECT 1 FROM collections');
      expect(rows).toHaveLength(0);
    });

    it('refuses a cross-origin login form (login CSRF) even with a valid token echo', async () => {
      const client = server.client();
      await client.prime();
      const res = await client.post('/api/auth/login', {
        form: { username: 'attacker', password: 'attacker-pass' },
        headers: { origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site' },
      });
      expect(res.status).toBe(403);
    });
  });

  describe('finding 5: bad input is a 4xx in the {detail} shape, never a 500', () => {
    let client: ReturnType<TestServer['client']>;
    beforeEach(async () => {
      client = server.client();
      await client.signup('alice');
    });

    const expectDetail4xx = (res: { status: number; json: unknown; body: string }) => {
      expect(res.status, res.body).toBeGreaterThanOrEqual(400);
      expect(res.status, res.body).toBeLessThan(500);
      expect(res.json).toHaveProperty('detail');
      expect(res.body).not.toMatch(/\n[\t ]+at /);
    };

    it('no body to a JSON operation', async () => {
      expectDetail4xx(await client.post('/api/collection/create'));
      expectDetail4xx(await client.post('/api/preparing/generate'));
    });

    it('a multipart body to a JSON operation', async () => {
      expectDetail4xx(
        await client.post('/api/collection/create', { multipart: { fields: { name: 'x' } } }),
      );
    });

    it('login with {"username":["a"]} as JSON and as a form array', async () => {
      const c = server.client();
      await c.prime();
      expectDetail4xx(
        await c.post('/api/auth/login', { json: { username: ['a'], password: 'p' } }),
      );
      expectDetail4xx(
        await c.post('/api/auth/login', {
          payload: 'username=a&username=b&password=p',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
    });

    it.each(['2147483648', '99999999999999999999', 'Infinity', '1e308', '-1', '0'])(
      'id %s',
      async (id) => {
        expectDetail4xx(await client.get(`/api/recipe/${id}/get`));
        expectDetail4xx(await client.delete(`/api/recipe/${id}/delete`));
      },
    );

    it('ids >= 2^31 in a body', async () => {
      const res = await client.post('/api/collection/create', { json: { name: 'c' } });
      expect(res.status).toBe(201);
      expectDetail4xx(
        await client.patch(`/api/collection/${res.json.id}/recipes`, {
          json: { recipe_ids: [2 ** 31] },
        }),
      );
      expectDetail4xx(
        await client.patch(`/api/collection/${res.json.id}/recipes`, {
          payload: '{"recipe_ids": [1e308]}',
          headers: { 'content-type': 'application/json' },
        }),
      );
    });

    it('NUL bytes in text', async () => {
      expectDetail4xx(await client.post('/api/collection/create', { json: { name: 'a\u0000b' } }));
      const login = server.client();
      await login.prime();
      expectDetail4xx(await login.login('al\u0000ice', 'p\u0000'));
    });

    it('malformed multipart', async () => {
      const boundary = '----x';
      expectDetail4xx(
        await client.post('/api/files/public-upload', {
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        }),
      );
    });

    it('malformed percent-encoding', async () => {
      for (const url of ['/api/recipe/%E0%A4%A/get', '/api/recipe/%zz/get']) {
        const res = await client.get(url, { contract: false });
        expectDetail4xx(res);
      }
    });
  });
});
