import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

type Ingredient = { quantity: number | null; unit: string; name: string };

/** Inserts a saved recipe of userId with the given lines and servings; returns its id. */
async function seedRecipe(
  server: TestServer,
  userId: number,
  title: string,
  ingredients: Ingredient[],
  servings = 4,
): Promise<number> {
  const [row] = await server.app.sous.db.query<{ id: number }>(
    `INSERT INTO recipes (user_id, is_saved, title, description, difficulty, food_category, ingredients,
       base_servings, total_time_minutes, created_at)
     VALUES ($1, true, $2, '', 'easy', 'vegan', $3::jsonb, $4, 30, now()) RETURNING id`,
    [userId, title, JSON.stringify(ingredients), servings],
  );
  return row!.id;
}

type Item = {
  id: number;
  name: string;
  section: string;
  amounts: { quantity: number; unit: string }[];
  checked: boolean;
  checked_at: string | null;
  manual: boolean;
  recipes: { id: number; title: string }[];
};

/** The list as "section name amounts [recipes]" lines, to compare whole lists at once. */
async function lines(client: TestClient): Promise<string[]> {
  const res = await client.get('/api/shopping-list');
  expect(res.status).toBe(200);
  return (res.json.items as Item[]).map(show);
}
function show(item: Item): string {
  const amounts = item.amounts.map((a) => `${a.quantity}${a.unit ? ` ${a.unit}` : ''}`);
  const from = item.recipes.map((r) => r.title).join(', ');
  return `${item.section} ${item.name}${amounts.length ? ` ${amounts.join(' + ')}` : ''}${
    item.checked ? ' (checked)' : ''
  }${item.manual ? ' (manual)' : ''}${from ? ` [${from}]` : ''}`;
}

const FULL = 'A shopping list holds at most 500 lines.';

