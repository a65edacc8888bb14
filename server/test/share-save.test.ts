import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { saveRecipes } from './helpers/flows.ts';
import { image } from './helpers/images.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

const SOUP = {
  title: 'Chili Lentil Soup',
  description: 'Warming.',
  servings: 2,
  total_time_minutes: 30,
  difficulty: 'easy',
  image_url: null,
  ingredients: [
    { quantity: 200, unit: 'g', name: 'red lentils' },
    { quantity: 0.25, unit: 'tsp', name: 'chili flakes' },
    { quantity: 1, unit: 'cup', name: 'milk' },
  ],
  steps: [
    { text: 'Simmer 200 g red lentils for 20 minutes.', timer: 1200 },
    { text: 'Stir in the milk and serve.', timer: null },
  ],
};

/** The token of a share URL ("http://host/s/{token}"). */
const tokenOf = (url: string) => new URL(url).pathname.slice('/s/'.length);

describe.each(testBackends())('"Save to my Sous": a copy of a shared recipe (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let bert: TestClient;
  let recipeId = 0;
  let token = '';

  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_IMPORT: '3' });
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    await anna.signup('anna');
    bert = server.client();
    await bert.signup('bert');
    const created = await anna.post('/api/recipe/create', { json: SOUP });
    expect(created.status).toBe(201);
    recipeId = created.json.id as number;
    token = tokenOf((await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string);
  });

  it("copies the recipe into the visitor's library: their own, checked like a written recipe", async () => {
    const saved = await bert.post(`/api/shared/${token}/save`);
    expect(saved.status).toBe(201);
    expect(saved.json).toEqual({
      recipe_id: expect.any(Number),
      title: SOUP.title,
      already_yours: false,
    });
    const copyId = saved.json.recipe_id as number;
    expect(copyId).not.toBe(recipeId);

    const copy = (await bert.get(`/api/recipe/${copyId}/get`)).json;
    expect(copy.title).toBe(SOUP.title);
    expect(copy.baseServings).toBe(2);
    expect(copy.total_time_minutes).toBe(30);
    expect(copy.is_saved).toBe(true);
    expect(copy.image_url).toBeNull();
    expect(copy.ingredients).toEqual(SOUP.ingredients);
    // Allergens computed again by the create path: milk.
    expect(copy.allergens).toContain('milk');
    const steps = (await bert.get(`/api/instruction/${copyId}`)).json;
    expect(steps.map((s: { description: string }) => s.description)).toEqual(
      SOUP.steps.map((s) => s.text),
    );
    expect((await bert.get('/api/recipe/get_all')).json.map((r: { id: number }) => r.id)).toEqual([
      copyId,
    ]);

    // The copy is bert's alone: anna cannot read it, and her recipe is unchanged and still hers.
    expect((await anna.get(`/api/recipe/${copyId}/get`)).status).toBe(404);
    expect((await anna.get('/api/recipe/get_all')).json.map((r: { id: number }) => r.id)).toEqual([
      recipeId,
    ]);
    // Editing the copy leaves the shared recipe alone.
    expect(
      (
        await bert.put(`/api/recipe/${copyId}/update`, {
          json: { ...SOUP, title: "Bert's soup" },
        })
      ).status,
    ).toBe(200);
    expect((await anna.get(`/api/recipe/${recipeId}/get`)).json.title).toBe(SOUP.title);
  });

  it("copies the owner's photo into the visitor's own files: a new key of theirs, kept when the owner deletes", async () => {
    const annaId = (await anna.get('/api/users/me')).json.id as number;
    const bertId = (await bert.get('/api/users/me')).json.id as number;
    const bytes = await image('jpeg');
    const upload = await anna.post('/api/files/public-upload', {
      multipart: { fields: { user_id: String(annaId), category: 'recipe' }, file: { data: bytes } },
    });
    expect(upload.status, upload.body).toBe(201);
    const photo = upload.json as string;
    expect(
      (await anna.put(`/api/recipe/${recipeId}/update`, { json: { ...SOUP, image_url: photo } }))
        .status,
    ).toBe(200);

    const saved = await bert.post(`/api/shared/${token}/save`);
    expect(saved.status, saved.body).toBe(201);
    const copy = (await bert.get(`/api/recipe/${saved.json.recipe_id}/get`)).json;
    // Bert's own upload, never a reference to Anna's file.
    expect(copy.image_url).toMatch(new RegExp(`^recipe/${bertId}/[0-9a-f]{32}\\.jpg$`));
    expect(copy.image_url).not.toBe(photo);
    const served = await bert.get(`/api/files/serve/${copy.image_url}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.raw.equals(bytes)).toBe(true);
    // Counted against Bert's storage: the copy is a file of his.
    const bertFiles = await server.database.db.query<{ user_id: number; size: number }>(
      'SELECT user_id, size FROM stored_files WHERE key = $1',
      [copy.image_url],
    );
    expect(bertFiles).toEqual([{ user_id: bertId, size: bytes.length }]);

    // Anna deletes her recipe (and her photo goes): Bert's copy keeps its picture.
    expect((await anna.delete(`/api/recipe/${recipeId}/delete`)).status).toBe(200);
    expect((await anna.put(`/api/recipe/${recipeId}/update`, { json: SOUP })).status).toBe(404);
    const after = (await bert.get(`/api/recipe/${saved.json.recipe_id}/get`)).json;
    expect(after.image_url).toBe(copy.image_url);
    expect((await bert.get(`/api/files/serve/${copy.image_url}`)).raw.equals(bytes)).toBe(true);
    // Anna cannot reach Bert's copy.
    expect((await anna.get(`/api/recipe/${saved.json.recipe_id}/get`)).status).toBe(404);
  });

  it("copies a generated recipe's illustration the same way", async () => {
    const bertId = (await bert.get('/api/users/me')).json.id as number;
    const [generated] = await saveRecipes(anna, 1, 'curry');
    const original = (await anna.get(`/api/recipe/${generated}/get`)).json;
    expect(original.image_url).toMatch(/^recipes\/\d+\/[0-9a-f]+\.svg$/);
    await anna.post('/api/instruction/generate', { json: { recipe_id: generated } });
    await server.app.sous.worker.drain();
    expect((await anna.get(`/api/instruction/${generated}`)).status).toBe(200);
    const shared = tokenOf((await anna.post(`/api/recipe/${generated}/share`)).json.url as string);
    const saved = await bert.post(`/api/shared/${shared}/save`);
    expect(saved.status, saved.body).toBe(201);
    const copy = (await bert.get(`/api/recipe/${saved.json.recipe_id}/get`)).json;
    expect(copy.image_url).toMatch(new RegExp(`^recipe/${bertId}/[0-9a-f]{32}\\.svg$`));
    const svg = (await anna.get(`/api/files/serve/${original.image_url}`)).raw;
    expect((await bert.get(`/api/files/serve/${copy.image_url}`)).raw.equals(svg)).toBe(true);
    expect((await anna.delete(`/api/recipe/${generated}/delete`)).status).toBe(200);
    expect((await anna.get(`/api/files/serve/${original.image_url}`)).status).toBe(404);
    expect((await bert.get(`/api/files/serve/${copy.image_url}`)).status).toBe(200);
  });

  it('says the recipe is already yours when the owner saves their own share (nothing copied)', async () => {
    const saved = await anna.post(`/api/shared/${token}/save`);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ recipe_id: recipeId, title: SOUP.title, already_yours: true });
    expect((await anna.get('/api/recipe/get_all')).json).toHaveLength(1);
  });

  it('answers 404 for a revoked, unknown or other token, and nothing is saved', async () => {
    expect((await anna.delete(`/api/recipe/${recipeId}/share`)).status).toBe(200);
    expect((await bert.post(`/api/shared/${token}/save`)).status).toBe(404);
    expect((await bert.post('/api/shared/AAAAAAAAAAAAAAAAAAAAAA/save')).status).toBe(404);
    expect((await bert.post('/api/shared/short/save')).status).toBe(422);
    expect((await bert.get('/api/recipe/get_all')).json).toEqual([]);
  });

  it('needs a session and the XSRF header', async () => {
    expect((await bert.post(`/api/shared/${token}/save`, { xsrf: false })).status).toBe(403);
    const guest = server.client();
    await guest.prime();
    expect((await guest.post(`/api/shared/${token}/save`)).status).toBe(401);
    expect((await bert.get('/api/recipe/get_all')).json).toEqual([]);
  });

  it('answers 409 while the shared recipe has no steps yet', async () => {
    const [generated] = await saveRecipes(anna, 1, 'curry');
    const waiting = tokenOf((await anna.post(`/api/recipe/${generated}/share`)).json.url as string);
    const res = await bert.post(`/api/shared/${waiting}/save`);
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe('Instructions are not ready yet');
  });

  it('counts against the import budget (429 with Retry-After beyond it)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await bert.post(`/api/shared/${token}/save`)).status).toBe(201);
    const limited = await bert.post(`/api/shared/${token}/save`);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await bert.get('/api/recipe/get_all')).json).toHaveLength(3);
  });
});

describe.each(testBackends())(
  'the share page: allergens, scaled steps, save link (%s)',
  (backend) => {
    let server: TestServer;
    let anna: TestClient;
    let path = '';
    const page = (client: TestClient, at: string) => client.get(at, { contract: false });

    beforeAll(async () => {
      server = await startTestServer(backend);
    });
    afterAll(async () => server?.close());
    beforeEach(async () => {
      await server.reset();
      anna = server.client();
      await anna.signup('anna');
      const created = await anna.post('/api/recipe/create', { json: SOUP });
      const url = (await anna.post(`/api/recipe/${created.json.id}/share`)).json.url as string;
      path = new URL(url).pathname;
    });

    it('shows the allergen line like the recipe view, and in German for a German owner', async () => {
      const html = (await page(server.client(), path)).body;
      expect(html).toContain('<p class="allergens">⚠ Contains: milk · check labels</p>');
      const me = (await anna.get('/api/users/me')).json as { id: number };
      await anna.put(`/api/users/${me.id}`, { json: { language: 'de' } });
      expect((await page(server.client(), path)).body).toContain(
        '<p class="allergens">⚠ Enthält: Milch · Etiketten prüfen</p>',
      );
    });

    it('scales the amounts inside the steps with the servings; other numbers stay', async () => {
      const base = (await page(server.client(), path)).body;
      expect(base).toContain('Simmer 200 g red lentils for 20 minutes.');
      const doubled = (await page(server.client(), `${path}?servings=4`)).body;
      expect(doubled).toContain('Simmer 400 g red lentils for 20 minutes.');
      expect(doubled).not.toContain('Amounts in the steps are for');
      const one = (await page(server.client(), `${path}?servings=1`)).body;
      expect(one).toContain('Simmer 100 g red lentils for 20 minutes.');
    });

    it('rounds to Kitchen amounts like the recipe view when the visitor chooses them (a link), exact by default', async () => {
      const exact = (await page(server.client(), `${path}?servings=5`)).body;
      expect(exact).toContain('<li><span class="amount">0.63 tsp</span> chili flakes</li>');
      expect(exact).toContain('<li><span class="amount">2.5 cup</span> milk</li>');
      expect(exact).toContain('Simmer 500 g red lentils for 20 minutes.');
      expect(exact).toContain('<a aria-current="true">Exact amounts</a>');
      expect(exact).toContain(
        '<a href="?servings=5&amp;amounts=kitchen" rel="nofollow">Kitchen amounts</a>',
      );
      const kitchen = (await page(server.client(), `${path}?servings=5&amounts=kitchen`)).body;
      // The recipe view's Kitchen amounts: 1/8 tsp steps, fractions for cups.
      expect(kitchen).toContain('<li><span class="amount">5/8 tsp</span> chili flakes</li>');
      expect(kitchen).toContain('<li><span class="amount">2 1/2 cup</span> milk</li>');
      expect(kitchen).toContain('<li><span class="amount">500 g</span> red lentils</li>');
      expect(kitchen).toContain('<a aria-current="true">Kitchen amounts</a>');
      // The servings stepper keeps the choice.
      expect(kitchen).toContain('href="?servings=6&amp;amounts=kitchen"');
      expect(kitchen).toContain('href="?servings=4&amp;amounts=kitchen"');
      const me = (await anna.get('/api/users/me')).json as { id: number };
      await anna.put(`/api/users/${me.id}`, { json: { language: 'de' } });
      const german = (await page(server.client(), `${path}?servings=3&amounts=kitchen`)).body;
      expect(german).toContain('<li><span class="amount">3/8 tsp</span> chili flakes</li>');
      expect(german).toContain('<a aria-current="true">Küchenmaße</a>');
      expect((await page(server.client(), `${path}?servings=3`)).body).toContain(
        '<li><span class="amount">0,38 tsp</span> chili flakes</li>',
      );
    });

    it('offers "Save to my Sous" to a signed-in visitor and "Sign in to save" to others, both to the app page', async () => {
      const token = path.slice('/s/'.length);
      const stranger = await page(server.client(), path);
      expect(stranger.body).toContain(
        `<div class="save"><a href="/app/shared/${token}" rel="nofollow">Sign in to save</a>`,
      );
      expect(stranger.setCookies).toEqual([]);
      expect(stranger.headers.vary).toBe('Accept-Language, Cookie');
      const bert = server.client();
      await bert.signup('bert');
      expect((await page(bert, path)).body).toContain(
        `<div class="save"><a href="/app/shared/${token}" rel="nofollow">Save to my Sous</a>`,
      );
    });
  },
);
