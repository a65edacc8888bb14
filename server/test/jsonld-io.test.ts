import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/** A page as recipe sites publish it: @graph, HowToSection, ISO-8601 durations. */
const SOUP = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'Soups' },
    {
      '@type': 'Recipe',
      name: 'Lemon Chickpea Soup',
      description: 'Bright &amp; quick.',
      image: ['https://images.example.com/soup.jpg'],
      recipeYield: '2 servings',
      prepTime: 'PT10M',
      cookTime: 'PT1H5M',
      recipeIngredient: [
        '400 g chickpeas',
        '1 1/2 cups vegetable broth',
        '2 tbsp olive oil',
        '1 lemon',
        'salt',
      ],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Prep',
          itemListElement: [{ '@type': 'HowToStep', text: 'Chop the onion finely.' }],
        },
        {
          '@type': 'HowToSection',
          name: 'Cook',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Simmer the chickpeas in the broth for 20 minutes.' },
            { '@type': 'HowToStep', text: 'Stir in the lemon juice and serve.' },
          ],
        },
      ],
    },
  ],
};

const recipe = (name: string, ingredients: string[], steps: string[], totalTime = 'PT25M') => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  totalTime,
  recipeYield: '4',
  recipeIngredient: ingredients,
  recipeInstructions: steps.join('\n'),
});

const THREE = [
  recipe('Tomato Pasta', ['200 g spaghetti', '400 g tomatoes'], ['Boil the pasta for 9 minutes.']),
  recipe('Egg Fried Rice', ['300 g rice', '2 eggs'], ['Fry the rice.', 'Add the eggs.'], 'PT15M'),
  recipe('Green Salad', ['1 cucumber', '100 g lettuce'], ['Toss everything.'], 'PT5M'),
];

const page = (jsonLd: unknown) =>
  `<!doctype html><html><head><title>Soup</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body>Soup</body></html>`;

/** One 422 item's type and message. */
function failureOf(res: { status: number; json: { detail: { type: string; msg: string }[] } }) {
  expect(res.status).toBe(422);
  return [res.json.detail[0]!.type, res.json.detail[0]!.msg];
}

