// npm run bench:shopping — the shopping list's API (issue 30 item 5) over real HTTP on PGlite, for a
// user with 10,000 saved recipes (ten catalogue ingredient lines each: grams, spoons, pieces) and a year
// of plan entries (breakfast, lunch and dinner a recipe every day: 1,092 entries).
// - POST /shopping-list/plan for one week (21 recipe entries) onto an empty list, each week of the
//   year in turn (the list emptied between runs, untimed). Target p50 <= 30 ms.
// - GET /shopping-list with the list of four such weeks and lines by hand: 200 lines. Target p50 <= 10 ms.
// BENCH_RUNS=300 by default (the build: at most 100); smoke mode: 100 recipes, 20 runs.
import {
  envNumber,
  percentile,
  seedLibrary,
  signUp,
  SMOKE,
  startApp,
  verdict,
} from './kit/index.ts';

const RUNS = envNumber('BENCH_RUNS', 300, 20);
const BUILD_RUNS = Math.min(RUNS, 100);
const RECIPES = SMOKE ? 100 : 10_000;
const GET_TARGET_MS = 10;
const BUILD_TARGET_MS = 30;

/** Lines the recipes are made of: catalogue names in the units cooks write them in. */
const LINES: [number, string, string][] = [
  [200, 'g', 'flour'],
  [2, 'tbsp', 'olive oil'],
  [1, '', 'onion'],
  [2, 'clove', 'garlic'],
  [400, 'g', 'canned tomatoes'],
  [150, 'ml', 'milk'],
  [2, '', 'eggs'],
  [1, 'tsp', 'salt'],
  [250, 'g', 'rice'],
  [300, 'g', 'chicken breast'],
  [1, '', 'carrot'],
  [100, 'g', 'cheddar'],
  [1, 'tbsp', 'butter'],
  [0.5, 'tsp', 'cumin'],
  [200, 'g', 'spinach'],
  [1, '', 'lemon'],
  [50, 'g', 'sugar'],
  [2, 'tbsp', 'soy sauce'],
  [500, 'g', 'potatoes'],
  [1, 'bunch', 'parsley'],
];

const app = await startApp();
let code = 0;
try {
  const cook = await signUp(app.url, 'shopper');
  await seedLibrary(app, cook.user.id, RECIPES);
  const db = app.server.database.db;
  // Ten lines per recipe, a different mix for each.
  await db.query(
    `UPDATE recipes r SET ingredients = (
       SELECT jsonb_agg(jsonb_build_object('quantity', ($2::float8[])[1 + (r.id * 7 + i) % $5],
                'unit', ($3::text[])[1 + (r.id * 7 + i) % $5], 'name', ($4::text[])[1 + (r.id * 7 + i) % $5]))
       FROM generate_series(0, 9) i)
     WHERE r.user_id = $1`,
    [
      cook.user.id,
      LINES.map((l) => l[0]),
      LINES.map((l) => l[1]),
      LINES.map((l) => l[2]),
      LINES.length,
    ],
  );
  // A year of plan entries from Monday 5 January 2026, in one statement (as bench/plan.ts).
  await db.query(
    `INSERT INTO plan_entries (user_id, day, slot, position, recipe_id, servings, created_at)
     SELECT $1, date '2026-01-05' + d, s.slot, 0,
            (SELECT id FROM recipes WHERE user_id = $1 ORDER BY id OFFSET ((d * 3 + s.n) % $2) LIMIT 1),
            2 + d % 4, now()
     FROM generate_series(0, 363) d, (VALUES ('breakfast', 0), ('lunch', 1), ('dinner', 2)) s(slot, n)`,
    [cook.user.id, RECIPES],
  );
  await db.query('ANALYZE');
  app.app.sous.recipeCache.clear();

  const week = (i: number) => {
    const start = new Date(Date.UTC(2026, 0, 5) + (i % 52) * 7 * 86_400_000);
    const end = new Date(start.getTime() + 6 * 86_400_000);
    return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
  };
  const empty = async () => {
    await db.query('DELETE FROM shopping_items WHERE user_id = $1', [cook.user.id]);
    await db.query('DELETE FROM shopping_plan_entries WHERE user_id = $1', [cook.user.id]);
  };

  // Warm-up, then the builds.
  for (let i = 0; i < 5; i++) {
    await cook.request('POST', '/api/shopping-list/plan', { json: week(i), expect: 200 });
    await empty();
  }
  const builds: number[] = [];
  let added = 0;
  let lines = 0;
  for (let i = 0; i < BUILD_RUNS; i++) {
    const start = performance.now();
    const res = await cook.request('POST', '/api/shopping-list/plan', {
      json: week(i),
      expect: 200,
    });
    builds.push(performance.now() - start);
    const body = res.body as { added_entries: number; list: { items: unknown[] } };
    added = body.added_entries;
    lines = body.list.items.length;
    await empty();
  }
  builds.sort((a, b) => a - b);

  for (let i = 0; i < 4; i++)
    await cook.request('POST', '/api/shopping-list/plan', { json: week(i), expect: 200 });
  // And lines typed by hand, for a long list (a party's shopping): 200 lines in all.
  await db.query(
    `INSERT INTO shopping_items (user_id, item_key, name, section, measures, manual, created_at)
     SELECT $1, 'text:item ' || n, 'item ' || n, 'other', '[{"quantity": 3, "unit": ""}]', true, now()
     FROM generate_series(1, 200 - (SELECT count(*) FROM shopping_items WHERE user_id = $1)) n`,
    [cook.user.id],
  );
  for (let i = 0; i < 20; i++) await cook.request('GET', '/api/shopping-list', { expect: 200 });
  const reads: number[] = [];
  let listed = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await cook.request('GET', '/api/shopping-list', { expect: 200 });
    reads.push(performance.now() - start);
    listed = (res.body as { items: unknown[] }).items.length;
  }
  reads.sort((a, b) => a - b);

  const buildP50 = percentile(builds, 50);
  const getP50 = percentile(reads, 50);
  console.log(`recipes: ${RECIPES}, entries per week: ${added}, lines from a week: ${lines}`);
  console.log(
    `POST /shopping-list/plan (a week, 21 recipes): p50 ${buildP50.toFixed(2)} ms, p95 ${percentile(builds, 95).toFixed(2)} ms over ${BUILD_RUNS}` +
      ` (target p50 <= ${BUILD_TARGET_MS} ms: ${buildP50 <= BUILD_TARGET_MS ? 'met' : 'MISSED'})`,
  );
  console.log(
    `GET /shopping-list (${listed} lines: four weeks and lines by hand): p50 ${getP50.toFixed(2)} ms, p95 ${percentile(reads, 95).toFixed(2)} ms over ${RUNS}` +
      ` (target p50 <= ${GET_TARGET_MS} ms: ${getP50 <= GET_TARGET_MS ? 'met' : 'MISSED'})`,
  );
  code = verdict(buildP50 <= BUILD_TARGET_MS && getP50 <= GET_TARGET_MS);
} finally {
  await app.close();
}
process.exit(code);
