import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { readZip } from './helpers/unzip.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/** Inserts saved recipes for userId (one second apart, oldest first); returns their ids. */
async function seed(server: TestServer, userId: number, titles: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, title] of titles.entries()) {
    const [row] = await server.app.sous.db.query<{ id: number }>(
      `INSERT INTO recipes (user_id, is_saved, title, description, difficulty, food_category, ingredients, created_at)
       VALUES ($1, true, $2, '', 'easy', 'vegan', '[]'::jsonb,
               timestamptz '2026-01-01T00:00:00Z' + $3 * interval '1 second') RETURNING id`,
      [userId, title, i],
    );
    ids.push(row!.id);
  }
  return ids;
}

type Page = { items: { id: number; title: string }[]; next_cursor: string | null };

describe.each(testBackends())('PATCH /recipe/{id}/rating-notes (%s)', (backend) => {
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

  const rate = (client: TestClient, id: number, json: unknown) =>
    client.patch(`/api/recipe/${id}/rating-notes`, { json });

  it('stores a rating and a trimmed note; the recipe, the list and the detail show them', async () => {
    const [id] = await seed(server, annaId, ['Lentil Soup']);
    // The detail is read (and cached) before the change: the change must reach it.
    expect((await anna.get(`/api/recipe/${id}/get`)).json).toMatchObject({
      rating: null,
      note: null,
    });
    const res = await rate(anna, id!, { rating: 4, note: '  less salt next time \n' });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toEqual({ rating: 4, note: 'less salt next time' });
    expect((await anna.get(`/api/recipe/${id}/get`)).json).toMatchObject({
      rating: 4,
      note: 'less salt next time',
    });
    const list = (await anna.get('/api/recipe/list')).json as Page;
    expect(list.items[0]).toMatchObject({ rating: 4, note: 'less salt next time' });
    expect((await anna.get('/api/recipe/get_all')).json[0]).toMatchObject({ rating: 4 });
  });

  it('changes only the fields sent; null and a blank note clear', async () => {
    const [id] = await seed(server, annaId, ['Lentil Soup']);
    await rate(anna, id!, { rating: 5, note: 'Perfect' });
    expect((await rate(anna, id!, { rating: 2 })).json).toEqual({ rating: 2, note: 'Perfect' });
    expect((await rate(anna, id!, { note: 'Too thick' })).json).toEqual({
      rating: 2,
      note: 'Too thick',
    });
    expect((await rate(anna, id!, { note: '   ' })).json).toEqual({ rating: 2, note: null });
    expect((await rate(anna, id!, { rating: null, note: 'x' })).json).toEqual({
      rating: null,
      note: 'x',
    });
    expect((await rate(anna, id!, { note: null })).json).toEqual({ rating: null, note: null });
  });

  it('refuses ratings outside 1..5, non-integers, notes over 2000 characters and an empty change, precisely', async () => {
    const [id] = await seed(server, annaId, ['Lentil Soup']);
    for (const rating of [0, 6, 3.5, '4']) {
      const res = await rate(anna, id!, { rating });
      expect(res.status, `${rating}`).toBe(422);
      expect(res.json.detail[0].loc).toEqual(['body', 'rating']);
    }
    const long = await rate(anna, id!, { note: 'a'.repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.json.detail[0]).toMatchObject({ loc: ['body', 'note'], type: 'string_too_long' });
    expect((await rate(anna, id!, { note: 'a'.repeat(2000) })).status).toBe(200);
    expect((await rate(anna, id!, {})).status).toBe(422);
    expect((await rate(anna, id!, { rating: 3, stars: 3 })).status).toBe(422);
    // Nothing of the refused changes was stored.
    expect((await anna.get(`/api/recipe/${id}/get`)).json.rating).toBeNull();
  });

  it("answers 404 for another user's recipe and changes nothing; 403 without XSRF", async () => {
    const [id] = await seed(server, annaId, ['Lentil Soup']);
    await rate(anna, id!, { rating: 3, note: 'mine' });
    const ben = server.client();
    await ben.signup('ben');
    const res = await rate(ben, id!, { rating: 1, note: 'stolen' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'Recipe not found' });
    expect((await rate(ben, 999999, { rating: 1 })).status).toBe(404);
    const noXsrf = await anna.patch(`/api/recipe/${id}/rating-notes`, {
      json: { rating: 1 },
      xsrf: false,
    });
    expect(noXsrf.status).toBe(403);
    expect((await anna.get(`/api/recipe/${id}/get`)).json).toMatchObject({
      rating: 3,
      note: 'mine',
    });
  });

  it('sorts by rating (rated first, highest first, ties newest first) across pages, and searches the note', async () => {
    const ids = await seed(server, annaId, ['A', 'B', 'C', 'D', 'E', 'F']);
    const [a, b, c, , e, f] = ids;
    await rate(anna, a!, { rating: 3 });
    await rate(anna, b!, { rating: 5 });
    await rate(anna, c!, { rating: 3, note: 'Needs more GARLIC next time' });
    await rate(anna, e!, { rating: 1 });
    await rate(anna, f!, { note: 'garlic bread on the side' });
    const order: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await anna.get(
        `/api/recipe/list?sort=rating&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status, res.body).toBe(200);
      const page = res.json as Page;
      order.push(...page.items.map((r) => r.title));
      cursor = page.next_cursor;
    } while (cursor);
    expect(order).toEqual(['B', 'C', 'A', 'E', 'F', 'D']);
    const found = (await anna.get('/api/recipe/list?q=garlic')).json as Page;
    expect(found.items.map((r) => r.title)).toEqual(['F', 'C']);
    // A cursor of another sort is refused.
    const newest = (await anna.get('/api/recipe/list?limit=1')).json as Page;
    expect(
      (await anna.get(`/api/recipe/list?sort=rating&cursor=${newest.next_cursor}`)).status,
    ).toBe(422);
  });

  it('keeps rating and note in the account archive', async () => {
    const [id] = await seed(server, annaId, ['Lentil Soup']);
    await rate(anna, id!, { rating: 4, note: 'less salt' });
    const res = await anna.get('/api/users/me/export');
    expect(res.status).toBe(200);
    const entry = readZip(res.raw).find((e) => e.name === 'account.json');
    const account = JSON.parse(entry!.data.toString('utf8'));
    expect(account.recipes[0]).toMatchObject({ rating: 4, note: 'less salt' });
  });
});
