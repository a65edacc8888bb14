// npm run bench:api — throughput and p99 of GET /api/recipe/get_all and GET /api/recipe/{id}/get with
// 100 saved recipes, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL,
// against a bare Fastify route answering the same JSON from memory. A measurement, not a test.
// Run through tsx (the script imports the server's TypeScript): `tsx scripts/bench-api.mjs`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPglite, openPostgres } from '../server/src/db/database.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { recipeRepository } from '../server/src/repositories/recipe-repository.ts';
import { sessionRepository } from '../server/src/repositories/session-repository.ts';
import { userRepository } from '../server/src/repositories/user-repository.ts';
import { TokenSigner } from '../server/src/services/tokens.ts';
import { LocalDiskStorage } from '../server/src/storage/file-storage.ts';
import { FakeAi } from '../server/test/helpers/fake-ai.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RECIPES = 100;
const SECRET = 'bench-secret';

const fake = new FakeAi();
const composed = await fake.generateRecipes({
  prompt: 'weeknight dinner',
  writtenIngredients: 'rice, beans, tomato, onion',
  imageIngredients: [],
});
const ingredients = Array.from({ length: 10 }, (_, i) => ({
  quantity: 50 * (i + 1),
  unit: 'g',
  name: `ingredient number ${i + 1}`,
}));

async function seed(db) {
  const user = await userRepository.insert(db, {
    username: 'bench',
    email: 'bench@example.org',
    passwordHash: null,
  });
  const sessionId = await sessionRepository.insert(db, {
    userId: user.id,
    prompt: 'bench',
    writtenIngredients: '',
    imageKey: null,
    analyzedIngredients: null,
  });
  const drafts = Array.from({ length: RECIPES }, (_, i) => {
    const r = composed[i % composed.length];
    return {
      title: `${r.title} ${i + 1}`,
      description: `${r.description} Variation ${i + 1}, with a longer description as real recipes have, to keep the payload realistic.`,
      imageUrl: `recipes/${user.id}/${randomBytes(16).toString('hex')}.svg`,
      totalTimeMinutes: r.total_time_minutes,
      difficulty: r.difficulty,
      foodCategory: r.food_category,
      baseServings: 4,
      ingredients,
      nutrition: r.nutrition,
    };
  });
  const ids = await db.transaction((tx) =>
    recipeRepository.insertDrafts(tx, user.id, sessionId, drafts),
  );
  for (const id of ids) await recipeRepository.markSaved(db, user.id, id);
  return { userId: user.id, recipeId: ids[50] };
}

function run(url, headers) {
  return new Promise((resolve, reject) => {
    // The load generator runs in a worker thread so it does not compete with the server for the event loop.
    autocannon(
      { url, headers, connections: CONNECTIONS, duration: DURATION, workers: 1 },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0) reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
        else resolve({ rps: result.requests.average, p99: result.latency.p99 });
      },
    );
  });
}

async function bare(bodies) {
  const app = Fastify({ logger: false });
  app.get('/list', (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies.list),
  );
  app.get('/one', (_req, reply) => reply.type('application/json; charset=utf-8').send(bodies.one));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const list = await run(`${base}/list`, {});
  const one = await run(`${base}/one`, {});
  await app.close();
  return { list, one };
}

async function measure(name, db) {
  await migrate(db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sous-bench-'));
  const { userId, recipeId } = await seed(db);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WORKER: 'off',
    JWT_SECRET: SECRET,
    STATIC_DIR: dataDir,
  });
  const app = await buildApp({
    config,
    db,
    storage: new LocalDiskStorage(path.join(dataDir, 'files')),
    ai: fake,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const token = await new TokenSigner(SECRET, 3600).signAccess(userId, new Date());
  const headers = { cookie: `access_token=${token}; XSRF-TOKEN=x` };
  const listUrl = `${base}/api/recipe/get_all`;
  const oneUrl = `${base}/api/recipe/${recipeId}/get`;
  const bodies = {
    list: await (await fetch(listUrl, { headers })).text(),
    one: await (await fetch(oneUrl, { headers })).text(),
  };
  if (JSON.parse(bodies.list).length !== RECIPES) throw new Error('seeding failed');
  const list = await run(listUrl, headers);
  const one = await run(oneUrl, headers);
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { name, list, one, bodies };
}

// BENCH_ONLY=pglite|postgres measures one backend (e.g. for a profile); both by default.
const only = process.env.BENCH_ONLY;
const results = [];
if (only !== 'postgres') {
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'sous-bench-db-'));
  const pglite = await openPglite(path.join(pgliteDir, 'db'));
  results.push(await measure('PGlite', pglite));
  await pglite.close();
  rmSync(pgliteDir, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl && only !== 'pglite') {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(pgUrl, { searchPath: schema });
  try {
    results.push(await measure('PostgreSQL', db));
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

const reference = await bare(results[0].bodies);
const fmt = (n) => n.toFixed(0).padStart(7);
console.log(
  `\n${RECIPES} saved recipes, ${CONNECTIONS} connections, ${DURATION} s each (list body ${results[0].bodies.list.length} B, detail ${results[0].bodies.one.length} B)`,
);
console.log('backend      endpoint                  req/s   p99 ms   ratio to bare');
console.log(
  `bare         GET list (memory)       ${fmt(reference.list.rps)}  ${fmt(reference.list.p99)}`,
);
console.log(
  `bare         GET one (memory)        ${fmt(reference.one.rps)}  ${fmt(reference.one.p99)}`,
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(12)} GET /api/recipe/get_all  ${fmt(r.list.rps)}  ${fmt(r.list.p99)}   ${(r.list.rps / reference.list.rps).toFixed(2)}`,
  );
  console.log(
    `${r.name.padEnd(12)} GET /api/recipe/{id}/get ${fmt(r.one.rps)}  ${fmt(r.one.p99)}   ${(r.one.rps / reference.one.rps).toFixed(2)}`,
  );
}
