import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importPastLibraryLimit, libraryFull } from '#contract/messages.ts';
import { recipeRepository } from '#server/src/features/recipes/recipe-repository.ts';
import { loadConfig } from '#server/src/platform/config.ts';
import { testBackends } from './helpers/database.ts';
import { seedLibrary } from './helpers/seed-library.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/**
 * Issue hardening-2, finding 5: a user's library is bounded (LIBRARY_MAX_RECIPES, here 12), on
 * every way into it — saving a draft, writing a recipe, editing a draft, importing —, and an import
 * is all or nothing although it is written in short steps.
 */

/** Room for an import of more than one save step (IMPORT_BATCH, 5). */
const MAX = 12;

const RECIPE = {
  title: 'Lentil Soup',
  description: 'Red lentils.',
  servings: 4,
  total_time_minutes: 40,
  difficulty: 'easy',
  image_url: null,
  ingredients: [{ quantity: 250, unit: 'g', name: 'red lentils' }],
  steps: [{ text: 'Simmer for 20 minutes.', timer: 1200 }],
};

/** A pasted JSON-LD block of `count` recipes. */
const source = (count: number, name = 'Imported') =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) => ({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: `${name} ${i + 1}`,
      recipeIngredient: ['200 g rice'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Cook the rice.' }],
    })),
  );

