// npm run bench:plan — the meal plan's API (issue 30 item 5): GET /plan for one week over real HTTP
// on PGlite, for a user with 10,000 saved recipes and a year of plan entries (every day: breakfast,
// lunch and dinner a recipe, a snack note on every third day: 1,214 entries), p50/p95 over
// BENCH_RUNS requests after a warm-up, each week of the year in turn. Also POST /plan + DELETE.
// Target: GET p50 <= 10 ms. BENCH_RUNS=300 by default; smoke mode: 100 recipes, 20 runs.
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
const RECIPES = SMOKE ? 100 : 10_000;
const TARGET_MS = 10;

const app = await startApp();
let code = 0;
try {
  const cook = await signUp(app.url, 'planner');
  await seedLibrary(app, cook.user.id, RECIPES);
  const db = app.server.database.db;
  // A year of plan entries from Monday 5 January 2026, in one statement.
  await db.query(
    `INSERT INTO plan_entries (user_id, day, slot, position, recipe_id, servings, created_at)
     SELECT $1, date '2026-01-05' + d, s.slot, 0,
            (SELECT id FROM recipes WHERE user_id = $1 ORDER BY id OFFSET ((d * 3 + s.n) % $2) LIMIT 1),
            2 + d % 4, now()
     FROM generate_series(0, 363) d, (VALUES ('breakfast', 0), ('lunch', 1), ('dinner', 2)) s(slot, n)`,
    [cook.user.id, RECIPES],
  );
  await db.query(
    `INSERT INTO plan_entries (user_id, day, slot, position, note, created_at)
     SELECT $1, date '2026-01-05' + d, 'snack', 0, 'leftovers', now()
     FROM generate_series(0, 363, 3) d`,
    [cook.user.id],
  );
  await db.query('ANALYZE plan_entries');
  const [{ count }] = (await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM plan_entries WHERE user_id = $1',
    [cook.user.id],
  )) as [{ count: number }];

  const week = (i: number) => {
    const start = new Date(Date.UTC(2026, 0, 5) + (i % 52) * 7 * 86_400_000);
    const end = new Date(start.getTime() + 6 * 86_400_000);
    return `/api/plan?from=${start.toISOString().slice(0, 10)}&to=${end.toISOString().slice(0, 10)}`;
  };
  for (let i = 0; i < 20; i++) await cook.request('GET', week(i), { expect: 200 });
  const times: number[] = [];
  let entries = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await cook.request('GET', week(i), { expect: 200 });
    times.push(performance.now() - start);
    entries = (res.body as { entries: unknown[] }).entries.length;
  }
  times.sort((a, b) => a - b);
  const writes: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 100); i++) {
    const start = performance.now();
    const made = await cook.request('POST', '/api/plan', {
      json: { date: '2027-06-01', slot: 'lunch', note: 'bench' },
      expect: 201,
    });
    await cook.request('DELETE', `/api/plan/${(made.body as { id: number }).id}`, { expect: 200 });
    writes.push(performance.now() - start);
  }
  writes.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  console.log(`recipes: ${RECIPES}, plan entries: ${count}, entries per week: ${entries}`);
  console.log(
    `GET /plan (a week): p50 ${p50.toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms over ${RUNS}` +
      ` (target p50 <= ${TARGET_MS} ms: ${p50 <= TARGET_MS ? 'met' : 'MISSED'})`,
  );
  console.log(
    `POST /plan + DELETE: p50 ${percentile(writes, 50).toFixed(2)} ms, p95 ${percentile(writes, 95).toFixed(2)} ms`,
  );
  code = verdict(p50 <= TARGET_MS);
} finally {
  await app.close();
}
process.exit(code);
