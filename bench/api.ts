// npm run bench:api — throughput and p99 of GET /api/recipe/get_all and GET /api/recipe/{id}/get with
// 100 saved recipes, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL,
// against a bare Fastify route answering the same JSON from memory. A measurement, not a test.
// Every server runs alone in a process of its own, as in production: the app is the real server
// (server/src/main.ts, started by the bench kit; its library generated and saved through the API),
// the bare route this script forked with `serve bare`; the load generator (autocannon's CLI) runs in
// another, so none shares an event loop or a JIT with another. The servers are measured in
// interleaved rounds (per endpoint: bare, then each backend) so a noisy neighbour on the machine hits
// all of them alike; medians over BENCH_ROUNDS are reported.
// Settings: BENCH_SECONDS=4, BENCH_ROUNDS=3, BENCH_CONNECTIONS=10, BENCH_RECIPES=100,
// BENCH_ONLY=pglite|postgres, BENCH_ENDPOINT=list|one, BENCH_PROFILE_DIR (a V8 CPU profile of each
// server process). Smoke mode: 12 recipes, one round of 1 s, no warm-up run.
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import {
  backends,
  envNumber,
  generateLibrary,
  postgresUrl,
  signUp,
  SMOKE,
  startServer,
  type Backend,
} from './kit/index.ts';

const DURATION = envNumber('BENCH_SECONDS', 4, 1);
const ROUNDS = envNumber('BENCH_ROUNDS', 3, 1);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
const RECIPES = envNumber('BENCH_RECIPES', 100, 12);
const NAMES: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

type Endpoint = 'list' | 'one';
interface Target {
  url: string;
  headers: Record<string, string>;
}
interface Measured {
  name: string;
  list: Target;
  one: Target;
  /** CPU microseconds the server process has used so far. */
  cpu(): Promise<number>;
  close(): Promise<void>;
}
interface Run {
  rps: number;
  p99: number;
  requests: number;
  cpu: number;
}

const autocannonDir = path.dirname(
  createRequire(import.meta.url).resolve('autocannon/package.json'),
);
const autocannonBin = path.join(
  autocannonDir,
  (
    JSON.parse(readFileSync(path.join(autocannonDir, 'package.json'), 'utf8')) as {
      bin: { autocannon: string };
    }
  ).bin.autocannon,
);

