import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

interface Seed {
  title: string;
  description?: string;
  time?: number | null;
  difficulty?: 'easy' | 'medium' | 'hard';
  category?: string;
  ingredients?: string[];
  saved?: boolean;
}

/** Inserts recipes for userId directly (one second apart, oldest first); returns their ids. */
async function seed(server: TestServer, userId: number, recipes: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, r] of recipes.entries()) {
    const [row] = await server.app.sous.db.query<{ id: number }>(
      `INSERT INTO recipes (user_id, is_saved, title, description, total_time_minutes, difficulty,
                            food_category, ingredients, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, timestamptz '2026-01-01T00:00:00Z' + $9 * interval '1 second')
       RETURNING id`,
      [
        userId,
        r.saved ?? true,
        r.title,
        r.description ?? '',
        r.time === undefined ? 30 : r.time,
        r.difficulty ?? 'easy',
        r.category ?? 'vegan',
        JSON.stringify((r.ingredients ?? []).map((name) => ({ quantity: 1, unit: '', name }))),
        i,
      ],
    );
    ids.push(row!.id);
  }
  return ids;
}

type Page = { items: { id: number; title: string }[]; next_cursor: string | null };

async function titles(client: TestClient, query: string): Promise<string[]> {
  const res = await client.get(`/api/recipe/list?${query}`);
  expect(res.status, res.body).toBe(200);
  return (res.json as Page).items.map((r) => r.title);
}

describe.each(testBackends())('GET /recipe/list (%s)', (backend) => {
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

  it('searches title, description and ingredient names, case-insensitively, with % and _ literal', async () => {
    await seed(server, annaId, [
      { title: 'Lentil Soup', ingredients: ['red lentils', 'carrot'] },
      { title: 'Carrot Cake', description: 'Sweet and moist' },
      { title: 'Green Salad', description: 'With a CARROT dressing' },
      { title: 'Pancakes', ingredients: ['flour', 'milk'] },
      { title: '100% Rye', ingredients: ['rye_flour'] },
      { title: 'Draft Carrot', saved: false },
    ]);
    expect(await titles(anna, 'q=carrot')).toEqual(['Green Salad', 'Carrot Cake', 'Lentil Soup']);
    expect(await titles(anna, 'q=%20FLOUR%20')).toEqual(['100% Rye', 'Pancakes']);
    expect(await titles(anna, 'q=%25')).toEqual(['100% Rye']);
    expect(await titles(anna, 'q=_')).toEqual(['100% Rye']);
    expect(await titles(anna, 'q=nothing-like-this')).toEqual([]);
  });

  it('filters by difficulty, category, time and collection, combined with AND', async () => {
    const ids = await seed(server, annaId, [
      { title: 'A', difficulty: 'easy', category: 'vegan', time: 20 },
      { title: 'B', difficulty: 'hard', category: 'vegan', time: 90 },
      { title: 'C', difficulty: 'easy', category: 'fish', time: 15 },
      { title: 'D', difficulty: 'easy', category: 'vegan', time: null },
    ]);
    expect(await titles(anna, 'difficulty=easy')).toEqual(['D', 'C', 'A']);
    expect(await titles(anna, 'category=vegan&difficulty=easy')).toEqual(['D', 'A']);
    expect(await titles(anna, 'max_time=20')).toEqual(['C', 'A']);
    const collection = (await anna.post('/api/collection/create', { json: { name: 'Fav' } })).json;
    await anna.patch(`/api/collection/${collection.id}/recipes`, {
      json: { recipe_ids: [ids[1], ids[2]] },
    });
    expect(await titles(anna, `collection_id=${collection.id}`)).toEqual(['C', 'B']);
    expect(await titles(anna, `collection_id=${collection.id}&category=fish`)).toEqual(['C']);
  });

  it('sorts by newest, title, time (no time last) and last cooked (never cooked last)', async () => {
    const ids = await seed(server, annaId, [
      { title: 'banana bread', time: 60 },
      { title: 'Apple pie', time: null },
      { title: 'cherry tart', time: 25 },
    ]);
    expect(await titles(anna, '')).toEqual(['cherry tart', 'Apple pie', 'banana bread']);
    expect(await titles(anna, 'sort=title')).toEqual(['Apple pie', 'banana bread', 'cherry tart']);
    expect(await titles(anna, 'sort=time')).toEqual(['cherry tart', 'banana bread', 'Apple pie']);
    server.clock.set('2026-03-01T10:00:00Z');
    await anna.post(`/api/recipe/${ids[0]}/cooked`);
    server.clock.advance(60_000);
    await anna.post(`/api/recipe/${ids[1]}/cooked`);
    expect(await titles(anna, 'sort=last_cooked')).toEqual([
      'Apple pie',
      'banana bread',
      'cherry tart',
    ]);
  });

  it('pages with a cursor through every saved recipe exactly once, in every sort', async () => {
    await seed(
      server,
      annaId,
      Array.from({ length: 23 }, (_, i) => ({
        title: `Dish ${String(i % 7)}`,
        time: i % 3 === 0 ? null : 10 + (i % 5),
      })),
    );
    for (const sort of ['newest', 'title', 'time', 'last_cooked']) {
      const all = await anna.get(`/api/recipe/list?sort=${sort}&limit=100`);
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await anna.get(
          `/api/recipe/list?sort=${sort}&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.status, res.body).toBe(200);
        const page = res.json as Page;
        seen.push(...page.items.map((r) => r.id));
        cursor = page.next_cursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(5);
      expect(seen).toEqual((all.json as Page).items.map((r) => r.id));
      expect(new Set(seen).size).toBe(23);
    }
  });

  it('answers 422 for a foreign or broken cursor and bad parameters, 404 for a collection not the user’s', async () => {
    await seed(server, annaId, [{ title: 'A' }, { title: 'B' }]);
    const first = (await anna.get('/api/recipe/list?limit=1')).json as Page;
    expect(first.next_cursor).not.toBeNull();
    const wrongSort = await anna.get(`/api/recipe/list?sort=title&cursor=${first.next_cursor}`);
    expect(wrongSort.status).toBe(422);
    expect(wrongSort.json).toEqual({
      detail: [
        {
          loc: ['query', 'cursor'],
          msg: 'Cursor does not belong to this query',
          type: 'value_error',
        },
      ],
    });
    expect((await anna.get('/api/recipe/list?cursor=not-a-cursor')).status).toBe(422);
    expect((await anna.get('/api/recipe/list?limit=0')).status).toBe(422);
    expect((await anna.get('/api/recipe/list?sort=random')).status).toBe(422);
    expect((await anna.get('/api/recipe/list?max_time=abc')).status).toBe(422);

    const bert = server.client();
    const bertId = (await bert.signup('bert')).id as number;
    await seed(server, bertId, [{ title: 'Bert only' }]);
    const bertsCollection = (await bert.post('/api/collection/create', { json: { name: 'B' } }))
      .json;
    const foreign = await anna.get(`/api/recipe/list?collection_id=${bertsCollection.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ detail: 'Collection not found' });
    expect(await titles(anna, '')).toEqual(['B', 'A']);
    expect(await titles(bert, '')).toEqual(['Bert only']);
    expect((await server.client().get('/api/recipe/list')).status).toBe(401);
  });
});
