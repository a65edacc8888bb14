// npm run bench:library — p50/p95 of the paged library list (GET /recipe/list's service and SQL) with
// 1,000 and 10,000 saved recipes of one user on PGlite (in memory), plus 2,000 recipes of another
// user so the per-user indexes matter. Each query shape runs BENCH_RUNS times after a warm-up.
// A measurement, not a test (target: p50 <= 10 ms at 10,000, issue #17).
// BENCH_SIZES=1000,10000 and BENCH_RUNS=200 by default; smoke mode: 200 recipes, 5 runs.
import type { RecipeListParams } from '#server/src/features/recipes/recipe-service.ts';
import {
  envNumber,
  envNumbers,
  percentile,
  seedLibrary,
  signUp,
  SMOKE,
  startApp,
} from './kit/index.ts';

const RUNS = envNumber('BENCH_RUNS', 200, 5);
const SIZES = envNumbers('BENCH_SIZES', [1000, 10000], [200]);
const OTHER = SMOKE ? 100 : 2000;

const shapes: [string, RecipeListParams][] = [
  ['first page, newest', {}],
  ['first page, title', { sort: 'title' }],
  ['first page, time', { sort: 'time' }],
  ['first page, last cooked', { sort: 'last_cooked' }],
  ['search "ingredient 42"', { q: 'ingredient 42' }],
  ['search "salmon", sort title', { q: 'salmon', sort: 'title' }],
  ['search with no hit', { q: 'no such dish' }],
  ['filters: hard + fish + <= 30 min', { difficulty: 'hard', category: 'fish', max_time: 30 }],
  ['free of gluten + milk', { free_of: ['gluten', 'milk'] }],
  ['free of fish, sort title', { free_of: ['fish'], sort: 'title' }],
];

for (const size of SIZES) {
  const app = await startApp();
  try {
    const other = await signUp(app.url, 'other');
    await seedLibrary(app, other.user.id, OTHER);
    const userId = (await signUp(app.url, 'bench')).user.id;
    await seedLibrary(app, userId, size);
    // The service GET /recipe/list calls, as the app composed it.
    const service = app.app.sous.recipes;
    // Page 10: follow the cursor nine times first.
    let cursor: string | undefined;
    for (let i = 0; i < 9; i++)
      cursor = (await service.listPage(userId, { cursor })).next_cursor ?? undefined;
    const all: [string, RecipeListParams][] = [
      ...shapes,
      ['page 10 via cursor, newest', { cursor }],
    ];
    console.log(`\n${size.toLocaleString('en')} recipes (24 per page), ${RUNS} runs each:`);
    for (const [name, params] of all) {
      for (let i = 0; i < 10; i++) await service.listPage(userId, params);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await service.listPage(userId, params);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(36)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(6)} ms`,
      );
    }
  } finally {
    await app.close();
  }
}