function run(target: Target, seconds = DURATION): Promise<Omit<Run, 'cpu'>> {
  const args = [autocannonBin, '--json', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [name, value] of Object.entries(target.headers)) args.push('-H', `${name}=${value}`);
  args.push(target.url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1e7 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as {
        non2xx: number;
        errors: number;
        requests: { average: number; total: number };
        latency: { p99: number };
      };
      if (result.non2xx > 0 || result.errors > 0)
        reject(
          new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`),
        );
      else
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          requests: result.requests.total,
        });
    });
  });
}

/** The bare reference, in this process when forked with `serve bare`: the same JSON bodies from memory (sent first). */
async function serveBare(): Promise<void> {
  const bodies = await new Promise<Record<Endpoint, string>>((resolve) =>
    process.once('message', (message) => resolve(message as Record<Endpoint, string>)),
  );
  const app = Fastify({ logger: false });
  app.get('/list', (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies.list),
  );
  app.get('/one', (_req, reply) => reply.type('application/json; charset=utf-8').send(bodies.one));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  process.on('message', async (message) => {
    if (message === 'cpu') return process.send!(process.cpuUsage());
    if (message !== 'close') return;
    await app.close();
    process.exit(0);
  });
  process.send!({ list: `${base}/list`, one: `${base}/one` });
}

/** Forks this script to serve the bare routes; resolves once it listens. */
function startBare(bodies: Record<Endpoint, string>): Promise<Measured> {
  const profile = process.env.BENCH_PROFILE_DIR;
  const child: ChildProcess = fork(import.meta.filename, ['serve', 'bare'], {
    stdio: 'inherit',
    execArgv: [
      ...process.execArgv,
      ...(profile
        ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--cpu-prof-name=bare.cpuprofile']
        : []),
    ],
  });
  child.send(bodies);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.once('message', (message) => {
      const urls = message as Record<Endpoint, string>;
      resolve({
        name: 'bare',
        list: { url: urls.list, headers: {} },
        one: { url: urls.one, headers: {} },
        cpu: () =>
          new Promise((done) => {
            child.once('message', (usage) => {
              const { user, system } = usage as NodeJS.CpuUsage;
              done(user + system);
            });
            child.send('cpu');
          }),
        close: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.send('close');
          }),
      });
    });
  });
}

/** The real server on `backend` with a user's library of RECIPES recipes. */
async function startAppServer(backend: Backend): Promise<Measured> {
  const profile = process.env.BENCH_PROFILE_DIR;
  const server = await startServer({
    backend,
    env: { LOG_LEVEL: 'silent' },
    execArgv: profile
      ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, `--cpu-prof-name=${NAMES[backend]}.cpuprofile`]
      : [],
  });
  try {
    const cook = await signUp(server.url, 'bench');
    const ids = await generateLibrary(cook, RECIPES);
    // Only the session: the load generator sends no XSRF header (GETs need none).
    const headers = { cookie: cook.cookieHeader };
    return {
      name: NAMES[backend],
      list: { url: `${server.url}/api/recipe/get_all`, headers },
      one: { url: `${server.url}/api/recipe/${ids[Math.floor(ids.length / 2)]}/get`, headers },
      cpu: async () => server.cpuMicros() ?? NaN,
      close: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

async function main(): Promise<void> {
  // BENCH_ONLY=pglite|postgres measures one backend; both by default.
  const only = process.env.BENCH_ONLY;
  const kinds = backends().filter((kind) => !only || kind === only);
  if (!postgresUrl() && only !== 'pglite')
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');

  const servers: Measured[] = [];
  try {
    for (const kind of kinds) servers.push(await startAppServer(kind));
    if (servers.length === 0) throw new Error(`BENCH_ONLY=${only}: no such backend available`);
    const bodies = {} as Record<Endpoint, string>;
    for (const endpoint of ['list', 'one'] as const) {
      const { url, headers } = servers[0]![endpoint];
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      bodies[endpoint] = await res.text();
    }
    if ((JSON.parse(bodies.list) as unknown[]).length !== RECIPES)
      throw new Error('seeding failed');
    servers.unshift(await startBare(bodies));
    await measure(servers, bodies);
  } finally {
    for (const server of servers) await server.close();
  }
}

async function measure(servers: Measured[], bodies: Record<Endpoint, string>): Promise<void> {
  // BENCH_ENDPOINT=list|one measures one endpoint (e.g. to profile it); both by default.
  const endpoints = (
    [
      ['list', 'GET /api/recipe/get_all ', 'GET list (memory)       '],
      ['one', 'GET /api/recipe/{id}/get', 'GET one (memory)        '],
    ] as const
  ).filter(([endpoint]) => (process.env.BENCH_ENDPOINT ?? endpoint) === endpoint);
  // A first, unrecorded run per server and endpoint lets the JIT settle (not in smoke mode).
  if (!SMOKE)
    for (const [endpoint] of endpoints)
      for (const server of servers) await run(server[endpoint], 2);
  const samples = new Map<string, Run[]>(); // `${server}/${endpoint}` -> one per round
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [endpoint] of endpoints) {
      for (const server of servers) {
        const key = `${server.name}/${endpoint}`;
        const cpuBefore = await server.cpu();
        const result = await run(server[endpoint]);
        samples.set(key, [
          ...(samples.get(key) ?? []),
          { ...result, cpu: (await server.cpu()) - cpuBefore },
        ]);
      }
    }
    process.stderr.write(`round ${round}/${ROUNDS} done\n`);
  }

  const middle = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const fmt = (n: number, width = 7) => n.toFixed(0).padStart(width);
  const row = (name: string, label: string, runs: Run[], ratio = '') =>
    console.log(
      `${name.padEnd(12)} ${label} ${fmt(middle(runs.map((r) => r.rps)))}  ${fmt(middle(runs.map((r) => r.p99)), 6)}  ${fmt(middle(runs.map((r) => r.cpu / r.requests)), 8)}   ${ratio}`,
    );
  console.log(
    `\n${RECIPES} saved recipes, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION} s per server and endpoint; medians (list body ${bodies.list.length} B, detail ${bodies.one.length} B)`,
  );
  console.log(
    'backend      endpoint                   req/s  p99 ms  CPU µs/req   ratio to bare (req/s)',
  );
  for (const [endpoint, , label] of endpoints) row('bare', label, samples.get(`bare/${endpoint}`)!);
  for (const server of servers.slice(1)) {
    for (const [endpoint, label] of endpoints) {
      const runs = samples.get(`${server.name}/${endpoint}`)!;
      const bareRuns = samples.get(`bare/${endpoint}`)!;
      // Each round's ratio compares runs made back to back; the median of those is the figure.
      row(
        server.name,
        label,
        runs,
        middle(runs.map((r, i) => r.rps / bareRuns[i]!.rps)).toFixed(2),
      );
    }
  }
}

if (process.argv[2] === 'serve') await serveBare();
else await main();
