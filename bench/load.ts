// npm run bench:load — the real server under load on 127.0.0.1 (a report; exit 1 on errors).
// Starts server/src/main.ts with a temporary DATA_DIR, signs up several users (each with saved
// recipes and a collection), then drives 100 connections for a bounded time with autocannon at a
// mix of reads (get_all, collections, one collection, recipe get, users/me) and writes (create
// collection, patch a collection's recipes, mark cooked), each connection acting as one of the users.
// Reports throughput, latency percentiles, errors per operation and the server's RSS before/after.
// Options: --duration=20 (s), --connections=100, --users=10 (smoke mode: 1 s, 10 connections, 2 users).
// (The API micro-benchmark against a bare Fastify route lives in bench/api.ts.)
import autocannon, { type Request } from 'autocannon';
import {
  argNumber,
  freePort,
  saveGeneratedRecipes,
  signUp,
  startServer,
  type Cook,
} from './kit/index.ts';

const DURATION = argNumber('duration', 20, 1);
const CONNECTIONS = argNumber('connections', 100, 10);
const USERS = argNumber('users', 10, 2);

const port = await freePort();
console.log(`Starting the server on 127.0.0.1:${port} ...`);
const server = await startServer({ port });
console.log(`  DATA_DIR ${server.dataDir}`);

interface LoadUser {
  headers: Record<string, string>;
  recipeIds: number[];
  collectionId: number;
  client: Cook;
}

const stats: Record<string, { count: number; statuses: Record<number, number> }> = {};
let collectionSeq = 0;

/** The request cycle of one connection, as one user: 7 reads and 3 writes. */
function cycleFor(user: LoadUser): Request[] {
  const json = { ...user.headers, 'content-type': 'application/json' };
  const [first, second = first, third = first] = user.recipeIds;
  const op = (name: string, request: Request): Request => ({
    ...request,
    headers: request.body ? json : user.headers,
    onResponse: (status: number) => {
      const entry = (stats[name] ??= { count: 0, statuses: {} });
      entry.count += 1;
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    },
  });
  return [
    op('GET recipe/get_all', { method: 'GET', path: '/api/recipe/get_all' }),
    op('GET collection/all', { method: 'GET', path: '/api/collection/all' }),
    op('GET recipe/{id}/get', { method: 'GET', path: `/api/recipe/${first}/get` }),
    op('POST collection/create', {
      method: 'POST',
      path: '/api/collection/create',
      body: '{}',
      setupRequest: (request: Request) => ({
        ...request,
        body: JSON.stringify({
          name: `Load ${++collectionSeq}`,
          description: 'Created by bench:load',
        }),
      }),
    }),
    op('GET collection/{id}', { method: 'GET', path: `/api/collection/${user.collectionId}` }),
    op('PATCH collection/{id}/recipes', {
      method: 'PATCH',
      path: `/api/collection/${user.collectionId}/recipes`,
      body: JSON.stringify({ recipe_ids: [...new Set([second, third])] }),
    }),
    op('GET users/me', { method: 'GET', path: '/api/users/me' }),
    op('POST recipe/{id}/cooked', {
      method: 'POST',
      path: `/api/recipe/${second}/cooked`,
      body: '{}',
    }),
    op('GET recipe/get_all', { method: 'GET', path: '/api/recipe/get_all' }),
    op('GET recipe/{id}/get', { method: 'GET', path: `/api/recipe/${third}/get` }),
  ];
}

let exitCode = 0;
try {
  console.log(`Signing up ${USERS} users, each with 3 saved recipes and a collection ...`);
  const setupStarted = performance.now();
  const run = Date.now().toString(36);
  const users: LoadUser[] = [];
  for (let i = 0; i < USERS; i++) {
    const client = await signUp(server.url, `load_${run}_${i}`);
    const prompt = ['Pasta for two', 'A warming soup', 'Something spicy'][i % 3];
    const { ids } = await saveGeneratedRecipes(client, 3, prompt);
    const collection = await client.request('POST', '/api/collection/create', {
      json: { name: 'Weeknight', description: null },
      expect: [200, 201],
    });
    const collectionId = (collection.body as { id: number }).id;
    await client.request('PATCH', `/api/collection/${collectionId}/recipes`, {
      json: { recipe_ids: ids },
      expect: 200,
    });
    users.push({ headers: client.authHeaders(), recipeIds: ids, collectionId, client });
  }
  console.log(`  set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);

  const rssBefore = server.rssMb();
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, server.rssMb() ?? 0);
  }, 250);

  let next = 0;
  console.log(`Driving ${CONNECTIONS} connections for ${DURATION} s (70 % reads, 30 % writes) ...`);
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    requests: cycleFor(users[0]!),
    setupClient: (client) => {
      client.setRequests(cycleFor(users[next++ % users.length]!));
    },
  });
  clearInterval(sampler);
  const rssAfter = server.rssMb();

  // The writes that were acknowledged must all be there: count the created collections.
  let listed = 0;
  for (const user of users) {
    const { body } = await user.client.request('GET', '/api/collection/all', { expect: 200 });
    listed += (body as { name: string }[]).filter((c) => c.name.startsWith('Load ')).length;
  }
  const createStatuses = stats['POST collection/create']?.statuses ?? {};
  const created = (createStatuses['200'] ?? 0) + (createStatuses['201'] ?? 0);
  const health = await fetch(`${server.url}/api/health`)
    .then((r) => r.status)
    .catch(() => 'unreachable');

  const lat = result.latency;
  const mb = (value: number | undefined) => (value === undefined ? '?' : value.toFixed(0));
  console.log('\nResults');
  console.log(`  requests        ${result.requests.total} in ${result.duration} s`);
  console.log(
    `  throughput      ${result.requests.average.toFixed(0)} req/s average (min ${result.requests.min}, max ${result.requests.max})`,
  );
  console.log(
    `  latency         p50 ${lat.p50} ms, p90 ${lat.p90} ms, p99 ${lat.p99} ms, max ${lat.max} ms (average ${lat.average.toFixed(1)} ms)`,
  );
  console.log(
    `  errors          ${result.errors} connection errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx responses`,
  );
  console.log(
    `  server RSS      ${mb(rssBefore)} MB before, ${mb(rssPeak)} MB peak, ${mb(rssAfter)} MB after`,
  );
  // Requests still in flight when the time is up are committed but never counted as answered.
  console.log(
    `  writes kept     ${created} collections acknowledged, ${listed} listed afterwards (${listed - created} answered after the end)`,
  );
  console.log(`  health after    ${health}`);
  console.log('\n  per operation (count, statuses):');
  for (const [name, entry] of Object.entries(stats)) {
    const statuses = Object.entries(entry.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(`    ${name.padEnd(30)} ${String(entry.count).padStart(7)}  ${statuses}`);
  }
  const problems: string[] = [];
  if (result.errors) problems.push(`${result.errors} connection errors`);
  if (result.non2xx) problems.push(`${result.non2xx} non-2xx responses`);
  if (listed < created)
    problems.push(`${created} collections acknowledged but only ${listed} listed`);
  if (health !== 200) problems.push(`health check answered ${health} after the run`);
  console.log(
    problems.length
      ? `\nFAIL: ${problems.join('; ')}`
      : '\nPASS: no errors, every acknowledged write is there',
  );
  exitCode = problems.length ? 1 : 0;
} catch (error) {
  console.error(error);
  console.error(`\nServer log (last lines):\n${server.logs().split('\n').slice(-30).join('\n')}`);
  exitCode = 1;
} finally {
  await server.close();
}
process.exit(exitCode);
