import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/** Inserts a saved recipe of userId with the given servings; returns its id. */
async function seedRecipe(
  server: TestServer,
  userId: number,
  title: string,
  servings = 4,
): Promise<number> {
  const [row] = await server.app.sous.db.query<{ id: number }>(
    `INSERT INTO recipes (user_id, is_saved, title, description, difficulty, food_category, ingredients,
       base_servings, total_time_minutes, created_at)
     VALUES ($1, true, $2, '', 'easy', 'vegan', '[]'::jsonb, $3, 30, now()) RETURNING id`,
    [userId, title, servings],
  );
  return row!.id;
}

type Entry = {
  id: number;
  date: string;
  slot: string;
  position: number;
  recipe: { id: number; title: string } | null;
  servings: number | null;
  note: string | null;
  cooked_at: string | null;
};

const week = (client: TestClient) => client.get('/api/plan?from=2026-11-30&to=2026-12-06');
/** The week as "date slot position what" lines, to compare whole plans at once. */
async function lines(client: TestClient): Promise<string[]> {
  const res = await week(client);
  return (res.json.entries as Entry[]).map(
    (e) =>
      `${e.date} ${e.slot} ${e.position} ${e.recipe ? `${e.recipe.title} x${e.servings}` : e.note}`,
  );
}

