// npm run bench:fault — crash tests of the real server (a report; exit 1 when data is lost).
//  1. Writes: several clients create collections and one rewrites a collection's recipe list while
//     the server is killed with SIGKILL mid-stream. After a restart on the same DATA_DIR every
//     acknowledged write must be there (and the rewritten list must be the last acknowledged one or
//     the one in flight at the kill).
//  2. Instruction jobs: instructions are requested for many recipes and the server is killed right
//     away (jobs queued) and, in a second round, a moment later (jobs being processed). After each
//     restart every requested recipe must get its steps, polled the way the client does (every 2 s).
//     The built-in AI answers in milliseconds, so nothing would be pending at the kill: the server
//     runs against a local OpenAI-compatible stand-in (AI_BASE_URL) that takes --ai-delay ms per
//     instruction answer and answers recipe generation at once.
// Both rounds run on PGlite (DATA_DIR) and, when TEST_DATABASE_URL is set (`source
// scripts/ci-postgres.sh`), again on PostgreSQL in a database of its own that is dropped afterwards.
// Each backend ends with one line: acknowledged writes, lost writes, instruction jobs completed.
// Options: --rounds=N (write-crash rounds, default 2), --ai-delay=MS (default 3000),
//          --job-timeout=S (default: the job lease + 60 s; JOB_LEASE_MS in the environment shortens the lease),
//          --port=N (default: a free port).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  ApiClient,
  freePort,
  saveGeneratedRecipes,
  signIn,
  signUp,
  sleep,
  startServer,
} from './bench-load.server.mjs';

const option = (name, fallback) =>
  Number(
    process.argv
      .slice(2)
      .find((a) => a.startsWith(`--${name}=`))
      ?.split('=')[1] ?? fallback,
  );
const ROUNDS = option('rounds', 2);
const LEASE_MS = Number(process.env.JOB_LEASE_MS ?? 120_000);
const JOB_TIMEOUT_S = option('job-timeout', LEASE_MS / 1000 + 60);

const port = option('port', 0) || (await freePort());
const AI_DELAY_MS = option('ai-delay', 3000);

const INGREDIENTS = ['chicken breast', 'rice', 'broccoli', 'garlic'];
/** A valid value for a strict JSON schema (as the provider sends it), with plausible recipe words. */
function fakeValue(schema, key, index) {
  const types = [schema.type].flat();
  if (schema.enum) return schema.enum[index % schema.enum.length];
  if (types.includes('object')) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, child]) => [
        name,
        fakeValue(child, name, index),
      ]),
    );
  }
  if (types.includes('array')) {
    const count = { options: 4, ingredients: 3, steps: 6 }[key] ?? 3;
    return Array.from({ length: count }, (_, i) => fakeValue(schema.items, key, i));
  }
  if (key === 'timer') return null;
  if (types.includes('integer')) return key === 'total_time_minutes' ? 30 : 1;
  if (types.includes('number')) return key === 'quantity' ? 200 : 0;
  return (
    {
      title: `Crash-test dish ${index + 1}`,
      description: 'Cook gently and stir now and then until done.',
      heading: `Step ${index + 1}`,
      name: INGREDIENTS[index % INGREDIENTS.length],
      unit: 'g',
    }[key] ?? 'text'
  );
}

/** A local OpenAI-compatible endpoint: recipe options at once, instruction steps after AI_DELAY_MS. */
async function startSlowAi() {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { response_format: format } = JSON.parse(body || '{}');
      const schema = format?.json_schema;
      const answer = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-fault',
            object: 'chat.completion',
            created: 0,
            model: 'fault',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: {
                  role: 'assistant',
                  content: JSON.stringify(fakeValue(schema.schema, 'root', 0)),
                },
              },
            ],
          }),
        );
      };
      if (!schema) {
        response.writeHead(400);
        response.end();
      } else if (schema.name === 'instruction_steps') setTimeout(answer, AI_DELAY_MS);
      else answer();
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/v1`, close: () => server.close() };
}

const slowAi = await startSlowAi();
const env = {
  RATE_LIMIT_SIGNUP: '100000',
  RATE_LIMIT_AI: '100000',
  RATE_LIMIT_LOGIN: '100000',
  AI_BASE_URL: slowAi.url,
  AI_API_KEY: 'fault-test',
  AI_MODEL: 'fault-test',
};
const failures = [];
const check = (ok, message) => {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${message}`);
  if (!ok) failures.push(message);
};

/** The backend under test: its DATA_DIR and, for PostgreSQL, DATABASE_URL. */
let dataDir;
let backendEnv = {};
/** Per backend: acknowledged and lost writes, requested and completed instruction jobs. */
let tally;

