import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigRecipe, maximalImport } from './helpers/import-sources.ts';
import { downloadInThread, probeAround, startProbes, type Compared } from './helpers/probes.ts';
import { seedLibrary } from './helpers/seed-library.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';

/**
 * Issue hardening-2, finding 5, measured: the memory an export of 10,000 recipes takes, and how long
 * another cook's library list waits while the export runs and while one cook runs the largest
 * imports there are (a pasted block of 1,000,000 characters and a file of 2 MiB, 50 recipes each).
 * Over real HTTP on a listening server, the other cook's requests and the download from threads of
 * their own (inject would buffer the whole answer, and a client on the server's thread cannot see
 * that thread held). Each busy window is followed by a quiet one as long, to weigh the machine's
 * noise alike. The figures are printed; the bounds are what the finding asks for.
 */

v8.setFlagsFromString('--expose-gc');
/** Collects garbage, so what is left is what the server really holds. */
const gc = runInNewContext('gc') as () => void;

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);
const RECIPES = Number(process.env.EXPORT_RECIPES ?? 10_000);

/** The 99th percentile of some latencies. */
function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!;
}

/** CPU time this thread has used, in ms (Node 23.9+; the process's before). */
function threadCpuMs(): number {
  const usage =
    (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.() ??
    process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * How long this thread (the server's) went between two turns of its event loop while some work
 * ran: the wall time, and the thread's own CPU time in it. On 2 shared cores the first also counts
 * the time the thread waited for a core; the second is the work that held every other request.
 */
function turnGaps() {
  let wall = 0;
  let cpu = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    /** Wraps work so that only its own time is sampled. */
    during<T>(work: () => Promise<T>): () => Promise<T> {
      return async () => {
        let lastWall = performance.now();
        let lastCpu = threadCpuMs();
        timer = setInterval(() => {
          const [nowWall, nowCpu] = [performance.now(), threadCpuMs()];
          wall = Math.max(wall, nowWall - lastWall);
          cpu = Math.max(cpu, nowCpu - lastCpu);
          [lastWall, lastCpu] = [nowWall, nowCpu];
        }, 2);
        try {
          return await work();
        } finally {
          clearInterval(timer);
        }
      };
    },
    get wallMs() {
      return wall;
    },
    get cpuMs() {
      return cpu;
    },
  };
}

/** The session cookie of a test client, for fetch. */
function cookieOf(client: TestClient): string {
  return [...client.cookies.entries()]
    .filter(([name]) => name === 'access_token')
    .map(([name, cookie]) => `${name}=${cookie.value}`)
    .join('; ');
}

interface ExportFigures {
  status: number;
  bytes: number;
  /** Time to the last and first byte (slowed down by the collections: timed apart, in a thread). */
  ms: number;
  firstByteMs: number;
  /** The most heap and off-heap buffers held above the state before, sampled after a collection. */
  liveGrowth: number;
  /** The most heap, garbage included, and resident memory above the state before. */
  heapGrowth: number;
  rssGrowth: number;
}

/** Downloads the library, dropping each chunk as it arrives, and samples this process's memory. */
async function measureExport(url: string, cookie: string): Promise<ExportFigures> {
  gc();
  gc();
  const before = process.memoryUsage();
  const held = () => {
    gc();
    const now = process.memoryUsage();
    return now.heapUsed + now.external;
  };
  let live = before.heapUsed + before.external;
  let heap = before.heapUsed;
  let rss = before.rss;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  };
  const sampler = setInterval(() => {
    sample();
    live = Math.max(live, held());
  }, 20);
  const start = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  let sampled = 0;
  const res = await fetch(url, { headers: { cookie } });
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - start;
    bytes += value.byteLength;
    sample();
    // A server that never yields between its reads runs no timer: sample per megabyte received too.
    if (bytes - sampled >= MB) {
      sampled = bytes;
      live = Math.max(live, held());
    }
  }
  const ms = performance.now() - start;
  clearInterval(sampler);
  return {
    status: res.status,
    bytes,
    ms,
    firstByteMs,
    liveGrowth: live - before.heapUsed - before.external,
    heapGrowth: heap - before.heapUsed,
    rssGrowth: rss - before.rss,
  };
}

