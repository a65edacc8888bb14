import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

interface Seed {
  title: string;
  allergens?: string[];
  ingredients?: { quantity: number | null; unit: string; name: string }[];
}

/** Inserts saved recipes for userId directly (one second apart, oldest first); returns their ids. */
async function seed(server: TestServer, userId: number, recipes: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, r] of recipes.entries()) {
    const [row] = await server.app.sous.db.query<{ id: number }>(
      `INSERT INTO recipes (user_id, is_saved, title, description, total_time_minutes, difficulty,
                            food_category, ingredients, allergens, created_at)
       VALUES ($1, true, $2, '', 30, 'easy', 'vegan', $3::jsonb, $4::text[],
               timestamptz '2026-01-01T00:00:00Z' + $5 * interval '1 second')
       RETURNING id`,
      [userId, r.title, JSON.stringify(r.ingredients ?? []), r.allergens ?? [], i],
    );
    ids.push(row!.id);
  }
  return ids;
}

async function titles(client: TestClient, query: string): Promise<string[]> {
  const res = await client.get(`/api/recipe/list?${query}`);
  expect(res.status, res.body).toBe(200);
  return (res.json as { items: { title: string }[] }).items.map((r) => r.title);
}

describe.each(testBackends())('unit system and allergen-free list (%s)', (backend) => {
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
    annaId = (await anna.signup('anna')).id as number;
  });

  it('lists only recipes free of every allergen given, one or several', async () => {
    await seed(server, annaId, [
      { title: 'Pancakes', allergens: ['gluten', 'egg', 'milk'] },
      { title: 'Bread', allergens: ['gluten'] },
      { title: 'Omelette', allergens: ['egg', 'milk'] },
      { title: 'Salad', allergens: [] },
      { title: 'Satay', allergens: ['peanut', 'soy'] },
    ]);
    expect(await titles(anna, 'free_of=gluten')).toEqual(['Satay', 'Salad', 'Omelette']);
    expect(await titles(anna, 'free_of=gluten&free_of=milk')).toEqual(['Satay', 'Salad']);
    expect(await titles(anna, 'free_of=peanut&sort=title')).toEqual([
      'Bread',
      'Omelette',
      'Pancakes',
      'Salad',
    ]);
    expect(await titles(anna, 'free_of=egg&q=a')).toEqual(['Satay', 'Salad', 'Bread']);
  });

  it('pages an allergen-free list with the cursor', async () => {
    await seed(
      server,
      annaId,
      Array.from({ length: 7 }, (_, i) => ({
        title: `R${i}`,
        allergens: i % 2 === 0 ? ['milk'] : [],
      })),
    );
    const first = await anna.get('/api/recipe/list?free_of=milk&limit=2');
    expect(first.json.items.map((r: { title: string }) => r.title)).toEqual(['R5', 'R3']);
    const second = await anna.get(
      `/api/recipe/list?free_of=milk&limit=2&cursor=${first.json.next_cursor as string}`,
    );
    expect(second.json.items.map((r: { title: string }) => r.title)).toEqual(['R1']);
    expect(second.json.next_cursor).toBeNull();
  });

  it('answers 422 for an allergen outside the enum or a repeated one', async () => {
    const bad = await anna.get('/api/recipe/list?free_of=nuts');
    expect(bad.status).toBe(422);
    expect(bad.json.detail[0].loc).toEqual(['query', 'free_of', 0]);
    expect(bad.json.detail[0].type).toBe('enum');
    const twice = await anna.get('/api/recipe/list?free_of=milk&free_of=milk');
    expect(twice.status).toBe(422);
    expect(twice.json.detail).toEqual([
      { loc: ['query', 'free_of'], msg: 'List items should be unique', type: 'unique_items' },
    ]);
  });

  it('keeps the unit system on the user: metric by default, us after an update, others refused', async () => {
    expect((await anna.get('/api/users/me')).json.unit_system).toBe('metric');
    const us = await anna.put(`/api/users/${annaId}`, { json: { unit_system: 'us' } });
    expect(us.status, us.body).toBe(200);
    expect(us.json.unit_system).toBe('us');
    expect(us.json.language).toBeNull();
    expect((await anna.get('/api/users/me')).json.unit_system).toBe('us');
    // Changing something else leaves it alone.
    const de = await anna.put(`/api/users/${annaId}`, { json: { language: 'de' } });
    expect(de.json.unit_system).toBe('us');
    const [row] = await server.database.db.query<{ unit_system: string }>(
      'SELECT unit_system FROM users WHERE id = $1',
      [annaId],
    );
    expect(row!.unit_system).toBe('us');
    const bad = await anna.put(`/api/users/${annaId}`, { json: { unit_system: 'imperial' } });
    expect(bad.status).toBe(422);
    expect(bad.json.detail).toEqual([
      { loc: ['body', 'unit_system'], msg: "Input should be 'metric' or 'us'", type: 'enum' },
    ]);
    const other = server.client();
    const bobId = (await other.signup('bob')).id as number;
    expect((await anna.put(`/api/users/${bobId}`, { json: { unit_system: 'us' } })).status).toBe(
      403,
    );
  });

  it('gives the catalogue densities of the ingredients that have one, by name as written', async () => {
    const [id] = await seed(server, annaId, [
      {
        title: 'Pancakes',
        ingredients: [
          { quantity: 250, unit: 'g', name: 'flour' },
          { quantity: 500, unit: 'ml', name: 'milk' },
          { quantity: 2, unit: '', name: 'eggs' },
          { quantity: 300, unit: 'g', name: 'chicken breast' },
          { quantity: 1, unit: '', name: 'qwzx' },
        ],
      },
    ]);
    const res = await anna.get(`/api/recipe/${id}/get`);
    expect(res.status, res.body).toBe(200);
    expect(res.json.ingredient_densities).toEqual({ flour: 0.53, milk: 1.03 });
  });
});