async function start(label) {
  const started = performance.now();
  const server = await startServer({ dataDir, port, env: { ...env, ...backendEnv } });
  console.log(
    `  ${label}: up in ${((performance.now() - started) / 1000).toFixed(1)} s (pid ${server.pid})`,
  );
  return server;
}

/** A client for the same user on the restarted server: the old cookies if they still work, else a fresh sign-in. */
async function reconnect(server, client) {
  const again = new ApiClient(server.url);
  again.cookies = new Map(client.cookies);
  const me = await again.request('GET', '/api/users/me');
  if (me.status === 200) return { client: again, sessionSurvived: true };
  return {
    client: await signIn(server.url, client.user.username, client.password),
    sessionSurvived: false,
  };
}

/** Round of writes cut by SIGKILL; returns what was acknowledged and what was in flight. */
async function writeRound(server, client, patchCollectionId, recipeIds, round) {
  const acked = new Map();
  let stop = false;
  let seq = 0;
  const creator = async () => {
    while (!stop) {
      const name = `Fault r${round} #${++seq}`;
      try {
        const { status, body } = await client.request('POST', '/api/collection/create', {
          json: { name, description: null },
          timeoutMs: 5000,
        });
        if (status === 200 || status === 201) acked.set(name, body.id);
        else if (!stop) throw new Error(`create answered ${status}: ${JSON.stringify(body)}`);
      } catch (error) {
        if (!stop) throw error;
      }
    }
  };
  // One writer replaces a list over and over; only its acknowledged versions count.
  const patch = { acked: undefined, inFlight: [] };
  const patcher = async () => {
    let n = 0;
    while (!stop) {
      n += 1;
      const list = recipeIds.slice(0, (n % recipeIds.length) + 1);
      patch.inFlight.push(list);
      try {
        const { status } = await client.request(
          'PATCH',
          `/api/collection/${patchCollectionId}/recipes`,
          {
            json: { recipe_ids: list },
            timeoutMs: 5000,
          },
        );
        if (status === 200) {
          patch.acked = list;
          patch.inFlight = [];
        } else if (!stop) throw new Error(`patch answered ${status}`);
      } catch (error) {
        if (!stop) throw error;
      }
    }
  };
  const workers = [...Array.from({ length: 6 }, creator), patcher()];
  const killAfter = 1500 + Math.floor(Math.random() * 1500);
  await sleep(killAfter);
  stop = true;
  await server.kill();
  await Promise.allSettled(workers);
  return { acked, patch, killAfter };
}

