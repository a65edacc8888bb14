// npm run bench:share — the public share page (GET /s/{token}) over real HTTP on PGlite: its size
// (bytes sent, and gzipped for reference) and time to first byte, p50/p95 over BENCH_RUNS loads
// after a warm-up, for a generated recipe with steps and nutrition. Also the 404 of a revoked link.
// A measurement, not a test. Listens on BENCH_PORT (default: any free port).
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { saveRecipes } from '#server/test/helpers/flows.ts';
import { startTestServer } from '#server/test/helpers/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);

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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const server = await startTestServer('pglite');
try {
  const owner = server.client();
  await owner.signup('bench');
  const [id] = await saveRecipes(owner, 1, 'chickpea curry');
  await owner.post('/api/instruction/generate', { json: { recipe_id: id } });
  await server.app.sous.worker.drain();
  const url = (await owner.post(`/api/recipe/${id}/share`)).json.url as string;
  const path = new URL(url).pathname;
  await server.app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
  const port = (server.app.server.address() as { port: number }).port;

  for (const [label, target] of [
    ['share page', path],
    ['share page, 8 servings', `${path}?servings=8`],
    ['share image', `${path}/image`],
  ] as const) {
    for (let i = 0; i < 20; i++) await load(port, target);
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
  }
  await owner.delete(`/api/recipe/${id}/share`);
  const gone = await load(port, path);
  console.log(`revoked link              status ${gone.status}, ${gone.body.length} B`);
} finally {
  await server.close();
}
