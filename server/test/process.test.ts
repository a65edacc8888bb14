import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, HttpClient, ServerProcess } from './helpers/process.ts';

const started: ServerProcess[] = [];
function start(env: Record<string, string>): ServerProcess {
  const server = new ServerProcess(env);
  started.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(started.map((s) => s.kill()));
});

async function poll<T>(
  fn: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the server process (PGlite in DATA_DIR)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sous-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same data directory, survives kill -9 with acknowledged writes and pending jobs, and stops gracefully', async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      STATIC_DIR: path.join(dataDir, 'no-build'),
    };
    const first = start({ ...env, WORKER: 'off' });
    await first.ready();

    // Two processes on one PGlite directory would silently lose writes: the second must refuse.
    const second = start({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output).toContain(`is using the data directory ${dataDir}`);

    const client = new HttpClient(`http://127.0.0.1:${port}`);
    await client.request('GET', '/api/health');
    expect(
      (
        await client.request('POST', '/api/auth/signup', {
          json: { username: 'anna', email: 'anna@example.org', password: 'secret-pass' },
        })
      ).status,
    ).toBe(200);
    const collection = await client.request('POST', '/api/collection/create', {
      json: { name: 'Survives' },
    });
    expect(collection.status).toBe(201);
    const generated = await client.request('POST', '/api/preparing/generate', {
      json: { prompt: 'tomato pasta', written_ingredients: 'tomato, garlic, spaghetti' },
    });
    expect(generated.status).toBe(200);
    const sessionId = (generated.body as { preparing_session_id: number }).preparing_session_id;
    const options = (await client.request('GET', `/api/preparing/${sessionId}/get_options`))
      .body as { id: number }[];
    const recipeId = options[0]!.id;
    expect((await client.request('POST', `/api/recipe/${recipeId}/save`)).status).toBe(200);
    const queued = await client.request('POST', '/api/instruction/generate', {
      json: { recipe_id: recipeId },
    });
    expect(queued.status).toBe(202);

    await first.kill('SIGKILL');
    expect(existsSync(path.join(dataDir, 'sous.lock'))).toBe(true);

    // The restarted process takes over the dead process's lock, keeps the data and runs the pending job.
    const third = start(env);
    await third.ready();
    const me = await client.request('GET', '/api/users/me');
    expect(me.status).toBe(200);
    const collections = (await client.request('GET', '/api/collection/all')).body as {
      name: string;
    }[];
    expect(collections.map((c) => c.name)).toEqual(['Survives']);
    expect(
      ((await client.request('GET', '/api/recipe/get_all')).body as { id: number }[]).map(
        (r) => r.id,
      ),
    ).toEqual([recipeId]);
    const steps = await poll(
      () => client.request('GET', `/api/instruction/${recipeId}`),
      (res) => res.status !== 404,
    );
    expect(steps.status).toBe(200);
    expect((steps.body as unknown[]).length).toBeGreaterThanOrEqual(4);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(third.output).toContain('SIGTERM received');
    expect(existsSync(path.join(dataDir, 'sous.lock'))).toBe(false);
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('several server processes on one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `proc_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  // Made in beforeAll, not here: a skipped suite's body still runs (to collect it), its hooks do not.
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sous-process-pg-'));
  });
  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await admin.end().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('share sessions and run every queued job exactly once', async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const ports = [await freePort(), await freePort()];
    const processes = ports.map((port, i) =>
      start({
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        DATA_DIR: path.join(dataDir, `instance-${i}`),
        STATIC_DIR: dataDir,
        WORKER_POLL_MS: '100',
      }),
    );
    await Promise.all(processes.map((p) => p.ready()));

    // Signed in on one instance, the session works on the other (stateless access token, shared secret).
    const a = new HttpClient(`http://127.0.0.1:${ports[0]}`);
    await a.request('GET', '/api/health');
    expect(
      (
        await a.request('POST', '/api/auth/signup', {
          json: { username: 'anna', email: 'anna@example.org', password: 'secret-pass' },
        })
      ).status,
    ).toBe(200);
    const b = new HttpClient(`http://127.0.0.1:${ports[1]}`);
    for (const [k, v] of a.cookies) b.cookies.set(k, v);
    expect((await b.request('GET', '/api/users/me')).status).toBe(200);

    const ids: number[] = [];
    for (const prompt of ['pasta', 'curry', 'soup']) {
      const session = (await a.request('POST', '/api/preparing/generate', { json: { prompt } }))
        .body as {
        preparing_session_id: number;
      };
      const options = (
        await b.request('GET', `/api/preparing/${session.preparing_session_id}/get_options`)
      ).body as { id: number }[];
      ids.push(...options.map((o) => o.id));
    }
    // Book recipes come with their method; without it (a model's or an imported recipe) the
    // instruction job writes the steps, and that job is what both processes must share.
    await admin.query(`DELETE FROM ${schema}.instructions WHERE recipe_id = ANY($1::int[])`, [ids]);
    await admin.query(`DELETE FROM ${schema}.instruction_jobs WHERE recipe_id = ANY($1::int[])`, [
      ids,
    ]);
    await Promise.all(
      ids.map((id, i) =>
        (i % 2 ? a : b).request('POST', '/api/instruction/generate', { json: { recipe_id: id } }),
      ),
    );
    for (const id of ids) {
      const res = await poll(
        () => (id % 2 ? b : a).request('GET', `/api/instruction/${id}`),
        (r) => r.status !== 404,
      );
      expect(res.status).toBe(200);
    }
    const jobs = await admin.query(`SELECT status, attempts FROM ${schema}.instruction_jobs`);
    expect(jobs.rows).toHaveLength(ids.length);
    for (const job of jobs.rows) expect(job).toEqual({ status: 'done', attempts: 1 });
  }, 180_000);
});