describe.each(testBackends())('the shopping list (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let annaId: number;
  let bread: number;
  let pie: number;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    annaId = (await anna.signup('anna')).id as number;
    bread = await seedRecipe(server, annaId, 'Sunday Bread', [
      { quantity: 200, unit: 'g', name: 'flour' },
      { quantity: 2, unit: 'tbsp', name: 'olive oil' },
      { quantity: null, unit: '', name: 'salt' },
      { quantity: 1, unit: '', name: 'onion' },
    ]);
    pie = await seedRecipe(
      server,
      annaId,
      'Apple Pie',
      [
        { quantity: 0.5, unit: 'kg', name: 'flour' },
        { quantity: 1, unit: 'tsp', name: 'olive oil' },
        { quantity: 0.3, unit: '', name: 'onion' },
      ],
      2,
    );
  });

  const addRecipe = (client: TestClient, json: unknown) =>
    client.post('/api/shopping-list/recipe', { json });
  const addPlan = (client: TestClient, json: unknown) =>
    client.post('/api/shopping-list/plan', { json });

  it('starts empty in the user unit system', async () => {
    const res = await anna.get('/api/shopping-list');
    expect(res.json).toEqual({ items: [], unit_system: 'metric' });
    expect((await anna.get('/api/shopping-list/pantry')).json).toEqual({ names: [] });
  });

  it('merges recipes by ingredient: 200 g + 0.5 kg flour = 700 g, 2 tbsp + 1 tsp, sources listed', async () => {
    const first = await addRecipe(anna, { recipe_id: bread });
    expect(first.status).toBe(200);
    expect(first.json.added_entries).toBe(1);
    expect(first.json.skipped_entries).toBe(0);
    expect(first.json.left_out).toEqual([]);
    const second = await addRecipe(anna, { recipe_id: pie });
    expect(second.json.list.items.map(show)).toEqual([
      'produce onion 2 [Sunday Bread, Apple Pie]',
      'pantry flour 700 g [Sunday Bread, Apple Pie]',
      'oils_sauces olive oil 2 tbsp + 1 tsp [Sunday Bread, Apple Pie]',
      'spices salt [Sunday Bread]',
    ]);
    expect(await lines(anna)).toEqual(second.json.list.items.map(show));
  });

  it('scales by servings and answers US units when the user chose them', async () => {
    await addRecipe(anna, { recipe_id: pie, servings: 4 });
    expect(await lines(anna)).toEqual([
      'produce onion 1 [Apple Pie]',
      'pantry flour 1 kg [Apple Pie]',
      'oils_sauces olive oil 2 tsp [Apple Pie]',
    ]);
    expect((await anna.put(`/api/users/${annaId}`, { json: { unit_system: 'us' } })).status).toBe(
      200,
    );
    const res = await anna.get('/api/shopping-list');
    expect(res.json.unit_system).toBe('us');
    expect((res.json.items as Item[]).map(show)).toEqual([
      'produce onion 1 [Apple Pie]',
      'pantry flour 2.25 lb [Apple Pie]',
      'oils_sauces olive oil 2 tsp [Apple Pie]',
    ]);
  });

  it('leaves pantry staples out and names them once; checked and manual lines are not merged into', async () => {
    const pantry = await anna.put('/api/shopping-list/pantry', {
      json: { names: [' Salt ', 'extra virgin olive oil', 'salt', 'kitchen roll'] },
    });
    expect(pantry.status).toBe(200);
    expect(pantry.json).toEqual({ names: ['Salt', 'extra virgin olive oil', 'kitchen roll'] });
    expect((await anna.get('/api/shopping-list/pantry')).json).toEqual(pantry.json);

    const first = await addRecipe(anna, { recipe_id: bread });
    expect(first.json.left_out).toEqual(['olive oil', 'salt']);
    const flour = (first.json.list.items as Item[]).find((i) => i.name === 'flour')!;
    const checked = await anna.patch(`/api/shopping-list/items/${flour.id}`, {
      json: { checked: true },
    });
    expect(checked.status).toBe(200);
    expect(checked.json.checked).toBe(true);
    expect(checked.json.checked_at).toEqual(expect.any(String));
    const manual = await anna.post('/api/shopping-list/items', {
      json: { name: '  onion ', quantity: 3, unit: '' },
    });
    expect(manual.status).toBe(201);
    expect(manual.json).toEqual({
      id: manual.json.id,
      name: 'onion',
      section: 'produce',
      amounts: [{ quantity: 3, unit: '' }],
      checked: false,
      checked_at: null,
      manual: true,
      recipes: [],
    });
    // A manual line named like a staple is kept: the cook typed it.
    await anna.post('/api/shopping-list/items', { json: { name: 'kitchen roll' } });

    await addRecipe(anna, { recipe_id: pie });
    expect(await lines(anna)).toEqual([
      'produce onion 2 [Sunday Bread, Apple Pie]',
      'produce onion 3 (manual)',
      'pantry flour 500 g [Apple Pie]',
      'pantry flour 200 g (checked) [Sunday Bread]',
      'other kitchen roll (manual)',
    ]);
  });

  it('edits, unchecks, removes and clears checked lines', async () => {
    const added = await addRecipe(anna, { recipe_id: bread });
    const items = added.json.list.items as Item[];
    const flour = items.find((i) => i.name === 'flour')!;
    const onion = items.find((i) => i.name === 'onion')!;
    const edit = await anna.patch(`/api/shopping-list/items/${flour.id}`, {
      json: { quantity: 1.5, unit: 'kg', name: 'rye flour' },
    });
    expect(edit.status).toBe(200);
    expect(show(edit.json)).toBe('pantry rye flour 1.5 kg [Sunday Bread]');
    const cleared = await anna.patch(`/api/shopping-list/items/${flour.id}`, {
      json: { quantity: null },
    });
    expect(cleared.json.amounts).toEqual([]);
    const unitAlone = await anna.patch(`/api/shopping-list/items/${flour.id}`, {
      json: { unit: 'g' },
    });
    expect(unitAlone.status).toBe(422);
    expect(unitAlone.json.detail).toEqual([
      { loc: ['body', 'quantity'], msg: 'Field required', type: 'missing' },
    ]);

    await anna.patch(`/api/shopping-list/items/${onion.id}`, { json: { checked: true } });
    const first = (await anna.get('/api/shopping-list')).json.items as Item[];
    const at = first.find((i) => i.id === onion.id)!.checked_at;
    await anna.patch(`/api/shopping-list/items/${onion.id}`, { json: { checked: true } });
    const again = (await anna.get('/api/shopping-list')).json.items as Item[];
    expect(again.find((i) => i.id === onion.id)!.checked_at).toBe(at);
    const unchecked = await anna.patch(`/api/shopping-list/items/${onion.id}`, {
      json: { checked: false },
    });
    expect(unchecked.json).toMatchObject({ checked: false, checked_at: null });

    const removed = await anna.delete(`/api/shopping-list/items/${onion.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: 'Removed from the shopping list' });
    expect((await anna.delete(`/api/shopping-list/items/${onion.id}`)).json).toEqual({
      detail: 'Shopping list item not found',
    });

    await anna.patch(`/api/shopping-list/items/${flour.id}`, { json: { checked: true } });
    const clear = await anna.post('/api/shopping-list/clear-checked');
    expect(clear.status).toBe(200);
    expect((clear.json.items as Item[]).map(show)).toEqual([
      'oils_sauces olive oil 2 tbsp [Sunday Bread]',
      'spices salt [Sunday Bread]',
    ]);
    const none = await anna.post('/api/shopping-list/clear-checked');
    expect((none.json.items as Item[]).map(show)).toEqual(clear.json.items.map(show));
  });

  it('adds a plan range once: the second time every entry is skipped', async () => {
    const plan = (json: unknown) => anna.post('/api/plan', { json });
    await plan({ date: '2026-12-01', slot: 'dinner', recipe_id: bread, servings: 8 });
    await plan({ date: '2026-12-02', slot: 'lunch', recipe_id: pie });
    await plan({ date: '2026-12-02', slot: 'dinner', note: 'eating out' });
    await plan({ date: '2026-12-09', slot: 'dinner', recipe_id: pie });

    const first = await addPlan(anna, { from: '2026-11-30', to: '2026-12-06' });
    expect(first.status).toBe(200);
    expect(first.json.added_entries).toBe(2);
    expect(first.json.skipped_entries).toBe(0);
    expect((first.json.list.items as Item[]).map(show)).toEqual([
      'produce onion 3 [Sunday Bread, Apple Pie]',
      'pantry flour 900 g [Sunday Bread, Apple Pie]',
      // 8 servings: 4 tbsp + 1 tsp = 65 ml, past the spoons' 60 ml: bought in 10 ml steps.
      'oils_sauces olive oil 70 ml [Sunday Bread, Apple Pie]',
      'spices salt [Sunday Bread]',
    ]);
    const second = await addPlan(anna, { from: '2026-11-30', to: '2026-12-06' });
    expect(second.json.added_entries).toBe(0);
    expect(second.json.skipped_entries).toBe(2);
    expect((second.json.list.items as Item[]).map(show)).toEqual(first.json.list.items.map(show));
    const wider = await addPlan(anna, { from: '2026-11-30', to: '2026-12-13' });
    expect(wider.json).toMatchObject({ added_entries: 1, skipped_entries: 2 });
    const empty = await addPlan(anna, { from: '2027-01-01', to: '2027-01-07' });
    expect(empty.json).toMatchObject({ added_entries: 0, skipped_entries: 0, left_out: [] });
  });

  it('answers precise 422s', async () => {
    const reversed = await addPlan(anna, { from: '2026-12-06', to: '2026-12-05' });
    expect(reversed.status).toBe(422);
    expect(reversed.json.detail).toEqual([
      { loc: ['body', 'to'], msg: 'The range must not end before it starts', type: 'value_error' },
    ]);
    expect((await addPlan(anna, { from: '2026-12-01', to: '2027-01-11' })).status).toBe(200);
    const long = await addPlan(anna, { from: '2026-12-01', to: '2027-01-12' });
    expect(long.json.detail).toEqual([
      { loc: ['body', 'to'], msg: 'The range can span at most 42 days', type: 'value_error' },
    ]);
    const blank = await anna.post('/api/shopping-list/items', { json: { name: '   ' } });
    expect(blank.status).toBe(422);
    expect(blank.json.detail).toEqual([
      {
        loc: ['body', 'name'],
        msg: 'String should have at least 1 character',
        type: 'string_too_short',
      },
    ]);
    const servings = await addRecipe(anna, { recipe_id: bread, servings: 0 });
    expect(servings.status).toBe(422);
    expect(servings.json.detail[0].loc).toEqual(['body', 'servings']);
    const blankStaple = await anna.put('/api/shopping-list/pantry', {
      json: { names: ['salt', ' '] },
    });
    expect(blankStaple.status).toBe(422);
    expect(blankStaple.json.detail).toEqual([
      {
        loc: ['body', 'names', 1],
        msg: 'String should have at least 1 character',
        type: 'string_too_short',
      },
    ]);
    expect((await anna.get('/api/shopping-list/pantry')).json).toEqual({ names: [] });
    const item = await anna.post('/api/shopping-list/items', { json: { name: 'lemons' } });
    const empty = await anna.patch(`/api/shopping-list/items/${item.json.id}`, { json: {} });
    expect(empty.status).toBe(422);
  });

  it('holds at most 500 lines: an addition past them answers 409 and adds nothing', async () => {
    await server.app.sous.db.query(
      `INSERT INTO shopping_items (user_id, item_key, name, section, manual, created_at)
       SELECT $1, 'text:line ' || n, 'line ' || n, 'other', true, now() FROM generate_series(1, 497) n`,
      [annaId],
    );
    const before = await lines(anna);
    const full = await addRecipe(anna, { recipe_id: bread });
    expect(full.status).toBe(409);
    expect(full.json).toEqual({ detail: FULL });
    expect(await lines(anna)).toEqual(before);
    await anna.post('/api/plan', { json: { date: '2026-12-01', slot: 'lunch', recipe_id: bread } });
    const plan = await addPlan(anna, { from: '2026-12-01', to: '2026-12-01' });
    expect(plan.status).toBe(409);
    expect(plan.json).toEqual({ detail: FULL });
    // Nothing was remembered as added either.
    await anna.delete(
      `/api/shopping-list/items/${(await anna.get('/api/shopping-list')).json.items[0].id}`,
    );
    expect((await addPlan(anna, { from: '2026-12-01', to: '2026-12-01' })).json).toMatchObject({
      added_entries: 1,
      skipped_entries: 0,
    });
    expect((await lines(anna)).length).toBe(500);
    const manual = await anna.post('/api/shopping-list/items', { json: { name: 'lemons' } });
    expect(manual.status).toBe(409);
    expect(manual.json).toEqual({ detail: FULL });
    // Merging into existing lines needs no room.
    const merged = await addRecipe(anna, { recipe_id: pie });
    expect(merged.status).toBe(200);
  });

  it('keeps a deleted recipe lines: they are the cook list now', async () => {
    await addRecipe(anna, { recipe_id: pie });
    expect((await anna.delete(`/api/recipe/${pie}/delete`)).status).toBe(200);
    expect(await lines(anna)).toEqual([
      'produce onion 1 [Apple Pie]',
      'pantry flour 500 g [Apple Pie]',
      'oils_sauces olive oil 1 tsp [Apple Pie]',
    ]);
    expect((await addRecipe(anna, { recipe_id: pie })).json).toEqual({
      detail: 'Recipe not found',
    });
  });

  it('refuses unsafe requests without the XSRF token', async () => {
    const item = await anna.post('/api/shopping-list/items', { json: { name: 'lemons' } });
    const attempts = [
      anna.post('/api/shopping-list/recipe', { json: { recipe_id: bread }, xsrf: false }),
      anna.post('/api/shopping-list/plan', {
        json: { from: '2026-12-01', to: '2026-12-07' },
        xsrf: false,
      }),
      anna.post('/api/shopping-list/items', { json: { name: 'x' }, xsrf: false }),
      anna.patch(`/api/shopping-list/items/${item.json.id}`, {
        json: { checked: true },
        xsrf: false,
      }),
      anna.delete(`/api/shopping-list/items/${item.json.id}`, { xsrf: false }),
      anna.post('/api/shopping-list/clear-checked', { xsrf: false }),
      anna.put('/api/shopping-list/pantry', { json: { names: ['salt'] }, xsrf: false }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ detail: 'XSRF token missing or invalid' });
    }
    expect(await lines(anna)).toEqual(['produce lemons (manual)']);
  });

  it("lets nobody see or change another user's list, lines, pantry or recipes", async () => {
    await anna.put('/api/shopping-list/pantry', { json: { names: ['salt'] } });
    const added = await addRecipe(anna, { recipe_id: bread });
    const ids = (added.json.list.items as Item[]).map((i) => i.id);
    await anna.post('/api/plan', { json: { date: '2026-12-01', slot: 'lunch', recipe_id: pie } });
    const before = await lines(anna);

    const bert = server.client();
    await bert.signup('bert');
    for (const id of ids) {
      const patch = await bert.patch(`/api/shopping-list/items/${id}`, { json: { checked: true } });
      expect(patch.status).toBe(404);
      expect(patch.json).toEqual({ detail: 'Shopping list item not found' });
      const del = await bert.delete(`/api/shopping-list/items/${id}`);
      expect(del.status).toBe(404);
      expect(del.json).toEqual({ detail: 'Shopping list item not found' });
    }
    const recipe = await addRecipe(bert, { recipe_id: bread });
    expect(recipe.status).toBe(404);
    expect(recipe.json).toEqual({ detail: 'Recipe not found' });
    expect((await addPlan(bert, { from: '2026-11-30', to: '2026-12-06' })).json).toMatchObject({
      added_entries: 0,
      skipped_entries: 0,
    });
    expect((await bert.get('/api/shopping-list')).json.items).toEqual([]);
    expect((await bert.get('/api/shopping-list/pantry')).json).toEqual({ names: [] });
    await bert.put('/api/shopping-list/pantry', { json: { names: ['flour'] } });
    await bert.post('/api/shopping-list/items', { json: { name: 'bert line' } });
    await bert.post('/api/shopping-list/clear-checked');

    expect(await lines(anna)).toEqual(before);
    expect((await anna.get('/api/shopping-list/pantry')).json).toEqual({ names: ['salt'] });
    // anna's plan entry is still hers to add.
    expect((await addPlan(anna, { from: '2026-11-30', to: '2026-12-06' })).json).toMatchObject({
      added_entries: 1,
    });
  });
});