describe.each(testBackends())('the meal plan (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;
  let soup: number;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    annaId = (await anna.signup('anna')).id as number;
    soup = await seedRecipe(server, annaId, 'Lentil Soup', 2);
  });

  const add = (client: TestClient, json: unknown) => client.post('/api/plan', { json });

  it('adds recipes and notes to slots and answers the week in day, slot and position order', async () => {
    const dinner = await add(anna, { date: '2026-12-01', slot: 'dinner', recipe_id: soup });
    expect(dinner.status).toBe(201);
    expect(dinner.json).toEqual({
      id: dinner.json.id,
      date: '2026-12-01',
      slot: 'dinner',
      position: 0,
      recipe: { id: soup, title: 'Lentil Soup', image_url: null, total_time_minutes: 30 },
      servings: 2,
      note: null,
      cooked_at: null,
    });
    expect(
      (await add(anna, { date: '2026-12-01', slot: 'dinner', note: '  leftovers ' })).json,
    ).toMatchObject({ position: 1, note: 'leftovers', recipe: null, servings: null });
    await add(anna, { date: '2026-12-01', slot: 'breakfast', recipe_id: soup, servings: 6 });
    await add(anna, { date: '2026-11-30', slot: 'snack', note: 'eating out' });
    await add(anna, { date: '2026-12-07', slot: 'lunch', note: 'next week' });
    expect(await lines(anna)).toEqual([
      '2026-11-30 snack 0 eating out',
      '2026-12-01 breakfast 0 Lentil Soup x6',
      '2026-12-01 dinner 0 Lentil Soup x2',
      '2026-12-01 dinner 1 leftovers',
    ]);
    const res = await week(anna);
    expect(res.json.from).toBe('2026-11-30');
    expect(res.json.to).toBe('2026-12-06');
  });

  it('answers precise 422s for ranges and entries', async () => {
    const reversed = await anna.get('/api/plan?from=2026-12-06&to=2026-12-05');
    expect(reversed.status).toBe(422);
    expect(reversed.json.detail).toEqual([
      { loc: ['query', 'to'], msg: 'The range must not end before it starts', type: 'value_error' },
    ]);
    expect((await anna.get('/api/plan?from=2026-12-01&to=2027-01-11')).status).toBe(200);
    const long = await anna.get('/api/plan?from=2026-12-01&to=2027-01-12');
    expect(long.status).toBe(422);
    expect(long.json.detail).toEqual([
      { loc: ['query', 'to'], msg: 'The range can span at most 42 days', type: 'value_error' },
    ]);
    expect((await anna.get('/api/plan?from=2026-02-30&to=2026-03-01')).status).toBe(422);
    expect((await anna.get('/api/plan?from=2026-12-01')).status).toBe(422);

    const both = await add(anna, { date: '2026-12-01', slot: 'lunch', recipe_id: soup, note: 'x' });
    expect(both.status).toBe(422);
    expect(both.json.detail).toEqual([
      { loc: ['body'], msg: 'Give either recipe_id or note', type: 'value_error' },
    ]);
    const neither = await add(anna, { date: '2026-12-01', slot: 'lunch' });
    expect(neither.json.detail[0].msg).toBe('Give either recipe_id or note');
    const servingsOnNote = await add(anna, {
      date: '2026-12-01',
      slot: 'lunch',
      note: 'leftovers',
      servings: 2,
    });
    expect(servingsOnNote.json.detail).toEqual([
      { loc: ['body', 'servings'], msg: 'Servings belong to a recipe entry', type: 'value_error' },
    ]);
    const blank = await add(anna, { date: '2026-12-01', slot: 'lunch', note: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.json.detail[0].loc).toEqual(['body', 'note']);
    const long81 = await add(anna, { date: '2026-12-01', slot: 'lunch', note: 'x'.repeat(81) });
    expect(long81.json.detail[0].loc).toEqual(['body', 'note']);
    const slot = await add(anna, { date: '2026-12-01', slot: 'brunch', note: 'x' });
    expect(slot.json.detail[0].loc).toEqual(['body', 'slot']);
    const servings = await add(anna, {
      date: '2026-12-01',
      slot: 'lunch',
      recipe_id: soup,
      servings: 101,
    });
    expect(servings.json.detail[0].loc).toEqual(['body', 'servings']);
    expect(await lines(anna)).toEqual([]);
  });

  it('keeps at most 20 entries in a slot a day: the 21st and a move into a full slot are 409', async () => {
    for (let i = 0; i < 20; i++)
      expect((await add(anna, { date: '2026-12-02', slot: 'lunch', note: `n${i}` })).status).toBe(
        201,
      );
    const full = await add(anna, { date: '2026-12-02', slot: 'lunch', recipe_id: soup });
    expect(full.status).toBe(409);
    expect(full.json.detail).toBe('A meal slot holds at most 20 entries.');
    const other = await add(anna, { date: '2026-12-02', slot: 'dinner', note: 'other' });
    const move = await anna.patch(`/api/plan/${other.json.id}`, { json: { slot: 'lunch' } });
    expect(move.status).toBe(409);
    expect(move.json.detail).toBe('A meal slot holds at most 20 entries.');
    expect((await week(anna)).json.entries).toHaveLength(21);
  });

  it('moves between days and slots, reorders within a slot and closes up the gaps', async () => {
    const a = (await add(anna, { date: '2026-12-01', slot: 'dinner', recipe_id: soup })).json;
    const b = (await add(anna, { date: '2026-12-01', slot: 'dinner', note: 'b' })).json;
    const c = (await add(anna, { date: '2026-12-01', slot: 'dinner', note: 'c' })).json;
    await add(anna, { date: '2026-12-02', slot: 'lunch', note: 'w' });

    const moved = await anna.patch(`/api/plan/${a.id}`, {
      json: { date: '2026-12-02', slot: 'lunch', position: 0 },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ date: '2026-12-02', slot: 'lunch', position: 0 });
    expect(await lines(anna)).toEqual([
      '2026-12-01 dinner 0 b',
      '2026-12-01 dinner 1 c',
      '2026-12-02 lunch 0 Lentil Soup x2',
      '2026-12-02 lunch 1 w',
    ]);
    await anna.patch(`/api/plan/${c.id}`, { json: { position: 0 } });
    await anna.patch(`/api/plan/${b.id}`, { json: { date: '2026-12-02', position: 19 } });
    await anna.patch(`/api/plan/${a.id}`, { json: { servings: 5 } });
    await anna.patch(`/api/plan/${c.id}`, { json: { note: ' eating out ' } });
    expect(await lines(anna)).toEqual([
      '2026-12-01 dinner 0 eating out',
      '2026-12-02 lunch 0 Lentil Soup x5',
      '2026-12-02 lunch 1 w',
      '2026-12-02 dinner 0 b',
    ]);

    const servingsOnNote = await anna.patch(`/api/plan/${b.id}`, { json: { servings: 2 } });
    expect(servingsOnNote.status).toBe(422);
    expect(servingsOnNote.json.detail).toEqual([
      { loc: ['body', 'servings'], msg: 'Servings belong to a recipe entry', type: 'value_error' },
    ]);
    const noteOnRecipe = await anna.patch(`/api/plan/${a.id}`, {
      json: { note: 'x', date: '2026-12-05' },
    });
    expect(noteOnRecipe.json.detail).toEqual([
      { loc: ['body', 'note'], msg: 'A note belongs to a free-text entry', type: 'value_error' },
    ]);
    expect((await anna.patch(`/api/plan/${a.id}`, { json: {} })).status).toBe(422);
    expect((await anna.patch('/api/plan/999999', { json: { servings: 1 } })).json.detail).toBe(
      'Plan entry not found',
    );
    // Nothing of the refused changes was written.
    expect((await lines(anna))[1]).toBe('2026-12-02 lunch 0 Lentil Soup x5');
  });

  it('removes an entry and closes up its slot', async () => {
    const a = (await add(anna, { date: '2026-12-01', slot: 'dinner', note: 'a' })).json;
    await add(anna, { date: '2026-12-01', slot: 'dinner', note: 'b' });
    const removed = await anna.delete(`/api/plan/${a.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: 'Removed from the plan' });
    expect(await lines(anna)).toEqual(['2026-12-01 dinner 0 b']);
    expect((await anna.delete(`/api/plan/${a.id}`)).status).toBe(404);
  });

  it('marks a planned recipe cooked once: the dashboard counts it like cooking the recipe', async () => {
    server.clock.set('2026-12-01T18:00:00Z');
    await anna.login('anna', 'secret-pass');
    const entry = (await add(anna, { date: '2026-12-01', slot: 'dinner', recipe_id: soup })).json;
    const note = (await add(anna, { date: '2026-12-01', slot: 'lunch', note: 'leftovers' })).json;
    expect((await anna.get('/api/users/me/stats')).json.cooked_this_week).toBe(0);
    const cooked = await anna.post(`/api/plan/${entry.id}/cooked`);
    expect(cooked.status).toBe(200);
    expect(cooked.json.cooked_at).toBe('2026-12-01T18:00:00.000Z');
    server.clock.set('2026-12-01T18:05:00Z');
    const again = await anna.post(`/api/plan/${entry.id}/cooked`);
    expect(again.json.cooked_at).toBe('2026-12-01T18:00:00.000Z');
    const stats = (await anna.get('/api/users/me/stats')).json;
    expect(stats.cooked_this_week).toBe(1);
    const log = await server.app.sous.db.query<{ recipe_id: number; at: string }>(
      `SELECT recipe_id, to_char(cooked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS at
       FROM cooked_log WHERE user_id = $1`,
      [annaId],
    );
    expect(log).toEqual([{ recipe_id: soup, at: '2026-12-01 18:00' }]);
    const refused = await anna.post(`/api/plan/${note.id}/cooked`);
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe('A free-text entry cannot be marked as cooked.');
  });

  it('drops the entries of a deleted recipe', async () => {
    await add(anna, { date: '2026-12-01', slot: 'dinner', recipe_id: soup });
    await add(anna, { date: '2026-12-01', slot: 'dinner', note: 'b' });
    await anna.delete(`/api/recipe/${soup}/delete`);
    expect(await lines(anna)).toEqual(['2026-12-01 dinner 0 b']);
  });

  it("another user can neither read, add to, move, change, cook nor remove anna's plan", async () => {
    const entry = (await add(anna, { date: '2026-12-01', slot: 'dinner', recipe_id: soup })).json;
    await anna.post(`/api/plan/${entry.id}/cooked`);
    const before = await lines(anna);
    const beforeStats = (await anna.get('/api/users/me/stats')).json;

    const bert = server.client();
    const bertId = (await bert.signup('bert')).id as number;
    const bertSoup = await seedRecipe(server, bertId, 'Bert Soup');
    expect((await week(bert)).json.entries).toEqual([]);
    const withAnnasRecipe = await add(bert, {
      date: '2026-12-01',
      slot: 'dinner',
      recipe_id: soup,
    });
    expect(withAnnasRecipe.status).toBe(404);
    expect(withAnnasRecipe.json.detail).toBe('Recipe not found');
    const attempts = [
      await bert.patch(`/api/plan/${entry.id}`, { json: { slot: 'lunch' } }),
      await bert.patch(`/api/plan/${entry.id}`, { json: { servings: 9 } }),
      await bert.post(`/api/plan/${entry.id}/cooked`),
      await bert.delete(`/api/plan/${entry.id}`),
    ];
    expect(attempts.map((r) => [r.status, r.json.detail])).toEqual([
      [404, 'Plan entry not found'],
      [404, 'Plan entry not found'],
      [404, 'Plan entry not found'],
      [404, 'Plan entry not found'],
    ]);
    // anna cannot plan bert's recipe either.
    expect(
      (await add(anna, { date: '2026-12-01', slot: 'lunch', recipe_id: bertSoup })).status,
    ).toBe(404);
    expect(await lines(anna)).toEqual(before);
    expect((await anna.get('/api/users/me/stats')).json).toEqual(beforeStats);
  });

  it('refuses every write without the XSRF header (403) and changes nothing', async () => {
    const entry = (await add(anna, { date: '2026-12-01', slot: 'dinner', note: 'a' })).json;
    const refused = [
      await anna.post('/api/plan', {
        json: { date: '2026-12-01', slot: 'lunch', note: 'x' },
        xsrf: false,
      }),
      await anna.patch(`/api/plan/${entry.id}`, { json: { slot: 'lunch' }, xsrf: false }),
      await anna.post(`/api/plan/${entry.id}/cooked`, { xsrf: false }),
      await anna.delete(`/api/plan/${entry.id}`, { xsrf: false }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(await lines(anna)).toEqual(['2026-12-01 dinner 0 a']);
    const anonymous = server.client();
    expect((await week(anonymous)).status).toBe(401);
  });
});
