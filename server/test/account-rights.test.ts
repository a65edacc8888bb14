import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '#contract/schema.gen.ts';
import { userFileFolders } from '#server/src/features/account/account-service.ts';
import { testBackends } from './helpers/database.ts';
import { saveRecipes } from './helpers/flows.ts';
import { image } from './helpers/images.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';
import { readZip } from './helpers/unzip.ts';

type Archive = components['schemas']['AccountArchive'];

/** Every table with a user_id column, and the users row itself. */
const USER_TABLES = [
  'refresh_tokens',
  'password_resets',
  'email_changes',
  'preparing_sessions',
  'image_analyses',
  'recipes',
  'collections',
  'cooked_log',
  'instruction_jobs',
  'stored_files',
];

describe.each(testBackends())('account rights (%s)', (backend) => {
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

  /** Anna with an avatar, two saved recipes (one cooked, one shared) in a collection. */
  async function furnish(): Promise<{ recipeIds: number[]; avatar: string; shareUrl: string }> {
    const upload = await anna.post('/api/files/public-upload', {
      multipart: {
        fields: { user_id: String(annaId), category: 'profile' },
        file: { data: await image() },
      },
    });
    expect(upload.status).toBe(201);
    const avatar = upload.json as string;
    expect(
      (await anna.put(`/api/users/${annaId}`, { json: { profile_image_url: avatar } })).status,
    ).toBe(200);
    const recipeIds = await saveRecipes(anna, 2, 'curry');
    await anna.post(`/api/recipe/${recipeIds[0]}/cooked`);
    const collection = await anna.post('/api/collection/create', { json: { name: 'Weeknight' } });
    await anna.patch(`/api/collection/${collection.json.id}/recipes`, {
      json: { recipe_ids: [recipeIds[1], recipeIds[0]] },
    });
    const share = await anna.post(`/api/recipe/${recipeIds[0]}/share`);
    return { recipeIds, avatar, shareUrl: share.json.url as string };
  }

  async function exportOf(
    client: TestClient,
  ): Promise<{ archive: Archive; entries: Map<string, Buffer> }> {
    const res = await client.get('/api/users/me/export');
    expect(res.status, res.body).toBe(200);
    const entries = new Map(readZip(res.raw).map((e) => [e.name, e.data]));
    return {
      archive: JSON.parse(entries.get('account.json')!.toString('utf8')) as Archive,
      entries,
    };
  }

  describe('GET /users/me/export', () => {
    it('downloads the profile, recipes, collections, sessions and every file as one zip', async () => {
      const { recipeIds, avatar } = await furnish();
      const res = await anna.get('/api/users/me/export');
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="sous-export-anna-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(res.raw.includes('$argon2')).toBe(false);
      const { archive, entries } = await exportOf(anna);
      expect(archive).toMatchObject({ format: 'sous-account-archive', version: 1 });
      expect(archive.user).toMatchObject({
        id: annaId,
        username: 'anna',
        email: 'anna@example.org',
        has_password: true,
        google_linked: false,
        profile_image_url: avatar,
        profile_image_file: `files/${avatar}`,
      });
      expect(archive.recipes.map((r) => r.id)).toEqual([...recipeIds].sort((a, b) => a - b));
      const cooked = archive.recipes.find((r) => r.id === recipeIds[0])!;
      expect(cooked.cooked_at).toHaveLength(1);
      expect(cooked.ingredients.length).toBeGreaterThan(0);
      expect(cooked.image_file).toBe(`files/${cooked.image_url}`);
      expect(archive.collections).toEqual([
        expect.objectContaining({ name: 'Weeknight', recipe_ids: [recipeIds[1], recipeIds[0]] }),
      ]);
      expect(archive.generation_sessions).toEqual([expect.objectContaining({ prompt: 'curry' })]);
      // Every file named in account.json is in the archive, byte for byte as stored.
      for (const file of archive.files) {
        const stored = await server.storage.get(file.key);
        const chunks: Buffer[] = [];
        for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
        expect(entries.get(file.path), file.path).toEqual(Buffer.concat(chunks));
        expect(file.size).toBe(entries.get(file.path)!.length);
      }
      expect(archive.files.map((f) => f.key)).toEqual(
        expect.arrayContaining([avatar, cooked.image_url]),
      );
      expect([...entries.keys()].at(-1)).toBe('account.json');
    });

    it('holds the meal plan and the shopping list with its pantry, as stored', async () => {
      const { recipeIds } = await furnish();
      // Now, held still (a later time would end the session's access token).
      const at = new Date(Math.floor(Date.now() / 1000) * 1000);
      server.clock.set(at);
      const dinner = await anna.post('/api/plan', {
        json: { date: '2026-12-01', slot: 'dinner', recipe_id: recipeIds[0], servings: 2 },
      });
      const note = await anna.post('/api/plan', {
        json: { date: '2026-12-02', slot: 'lunch', note: 'leftovers' },
      });
      await anna.post(`/api/plan/${dinner.json.id}/cooked`);
      await anna.put('/api/shopping-list/pantry', { json: { names: ['salt', 'olive oil'] } });
      const line = await anna.post('/api/shopping-list/items', {
        json: { name: 'kitchen roll' },
      });
      await anna.patch(`/api/shopping-list/items/${line.json.id}`, { json: { checked: true } });
      const { archive } = await exportOf(anna);
      expect(archive.meal_plan).toEqual([
        {
          id: dinner.json.id,
          date: '2026-12-01',
          slot: 'dinner',
          position: 0,
          recipe_id: recipeIds[0],
          servings: 2,
          note: null,
          cooked_at: at.toISOString(),
        },
        {
          id: note.json.id,
          date: '2026-12-02',
          slot: 'lunch',
          position: 0,
          recipe_id: null,
          servings: null,
          note: 'leftovers',
          cooked_at: null,
        },
      ]);
      expect(archive.shopping_list).toEqual({
        items: [
          {
            id: line.json.id,
            name: 'kitchen roll',
            section: 'other',
            measures: [],
            recipes: [],
            manual: true,
            checked_at: at.toISOString(),
            created_at: at.toISOString(),
          },
        ],
        pantry: ['salt', 'olive oil'],
      });
      // Another cook's archive has neither.
      const bob = server.client();
      await bob.signup('bob');
      const theirs = (await exportOf(bob)).archive;
      expect(theirs.meal_plan).toEqual([]);
      expect(theirs.shopping_list).toEqual({ items: [], pantry: [] });
    });

    it("holds nothing of another user's", async () => {
      const bob = server.client();
      await bob.signup('bob');
      await saveRecipes(bob, 1, 'pasta');
      await furnish();
      const { archive } = await exportOf(bob);
      expect(archive.user.username).toBe('bob');
      expect(archive.recipes).toHaveLength(1);
      expect(archive.collections).toEqual([]);
      expect(archive.files.every((f) => f.key.includes('/2/'))).toBe(true);
      expect(JSON.stringify(archive)).not.toContain('anna');
    });

    it('answers 401 without a session and 429 after five exports in an hour', async () => {
      expect((await server.client().get('/api/users/me/export')).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await anna.get('/api/users/me/export')).status).toBe(200);
      const limited = await anna.get('/api/users/me/export');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('POST /users/me/password', () => {
    it('changes the password, keeps this session and signs every other one out', async () => {
      const phone = server.client();
      expect((await phone.login('anna')).status).toBe(200);
      const res = await anna.post('/api/users/me/password', {
        json: { current_password: 'secret-pass', new_password: 'new-secret' },
      });
      expect(res.status, res.body).toBe(200);
      expect(res.json.message).toBe(
        'Your password has been changed. Your other devices have been signed out.',
      );
      expect((await anna.get('/api/users/me')).status).toBe(200);
      expect((await anna.post('/api/auth/refresh')).status).toBe(200);
      expect((await phone.get('/api/users/me')).status).toBe(401);
      expect((await phone.post('/api/auth/refresh')).status).toBe(401);
      expect((await server.client().login('anna', 'secret-pass')).status).toBe(401);
      expect((await server.client().login('anna', 'new-secret')).status).toBe(200);
    });

    it('refuses a wrong current password with a 422 item and limits the guesses like sign-ins', async () => {
      const wrong = await anna.post('/api/users/me/password', {
        json: { current_password: 'nope', new_password: 'new-secret' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json.detail).toEqual([
        {
          loc: ['body', 'current_password'],
          msg: 'Current password is incorrect',
          type: 'password_incorrect',
        },
      ]);
      const short = await anna.post('/api/users/me/password', {
        json: { current_password: 'secret-pass', new_password: '123' },
      });
      expect(short.status).toBe(422);
      expect(short.json.detail[0].loc).toEqual(['body', 'new_password']);
      for (let i = 1; i < server.config.rateLimits.login; i++)
        await anna.post('/api/users/me/password', {
          json: { current_password: 'nope', new_password: 'new-secret' },
        });
      const limited = await anna.post('/api/users/me/password', {
        json: { current_password: 'secret-pass', new_password: 'new-secret' },
      });
      expect(limited.status).toBe(429);
      expect((await server.client().login('anna', 'secret-pass')).status).toBe(200);
    });

    it('checks the XSRF header first and the session before the input', async () => {
      const noXsrf = await anna.post('/api/users/me/password', {
        json: { current_password: 'secret-pass', new_password: 'new-secret' },
        xsrf: false,
      });
      expect(noXsrf.status).toBe(403);
      const guest = server.client();
      await guest.prime();
      expect((await guest.post('/api/users/me/password', { json: {} })).status).toBe(401);
      expect((await server.client().login('anna', 'secret-pass')).status).toBe(200);
    });
  });

  describe('POST /users/me/email and /auth/confirm-email', () => {
    const linkToken = (index = -1) =>
      new URL(server.mailer.sent.at(index)!.link).searchParams.get('token')!;

    it('mails a link to the new address; the email changes only when it is opened, and the old address is told', async () => {
      const res = await anna.post('/api/users/me/email', {
        json: { email: 'anna.new@example.org', password: 'secret-pass' },
      });
      expect(res.status, res.body).toBe(202);
      expect(server.mailer.sent).toEqual([
        expect.objectContaining({ to: 'anna.new@example.org', kind: 'emailChange' }),
      ]);
      expect(server.mailer.sent[0]!.link).toMatch(/^http:\/\/[^/]+\/confirm-email\?token=/);
      expect((await anna.get('/api/users/me')).json.email).toBe('anna@example.org');
      // Opened in another browser, without a session.
      const elsewhere = server.client();
      await elsewhere.prime();
      const confirmed = await elsewhere.post('/api/auth/confirm-email', {
        json: { token: linkToken() },
      });
      expect(confirmed.status, confirmed.body).toBe(200);
      expect(confirmed.json.message).toBe('Your email address has been changed.');
      expect((await anna.get('/api/users/me')).json.email).toBe('anna.new@example.org');
      expect(server.mailer.sent.at(-1)).toEqual({
        to: 'anna@example.org',
        link: 'anna.new@example.org',
        kind: 'emailChanged',
      });
      expect((await server.client().login('anna.new@example.org')).status).toBe(200);
      const again = await elsewhere.post('/api/auth/confirm-email', {
        json: { token: linkToken(0) },
      });
      expect(again.status).toBe(400);
      expect(again.json.detail).toBe('This confirmation link is invalid or has expired.');
    });

    it('answers 409 for a taken address, also when it is taken before the link is opened', async () => {
      const bob = server.client();
      await bob.signup('bob');
      const taken = await anna.post('/api/users/me/email', {
        json: { email: 'BOB@example.org', password: 'secret-pass' },
      });
      expect(taken.status).toBe(409);
      expect(taken.json.detail).toBe('Email already registered');
      await anna.post('/api/users/me/email', {
        json: { email: 'shared@example.org', password: 'secret-pass' },
      });
      const carol = server.client();
      await carol.prime();
      await carol.post('/api/auth/signup', {
        json: { username: 'carol', email: 'shared@example.org', password: 'secret-pass' },
      });
      const late = await carol.post('/api/auth/confirm-email', { json: { token: linkToken() } });
      expect(late.status).toBe(409);
      expect((await anna.get('/api/users/me')).json.email).toBe('anna@example.org');
    });

    it('voids an older link with a newer request, and an expired link answers 400', async () => {
      await anna.post('/api/users/me/email', {
        json: { email: 'one@example.org', password: 'secret-pass' },
      });
      const first = linkToken();
      await anna.post('/api/users/me/email', {
        json: { email: 'two@example.org', password: 'secret-pass' },
      });
      const second = linkToken();
      expect((await anna.post('/api/auth/confirm-email', { json: { token: first } })).status).toBe(
        400,
      );
      server.clock.advance(25 * 3600 * 1000);
      expect((await anna.post('/api/auth/confirm-email', { json: { token: second } })).status).toBe(
        400,
      );
      expect(
        (await anna.post('/api/auth/confirm-email', { json: { token: 'made-up' } })).status,
      ).toBe(400);
    });

    it('needs the password, or a sign-in within the last 10 minutes', async () => {
      const wrong = await anna.post('/api/users/me/email', {
        json: { email: 'x@example.org', password: 'nope' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json.detail[0]).toMatchObject({
        loc: ['body', 'password'],
        type: 'password_incorrect',
      });
      const same = await anna.post('/api/users/me/email', {
        json: { email: 'Anna@example.org', password: 'secret-pass' },
      });
      expect(same.json.detail[0].type).toBe('email_unchanged');
      // Just signed up: fresh enough without the password.
      expect(
        (await anna.post('/api/users/me/email', { json: { email: 'x@example.org' } })).status,
      ).toBe(202);
      server.clock.advance(11 * 60 * 1000);
      await anna.post('/api/auth/refresh');
      const stale = await anna.post('/api/users/me/email', { json: { email: 'y@example.org' } });
      expect(stale.status).toBe(422);
      expect(stale.json.detail[0]).toEqual({
        loc: ['body', 'password'],
        msg: 'Please sign out and sign in again to confirm it is you.',
        type: 'reauthentication_required',
      });
    });
  });

  describe('POST /users/me/delete', () => {
    async function rowsOf(userId: number): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const table of USER_TABLES) {
        const [row] = await server.database.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
          [userId],
        );
        counts[table] = row!.n;
      }
      const [user] = await server.database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE id = $1',
        [userId],
      );
      counts.users = user!.n;
      return counts;
    }

    async function filesOf(userId: number): Promise<string[]> {
      const keys: string[] = [];
      for (const folder of userFileFolders(userId))
        for await (const key of server.storage.list(folder)) keys.push(key);
      return keys;
    }

    it('deletes the rows and the files; share links answer 404, every session 401', async () => {
      const { recipeIds, avatar, shareUrl } = await furnish();
      const phone = server.client();
      await phone.login('anna');
      const bob = server.client();
      await bob.signup('bob');
      const bobRecipes = await saveRecipes(bob, 1, 'pasta');
      expect(Object.values(await rowsOf(annaId)).some((n) => n > 0)).toBe(true);
      expect((await filesOf(annaId)).length).toBeGreaterThanOrEqual(3);
      const sharePath = new URL(shareUrl).pathname;
      expect((await server.client().get(sharePath, { contract: false })).status).toBe(200);

      const res = await anna.post('/api/users/me/delete', { json: { password: 'secret-pass' } });
      expect(res.status, res.body).toBe(200);
      expect(res.json.message).toBe('Your account and all of its data have been deleted.');
      expect(anna.cookies.has('access_token')).toBe(false);
      expect(anna.cookies.has('refresh_token')).toBe(false);

      expect(await rowsOf(annaId)).toEqual(
        Object.fromEntries([...USER_TABLES, 'users'].map((t) => [t, 0])),
      );
      const [shares] = await server.database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM recipe_shares WHERE recipe_id = ANY($1::int[])',
        [recipeIds],
      );
      expect(shares!.n).toBe(0);
      expect(await filesOf(annaId)).toEqual([]);
      expect((await server.client().get(sharePath, { contract: false })).status).toBe(404);
      expect((await server.client().get(`/api/files/serve/${avatar}`)).status).toBe(404);
      expect((await phone.get('/api/users/me')).status).toBe(401);
      expect((await phone.post('/api/auth/refresh')).status).toBe(401);
      expect((await server.client().login('anna')).status).toBe(401);
      // Bob keeps everything; the address and name are free again.
      expect((await bob.get(`/api/recipe/${bobRecipes[0]}/get`)).status).toBe(200);
      expect((await rowsOf(2)).recipes).toBeGreaterThan(0);
      expect((await server.client().signup('anna')).username).toBe('anna');
    });

    it("answers 404 for the deleted user's recipes, collections and files, whoever asks", async () => {
      const { recipeIds, avatar } = await furnish();
      const collections = (await anna.get('/api/collection/all')).json as { id: number }[];
      await anna.post('/api/users/me/delete', { json: { password: 'secret-pass' } });
      const bob = server.client();
      await bob.signup('bob');
      for (const id of recipeIds) {
        expect((await bob.get(`/api/recipe/${id}/get`)).status).toBe(404);
        expect((await bob.get(`/api/recipe/${id}/export`)).status).toBe(404);
      }
      expect((await bob.get(`/api/collection/${collections[0]!.id}`)).status).toBe(404);
      expect((await bob.get(`/api/files/serve/${avatar}`)).status).toBe(404);
      expect((await bob.put(`/api/users/${annaId}`, { json: { username: 'ghost' } })).status).toBe(
        403,
      );
    });

    it("never acts on another account: Bob's session with Anna's password deletes nothing", async () => {
      await furnish();
      const before = await rowsOf(annaId);
      const bob = server.client();
      const bobId = (await bob.signup('bob', 'bobs-pass')).id;
      server.clock.advance(11 * 60 * 1000);
      await bob.post('/api/auth/refresh');
      expect(
        (await bob.post('/api/users/me/delete', { json: { password: 'secret-pass' } })).status,
      ).toBe(422);
      expect(
        (
          await bob.post('/api/users/me/email', {
            json: { email: 'anna2@example.org', password: 'secret-pass' },
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await bob.post('/api/users/me/password', {
            json: { current_password: 'secret-pass', new_password: 'hijacked' },
          })
        ).status,
      ).toBe(422);
      expect((await anna.get('/api/users/me')).json.email).toBe('anna@example.org');
      const after = await rowsOf(annaId);
      expect([after.recipes, after.collections, after.stored_files]).toEqual([
        before.recipes,
        before.collections,
        before.stored_files,
      ]);
      expect((await server.client().login('anna', 'secret-pass')).status).toBe(200);
      const res = await bob.post('/api/users/me/delete', { json: { password: 'bobs-pass' } });
      expect(res.status).toBe(200);
      expect((await rowsOf(bobId)).users).toBe(0);
      expect((await rowsOf(annaId)).users).toBe(1);
      expect((await anna.get('/api/users/me')).status).toBe(200);
    });

    it('refuses a wrong password and asks a session older than 10 minutes to sign in again', async () => {
      const wrong = await anna.post('/api/users/me/delete', { json: { password: 'nope' } });
      expect(wrong.status).toBe(422);
      expect(wrong.json.detail[0]).toMatchObject({ type: 'password_incorrect' });
      server.clock.advance(11 * 60 * 1000);
      await anna.post('/api/auth/refresh');
      const stale = await anna.post('/api/users/me/delete', { json: {} });
      expect(stale.json.detail[0].type).toBe('reauthentication_required');
      expect((await rowsOf(annaId)).users).toBe(1);
      // A fresh sign-in is enough.
      const fresh = server.client();
      await fresh.login('anna');
      expect((await fresh.post('/api/users/me/delete', { json: {} })).status).toBe(200);
      expect((await anna.get('/api/users/me')).status).toBe(401);
    });
  });
});
