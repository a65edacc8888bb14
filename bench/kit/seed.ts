// Users and recipes for benches: sign-ups and generated recipes through the API (any server), and a
// library of thousands of saved recipes in one statement (the in-process app only: the one place a
// bench writes to the database directly).
import { HttpClient } from '#server/test/helpers/process.ts';
import type { App } from './app.ts';

/** A signed-in user: the client (cookies, XSRF) with who it is and its password. */
export class Cook extends HttpClient {
  constructor(
    base: string,
    readonly user: { id: number; username: string; email: string },
    readonly password: string,
  ) {
    super(base);
  }
}

/** Signs up (which signs in) a new user on the server at url. */
export async function signUp(
  url: string,
  username: string,
  password = 'bench-secret-123',
): Promise<Cook> {
  const client = new HttpClient(url);
  await client.request('POST', '/api/auth/signup', {
    json: { username, email: `${username}@example.com`, password },
    expect: [200, 201],
  });
  const me = await client.request('GET', '/api/users/me', { expect: 200 });
  const cook = new Cook(url, me.body as Cook['user'], password);
  cook.cookies = client.cookies;
  return cook;
}

/** Signs an existing user in again, with a fresh cookie jar. */
export async function signIn(url: string, username: string, password: string): Promise<HttpClient> {
  const client = new HttpClient(url);
  await client.request('POST', '/api/auth/login', { form: { username, password }, expect: 200 });
  return client;
}

/**
 * Generates recipe options for a prompt (with written ingredients; null: none) and saves `count` of
 * them (at most the options one generation gives: 3-4); returns the session and the saved recipe ids.
 */
export async function saveGeneratedRecipes(
  client: HttpClient,
  count: number,
  prompt = 'A quick weeknight dinner',
  writtenIngredients:
    string | null = 'chicken, rice, broccoli, garlic, onion, tomatoes, eggs, pasta',
): Promise<{ sessionId: number; ids: number[] }> {
  const generated = await client.request('POST', '/api/preparing/generate', {
    json: {
      prompt,
      ...(writtenIngredients === null ? {} : { written_ingredients: writtenIngredients }),
    },
    expect: [200, 201],
    timeoutMs: 120_000,
  });
  const sessionId = (generated.body as { preparing_session_id: number }).preparing_session_id;
  const options = await client.request('GET', `/api/preparing/${sessionId}/get_options`, {
    expect: 200,
  });
  const ids = (options.body as { id: number }[]).slice(0, count).map((option) => option.id);
  for (const id of ids)
    await client.request('POST', `/api/recipe/${id}/save`, { expect: [200, 201] });
  return { sessionId, ids };
}

const PROMPTS: [string, string][] = [
  ['A quick weeknight dinner', 'chicken, rice, broccoli, garlic, onion'],
  ['A warming soup', 'lentils, carrots, celery, cumin'],
  ['Something spicy', 'chickpeas, tomatoes, chili, spinach'],
  ['Pasta for two', 'spaghetti, mushrooms, cream, parmesan'],
  ['A fresh summer salad', 'cucumber, feta, tomatoes, olives'],
  ['Breakfast for a crowd', 'eggs, potatoes, peppers, bacon'],
];

/**
 * A library of `count` saved recipes through the API on any server: generations over a rotation of
 * prompts, every option saved (what the app itself stores: images, nutrition). Returns the ids in
 * the order saved.
 */
export async function generateLibrary(client: HttpClient, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; ids.length < count; i++) {
    const [prompt, ingredients] = PROMPTS[i % PROMPTS.length]!;
    const saved = await saveGeneratedRecipes(client, count - ids.length, prompt, ingredients);
    if (saved.ids.length === 0) throw new Error(`generating "${prompt}" gave no options`);
    ids.push(...saved.ids);
  }
  return ids;
}

/**
 * Adds `count` saved recipes of realistic size to a user of the in-process app, in one statement:
 * a title, a 150-character description, 10 ingredients, a time (not on every tenth), allergens (a
 * third with gluten, a quarter with milk, a fifth with egg, 1 in 13 with fish), and a cooked log for
 * every seventh recipe. Refreshes the planner statistics and empties the app's recipe cache.
 */
export async function seedLibrary(app: App, userId: number, count: number): Promise<void> {
  const db = app.server.database.db;
  const difficulties = ['easy', 'medium', 'hard'];
  const categories = ['vegan', 'vegetarian', 'beef', 'pork', 'chicken', 'lamb', 'fish', 'seafood'];
  const [before] = await db.query<{ max: number | null }>('SELECT max(id) AS max FROM recipes');
  await db.query(
    `INSERT INTO recipes (user_id, is_saved, title, description, total_time_minutes, difficulty,
                          food_category, ingredients, created_at, allergens)
     SELECT $1, true, 'Recipe ' || g || ' with ' || (ARRAY['lentils','rice','pasta','tofu','salmon'])[1 + g % 5],
            repeat('A warming weeknight dish. ', 6),
            CASE WHEN g % 10 = 0 THEN NULL ELSE 10 + g % 110 END,
            ($3::text[])[1 + g % 3], ($4::text[])[1 + g % 8],
            (SELECT jsonb_agg(jsonb_build_object('quantity', 50 * i, 'unit', 'g', 'name', 'ingredient ' || ((g + i) % 300)))
               FROM generate_series(1, 10) i),
            timestamptz '2025-01-01' + g * interval '1 minute',
            array_remove(ARRAY[CASE WHEN g % 3 = 0 THEN 'gluten' END, CASE WHEN g % 5 = 0 THEN 'egg' END,
                               CASE WHEN g % 13 = 0 THEN 'fish' END, CASE WHEN g % 4 = 0 THEN 'milk' END], NULL)
     FROM generate_series(1, $2::int) g`,
    [userId, count, difficulties, categories],
  );
  await db.query(
    `INSERT INTO cooked_log (user_id, recipe_id, cooked_at)
     SELECT user_id, id, timestamptz '2026-01-01' + id * interval '1 hour' FROM recipes
     WHERE user_id = $1 AND id % 7 = 0 AND id > $2`,
    [userId, before?.max ?? 0],
  );
  await db.query('ANALYZE');
  // Rows the app did not write: its caches must forget what they hold.
  app.app.sous.recipeCache.clear();
}