describe.each(testBackends())('JSON-LD export and import (%s)', (backend) => {
  let server: TestServer;
  let site: http.Server;
  let port = 0;
  let anna: TestClient;

  beforeAll(async () => {
    site = http.createServer((request, response) => {
      if (request.url === '/soup.html') {
        response.setHeader('content-type', 'text/html');
        response.end(page(SOUP));
      } else if (request.url === '/plain.html') {
        response.end('<html><body>No recipe here</body></html>');
      } else if (request.url === '/huge.html') {
        response.end('x'.repeat(20_000));
      } else if (request.url === '/slow.html') {
        setTimeout(() => response.end(page(SOUP)), 1500);
      } else if (request.url === '/to-metadata') {
        response.statusCode = 302;
        response.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
        response.end();
      } else {
        response.statusCode = 404;
        response.end('gone');
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
    server = await startTestServer(
      backend,
      { RATE_LIMIT_IMPORT: '20' },
      // The one way past the guard: this exact host:port, with small caps to test them quickly.
      {
        importFetchForTests: {
          allowHostsForTests: [`127.0.0.1:${port}`],
          maxBytes: 10_000,
          timeoutMs: 500,
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => site?.close(resolve));
  });
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    await anna.signup('anna');
  });

  const importJson = (client: TestClient, json: unknown) =>
    client.post('/api/recipe/import', { json });

  it('imports a pasted block with @graph and HowToSection into the library, steps and durations read', async () => {
    const res = await importJson(anna, { jsonld: JSON.stringify(SOUP) });
    expect(res.status, res.body).toBe(201);
    expect(res.json.recipes).toHaveLength(1);
    const summary = res.json.recipes[0];
    expect(summary).toMatchObject({
      title: 'Lemon Chickpea Soup',
      description: 'Bright & quick.',
      image_url: 'https://images.example.com/soup.jpg',
      total_time_minutes: 75,
      difficulty: 'medium',
      food_category: 'vegan',
    });
    const detail = (await anna.get(`/api/recipe/${summary.id}/get`)).json;
    expect(detail.is_saved).toBe(true);
    expect(detail.baseServings).toBe(2);
    expect(detail.ingredients).toEqual([
      { quantity: 400, unit: 'g', name: 'chickpeas' },
      { quantity: 1.5, unit: 'cup', name: 'vegetable broth' },
      { quantity: 2, unit: 'tbsp', name: 'olive oil' },
      { quantity: 1, unit: '', name: 'lemon' },
      { quantity: null, unit: '', name: 'salt' },
    ]);
    expect(detail.nutrition.calories.amount).toBeGreaterThan(100);
    const steps = (await anna.get(`/api/instruction/${summary.id}`)).json;
    expect(steps).toEqual([
      {
        heading: 'Chop the onion finely',
        description: 'Chop the onion finely.',
        animation: 'chopping.json',
        timer: null,
      },
      {
        heading: 'Simmer the chickpeas in the broth for 20 minutes',
        description: 'Simmer the chickpeas in the broth for 20 minutes.',
        animation: 'simmering.json',
        timer: 1200,
      },
      {
        heading: 'Stir in the lemon juice and serve',
        description: 'Stir in the lemon juice and serve.',
        animation: 'plating.json',
        timer: null,
      },
    ]);
    const all = (await anna.get('/api/recipe/list')).json.items as { id: number }[];
    expect(all.map((r) => r.id)).toEqual([summary.id]);
  });

  it('exports one recipe as a JSON-LD download named after the title', async () => {
    const id = (await importJson(anna, { jsonld: JSON.stringify(SOUP) })).json.recipes[0].id;
    const res = await anna.get(`/api/recipe/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="lemon-chickpea-soup.jsonld"',
    );
    expect(res.json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Lemon Chickpea Soup',
      description: 'Bright & quick.',
      image: 'https://images.example.com/soup.jpg',
      totalTime: 'PT1H15M',
      recipeYield: '2 servings',
      recipeCategory: 'vegan',
      recipeIngredient: [
        '400 g chickpeas',
        '1.5 cup vegetable broth',
        '2 tbsp olive oil',
        '1 lemon',
        'salt',
      ],
    });
    expect(res.json.recipeInstructions[1]).toEqual({
      '@type': 'HowToStep',
      name: 'Simmer the chickpeas in the broth for 20 minutes',
      text: 'Simmer the chickpeas in the broth for 20 minutes.',
    });
    expect((await anna.get('/api/recipe/999999/export')).status).toBe(404);
  });

  it('imports every recipe of a file; the library export round-trips through import', async () => {
    const file = await anna.post('/api/recipe/import', {
      multipart: {
        file: {
          data: Buffer.from(JSON.stringify(THREE)),
          filename: 'three.jsonld',
          contentType: 'application/ld+json',
        },
      },
    });
    expect(file.status, file.body).toBe(201);
    expect(file.json.recipes.map((r: { title: string }) => r.title)).toEqual([
      'Tomato Pasta',
      'Egg Fried Rice',
      'Green Salad',
    ]);
    const exported = await anna.get('/api/recipe/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="sous-library.jsonld"',
    );
    expect(exported.json).toHaveLength(3);
    expect(exported.json.map((r: { name: string }) => r.name)).toEqual([
      'Tomato Pasta',
      'Egg Fried Rice',
      'Green Salad',
    ]);

    const bert = server.client();
    await bert.signup('bert');
    expect((await bert.get('/api/recipe/export')).json).toEqual([]);
    const again = await importJson(bert, { jsonld: exported.body });
    expect(again.status, again.body).toBe(201);
    const ids = again.json.recipes.map((r: { id: number }) => r.id) as number[];
    expect(ids).toHaveLength(3);
    const reexported = (await bert.get('/api/recipe/export')).json;
    expect(reexported).toEqual(exported.json);
    const rice = (await bert.get(`/api/recipe/${ids[1]}/get`)).json;
    expect(rice.ingredients).toEqual([
      { quantity: 300, unit: 'g', name: 'rice' },
      { quantity: 2, unit: '', name: 'eggs' },
    ]);
    expect(rice.total_time_minutes).toBe(15);
    expect(rice.allergens).toEqual(['egg']);
  });

  it('answers precise 422s for invalid JSON, no recipe, too large and a malformed body', async () => {
    expect(failureOf(await importJson(anna, { jsonld: '{"@type": "Recipe",' }))).toEqual([
      'import_invalid_json',
      'The text is not valid JSON.',
    ]);
    expect(failureOf(await importJson(anna, { jsonld: '<html><p>Hello</p></html>' }))).toEqual([
      'import_no_recipe',
      'No schema.org recipe was found.',
    ]);
    expect(failureOf(await importJson(anna, { jsonld: '{"@type": "Recipe"}' }))).toEqual([
      'import_no_recipe',
      'No schema.org recipe was found.',
    ]);
    const big = await anna.post('/api/recipe/import', {
      multipart: { file: { data: Buffer.alloc(2 * 1024 * 1024 + 1, 32), filename: 'big.json' } },
    });
    expect(failureOf(big)).toEqual(['import_too_large', 'The source is larger than 2 MiB.']);
    expect(big.json.detail[0].loc).toEqual(['body', 'file']);
    expect((await importJson(anna, {})).status).toBe(422);
    expect((await importJson(anna, { jsonld: 'x', url: 'https://example.com/' })).status).toBe(422);
    expect((await importJson(anna, { jsonld: 5 })).status).toBe(422);
    expect((await anna.get('/api/recipe/list')).json.items).toEqual([]);
  });

  it('fetches a page through the guard; refuses loopback, private and link-local addresses', async () => {
    const ok = await importJson(anna, { url: `http://127.0.0.1:${port}/soup.html` });
    expect(ok.status, ok.body).toBe(201);
    expect(ok.json.recipes[0].title).toBe('Lemon Chickpea Soup');

    const notAllowed = [
      `http://localhost:${port}/soup.html`,
      `http://127.0.0.1:${port + 1}/soup.html`,
      'http://[::1]/',
      'http://10.0.0.8/recipe',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://127.0.0.1:${port}/to-metadata`,
    ];
    for (const url of notAllowed) {
      const res = await importJson(anna, { url });
      expect(failureOf(res), url).toEqual([
        'import_address_not_allowed',
        'This address cannot be imported from (private or local network).',
      ]);
      expect(res.json.detail[0].loc).toEqual(['body', 'url']);
    }
    expect(failureOf(await importJson(anna, { url: 'file:///etc/passwd' }))).toEqual([
      'import_invalid_url',
      'Only http and https addresses can be imported.',
    ]);
  });

  it('reports fetch failures, time-outs, large pages and pages without a recipe', async () => {
    const at = (path: string) => importJson(anna, { url: `http://127.0.0.1:${port}${path}` });
    expect(failureOf(await at('/missing'))).toEqual([
      'import_fetch_failed',
      'The page could not be fetched.',
    ]);
    expect(failureOf(await at('/slow.html'))).toEqual([
      'import_timeout',
      'The page took longer than 8 seconds to answer.',
    ]);
    expect(failureOf(await at('/huge.html'))).toEqual([
      'import_too_large',
      'The source is larger than 2 MiB.',
    ]);
    expect(failureOf(await at('/plain.html'))).toEqual([
      'import_no_recipe',
      'No schema.org recipe was found.',
    ]);
  });

  it('limits imports per user per minute (429 with Retry-After), counted per user', async () => {
    for (let i = 0; i < 20; i++) expect((await importJson(anna, { jsonld: '[' })).status).toBe(422);
    const limited = await importJson(anna, { jsonld: JSON.stringify(SOUP) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const bert = server.client();
    await bert.signup('bert');
    expect((await importJson(bert, { jsonld: JSON.stringify(SOUP) })).status).toBe(201);
    server.clock.advance(61_000);
    expect((await importJson(anna, { jsonld: JSON.stringify(SOUP) })).status).toBe(201);
  });

  it("keeps another user's recipes out of reach: export answers 404", async () => {
    const id = (await importJson(anna, { jsonld: JSON.stringify(SOUP) })).json.recipes[0].id;
    const bert = server.client();
    await bert.signup('bert');
    expect((await bert.get(`/api/recipe/${id}/export`)).status).toBe(404);
    expect((await bert.get('/api/recipe/export')).json).toEqual([]);
    expect(
      (await anna.post('/api/recipe/import', { json: { jsonld: '[]' }, xsrf: false })).status,
    ).toBe(403);
  });
});
