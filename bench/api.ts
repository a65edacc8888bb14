// npm run bench:api — throughput and p99 of GET /api/recipe/get_all and GET /api/recipe/{id}/get with
// 100 saved recipes, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL,
// against a bare Fastify route answering the same JSON from memory. A measurement, not a test.
// Every server runs alone in a process of its own (this script forked with `serve <kind>`), as in
// production, and the load generator (autocannon's CLI) in another, so none shares an event loop or
// a JIT with another. The servers are measured in interleaved rounds (per endpoint: bare, then each
// backend) so a noisy neighbour on the machine hits all of them alike; medians over BENCH_ROUNDS
// are reported. Run through tsx (the script imports the server's TypeScript).
import { execFile, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '#server/src/app.ts';
import { loadConfig } from '#server/src/platform/config.ts';
import { openPglite, openPostgres } from '#server/src/platform/db/database.ts';
import { migrate } from '#server/src/platform/db/migrate.ts';
import { recipeRepository } from '#server/src/features/recipes/recipe-repository.ts';
import { sessionRepository } from '#server/src/features/generate/session-repository.ts';
import { userRepository } from '#server/src/features/account/user-repository.ts';
import { TokenSigner } from '#server/src/features/account/tokens.ts';
import { LocalDiskStorage } from '#server/src/platform/storage/file-storage.ts';
import { FakeAi } from '#server/test/helpers/fake-ai.ts';

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

function run(url, headers, seconds = DURATION) {
  const args = [autocannonBin, '--json', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1e7 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout);
      if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          requests: result.requests.total,
        });
    });
  });
}

/** The bare reference: the same JSON bodies from memory (its process is sent them first). */
async function serveBare() {
  const bodies = await new Promise((resolve) => process.once('message', resolve));
  const app = Fastify({ logger: false });
  app.get('/list', (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies.list),
  );
  app.get('/one', (_req, reply) => reply.type('application/json; charset=utf-8').send(bodies.one));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  return {
    close: () => app.close(),
    list: { url: `${base}/list`, headers: {} },
    one: { url: `${base}/one`, headers: {} },
  };
}

/** A fresh, migrated database of `kind` and how to dispose of it. */
async function openDatabase(kind) {
  if (kind === 'PGlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'sous-bench-db-'));
    const db = await openPglite(path.join(dir, 'db'));
    return { db, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(pgUrl, { searchPath: schema });
  return {
    db,
    async dispose() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** The app on a seeded database of `kind`; answers its two endpoints. */
async function serveApp(kind) {
  const { db, dispose } = await openDatabase(kind);
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
  return {
    async close() {
      await app.close();
      await db.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
    list: { url: `${base}/api/recipe/get_all`, headers },
    one: { url: `${base}/api/recipe/${recipeId}/get`, headers },
  };
}

/** Forks this script to serve `kind`; resolves once it listens. */
function start(kind, bodies) {
  const profile = process.env.BENCH_PROFILE_DIR; // a V8 CPU profile of each server process
  const child = fork(import.meta.filename, ['serve', kind], {
    stdio: 'inherit',
    execArgv: [
      ...process.execArgv,
      ...(profile
        ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, `--cpu-prof-name=${kind}.cpuprofile`]
        : []),
    ],
  });
  if (bodies) child.send(bodies);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
    child.once('message', (endpoints) =>
      resolve({
        name: kind,
        ...endpoints,
        /** CPU microseconds the server process has used so far. */
        cpu: () =>
          new Promise((done) => {
            child.once('message', ({ user, system }) => done(user + system));
            child.send('cpu');
          }),
        close: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', done);
            child.send('close');
          }),
      }),
    );
  });
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (process.argv[2] === 'serve') {
  const kind = process.argv[3];
  const server = kind === 'bare' ? await serveBare() : await serveApp(kind);
  process.on('message', async (message) => {
    if (message === 'cpu') return process.send(process.cpuUsage());
    if (message !== 'close') return;
    await server.close();
    process.exit(0);
  });
  process.send({ list: server.list, one: server.one });
} else {
  await main();
}

async function main() {
  // BENCH_ONLY=pglite|postgres measures one backend; both by default.
  const only = process.env.BENCH_ONLY;
  const kinds = [];
  if (only !== 'postgres') kinds.push('PGlite');
  if (only !== 'pglite') {
    if (pgUrl) kinds.push('PostgreSQL');
    else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }

  const backends = [];
  try {
    for (const kind of kinds) backends.push(await start(kind));
    const bodies = {};
    for (const endpoint of ['list', 'one']) {
      const { url, headers } = backends[0][endpoint];
      bodies[endpoint] = await (await fetch(url, { headers })).text();
    }
    if (JSON.parse(bodies.list).length !== RECIPES) throw new Error('seeding failed');
    const reference = await start('bare', bodies);
    backends.unshift(reference);
    await measure(backends, bodies);
  } finally {
    for (const server of backends) await server.close();
  }
}

async function measure(servers, bodies) {
  // BENCH_ENDPOINT=list|one measures one endpoint (e.g. to profile it); both by default.
  const endpoints = [
    ['list', 'GET /api/recipe/get_all ', 'GET list (memory)       '],
    ['one', 'GET /api/recipe/{id}/get', 'GET one (memory)        '],
  ].filter(([endpoint]) => (process.env.BENCH_ENDPOINT ?? endpoint) === endpoint);
  // A first, unrecorded run per server and endpoint lets the JIT settle.
  for (const [endpoint] of endpoints)
    for (const server of servers) await run(server[endpoint].url, server[endpoint].headers, 2);
  const samples = new Map(); // `${server}/${endpoint}` -> [{rps, p99}] one per round
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [endpoint] of endpoints) {
      for (const server of servers) {
        const { url, headers } = server[endpoint];
        const key = `${server.name}/${endpoint}`;
        const cpuBefore = await server.cpu();
        const result = await run(url, headers);
        result.cpu = (await server.cpu()) - cpuBefore;
        samples.set(key, [...(samples.get(key) ?? []), result]);
      }
    }
    process.stderr.write(`round ${round}/${ROUNDS} done\n`);
  }

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const fmt = (n, width = 7) => n.toFixed(0).padStart(width);
  const row = (name, label, runs, ratio = '') =>
    console.log(
      `${name.padEnd(12)} ${label} ${fmt(median(runs.map((r) => r.rps)))}  ${fmt(median(runs.map((r) => r.p99)), 6)}  ${fmt(median(runs.map((r) => r.cpu / r.requests)), 8)}   ${ratio}`,
    );
  console.log(
    `\n${RECIPES} saved recipes, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s per server and endpoint; medians (list body ${bodies.list.length} B, detail ${bodies.one.length} B)`,
  );
  console.log(
    'backend      endpoint                   req/s  p99 ms  CPU µs/req   ratio to bare (req/s)',
  );
  for (const [endpoint, , label] of endpoints) row('bare', label, samples.get(`bare/${endpoint}`));
  for (const server of servers.slice(1)) {
    for (const [endpoint, label] of endpoints) {
      const runs = samples.get(`${server.name}/${endpoint}`);
      const bareRuns = samples.get(`bare/${endpoint}`);
      // Each round's ratio compares runs made back to back; the median of those is the figure.
      row(server.name, label, runs, median(runs.map((r, i) => r.rps / bareRuns[i].rps)).toFixed(2));
    }
  }
}