describe(`exporting a library of ${RECIPES.toLocaleString('en')} recipes`, () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => server?.close());

  it('streams it in memory that does not grow with the library, serving others meanwhile', async () => {
    const cook = server.client();
    const { id } = await cook.signup('cook');
    const other = server.client();
    await seedLibrary(server.database.db, (await other.signup('other')).id, 300);
    const seedStart = performance.now();
    await seedLibrary(server.database.db, id, RECIPES);
    const seedMs = performance.now() - seedStart;
    // Warm-up: the first export compiles the serialiser.
    await (
      await fetch(`${base}/api/recipe/export`, { headers: { cookie: cookieOf(other) } })
    ).text();

    // Another cook's library list, probed from a thread of its own while the export runs.
    const gaps = turnGaps();
    const { results, busy, quiet } = await probeAround(
      `${base}/api/recipe/list?limit=24`,
      { cookie: cookieOf(other) },
      [
        gaps.during(() =>
          downloadInThread(`${base}/api/recipe/export`, { cookie: cookieOf(cook) }),
        ),
      ],
    );
    const time = results[0]!;

    const figures = await measureExport(`${base}/api/recipe/export`, cookieOf(cook));
    console.log(
      `export of ${RECIPES} recipes (seeded in ${(seedMs / 1000).toFixed(1)} s): ${mb(figures.bytes)} MB in ${time.ms.toFixed(0)} ms (first byte ${time.firstByteMs.toFixed(0)} ms); ` +
        `live +${mb(figures.liveGrowth)} MB, heap with garbage +${mb(figures.heapGrowth)} MB, RSS +${mb(figures.rssGrowth)} MB; ` +
        `another cook's list meanwhile: ${busy.length} probes, p99 ${p99(busy).toFixed(1)} ms, max ${Math.max(...busy).toFixed(1)} ms (as long without the export: p99 ${p99(quiet).toFixed(1)} ms, max ${Math.max(...quiet).toFixed(1)} ms); ` +
        `request thread between two turns at most ${gaps.wallMs.toFixed(1)} ms, ${gaps.cpuMs.toFixed(1)} ms of it its own work`,
    );
    expect(figures.status).toBe(200);

    // The answer is the whole library, in order.
    const all = (await (
      await fetch(`${base}/api/recipe/export`, { headers: { cookie: cookieOf(cook) } })
    ).json()) as { name: string }[];
    expect(all).toHaveLength(RECIPES);
    expect(all[0]!.name).toBe('Seeded dish 1 with rice');
    expect(all.at(-1)!.name).toMatch(new RegExp(`^Seeded dish ${RECIPES} `));

    // A page at a time (before: +140-175 MB of heap and +91-164 MB RSS for these 30 MB).
    expect(figures.liveGrowth).toBeLessThan(32 * MB);
    expect(figures.heapGrowth).toBeLessThan(80 * MB);
    // Another cook's reads go on between the pages (before: none for the 3 s the array took).
    expect(gaps.cpuMs).toBeLessThan(100);
  }, 300_000);
});

