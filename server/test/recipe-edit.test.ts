import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { saveRecipes } from './helpers/flows.ts';
import { image } from './helpers/images.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/** A recipe as the form sends it: four lines the catalogue knows and one it does not. */
const SOUP = {
  title: 'Lentil Soup',
  description: 'Red lentils, carrots and a little feta.',
  servings: 4,
  total_time_minutes: 40,
  difficulty: 'easy',
  image_url: null,
  ingredients: [
    { quantity: 250, unit: 'g', name: 'red lentils' },
    { quantity: 2, unit: '', name: 'carrots' },
    { quantity: 1, unit: 'l', name: 'vegetable stock' },
    { quantity: 1, unit: 'tbsp', name: "Grandma's zorblax" },
    { quantity: 100, unit: 'g', name: 'feta' },
  ],
  steps: [
    { text: 'Chop the carrots finely. Rinse the lentils.', timer: null },
    { text: 'Simmer everything in the stock for 20 minutes.', timer: 1200 },
    { text: 'Serve with the feta crumbled over.', timer: null },
  ],
};

describe.each(testBackends())('recipes written and edited by hand (%s)', (backend) => {
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

  it('creates a saved recipe with nutrition from the catalogue and lists the unknown names', async () => {
    const res = await anna.post('/api/recipe/create', { json: SOUP });
    expect(res.status, res.body).toBe(201);
    expect(res.json).toMatchObject({
      title: 'Lentil Soup',
      description: 'Red lentils, carrots and a little feta.',
      baseServings: 4,
      total_time_minutes: 40,
      difficulty: 'easy',
      food_category: 'vegetarian',
      image_url: null,
      is_saved: true,
      allergens: ['milk', 'celery'],
      nutrition_not_counted: ["Grandma's zorblax"],
      ingredients: SOUP.ingredients,
    });
    expect(res.json.nutrition.calories).toEqual({ amount: 317, unit: 'kcal', dv: 16 });
    expect(res.json.nutrition.protein).toEqual({ amount: 19.3, unit: 'g' });

    // In the library at once, and readable like any other recipe.
    const id = res.json.id as number;
    expect((await anna.get('/api/recipe/get_all')).json.map((r: { id: number }) => r.id)).toEqual([
      id,
    ]);
    expect((await anna.get('/api/recipe/list?q=zorblax')).json.items).toHaveLength(1);
    expect((await anna.get(`/api/recipe/${id}/get`)).json).toEqual(res.json);

    // The steps are the recipe's instructions, ready without a generation job.
    const steps = await anna.get(`/api/instruction/${id}`);
    expect(steps.status).toBe(200);
    expect(steps.json).toEqual([
      {
        heading: 'Chop the carrots finely',
        description: 'Chop the carrots finely. Rinse the lentils.',
        animation: 'chopping.json',
        timer: null,
      },
      {
        heading: 'Simmer everything in the stock for 20 minutes',
        description: 'Simmer everything in the stock for 20 minutes.',
        animation: 'simmering.json',
        timer: 1200,
      },
      {
        heading: 'Serve with the feta crumbled over',
        description: 'Serve with the feta crumbled over.',
        animation: 'plating.json',
        timer: null,
      },
    ]);
    await server.app.sous.worker.drain();
    expect(server.ai.calls.instructions).toBe(0);
  });

  it('updates a generated recipe in place and recomputes nutrition, allergens and category', async () => {
    const [id] = await saveRecipes(anna, 1, 'curry');
    const before = (await anna.get(`/api/recipe/${id}/get`)).json;
    expect(before.nutrition_not_counted).toEqual([]);
    const res = await anna.put(`/api/recipe/${id}/update`, {
      json: {
        ...SOUP,
        title: 'Chicken Soup',
        servings: 2,
        image_url: before.image_url,
        ingredients: [
          { quantity: 300, unit: 'g', name: 'chicken breast' },
          { quantity: 2, unit: '', name: 'carrots' },
        ],
        steps: [{ text: 'Boil the chicken with the carrots.', timer: 1800 }],
      },
    });
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({
      id,
      title: 'Chicken Soup',
      baseServings: 2,
      food_category: 'chicken',
      allergens: [],
      image_url: before.image_url,
      nutrition_not_counted: [],
      created_at: before.created_at,
    });
    expect(res.json.nutrition.calories.amount).not.toBe(before.nutrition.calories.amount);
    // The cached detail and list show the change.
    expect((await anna.get(`/api/recipe/${id}/get`)).json.title).toBe('Chicken Soup');
    expect((await anna.get('/api/recipe/get_all')).json[0].title).toBe('Chicken Soup');
    expect((await anna.get(`/api/instruction/${id}`)).json).toEqual([
      {
        heading: 'Boil the chicken with the carrots',
        description: 'Boil the chicken with the carrots.',
        animation: 'boiling.json',
        timer: 1800,
      },
    ]);
  });

  it('gives no nutrition when no line is known, and every name as not counted', async () => {
    const res = await anna.post('/api/recipe/create', {
      json: {
        ...SOUP,
        ingredients: [
          { quantity: 1, unit: '', name: 'zorblax' },
          { quantity: null, unit: '', name: 'zorblax' },
          { quantity: 2, unit: 'cups', name: 'wibblewort' },
        ],
      },
    });
    expect(res.status, res.body).toBe(201);
    expect(res.json.nutrition).toBeNull();
    expect(res.json.nutrition_not_counted).toEqual(['zorblax', 'wibblewort']);
    expect(res.json.food_category).toBe('vegan');
  });

  it('takes an uploaded recipe photo, and removes it once it is replaced', async () => {
    const me = (await anna.get('/api/users/me')).json;
    const upload = await anna.post('/api/files/public-upload', {
      multipart: {
        fields: { user_id: String(me.id), category: 'recipe' },
        file: { data: await image() },
      },
    });
    expect(upload.status, upload.body).toBe(201);
    expect(upload.json).toMatch(/^recipe\/\d+\/[0-9a-f]+\.png$/);
    const created = await anna.post('/api/recipe/create', {
      json: { ...SOUP, image_url: upload.json },
    });
    expect(created.status, created.body).toBe(201);
    expect(created.json.image_url).toBe(upload.json);
    expect((await anna.get(`/api/files/serve/${upload.json}`)).status).toBe(200);

    const removed = await anna.put(`/api/recipe/${created.json.id}/update`, {
      json: { ...SOUP, image_url: null },
    });
    expect(removed.json.image_url).toBeNull();
    expect((await anna.get(`/api/files/serve/${upload.json}`)).status).toBe(404);
  });

  it('refuses an image the user did not upload, and another user’s upload', async () => {
    const bert = server.client();
    const bertId = (await bert.signup('bert')).id;
    const bertUpload = await bert.post('/api/files/public-upload', {
      multipart: {
        fields: { user_id: String(bertId), category: 'recipe' },
        file: { data: await image() },
      },
    });
    for (const image_url of [
      'recipes/1/illustration.svg',
      'https://example.org/x.png',
      bertUpload.json,
    ]) {
      const res = await anna.post('/api/recipe/create', { json: { ...SOUP, image_url } });
      expect(res.status, image_url).toBe(422);
      expect(res.json.detail).toEqual([
        {
          loc: ['body', 'image_url'],
          msg: 'Image not found: upload it first (POST /files/public-upload, category recipe)',
          type: 'value_error',
        },
      ]);
    }
    expect((await anna.get('/api/recipe/get_all')).json).toEqual([]);
  });

  it('validates at the edge with a precise detail per field', async () => {
    const res = await anna.post('/api/recipe/create', {
      json: {
        ...SOUP,
        title: '   ',
        servings: 0,
        ingredients: [{ quantity: -1, unit: 'g', name: '' }],
        steps: [],
      },
    });
    expect(res.status).toBe(422);
    expect(res.json.detail).toEqual([
      {
        loc: ['body', 'title'],
        msg: "String should match pattern '\\S'",
        type: 'string_pattern_mismatch',
      },
      {
        loc: ['body', 'servings'],
        msg: 'Input should be greater than or equal to 1',
        type: 'greater_than_equal',
      },
      {
        loc: ['body', 'ingredients', 0, 'quantity'],
        msg: 'Input should be greater than or equal to 0',
        type: 'greater_than_equal',
      },
      {
        loc: ['body', 'ingredients', 0, 'name'],
        msg: 'String should have at least 1 character',
        type: 'string_too_short',
      },
      {
        loc: ['body', 'ingredients', 0, 'name'],
        msg: "String should match pattern '\\S'",
        type: 'string_pattern_mismatch',
      },
      {
        loc: ['body', 'steps'],
        msg: 'List should have at least 1 items',
        type: 'too_short',
      },
    ]);
    const { title: _title, ...untitled } = SOUP;
    const missing = await anna.post('/api/recipe/create', { json: untitled });
    expect(missing.status).toBe(422);
    expect(missing.json.detail).toEqual([
      { loc: ['body', 'title'], msg: 'Field required', type: 'missing' },
    ]);
  });

  it("answers 404 for another user's recipe and changes nothing of it", async () => {
    const [id] = await saveRecipes(anna, 1, 'curry');
    const before = (await anna.get(`/api/recipe/${id}/get`)).json;
    const bert = server.client();
    await bert.signup('bert');
    const res = await bert.put(`/api/recipe/${id}/update`, { json: SOUP });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: 'Recipe not found' });
    expect((await bert.put('/api/recipe/999999/update', { json: SOUP })).status).toBe(404);
    expect((await anna.get(`/api/recipe/${id}/get`)).json).toEqual(before);
  });

  it('needs the XSRF header', async () => {
    expect((await anna.post('/api/recipe/create', { json: SOUP, xsrf: false })).status).toBe(403);
    expect((await anna.put('/api/recipe/1/update', { json: SOUP, xsrf: false })).status).toBe(403);
    expect((await anna.get('/api/recipe/get_all')).json).toEqual([]);
  });
});
