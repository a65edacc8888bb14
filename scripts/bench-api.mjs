// npm run bench:api — throughput and p99 of GET /api/recipe/get_all and GET /api/recipe/{id}/get with
// 100 saved recipes, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL,
// against a bare Fastify route answering the same JSON from memory. A measurement, not a test.
// The load generator (autocannon's CLI) runs as its own process so it never shares this event loop,
// and the servers are measured in interleaved rounds (bare, then each backend, per endpoint) so a
// noisy neighbour on the machine hits all of them alike; medians over BENCH_ROUNDS are reported.
// Run through tsx (the script imports the server's TypeScript): `tsx scripts/bench-api.mjs`.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

const autocannonDir = path.dirname(
  createRequire(import.meta.url).resolve('autocannon/package.json'),
);
const autocannonBin = path.join(
  autocannonDir,
  JSON.parse(readFileSync(path.join(autocannonDir, 'package.json'), 'utf8')).bin.autocannon,
);

function run(url, headers) {
  const args = [autocannonBin, '--json', '-c', String(CONNECTIONS), '-d', String(DURATION)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1e7 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout);
      if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else resolve({ rps: result.requests.average, p99: result.latency.p99 });
    });
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
  return {
    name: 'bare',
    close: () => app.close(),
    list: { url: `${base}/list`, headers: {} },
    one: { url: `${base}/one`, headers: {} },
  };
}

/** Migrates and seeds `db` and starts the app on it; returns its two endpoints and their bodies. */
async function serve(name, db, cleanup) {
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
  const list = { url: `${base}/api/recipe/get_all`, headers };
  const one = { url: `${base}/api/recipe/${recipeId}/get`, headers };
  const bodies = {
    list: await (await fetch(list.url, { headers })).text(),
    one: await (await fetch(one.url, { headers })).text(),
  };
  if (JSON.parse(bodies.list).length !== RECIPES) throw new Error('seeding failed');
  const close = async () => {
    await app.close();
    await db.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { name, close, list, one, bodies };
}

// BENCH_ONLY=pglite|postgres measures one backend (e.g. for a profile); both by default.
const only = process.env.BENCH_ONLY;
const backends = [];
if (only !== 'postgres') {
  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'sous-bench-db-'));
  const pglite = await openPglite(path.join(pgliteDir, 'db'));
  backends.push(
    await serve('PGlite', pglite, async () => rmSync(pgliteDir, { recursive: true, force: true })),
  );
}
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl && only !== 'pglite') {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(pgUrl, { searchPath: schema });
  backends.push(
    await serve('PostgreSQL', db, async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }),
  );
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
const reference = await bare(backends[0].bodies);

const endpoints = [
  ['list', 'GET /api/recipe/get_all ', 'GET list (memory)       '],
  ['one', 'GET /api/recipe/{id}/get', 'GET one (memory)        '],
];
const samples = new Map(); // `${server}/${endpoint}` -> [{rps, p99}] one per round
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [endpoint] of endpoints) {
      for (const server of [reference, ...backends]) {
        const { url, headers } = server[endpoint];
        const key = `${server.name}/${endpoint}`;
        samples.set(key, [...(samples.get(key) ?? []), await run(url, headers)]);
      }
    }
    process.stderr.write(`round ${round}/${ROUNDS} done\n`);
  }
} finally {
  for (const server of [reference, ...backends]) await server.close();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (n) => n.toFixed(0).padStart(7);
const { bodies } = backends[0];
console.log(
  `\n${RECIPES} saved recipes, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s per server and endpoint; medians (list body ${bodies.list.length} B, detail ${bodies.one.length} B)`,
);
console.log('backend      endpoint                  req/s   p99 ms   ratio to bare');
for (const [endpoint, , label] of endpoints) {
  const runs = samples.get(`bare/${endpoint}`);
  console.log(
    `bare         ${label}${fmt(median(runs.map((r) => r.rps)))}  ${fmt(median(runs.map((r) => r.p99)))}`,
  );
}
for (const server of backends) {
  for (const [endpoint, label] of endpoints) {
    const runs = samples.get(`${server.name}/${endpoint}`);
    const bareRuns = samples.get(`bare/${endpoint}`);
    // Each round's ratio compares runs made back to back; the median of those is the figure.
    const ratio = median(runs.map((r, i) => r.rps / bareRuns[i].rps));
    console.log(
      `${server.name.padEnd(12)} ${label} ${fmt(median(runs.map((r) => r.rps)))}  ${fmt(median(runs.map((r) => r.p99)))}   ${ratio.toFixed(2)}`,
    );
  }
}
