import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE } from '#server/src/features/recipes/import-service.ts';
import { testBackends } from './helpers/database.ts';
import { SEED_NUTRITION, seedLibrary, seedUser } from './helpers/seed-library.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/**
 * Issue hardening-2, finding 5: GET /recipe/export writes the library as a stream of pages read by
 * keyset instead of one array built in memory. The bytes must stay what they were: the snapshot
 * below was taken from the in-memory export before the change.
 */

/** Rows the JSON writer has to escape or leave out, written straight into the table. */
async function seedAwkwardRecipes(db: TestServer['database']['db'], userId: number) {
  const rows: [string, string, string | null, number | null, number, unknown, string[]][] = [
    ['Quotes " and \\ backslash', '', 'https://img.example.org/a.png', 90, 1, SEED_NUTRITION, []],
    [
      'Emoji 🍲, line\u2028separator and </script>',
      'Tabs\tand\nnew lines; ümlaut & ß',
      'recipes/1/local-key.png',
      null,
      2,
      null,
      ['Stir.', 'Serve "hot".'],
    ],
    ['Control \u0001 character', 'Zero-width\u200b space', null, 5, 12, SEED_NUTRITION, ['Done.']],
  ];
  for (const [title, description, image, minutes, servings, nutrition, steps] of rows) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO recipes (user_id, is_saved, title, description, image_url, total_time_minutes,
                            difficulty, food_category, base_servings, ingredients, nutrition)
       VALUES ($1, true, $2, $3, $4, $5, 'easy', 'vegan', $6, $7::jsonb, $8::jsonb) RETURNING id`,
      [
        userId,
        title,
        description,
        image,
        minutes,
        servings,
        JSON.stringify([
          { quantity: 0.5, unit: 'cup', name: 'oat "milk"' },
          { quantity: null, unit: '', name: 'salt' },
          { quantity: 1.333, unit: 'tbsp', name: 'olive oil' },
        ]),
        nutrition === null ? null : JSON.stringify(nutrition),
      ],
    );
    if (steps.length > 0)
      await db.query('INSERT INTO instructions (recipe_id, steps) VALUES ($1, $2::jsonb)', [
        row!.id,
        JSON.stringify(
          steps.map((text, i) => ({
            heading: `Step ${i + 1}`,
            description: text,
            animation: 'stirring.json',
            timer: i === 0 ? 30 : null,
          })),
        ),
      ]);
  }
}

describe.each(testBackends())('library export as a stream (%s)', (backend) => {
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

  it('sends the same bytes as the in-memory export did for a small library', async () => {
    const { db } = server.database;
    await seedLibrary(db, annaId, 5, { ingredients: 3, steps: 2, stepLength: 60 });
    await seedAwkwardRecipes(db, annaId);
    // Neither a draft nor another cook's recipe is exported.
    await db.query(
      `INSERT INTO recipes (user_id, is_saved, title, difficulty, food_category) VALUES ($1, false, 'Draft', 'easy', 'vegan')`,
      [annaId],
    );
    await seedLibrary(db, await seedUser(db, 'bert'), 2);

    const res = await anna.get('/api/recipe/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sous-library.jsonld"');
    expect(res.json).toHaveLength(8);
    expect(res.body).toMatchSnapshot();
  });

  it('sends [] for an empty library', async () => {
    const res = await anna.get('/api/recipe/export');
    expect(res.status).toBe(200);
    expect(res.body).toBe('[]');
  });

  it('writes every saved recipe once, oldest first, across page boundaries', async () => {
    const { db } = server.database;
    for (const count of [EXPORT_PAGE_SIZE - 1, 1, 1]) {
      await seedLibrary(db, annaId, count, { ingredients: 2, steps: 1, stepLength: 20 });
      const total = (
        await db.query<{ n: number }>('SELECT count(*)::int AS n FROM recipes WHERE user_id = $1', [
          annaId,
        ])
      )[0]!.n;
      const res = await anna.get('/api/recipe/export');
      expect(res.json).toHaveLength(total);
      // One JSON text, item after item, as JSON.stringify writes the array.
      expect(res.body).toBe(JSON.stringify(res.json));
    }
    const names = (await anna.get('/api/recipe/export')).json.map((r: { name: string }) => r.name);
    const titles = await db.query<{ title: string }>(
      'SELECT title FROM recipes WHERE user_id = $1 AND is_saved ORDER BY id',
      [annaId],
    );
    expect(names).toEqual(titles.map((row) => row.title));
  });
});