describe('another cook while the largest imports run', () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', { RATE_LIMIT_IMPORT: '1000' });
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => server?.close());

  it('gets their library list within 100 ms over the machine noise', async () => {
    const anna = server.client();
    await anna.signup('anna');
    const bert = server.client();
    const { id: bertId } = await bert.signup('bert');
    await seedLibrary(server.database.db, bertId, 300);
    const list = `${base}/api/recipe/list?limit=24`;
    const headers = { cookie: cookieOf(bert) };

    // Warm-up: schemas compiled, the import reader's worker started.
    const small = await anna.post('/api/recipe/import', {
      json: { jsonld: JSON.stringify(bigRecipe(0, 4000)) },
    });
    expect(small.status).toBe(201);
    await startProbes(list, headers).stop();

    // Each statement and transaction timed: wall time, and the request thread's own CPU time
    // (PGlite runs in it; the wall time also counts waiting for the 2 shared cores).
    const db = server.database.db;
    const holds: { wall: number; cpu: number }[] = [];
    const { query, transaction } = db;
    const timed =
      <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const start = performance.now();
        const cpu = threadCpuMs();
        try {
          return await fn(...args);
        } finally {
          holds.push({ wall: performance.now() - start, cpu: threadCpuMs() - cpu });
        }
      };
    db.query = timed(query.bind(db)) as typeof db.query;
    db.transaction = timed(transaction.bind(db)) as typeof db.transaction;

    // Built before the clock starts: writing 3 MB of JSON would hold this thread, the server's too.
    const pasted = maximalImport(1_000_000, 1);
    const file = Buffer.from(maximalImport(2 * MB, 2));
    const sources: [string, () => Promise<{ status: number }>][] = [
      ['pasted', () => anna.post('/api/recipe/import', { json: { jsonld: pasted } })],
      [
        'file',
        () =>
          anna.post('/api/recipe/import', {
            multipart: {
              file: { data: file, filename: 'library.jsonld', contentType: 'application/ld+json' },
            },
          }),
      ],
    ];
    const gaps = turnGaps();
    let compared: Compared<string>;
    try {
      compared = await probeAround(
        list,
        headers,
        sources.map(([kind, run]) =>
          gaps.during(async () => {
            const start = performance.now();
            const { status } = await run();
            return `${kind} ${status} in ${(performance.now() - start).toFixed(0)} ms`;
          }),
        ),
      );
    } finally {
      db.query = query;
      db.transaction = transaction;
    }
    const imports = compared.results;

    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const at = (values: number[], p: number) =>
      values[Math.min(values.length - 1, Math.floor(p * values.length))]!.toFixed(1);
    const busyLatencies = sorted(compared.busy);
    const quietLatencies = sorted(compared.quiet);
    const walls = sorted(holds.map((hold) => hold.wall));
    const cpus = sorted(holds.map((hold) => hold.cpu));
    console.log(
      `list during ${sources.length} maximal imports (${imports.join('; ')}): ${busyLatencies.length} probes, p50 ${at(busyLatencies, 0.5)} ms, p99 ${at(busyLatencies, 0.99)} ms, max ${at(busyLatencies, 1)} ms; ` +
        `as long without an import: ${quietLatencies.length} probes, p50 ${at(quietLatencies, 0.5)} ms, p99 ${at(quietLatencies, 0.99)} ms, max ${at(quietLatencies, 1)} ms; ` +
        `database held per statement or transaction (${holds.length}): wall p95 ${at(walls, 0.95)} ms, max ${at(walls, 1)} ms; request thread CPU p95 ${at(cpus, 0.95)} ms, max ${at(cpus, 1)} ms; ` +
        `request thread between two turns at most ${gaps.wallMs.toFixed(1)} ms, ${gaps.cpuMs.toFixed(1)} ms of it its own work`,
    );
    expect(imports.every((line) => line.includes(' 201 '))).toBe(true);
    // No stretch of the server's own work holds the others' reads for 100 ms (before: the whole
    // import, 7-15 s) ...
    expect(gaps.cpuMs).toBeLessThan(100);
    // ... and their reads, as the client sees them, stay within 100 ms of what the machine does
    // anyway. The 99th percentile: on 2 cores shared with other builds a single read now and then
    // waits a few hundred ms for a core, import or not (the thread's CPU time above tells).
    expect(p99(compared.busy)).toBeLessThan(100 + p99(compared.quiet));
  }, 300_000);
});