async function runOn(backend) {
  let server;
  try {
    console.log(`\n== ${backend}: fault tests on 127.0.0.1:${port}, DATA_DIR ${dataDir}`);
    server = await start('server');
    const user = await signUp(server.url, `fault_${Date.now().toString(36)}`);
    const { ids: recipeIds } = await saveGeneratedRecipes(user, 4);
    const patchCollection = await user.request('POST', '/api/collection/create', {
      json: { name: 'Rewritten list', description: null },
      expect: [200, 201],
    });
    let client = user;

    console.log(`\n1. SIGKILL during writes (${ROUNDS} rounds)`);
    for (let round = 1; round <= ROUNDS; round++) {
      const { acked, patch, killAfter } = await writeRound(
        server,
        client,
        patchCollection.body.id,
        recipeIds,
        round,
      );
      console.log(
        `  round ${round}: killed after ${killAfter} ms with ${acked.size} collections acknowledged`,
      );
      server = await start('restart');
      const reconnected = await reconnect(server, user);
      client = reconnected.client;
      check(reconnected.sessionSurvived, 'the session cookie still works after the restart');
      const { body: collections } = await client.request('GET', '/api/collection/all', {
        expect: 200,
      });
      const present = new Map(collections.map((c) => [c.name, c.id]));
      const missing = [...acked].filter(([name, id]) => present.get(name) !== id);
      tally.acked += acked.size + (patch.acked ? 1 : 0);
      tally.lost += missing.length;
      check(
        missing.length === 0,
        `all ${acked.size} acknowledged collections are present${missing.length ? ` (missing: ${missing.map(([n]) => n).join(', ')})` : ''}`,
      );
      const extra = [...present.keys()].filter(
        (name) => name.startsWith(`Fault r${round} `) && !acked.has(name),
      );
      console.log(
        `        (${extra.length} unacknowledged creates were committed before the kill: allowed)`,
      );
      const { body: detail } = await client.request(
        'GET',
        `/api/collection/${patchCollection.body.id}`,
        { expect: 200 },
      );
      const now = [...detail.recipe_ids].sort((a, b) => a - b);
      const same = (list) =>
        list && JSON.stringify([...list].sort((a, b) => a - b)) === JSON.stringify(now);
      if (patch.acked && !same(patch.acked) && !patch.inFlight.some(same)) tally.lost += 1;
      check(
        same(patch.acked) || patch.inFlight.some(same),
        `the rewritten list is the last acknowledged or the in-flight one (now [${now}], acknowledged [${patch.acked ?? ''}])`,
      );
    }

    console.log('\n2. SIGKILL during instruction jobs');
    for (const [label, delay] of [
      ['jobs queued (kill at once)', 0],
      ['jobs being processed (kill after 1.5 s)', 1500],
    ]) {
      const ids = [];
      for (const prompt of [
        'A hearty vegetable stew',
        'Fresh summer salads',
        'Breakfast for a crowd',
      ]) {
        ids.push(...(await saveGeneratedRecipes(client, 5, prompt)).ids);
      }
      // All requests at once, as several open recipe views would: the queue is deep when the kill comes.
      await Promise.all(
        ids.map((id) =>
          client.request('POST', '/api/instruction/generate', {
            json: { recipe_id: id },
            expect: [200, 202],
          }),
        ),
      );
      await sleep(delay);
      // A GET never starts a second job for a recipe that has one, so this snapshot changes nothing.
      const snapshot = await Promise.all(
        ids.map((id) => client.request('GET', `/api/instruction/${id}`)),
      );
      const readyBefore = snapshot.filter((r) => r.status === 200).length;
      await server.kill();
      console.log(
        `  ${label}: ${ids.length} recipes requested, ${ids.length - readyBefore} still pending when the server was killed`,
      );
      if (readyBefore === ids.length) {
        console.log(
          '        (every job had finished before the kill: this round proves nothing about recovery)',
        );
      }
      server = await start('restart');
      client = (await reconnect(server, user)).client;
      const started = performance.now();
      const pending = new Set(ids);
      const failed = [];
      while (pending.size && performance.now() - started < JOB_TIMEOUT_S * 1000) {
        for (const id of [...pending]) {
          const { status, body } = await client.request('GET', `/api/instruction/${id}`);
          if (status === 200 && Array.isArray(body) && body.length) pending.delete(id);
          else if (status >= 500) {
            pending.delete(id);
            failed.push(`${id}: ${status} ${JSON.stringify(body)}`);
          }
        }
        if (pending.size) await sleep(2000);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      tally.jobs += ids.length;
      tally.jobsDone += ids.length - pending.size - failed.length;
      check(
        pending.size === 0 && failed.length === 0,
        `all ${ids.length} instructions ready ${seconds} s after the restart${pending.size ? ` (still pending: ${[...pending].join(', ')})` : ''}${failed.length ? ` (failed: ${failed.join('; ')})` : ''}`,
      );
    }
  } catch (error) {
    console.error(error);
    if (server)
      console.error(
        `\nServer log (last lines):\n${server.logs().split('\n').slice(-30).join('\n')}`,
      );
    failures.push(String(error));
  } finally {
    await server?.stop();
  }
}

/** A database of its own on the TEST_DATABASE_URL server, so parallel test runs are not disturbed. */
async function withPostgresDatabase(run) {
  const name = `sous_fault_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const summary = [];
const backends = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.TEST_DATABASE_URL)
  console.log(
    'TEST_DATABASE_URL is not set: PGlite only (source scripts/ci-postgres.sh for PostgreSQL).',
  );
for (const backend of backends) {
  dataDir = mkdtempSync(join(tmpdir(), 'sous-fault-'));
  tally = { acked: 0, lost: 0, jobs: 0, jobsDone: 0 };
  try {
    if (backend === 'postgres')
      await withPostgresDatabase(async (url) => {
        backendEnv = { DATABASE_URL: url };
        await runOn(backend);
      });
    else {
      backendEnv = {};
      await runOn(backend);
    }
  } catch (error) {
    console.error(error);
    failures.push(`${backend}: ${error}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  summary.push(
    `${backend}: ${tally.acked} acknowledged writes, ${tally.lost} lost; ${tally.jobsDone} of ${tally.jobs} instruction jobs completed after the kills`,
  );
}
slowAi.close();
console.log(`\n${summary.join('\n')}`);
const exitCode = failures.length ? 1 : 0;
console.log(
  failures.length
    ? `\nFAIL: ${failures.length} checks failed`
    : '\nPASS: no acknowledged write lost, every pending instruction completed',
);
process.exit(exitCode);
