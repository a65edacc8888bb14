import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '#contract/schema.gen.ts';
import { testBackends } from './helpers/database.ts';
import { generate } from './helpers/flows.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';
import { readZip } from './helpers/unzip.ts';

type Archive = components['schemas']['AccountArchive'];

const PATH = '/api/users/me/preferences';

const satay = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Chicken Satay',
  recipeYield: '4',
  recipeIngredient: ['500 g chicken breast', '100 g peanut butter', '2 tbsp soy sauce'],
  recipeInstructions: 'Grill the chicken for 10 minutes.',
};
const salad = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Cucumber Salad',
  recipeYield: '2',
  recipeIngredient: ['1 cucumber', '1 tbsp olive oil'],
  recipeInstructions: 'Slice and dress.',
};

describe.each(testBackends())('standing preferences (%s)', (backend) => {
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

  it('starts empty, stores normalised preferences and reads them back', async () => {
    expect((await anna.get(PATH)).json).toEqual({ allergens: [], diets: [], dislikes: [] });
    const put = await anna.put(PATH, {
      json: {
        allergens: ['tree-nut', 'peanut'],
        diets: ['halal', 'vegetarian'],
        dislikes: ['  coriander ', 'Pilze'],
      },
    });
    expect(put.status, put.body).toBe(200);
    const stored = {
      allergens: ['peanut', 'tree-nut'],
      diets: ['vegetarian', 'halal'],
      dislikes: ['coriander', 'Pilze'],
    };
    expect(put.json).toEqual(stored);
    expect((await anna.get(PATH)).json).toEqual(stored);
    // Another user sees their own (none).
    const bob = server.client();
    await bob.signup('bob');
    expect((await bob.get(PATH)).json).toEqual({ allergens: [], diets: [], dislikes: [] });
  });

  it('rejects blank and repeated dislikes, unknown values and too many, with precise items', async () => {
    const dup = await anna.put(PATH, {
      json: { allergens: [], diets: [], dislikes: ['Coriander', 'olives', 'coriander '] },
    });
    expect(dup.status).toBe(422);
    expect(dup.json.detail).toEqual([
      {
        loc: ['body', 'dislikes', 2],
        msg: 'This food is already in your dislikes',
        type: 'dislike_duplicate',
      },
    ]);
    const blank = await anna.put(PATH, {
      json: { allergens: [], diets: [], dislikes: ['   '] },
    });
    expect(blank.status).toBe(422);
    expect(blank.json.detail).toEqual([
      {
        loc: ['body', 'dislikes', 0],
        msg: 'String should have at least 1 character',
        type: 'string_too_short',
      },
    ]);
    const diet = await anna.put(PATH, {
      json: { allergens: [], diets: ['keto'], dislikes: [] },
    });
    expect(diet.status).toBe(422);
    expect(JSON.stringify(diet.json.detail)).toContain('"diets",0');
    const many = await anna.put(PATH, {
      json: {
        allergens: [],
        diets: [],
        dislikes: Array.from({ length: 31 }, (_, i) => `food ${i}`),
      },
    });
    expect(many.status).toBe(422);
    const long = await anna.put(PATH, {
      json: { allergens: [], diets: [], dislikes: ['x'.repeat(61)] },
    });
    expect(long.status).toBe(422);
    // Nothing of the rejected requests was stored.
    expect((await anna.get(PATH)).json).toEqual({ allergens: [], diets: [], dislikes: [] });
  });

  it('needs the XSRF token and a session', async () => {
    const body = { allergens: ['egg'], diets: [], dislikes: [] };
    expect((await anna.put(PATH, { json: body, xsrf: false })).status).toBe(403);
    expect((await server.client().get(PATH)).status).toBe(401);
  });

  it('passes the preferences into every generation', async () => {
    await anna.put(PATH, {
      json: { allergens: ['peanut'], diets: ['halal'], dislikes: ['pork'] },
    });
    const { sessionId } = await generate(anna, 'noodles');
    await anna.post('/api/preparing/generate', {
      json: { prompt: 'noodles', preparing_session_id: sessionId },
    });
    expect(server.ai.inputs).toHaveLength(2);
    for (const input of server.ai.inputs)
      expect(input.preferences).toEqual({
        allergens: ['peanut'],
        diets: ['halal'],
        dislikes: ['pork'],
      });
  });

  it('warns on import about recipes that conflict with the preferences', async () => {
    const none = await anna.post('/api/recipe/import', {
      json: { jsonld: JSON.stringify([satay, salad]) },
    });
    expect(none.status, none.body).toBe(201);
    expect(none.json.warnings).toEqual([]);

    await anna.put(PATH, {
      json: { allergens: ['peanut', 'milk'], diets: ['vegetarian'], dislikes: ['Soy sauce'] },
    });
    const res = await anna.post('/api/recipe/import', {
      json: { jsonld: JSON.stringify([satay, salad]) },
    });
    expect(res.status, res.body).toBe(201);
    const [satayId] = (res.json.recipes as { id: number }[]).map((r) => r.id);
    expect(res.json.warnings).toEqual([
      { recipe_id: satayId, allergens: ['peanut'], diets: ['vegetarian'], dislikes: ['Soy sauce'] },
    ]);
  });

  it('goes into the account export and away with the account', async () => {
    const stored = { allergens: ['gluten'], diets: ['vegan'], dislikes: ['olives'] };
    await anna.put(PATH, { json: stored });
    const zip = await anna.get('/api/users/me/export');
    expect(zip.status).toBe(200);
    const entries = new Map(readZip(zip.raw).map((e) => [e.name, e.data]));
    const archive = JSON.parse(entries.get('account.json')!.toString('utf8')) as Archive;
    expect(archive.user.preferences).toEqual(stored);

    const count = async () =>
      (
        await server.database.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM user_preferences WHERE user_id = $1',
          [annaId],
        )
      )[0]!.n;
    expect(await count()).toBe(1);
    const del = await anna.post('/api/users/me/delete', { json: { password: 'secret-pass' } });
    expect(del.status, del.body).toBe(200);
    expect(await count()).toBe(0);
  });
});
