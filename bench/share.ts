// npm run bench:share — the public share page (GET /s/{token}) over real HTTP on PGlite: its size
// (bytes sent, and gzipped for reference) and time to first byte, p50/p95 over BENCH_RUNS loads
// after a warm-up, for a generated recipe with steps and nutrition. Also the 404 of a revoked link.
// A measurement, not a test. BENCH_RUNS=300 by default (smoke mode: 5); listens on BENCH_PORT
// (default: any free port).
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  envNumber,
  percentile,
  saveGeneratedRecipes,
  signUp,
  SMOKE,
  startApp,
} from './kit/index.ts';

const RUNS = envNumber('BENCH_RUNS', 300, 5);
const WARM_UP = SMOKE ? 2 : 20;

function load(
  port: number,
  path: string,
): Promise<{ ttfb: number; total: number; body: Buffer; status: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      const ttfb = performance.now() - start;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          ttfb,
          total: performance.now() - start,
          body: Buffer.concat(chunks),
          status: res.statusCode ?? 0,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const server = await startApp({ port: Number(process.env.BENCH_PORT ?? 0) });
try {
  const owner = await signUp(server.url, 'bench');
  const {
    ids: [id],
  } = await saveGeneratedRecipes(owner, 1, 'chickpea curry', null);
  await owner.request('POST', '/api/instruction/generate', {
    json: { recipe_id: id },
    expect: [200, 202],
  });
  await server.app.sous.worker.drain();
  const shared = await owner.request('POST', `/api/recipe/${id}/share`, { expect: 200 });
  const path = new URL((shared.body as { url: string }).url).pathname;
  const port = Number(new URL(server.url).port);

  for (const [label, target] of [
    ['share page', path],
    ['share page, 8 servings', `${path}?servings=8`],
    ['share image', `${path}/image`],
  ] as const) {
    for (let i = 0; i < WARM_UP; i++) await load(port, target);
    const ttfb: number[] = [];
    let last = await load(port, target);
    for (let i = 0; i < RUNS; i++) {
      last = await load(port, target);
      ttfb.push(last.ttfb);
    }
    ttfb.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(24)} status ${last.status}, ${last.body.length} B (${gzipSync(last.body).length} B gzipped), ` +
        `TTFB p50 ${percentile(ttfb, 50).toFixed(2)} ms, p95 ${percentile(ttfb, 95).toFixed(2)} ms (${RUNS} runs)`,
    );
    if (last.status !== 200) throw new Error(`${label}: status ${last.status}`);
  }
  await owner.request('DELETE', `/api/recipe/${id}/share`, { expect: 200 });
  const gone = await load(port, path);
  console.log(`revoked link              status ${gone.status}, ${gone.body.length} B`);
  if (gone.status !== 404) throw new Error(`revoked link: status ${gone.status}`);
} finally {
  await server.close();
}
