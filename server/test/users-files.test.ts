import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { image } from './helpers/images.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

describe.each(testBackends())('users and files (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    annaId = (await anna.signup('anna')).id;
  });

  describe('GET /users/me', () => {
    it('answers 404 when the signed-in user no longer exists', async () => {
      await server.database.db.query('DELETE FROM users');
      const res = await anna.get('/api/users/me');
      expect(res.status).toBe(404);
    });
  });

  describe('PUT /users/{id}', () => {
    it('changes the username and the avatar', async () => {
      const res = await anna.put(`/api/users/${annaId}`, {
        json: { username: 'chef_anna', profile_image_url: 'profile/1/abc.png' },
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        id: annaId,
        username: 'chef_anna',
        profile_image_url: 'profile/1/abc.png',
      });
      const cleared = await anna.put(`/api/users/${annaId}`, { json: { profile_image_url: null } });
      expect(cleared.json).toMatchObject({ username: 'chef_anna', profile_image_url: null });
      const external = await anna.put(`/api/users/${annaId}`, {
        json: { profile_image_url: 'https://lh3.example.com/a.png' },
      });
      expect(external.json.profile_image_url).toBe('https://lh3.example.com/a.png');
    });

    it('stores the interface language on the user, null by default, and rejects others', async () => {
      expect((await anna.get('/api/users/me')).json.language).toBeNull();
      const de = await anna.put(`/api/users/${annaId}`, { json: { language: 'de' } });
      expect(de.status).toBe(200);
      expect(de.json.language).toBe('de');
      expect((await anna.get('/api/users/me')).json.language).toBe('de');
      const [row] = await server.database.db.query<{ language: string }>(
        'SELECT language FROM users WHERE id = $1',
        [annaId],
      );
      expect(row!.language).toBe('de');
      const bad = await anna.put(`/api/users/${annaId}`, { json: { language: 'fr' } });
      expect(bad.status).toBe(422);
      expect(bad.json.detail[0].loc).toEqual(['body', 'language']);
      const reset = await anna.put(`/api/users/${annaId}`, { json: { language: null } });
      expect(reset.json).toMatchObject({ language: null, username: 'anna' });
    });

    it("answers 403 for another user's id and changes nothing", async () => {
      const bert = server.client();
      const bertId = (await bert.signup('bert')).id;
      const res = await anna.put(`/api/users/${bertId}`, { json: { username: 'hacked' } });
      expect(res.status).toBe(403);
      expect((await bert.get('/api/users/me')).json.username).toBe('bert');
    });

    it('answers 409 for a taken username', async () => {
      await server.client().signup('bert');
      const res = await anna.put(`/api/users/${annaId}`, { json: { username: 'BERT' } });
      expect(res.status).toBe(409);
      expect(res.json.detail).toBe('Username already taken');
    });

    it('answers 422 for an empty body, a bad username or an unusable image reference', async () => {
      const empty = await anna.put(`/api/users/${annaId}`, { json: {} });
      expect(empty.status).toBe(422);
      const bad = await anna.put(`/api/users/${annaId}`, {
        json: { username: 'no spaces allowed' },
      });
      expect(bad.status).toBe(422);
      expect(bad.json.detail[0]).toMatchObject({
        loc: ['body', 'username'],
        type: 'string_pattern_mismatch',
      });
      const traversal = await anna.put(`/api/users/${annaId}`, {
        json: { profile_image_url: '../etc/passwd' },
      });
      expect(traversal.status).toBe(422);
      expect(traversal.json.detail[0].loc).toEqual(['body', 'profile_image_url']);
      const path = await anna.put('/api/users/abc', { json: { username: 'x_y_z' } });
      expect(path.status).toBe(422);
      expect(path.json.detail[0]).toMatchObject({ loc: ['path', 'id'], type: 'int_type' });
    });

    it('answers 401 without a session', async () => {
      const stranger = server.client();
      await stranger.prime();
      expect((await stranger.put('/api/users/1', { json: { username: 'x_y_z' } })).status).toBe(
        401,
      );
    });
  });

  describe('GET /users/me/stats', () => {
    it('counts saved recipes, cooking this week, average time and the cooking streak', async () => {
      const empty = await anna.get('/api/users/me/stats');
      expect(empty.json).toEqual({
        recipes_saved: 0,
        cooked_this_week: 0,
        average_cook_time_minutes: null,
        streak_days: 0,
      });

      const gen = await anna.post('/api/preparing/generate', { json: { prompt: 'pasta' } });
      const options = (
        await anna.get(`/api/preparing/${gen.json.preparing_session_id}/get_options`)
      ).json;
      await anna.post(`/api/recipe/${options[0].id}/save`);
      await anna.post(`/api/recipe/${options[1].id}/save`);
      server.clock.set('2025-10-09T12:00:00Z');
      await anna.post(`/api/recipe/${options[0].id}/cooked`);
      server.clock.set('2025-10-15T12:00:00Z');
      await anna.post(`/api/recipe/${options[0].id}/cooked`);
      server.clock.set('2025-10-16T08:00:00Z');
      const cooked = await anna.post(`/api/recipe/${options[1].id}/cooked`);
      expect(cooked.status).toBe(201);
      expect(cooked.json).toEqual({ message: 'Enjoy your meal!' });
      server.clock.set('2025-10-17T09:00:00Z');
      // Cooking a draft counts too; only saved recipes count as saved.
      await anna.post(`/api/recipe/${options[2].id}/cooked`);

      const stats = await anna.get('/api/users/me/stats');
      expect(stats.json).toEqual({
        recipes_saved: 2,
        cooked_this_week: 3,
        average_cook_time_minutes: 32.5,
        streak_days: 3,
      });
      server.clock.set('2025-10-19T09:00:00Z');
      expect((await anna.get('/api/users/me/stats')).json.streak_days).toBe(0);
    });

    it('answers 401 without a session', async () => {
      expect((await server.client().get('/api/users/me/stats')).status).toBe(401);
    });
  });

  describe('POST /files/public-upload', () => {
    it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
      'stores a %s avatar under a random key and serves it back',
      async (format) => {
        const bytes = await image(format);
        const res = await anna.post('/api/files/public-upload', {
          multipart: {
            fields: { user_id: String(annaId), category: 'profile' },
            file: { data: bytes, filename: 'me.bin', contentType: 'application/octet-stream' },
          },
        });
        expect(res.status).toBe(201);
        const key = res.json as string;
        expect(key).toMatch(new RegExp(`^profile/${annaId}/[0-9a-f]{32}\\.(png|jpg|webp|gif)$`));
        const served = await server.client().get(`/api/files/serve/${key}`);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-security-policy']).toContain('sandbox');
        expect(served.headers['set-cookie']).toBeUndefined();
        expect(served.raw.equals(bytes)).toBe(true);
        const encoded = await server.client().get(`/api/files/serve/${encodeURIComponent(key)}`);
        expect(encoded.status).toBe(200);
      },
    );

    it('judges the type from the bytes: text named .png is refused (415)', async () => {
      const res = await anna.post('/api/files/public-upload', {
        multipart: {
          fields: { user_id: String(annaId), category: 'profile' },
          file: { data: Buffer.from('<script>alert(1)</script>'), filename: 'x.png' },
        },
      });
      expect(res.status).toBe(415);
      expect(res.json.detail).toBe('Only image files are allowed');
    });

    it('refuses a PNG signature followed by garbage (415)', async () => {
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64, 7),
      ]);
      const res = await anna.post('/api/files/public-upload', {
        multipart: {
          fields: { user_id: String(annaId), category: 'profile' },
          file: { data: fake },
        },
      });
      expect(res.status).toBe(415);
    });

    it('refuses files over 10 MB (413)', async () => {
      const big = Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024)]);
      const res = await anna.post('/api/files/public-upload', {
        multipart: {
          fields: { user_id: String(annaId), category: 'profile' },
          file: { data: big },
        },
      });
      expect(res.status).toBe(413);
      expect(res.json.detail).toBe('File too large (max 10 MB)');
    });

    it("answers 403 for another user's id", async () => {
      const res = await anna.post('/api/files/public-upload', {
        multipart: {
          fields: { user_id: String(annaId + 1), category: 'profile' },
          file: { data: await image() },
        },
      });
      expect(res.status).toBe(403);
    });

    it('answers 422 for missing parts, naming each', async () => {
      const res = await anna.post('/api/files/public-upload', {
        multipart: { fields: { category: 'avatar' } },
      });
      expect(res.status).toBe(422);
      expect(res.json.detail).toEqual([
        { loc: ['body', 'user_id'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'category'], msg: "Input should be 'profile' or 'recipe'", type: 'enum' },
        { loc: ['body', 'file'], msg: 'Field required', type: 'missing' },
      ]);
    });

    it('answers 415 for a body that is not multipart', async () => {
      const res = await anna.post('/api/files/public-upload', { json: { user_id: annaId } });
      expect(res.status).toBe(415);
    });

    it('answers 401 without a session and 403 without the XSRF header', async () => {
      const stranger = server.client();
      await stranger.prime();
      const anonymous = await stranger.post('/api/files/public-upload', {
        multipart: { fields: { user_id: '1', category: 'profile' }, file: { data: await image() } },
      });
      expect(anonymous.status).toBe(401);
      const noXsrf = await anna.post('/api/files/public-upload', {
        multipart: {
          fields: { user_id: String(annaId), category: 'profile' },
          file: { data: await image() },
        },
        xsrf: false,
      });
      expect(noXsrf.status).toBe(403);
    });
  });

  describe('GET /files/serve/{key}', () => {
    it('answers 404 for an unknown key', async () => {
      expect((await anna.get('/api/files/serve/profile/1/0000.png')).status).toBe(404);
    });

    it.each([
      '..%2F..%2Fetc%2Fpasswd',
      'profile/..%2F..%2Fsecret.png',
      '%2Fetc%2Fpasswd',
      'a%00b.png',
    ])(
      'refuses the traversal attempt %s without touching the disk outside the store',
      async (key) => {
        const res = await anna.get(`/api/files/serve/${key}`);
        expect([404, 422]).toContain(res.status);
        expect(res.body).not.toContain('root:');
      },
    );
  });
});