describe.each(testBackends())('the library limit (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      LIBRARY_MAX_RECIPES: String(MAX),
      RATE_LIMIT_IMPORT: '1000',
    });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    annaId = (await anna.signup('anna')).id;
  });

  const db = () => server.database.db;
  /** A draft of Anna's (as generation leaves them: unsaved), its id. */
  const draft = async (title = 'Draft') => {
    const [row] = await db().query<{ id: number }>(
      `INSERT INTO recipes (user_id, is_saved, title, difficulty, food_category) VALUES ($1, false, $2, 'easy', 'vegan') RETURNING id`,
      [annaId, title],
    );
    return row!.id;
  };
  const counts = async () => {
    const [row] = await db().query<{ saved: number; drafts: number }>(
      `SELECT count(*) FILTER (WHERE is_saved)::int AS saved, count(*) FILTER (WHERE NOT is_saved)::int AS drafts
       FROM recipes WHERE user_id = $1`,
      [annaId],
    );
    return row!;
  };

  it('saves drafts until the library is full, then answers 409 naming the limit', async () => {
    await seedLibrary(db(), annaId, MAX - 1, { steps: 0 });
    const [first, second] = [await draft('First'), await draft('Second')];
    expect((await anna.post(`/api/recipe/${first}/save`)).status).toBe(200);
    const full = await anna.post(`/api/recipe/${second}/save`);
    expect(full.status).toBe(409);
    expect(full.json).toEqual({ detail: libraryFull(MAX) });
    expect(full.json.detail).toBe(
      'Your library can hold at most 12 recipes. Delete some to make room for new ones.',
    );
    // Drafts do not count, and saving a saved recipe again is no change.
    expect(await counts()).toEqual({ saved: MAX, drafts: 1 });
    expect((await anna.post(`/api/recipe/${first}/save`)).status).toBe(200);
    // Deleting makes room.
    expect((await anna.delete(`/api/recipe/${first}/delete`)).status).toBe(200);
    expect((await anna.post(`/api/recipe/${second}/save`)).status).toBe(200);
    expect((await anna.get('/api/recipe/get_all')).json).toHaveLength(MAX);
  });

  it('lets only one of two saves take the last place', async () => {
    await seedLibrary(db(), annaId, MAX - 1, { steps: 0 });
    const ids = [await draft('One'), await draft('Two')];
    const statuses = await Promise.all(
      ids.map(async (id) => (await anna.post(`/api/recipe/${id}/save`)).status),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await counts()).saved).toBe(MAX);
  });

  it('refuses a written recipe and an edited draft at the limit, not an edited saved recipe', async () => {
    await seedLibrary(db(), annaId, MAX - 1, { steps: 0 });
    const created = await anna.post('/api/recipe/create', { json: RECIPE });
    expect(created.status).toBe(201);
    const refused = await anna.post('/api/recipe/create', { json: RECIPE });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe(libraryFull(MAX));
    const unsaved = await draft();
    const edit = await anna.put(`/api/recipe/${unsaved}/update`, { json: RECIPE });
    expect(edit.status).toBe(409);
    expect((await anna.get(`/api/recipe/${unsaved}/get`)).json).toMatchObject({
      title: 'Draft',
      is_saved: false,
    });
    const again = await anna.put(`/api/recipe/${created.json.id}/update`, {
      json: { ...RECIPE, title: 'Lentil Soup, thicker' },
    });
    expect(again.status).toBe(200);
    expect(await counts()).toEqual({ saved: MAX, drafts: 1 });
  });

  it('imports all or nothing: 409 with how many fit, and nothing added', async () => {
    await seedLibrary(db(), annaId, MAX - 3, { steps: 0 });
    const tooMany = await anna.post('/api/recipe/import', { json: { jsonld: source(4) } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.detail).toBe(importPastLibraryLimit(4, 3, MAX));
    expect(tooMany.json.detail).toBe(
      'This import has 4 recipes, but your library has room for only 3 more (at most 12). Delete some recipes or import fewer.',
    );
    expect(await counts()).toEqual({ saved: MAX - 3, drafts: 0 });
    const fits = await anna.post('/api/recipe/import', { json: { jsonld: source(3) } });
    expect(fits.status).toBe(201);
    expect(fits.json.recipes.map((r: { title: string }) => r.title)).toEqual([
      'Imported 1',
      'Imported 2',
      'Imported 3',
    ]);
    const one = await anna.post('/api/recipe/import', { json: { jsonld: source(1) } });
    expect(one.status).toBe(409);
    expect(one.json.detail).toBe(libraryFull(MAX));
    expect(await counts()).toEqual({ saved: MAX, drafts: 0 });
  });

  it('takes back what an import wrote when a later step fails', async () => {
    const database = db();
    const { transaction } = database;
    // The import's transactions: the room check, 3 writes of up to 5 recipes, 3 saves of up to 5.
    // The second save fails, after the first has committed 5 saved recipes.
    let calls = 0;
    database.transaction = ((fn: Parameters<typeof transaction>[0]) => {
      calls++;
      if (calls === 6) return Promise.reject(new Error('the database went away'));
      return transaction.call(database, fn);
    }) as typeof transaction;
    try {
      const failed = await anna.post('/api/recipe/import', {
        json: { jsonld: source(12) },
        contract: false,
      });
      expect(failed.status).toBe(500);
      expect(calls).toBe(6);
    } finally {
      database.transaction = transaction;
    }
    expect(await counts()).toEqual({ saved: 0, drafts: 0 });
    expect((await anna.get('/api/recipe/get_all')).json).toEqual([]);
    // The same import goes through once the database is back.
    expect((await anna.post('/api/recipe/import', { json: { jsonld: source(12) } })).status).toBe(
      201,
    );
    expect(await counts()).toEqual({ saved: 12, drafts: 0 });
  });

  it('sweeps the drafts of imports whose process ended, and nothing else', async () => {
    const old = await draft('Left by an import');
    const recent = await draft('An import under way');
    await db().query(`UPDATE recipes SET created_at = now() - interval '2 days' WHERE id = $1`, [
      old,
    ]);
    const [session] = await db().query<{ id: number }>(
      `INSERT INTO preparing_sessions (user_id, prompt) VALUES ($1, 'soup') RETURNING id`,
      [annaId],
    );
    const [option] = await db().query<{ id: number }>(
      `INSERT INTO recipes (user_id, session_id, is_saved, title, difficulty, food_category, created_at)
       VALUES ($1, $2, false, 'Option', 'easy', 'vegan', now() - interval '2 days') RETURNING id`,
      [annaId, session!.id],
    );
    const saved = await seedLibrary(db(), annaId, 1, { steps: 0 });
    const before = new Date(Date.now() - 24 * 3600 * 1000);
    expect(await recipeRepository.deleteAbandonedImports(db(), before)).toBe(1);
    const ids = (await db().query<{ id: number }>('SELECT id FROM recipes ORDER BY id')).map(
      (row) => row.id,
    );
    expect(ids).toEqual([recent, option!.id, ...saved].sort((a, b) => a - b));
    expect(ids).not.toContain(old);
  });
});

describe('LIBRARY_MAX_RECIPES', () => {
  it('is 10,000 by default and must be a whole number of at least 1', () => {
    expect(loadConfig({}).libraryMaxRecipes).toBe(10_000);
    expect(loadConfig({ LIBRARY_MAX_RECIPES: '250' }).libraryMaxRecipes).toBe(250);
    expect(() => loadConfig({ LIBRARY_MAX_RECIPES: '0' })).toThrow(/LIBRARY_MAX_RECIPES/);
    expect(() => loadConfig({ LIBRARY_MAX_RECIPES: 'lots' })).toThrow(/LIBRARY_MAX_RECIPES/);
  });
});
