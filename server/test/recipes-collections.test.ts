import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/src/app.ts';
import { STALENESS_MS } from '#server/src/features/recipes/cached-recipe-repository.ts';
import { LocalDiskStorage } from '#server/src/platform/storage/file-storage.ts';
import { testBackends } from './helpers/database.ts';
import { generate, saveRecipes } from './helpers/flows.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/** Lets the cache's staleness bound pass: a read after it sees every change committed before. */
const beyondStaleness = () => new Promise((resolve) => setTimeout(resolve, STALENESS_MS + 5));

describe.each(testBackends())('recipes and collections (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    await anna.signup('anna');
  });

  describe('recipes', () => {
    it('lists only saved recipes, newest first', async () => {
      expect((await anna.get('/api/recipe/get_all')).json).toEqual([]);
      server.clock.set('2025-10-01T10:00:00Z');
      const first = await generate(anna, 'curry');
      server.clock.reset();
      const second = await generate(anna, 'soup');
      await anna.post(`/api/recipe/${first.ids[0]}/save`);
      await anna.post(`/api/recipe/${second.ids[1]}/save`);
      const list = await anna.get('/api/recipe/get_all');
      expect(list.status).toBe(200);
      expect(list.json.map((r: { id: number }) => r.id)).toEqual([second.ids[1], first.ids[0]]);
      expect(Object.keys(list.json[0]).sort()).toEqual(
        [
          'allergens',
          'created_at',
          'description',
          'difficulty',
          'food_category',
          'id',
          'image_url',
          'note',
          'rating',
          'title',
          'total_time_minutes',
        ].sort(),
      );
    });

    it('reads a draft or saved recipe with ingredients, nutrition and is_saved', async () => {
      const { ids } = await generate(anna, 'curry', { written_ingredients: 'chickpeas, spinach' });
      const draft = await anna.get(`/api/recipe/${ids[0]}/get`);
      expect(draft.status).toBe(200);
      expect(draft.json).toMatchObject({
        id: ids[0],
        title: 'Curry Stir-Fry',
        baseServings: 4,
        is_saved: false,
        difficulty: 'easy',
        food_category: 'vegan',
      });
      expect(draft.json.ingredients).toContainEqual({
        quantity: null,
        unit: '',
        name: 'salt, to taste',
      });
      expect(draft.json.nutrition.calories).toEqual({ amount: 420, unit: 'kcal', dv: 21 });
      expect(draft.json.image_url).toMatch(/^recipes\/\d+\/[0-9a-f]{32}\.svg$/);
      const save = await anna.post(`/api/recipe/${ids[0]}/save`);
      expect(save.json).toEqual({ message: 'Recipe saved' });
      expect((await anna.post(`/api/recipe/${ids[0]}/save`)).status).toBe(200);
      expect((await anna.get(`/api/recipe/${ids[0]}/get`)).json.is_saved).toBe(true);
    });

    it('answers 404 for an unknown recipe and 422 for a bad id', async () => {
      expect((await anna.get('/api/recipe/999/get')).status).toBe(404);
      expect((await anna.get('/api/recipe/999/get')).json.detail).toBe('Recipe not found');
      const bad = await anna.get('/api/recipe/0/get');
      expect(bad.status).toBe(422);
      expect(bad.json.detail[0]).toEqual({
        loc: ['path', 'id'],
        msg: 'Input should be greater than or equal to 1',
        type: 'greater_than_equal',
      });
      expect((await anna.post('/api/recipe/999/save')).status).toBe(404);
      expect((await anna.delete('/api/recipe/999/delete')).status).toBe(404);
      expect((await anna.post('/api/recipe/999/cooked')).status).toBe(404);
    });

    it('deletes a recipe with its memberships, instructions and cooked log, and its illustration', async () => {
      const [id] = await saveRecipes(anna, 1);
      const recipe = (await anna.get(`/api/recipe/${id}/get`)).json;
      const collection = (
        await anna.post('/api/collection/create', { json: { name: 'Weeknight' } })
      ).json;
      await anna.patch(`/api/collection/${collection.id}/recipes`, { json: { recipe_ids: [id] } });
      await anna.post(`/api/recipe/${id}/cooked`);
      await anna.post('/api/instruction/generate', { json: { recipe_id: id } });
      await server.app.sous.worker.drain();

      const res = await anna.delete(`/api/recipe/${id}/delete`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Recipe deleted' });
      expect((await anna.get(`/api/recipe/${id}/get`)).status).toBe(404);
      expect((await anna.get(`/api/collection/${collection.id}`)).json).toMatchObject({
        recipe_count: 0,
        recipe_ids: [],
      });
      expect((await anna.get('/api/users/me/stats')).json.cooked_this_week).toBe(0);
      expect((await anna.get(`/api/files/serve/${recipe.image_url}`)).status).toBe(404);
      const [left] = await server.database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM instructions',
      );
      expect(left!.n).toBe(0);
    });

    // Only PostgreSQL can have several instances (PGlite is locked to one process, which sees every write).
    it.runIf(backend === 'postgres')(
      'shows a change made through another instance at once to the browser that made it, and to its other devices within the staleness bound',
      async () => {
        const { ids } = await generate(anna, 'curry');
        await anna.post(`/api/recipe/${ids[0]}/save`);
        // A second device of anna's: the same session, but not the first browser's cookies otherwise.
        const laptop = server.client();
        laptop.cookies.set('access_token', anna.cookies.get('access_token')!);
        // Warm this instance's caches.
        for (const client of [anna, laptop]) {
          expect((await client.get('/api/recipe/get_all')).json).toHaveLength(1);
          expect((await client.get(`/api/recipe/${ids[1]}/get`)).json.is_saved).toBe(false);
          expect((await client.get(`/api/recipe/${ids[2]}/get`)).status).toBe(200);
        }

        // A second instance on the same database (as behind a load balancer) changes the library.
        const other = await buildApp({
          config: server.config,
          db: server.database.db,
          storage: new LocalDiskStorage(path.join(server.dataDir, 'files')),
          ai: server.ai,
          clock: server.clock.now,
          logger: false,
        });
        try {
          const there = anna.through(other);
          const saved = await there.post(`/api/recipe/${ids[1]}/save`);
          expect(saved.status).toBe(200);
          expect(saved.setCookies).toContain(
            'recent_write=1; Max-Age=1; Path=/api; HttpOnly; SameSite=Lax',
          );
          expect((await there.delete(`/api/recipe/${ids[2]}/delete`)).status).toBe(200);
        } finally {
          await other.close();
        }

        const current = async (client: TestClient) => {
          expect(
            (await client.get('/api/recipe/get_all')).json.map((r: { id: number }) => r.id).sort(),
          ).toEqual([ids[0], ids[1]].sort());
          expect((await client.get(`/api/recipe/${ids[1]}/get`)).json.is_saved).toBe(true);
          expect((await client.get(`/api/recipe/${ids[2]}/get`)).status).toBe(404);
        };
        await current(anna);
        await beyondStaleness();
        await current(laptop);
      },
    );

    it('marks a browser that writes as having just written only on a shared database, never on reads or refused requests', async () => {
      const { ids } = await generate(anna, 'curry');
      const saved = await anna.post(`/api/recipe/${ids[0]}/save`);
      expect(saved.setCookies.some((c) => c.startsWith('recent_write='))).toBe(
        backend === 'postgres', // PGlite: this process sees every write, nothing to mark
      );
      expect((await anna.get('/api/recipe/get_all')).setCookies).toEqual([]);
      const refused = await anna.post(`/api/recipe/${ids[1]}/save`, { xsrf: false });
      expect(refused.status).toBe(403);
      expect(refused.setCookies).toEqual([]);
    });

    it.runIf(backend === 'postgres')(
      'answers current data while its change feed is down, and caches again once it is back',
      async () => {
        const cache = server.app.sous.recipeCache;
        const { db } = server.database;
        const { ids } = await generate(anna, 'curry');
        const title = async () => (await anna.get(`/api/recipe/${ids[0]}/get`)).json.title;
        const retitle = (to: string) =>
          db.query('UPDATE recipes SET title = $1 WHERE id = $2', [to, ids[0]]);
        await expect.poll(() => cache.listening).toBe(true);
        await title(); // now cached

        // The listening connection dies (a network failure, a database restart); a change made
        // meanwhile is announced to nobody.
        const killed = await db.query<{ ok: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
            WHERE application_name = 'sous-listen recipe_changes:' || current_schema()`,
        );
        expect(killed).toEqual([{ ok: true }]);
        await retitle('Changed while the feed was down');
        await beyondStaleness();
        expect(await title()).toBe('Changed while the feed was down');

        // It reconnects by itself and caches again: a change nobody announces stays unseen
        // (the trigger is switched off only to prove the answer comes from the cache) ...
        await expect.poll(() => cache.listening, { timeout: 10_000 }).toBe(true);
        expect(await title()).toBe('Changed while the feed was down');
        await db.exec('ALTER TABLE recipes DISABLE TRIGGER recipes_changed');
        try {
          await retitle('Unannounced');
          await beyondStaleness(); // so the read must sync first
          expect(await title()).toBe('Changed while the feed was down');
        } finally {
          await db.exec('ALTER TABLE recipes ENABLE TRIGGER recipes_changed');
        }
        // ... and an announced one is seen within the staleness bound.
        await retitle('Announced');
        await beyondStaleness();
        expect(await title()).toBe('Announced');
      },
    );

    it('answers 401 to every recipe operation without a session', async () => {
      const stranger = server.client();
      await stranger.prime();
      expect((await stranger.get('/api/recipe/get_all')).status).toBe(401);
      expect((await stranger.get('/api/recipe/1/get')).status).toBe(401);
      expect((await stranger.post('/api/recipe/1/save')).status).toBe(401);
      expect((await stranger.delete('/api/recipe/1/delete')).status).toBe(401);
      expect((await stranger.post('/api/recipe/1/cooked')).status).toBe(401);
    });

    it('checks the session before the input (401, not 422)', async () => {
      expect((await server.client().get('/api/recipe/abc/get')).status).toBe(401);
    });
  });

  describe('collections', () => {
    it('creates a collection (name trimmed, blank description stored as null) and lists it', async () => {
      const res = await anna.post('/api/collection/create', {
        json: { name: '  Weeknight Dinners  ', description: '   ' },
      });
      expect(res.status).toBe(201);
      expect(res.json).toEqual({
        id: res.json.id,
        name: 'Weeknight Dinners',
        description: null,
        recipe_count: 0,
        preview_image_urls: [],
      });
      await anna.post('/api/collection/create', {
        json: { name: 'Sunday', description: 'Slow food' },
      });
      const list = await anna.get('/api/collection/all');
      expect(list.json.map((c: { name: string }) => c.name)).toEqual([
        'Weeknight Dinners',
        'Sunday',
      ]);
    });

    it('answers 422 for a blank or too long name', async () => {
      const blank = await anna.post('/api/collection/create', { json: { name: '   ' } });
      expect(blank.status).toBe(422);
      expect(blank.json.detail[0].loc).toEqual(['body', 'name']);
      expect(
        (await anna.post('/api/collection/create', { json: { name: 'x'.repeat(81) } })).status,
      ).toBe(422);
      expect((await anna.post('/api/collection/create', { json: {} })).status).toBe(422);
    });

    it('replaces the membership list in order, with count, previews (max 4) and recipes', async () => {
      const first = await saveRecipes(anna, 3, 'curry');
      const second = await saveRecipes(anna, 2, 'soup');
      const { id } = (await anna.post('/api/collection/create', { json: { name: 'All' } })).json;
      const order = [second[1]!, ...first, second[0]!];
      const res = await anna.patch(`/api/collection/${id}/recipes`, {
        json: { recipe_ids: order },
      });
      expect(res.status).toBe(200);
      expect(res.json.recipe_ids).toEqual(order);
      expect(res.json.recipes.map((r: { id: number }) => r.id)).toEqual(order);
      expect(res.json.recipe_count).toBe(5);
      expect(res.json.preview_image_urls).toHaveLength(4);
      expect(res.json.preview_image_urls[0]).toBe(res.json.recipes[0].image_url);

      const shrunk = await anna.patch(`/api/collection/${id}/recipes`, {
        json: { recipe_ids: [first[0]] },
      });
      expect(shrunk.json.recipe_ids).toEqual([first[0]]);
      const detail = await anna.get(`/api/collection/${id}`);
      expect(detail.json).toMatchObject({ name: 'All', recipe_count: 1, recipe_ids: [first[0]] });
      const all = await anna.get('/api/collection/all');
      expect(all.json[0]).toMatchObject({ recipe_count: 1 });
    });

    it('accepts drafts as members, and finishing the session removes unsaved ones', async () => {
      const { sessionId, ids } = await generate(anna);
      await anna.post(`/api/recipe/${ids[0]}/save`);
      const { id } = (await anna.post('/api/collection/create', { json: { name: 'Picks' } })).json;
      await anna.patch(`/api/collection/${id}/recipes`, { json: { recipe_ids: ids } });
      expect((await anna.delete(`/api/preparing/${sessionId}/finish`)).status).toBe(200);
      expect((await anna.get(`/api/collection/${id}`)).json.recipe_ids).toEqual([ids[0]]);
    });

    it("answers 404 and changes nothing when any id is not one of the user's recipes", async () => {
      const mine = await saveRecipes(anna, 1);
      const { id } = (await anna.post('/api/collection/create', { json: { name: 'Mine' } })).json;
      await anna.patch(`/api/collection/${id}/recipes`, { json: { recipe_ids: mine } });
      const res = await anna.patch(`/api/collection/${id}/recipes`, {
        json: { recipe_ids: [mine[0], 9999] },
      });
      expect(res.status).toBe(404);
      expect((await anna.get(`/api/collection/${id}`)).json.recipe_ids).toEqual(mine);
    });

    it('answers 422 for duplicate or non-integer ids', async () => {
      const { id } = (await anna.post('/api/collection/create', { json: { name: 'Mine' } })).json;
      const dup = await anna.patch(`/api/collection/${id}/recipes`, {
        json: { recipe_ids: [1, 1] },
      });
      expect(dup.status).toBe(422);
      expect(dup.json.detail[0]).toMatchObject({
        loc: ['body', 'recipe_ids'],
        type: 'unique_items',
      });
      const str = await anna.patch(`/api/collection/${id}/recipes`, {
        json: { recipe_ids: ['1'] },
      });
      expect(str.json.detail[0]).toEqual({
        loc: ['body', 'recipe_ids', 0],
        msg: 'Input should be a valid integer',
        type: 'int_type',
      });
    });

    it('lists the collections containing a recipe', async () => {
      const [recipe] = await saveRecipes(anna, 1);
      const a = (await anna.post('/api/collection/create', { json: { name: 'A' } })).json;
      await anna.post('/api/collection/create', { json: { name: 'B' } });
      expect((await anna.get(`/api/collection/recipe/${recipe}/collections`)).json).toEqual([]);
      await anna.patch(`/api/collection/${a.id}/recipes`, { json: { recipe_ids: [recipe] } });
      const res = await anna.get(`/api/collection/recipe/${recipe}/collections`);
      expect(res.json.map((c: { name: string }) => c.name)).toEqual(['A']);
      expect((await anna.get('/api/collection/recipe/9999/collections')).status).toBe(404);
    });

    it('answers 404 for an unknown collection', async () => {
      expect((await anna.get('/api/collection/9999')).status).toBe(404);
      expect((await anna.get('/api/collection/9999')).json.detail).toBe('Collection not found');
      expect(
        (await anna.patch('/api/collection/9999/recipes', { json: { recipe_ids: [] } })).status,
      ).toBe(404);
    });

    it('answers 401 to every collection operation without a session', async () => {
      const stranger = server.client();
      await stranger.prime();
      expect((await stranger.get('/api/collection/all')).status).toBe(401);
      expect((await stranger.get('/api/collection/1')).status).toBe(401);
      expect((await stranger.post('/api/collection/create', { json: { name: 'x' } })).status).toBe(
        401,
      );
      expect(
        (await stranger.patch('/api/collection/1/recipes', { json: { recipe_ids: [] } })).status,
      ).toBe(401);
      expect((await stranger.get('/api/collection/recipe/1/collections')).status).toBe(401);
    });
  });
});
