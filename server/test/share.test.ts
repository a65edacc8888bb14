import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/database.ts';
import { saveRecipes } from './helpers/flows.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

const TOKEN_URL = /^http:\/\/[^/]+\/s\/([\w-]{22})$/;

/** The token of a share URL. */
function tokenOf(url: string): string {
  const match = TOKEN_URL.exec(url);
  if (!match) throw new Error(`not a share URL: ${url}`);
  return match[1]!;
}

/** The parsed JSON-LD of a page. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe.each(testBackends())('public share links (%s)', (backend) => {
  let server: TestServer;
  let anna: TestClient;
  let recipeId = 0;
  /** A browser without any cookie, as a friend opening the link. */
  const stranger = () => server.client();
  const page = (client: TestClient, path: string) => client.get(path, { contract: false });

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await server.reset();
    anna = server.client();
    await anna.signup('anna');
    recipeId = (await saveRecipes(anna, 1, 'curry'))[0]!;
  });

  it('is off at first; turning it on gives a 128-bit url-safe token, idempotent while on', async () => {
    expect((await anna.get(`/api/recipe/${recipeId}/share`)).json).toEqual({
      enabled: false,
      url: null,
    });
    const on = await anna.post(`/api/recipe/${recipeId}/share`);
    expect(on.status).toBe(200);
    expect(on.json.enabled).toBe(true);
    const token = tokenOf(on.json.url);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect((await anna.post(`/api/recipe/${recipeId}/share`)).json.url).toBe(on.json.url);
    expect((await anna.get(`/api/recipe/${recipeId}/share`)).json).toEqual(on.json);
  });

  it('gives every recipe its own random token', async () => {
    const ids = await saveRecipes(anna, 3, 'soup');
    const tokens = new Set<string>();
    for (const id of ids)
      tokens.add(tokenOf((await anna.post(`/api/recipe/${id}/share`)).json.url));
    expect(tokens.size).toBe(3);
  });

  it('revoke makes the old URL 404; sharing again gives a new token', async () => {
    const first = (await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string;
    const path = new URL(first).pathname;
    expect((await page(stranger(), path)).status).toBe(200);
    const off = await anna.delete(`/api/recipe/${recipeId}/share`);
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ enabled: false, url: null });
    const gone = await page(stranger(), path);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain('<h1>Recipe not found</h1>');
    expect((await page(stranger(), `${path}/image`)).status).toBe(404);
    expect((await anna.delete(`/api/recipe/${recipeId}/share`)).status).toBe(200);
    const second = (await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string;
    expect(second).not.toBe(first);
    expect((await page(stranger(), path)).status).toBe(404);
    expect((await page(stranger(), new URL(second).pathname)).status).toBe(200);
  });

  it('answers 404 for unknown and malformed tokens without a cookie', async () => {
    for (const path of ['/s/AAAAAAAAAAAAAAAAAAAAAA', '/s/short', '/s/%3Cscript%3E', '/s/x/image']) {
      const res = await page(stranger(), path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('Recipe not found');
      expect(res.setCookies, path).toEqual([]);
    }
  });

  it('refuses the share endpoints without the XSRF header and without a session', async () => {
    expect((await anna.post(`/api/recipe/${recipeId}/share`, { xsrf: false })).status).toBe(403);
    expect((await anna.get(`/api/recipe/${recipeId}/share`)).json.enabled).toBe(false);
    await anna.post(`/api/recipe/${recipeId}/share`);
    expect((await anna.delete(`/api/recipe/${recipeId}/share`, { xsrf: false })).status).toBe(403);
    expect((await anna.get(`/api/recipe/${recipeId}/share`)).json.enabled).toBe(true);
    const guest = stranger();
    await guest.prime();
    expect((await guest.get(`/api/recipe/${recipeId}/share`)).status).toBe(401);
    expect((await guest.post(`/api/recipe/${recipeId}/share`)).status).toBe(401);
    expect((await guest.delete(`/api/recipe/${recipeId}/share`)).status).toBe(401);
    expect((await anna.get(`/api/recipe/999999/share`)).status).toBe(404);
  });

  it('renders the page for a stranger: title, scaled ingredients, steps, nutrition, JSON-LD, Open Graph', async () => {
    const detail = (await anna.get(`/api/recipe/${recipeId}/get`)).json;
    await server.database.db.query('INSERT INTO instructions (recipe_id, steps) VALUES ($1, $2)', [
      recipeId,
      JSON.stringify([
        {
          heading: 'Fry',
          description: 'Fry the onions for 5 minutes.',
          animation: 'sauteing.json',
          timer: 300,
        },
      ]),
    ]);
    const url = (await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string;
    const path = new URL(url).pathname;
    const res = await page(stranger(), path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(String(res.headers['content-security-policy'])).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; img-src 'self' https: data:/,
    );
    expect(res.setCookies).toEqual([]);
    const html = res.body;
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(html).toContain(`<h1>${detail.title}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta property="og:title" content="${detail.title}">`);
    expect(html).toContain(`<meta property="og:image" content="${url}/image">`);
    expect(html).toContain(`<img class="hero" src="${path}/image" alt="${detail.title}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<output aria-live="polite">4 servings</output>');
    const first = detail.ingredients[0] as { quantity: number; unit: string; name: string };
    expect(html).toContain(
      `<span class="amount">${first.quantity} ${first.unit}</span> ${first.name}`,
    );
    expect(html).toContain('<li><strong>Fry</strong>Fry the onions for 5 minutes.</li>');
    expect(html).toContain('<caption>Nutrition Facts</caption>');
    expect(html).toContain(`Calories ${Math.round(detail.nutrition.calories.amount)}`);

    const ld = jsonLdOf(html);
    expect(ld['@type']).toBe('Recipe');
    expect(ld.name).toBe(detail.title);
    expect(ld.url).toBe(url);
    expect(ld.image).toBe(`${url}/image`);
    expect(ld.recipeIngredient).toHaveLength(detail.ingredients.length);
    expect((ld.recipeIngredient as string[])[0]).toBe(
      `${first.quantity} ${first.unit} ${first.name}`,
    );
    expect(ld.recipeInstructions).toEqual([
      { '@type': 'HowToStep', name: 'Fry', text: 'Fry the onions for 5 minutes.' },
    ]);

    // Double the servings: every amount doubles (?servings=8 is what the + link leads to at 7).
    const doubled = (await page(stranger(), `${path}?servings=8`)).body;
    expect(doubled).toContain('<output aria-live="polite">8 servings</output>');
    expect(doubled).toContain(`<span class="amount">${first.quantity * 2} ${first.unit}</span>`);
    expect(doubled).toContain('href="?servings=7"');
    expect(doubled).toContain('href="?servings=9"');
    // Out of range or junk: the recipe's own servings.
    for (const junk of ['0', '100', 'abc', '2.5'])
      expect((await page(stranger(), `${path}?servings=${junk}`)).body).toContain(
        '4 servings</output>',
      );
  });

  it("speaks the owner's language: German words, lang=de and decimal commas when they chose Deutsch", async () => {
    const url = (await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string;
    const path = new URL(url).pathname;
    const english = (await page(stranger(), path)).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h2 id="ingredients">Ingredients</h2>');

    const me = (await anna.get('/api/users/me')).json as { id: number };
    expect((await anna.put(`/api/users/${me.id}`, { json: { language: 'de' } })).status).toBe(200);
    const german = (await page(stranger(), `${path}?servings=3`)).body;
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<h2 id="ingredients">Zutaten</h2>');
    expect(german).toContain('<output aria-live="polite">3 Portionen</output>');
    expect(german).toContain('aria-label="Weniger Portionen"');
    expect(german).toContain('<h2 id="nutrition">Nährwerte pro Portion</h2>');
    expect(german).toContain('<caption>Nährwertangaben</caption>');
    expect(german).toContain(
      '<footer>Geteilt mit Sous, deinem Kochbegleiter. Nur zum Lesen.</footer>',
    );
    expect(german).not.toContain('Fewer servings');
    expect(german).not.toContain('Nutrition Facts');
    // 3 of 4 servings: an amount like 0.75 reads 0,75.
    const detail = (await anna.get(`/api/recipe/${recipeId}/get`)).json as {
      ingredients: { quantity: number | null }[];
    };
    const odd = detail.ingredients.find(
      (i) => i.quantity !== null && !Number.isInteger((i.quantity * 3) / 4),
    );
    if (odd) expect(german).toMatch(/<span class="amount">\d+,\d+/);

    // An unknown link: the visitor's browser language decides.
    const missing = await stranger().get('/s/AAAAAAAAAAAAAAAAAAAAAA', {
      contract: false,
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<h1>Rezept nicht gefunden</h1>');
  });

  it('escapes HTML everywhere and the JSON-LD cannot close its script', async () => {
    const evil = '</script><script>alert(1)</script> "quoted" & \'single\'';
    await server.database.db.query(
      'UPDATE recipes SET title = $1, description = $1 WHERE id = $2',
      [evil, recipeId],
    );
    server.app.sous.recipeCache.clear();
    const url = (await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string;
    const html = (await page(stranger(), new URL(url).pathname)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"quoted"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(
      '<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;</h1>',
    );
    expect(jsonLdOf(html).name).toBe(evil);
  });

  it("shows nothing of the owner's: no name, email, ids, collections or file keys", async () => {
    const me = (await anna.get('/api/users/me')).json;
    await anna.post('/api/collection/create', { json: { name: 'Secret Stash', description: 'x' } });
    const detail = (await anna.get(`/api/recipe/${recipeId}/get`)).json;
    const url = (await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string;
    const html = (await page(stranger(), new URL(url).pathname)).body;
    expect(html).not.toContain('anna');
    expect(html).not.toContain(me.email);
    expect(html).not.toContain('Secret Stash');
    expect(html).not.toContain(detail.image_url);
    expect(html).not.toContain(`recipes/${me.id}/`);
    expect(html).not.toMatch(new RegExp(`\\b(id|user_id)\\W+${recipeId}\\b`));
  });

  it('serves the image through the token only, and only that image', async () => {
    const detail = (await anna.get(`/api/recipe/${recipeId}/get`)).json;
    const url = (await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string;
    const image = await page(stranger(), `${new URL(url).pathname}/image`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(String(image.headers['content-security-policy'])).toContain('sandbox');
    const stored = await page(stranger(), `/api/files/serve/${detail.image_url}`);
    expect(image.raw.equals(stored.raw)).toBe(true);
    // The file route stays as it was; the token opens no other file (a shared recipe's image only).
    const other = (await saveRecipes(anna, 2, 'soup'))[1]!;
    const otherKey = (await anna.get(`/api/recipe/${other}/get`)).json.image_url as string;
    expect(otherKey).not.toBe(detail.image_url);
    expect(
      (await page(stranger(), `${new URL(url).pathname}/image?key=${otherKey}`)).raw.equals(
        stored.raw,
      ),
    ).toBe(true);
  });

  it("another user's recipe is 404 on every share endpoint and stays unshared", async () => {
    const bert = server.client();
    await bert.signup('bert');
    expect((await bert.get(`/api/recipe/${recipeId}/share`)).status).toBe(404);
    expect((await bert.post(`/api/recipe/${recipeId}/share`)).status).toBe(404);
    expect((await bert.delete(`/api/recipe/${recipeId}/share`)).status).toBe(404);
    expect((await anna.get(`/api/recipe/${recipeId}/share`)).json.enabled).toBe(false);
    const url = (await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string;
    expect((await bert.delete(`/api/recipe/${recipeId}/share`)).status).toBe(404);
    expect((await anna.get(`/api/recipe/${recipeId}/share`)).json.url).toBe(url);
  });

  it('deleting the recipe ends the share', async () => {
    const url = (await anna.post(`/api/recipe/${recipeId}/share`)).json.url as string;
    await anna.delete(`/api/recipe/${recipeId}/delete`);
    expect((await page(stranger(), new URL(url).pathname)).status).toBe(404);
  });
});
