import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientFromLine, readRecipes, stepFromText } from '#contract/recipe-import.ts';
import { ldJsonBlocks } from '#contract/recipe-jsonld.ts';
import { ImportReader, ImportTooComplexError } from '#server/src/features/recipes/import-reader.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/**
 * Issue hardening-2, finding 1: an import request with text built to make a regex backtrack (80k
 * `<` in a name took 5.4 s, 40k digits in an ingredient line 2.8 s) held the only request thread,
 * so /api/health waited as long. Now every parser is linear, each field is capped before it is
 * parsed, and the parse runs in a worker thread within a time budget.
 */

/** The size of the largest pasted import (openapi.yaml ImportRequest.jsonld maxLength). */
const MAX = Number(process.env.IMPORT_DOS_CHARS ?? 1_000_000);

/** A JSON-LD document of exactly `size` characters whose `field` is `fill` repeated. */
function documentWith(
  size: number,
  fill: string,
  wrap: (text: string) => Record<string, unknown> = (text) => ({ name: text }),
) {
  const shell = (text: string) =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Soup',
      ...wrap(text),
    });
  const room = size - shell('').length;
  return shell(fill.repeat(Math.floor(room / fill.length)).slice(0, room));
}

/** The pathological sources of the report, each as large as an import may be. */
const SOURCES: [string, string][] = [
  ['a name of "<"', documentWith(MAX, '<')],
  ['a name of "<a"', documentWith(MAX, '<a')],
  [
    'an ingredient line of digits then ".5 g flour"',
    documentWith(MAX - 20, '1', (t) => ({ recipeIngredient: [`${t}.5 g flour`] })),
  ],
  ['a description of "&#1"', documentWith(MAX, '&#1', (t) => ({ description: t }))],
  ['a description of "&a"', documentWith(MAX, '&a', (t) => ({ description: t }))],
  ['steps of digits and spaces', documentWith(MAX, '1 ', (t) => ({ recipeInstructions: t }))],
  // Single quotes: the JSON body of a page of double quotes would pass the 1 MiB body limit (413).
  ['a page of unclosed script tags', "<script type='application/ld+json'>".repeat(MAX / 35)],
  ['a page of "<script" alone', '<script'.repeat(MAX / 7)],
];

const elapsed = (run: () => unknown) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

describe('import parsing runs in linear time', () => {
  it.each(SOURCES)('reads %s (1,000,000 characters) in well under a second', (_what, source) => {
    expect(source.length).toBeLessThanOrEqual(MAX);
    expect(elapsed(() => readRecipes(source))).toBeLessThan(1000);
  });

  it('splits ingredient lines and steps of 1,000,000 characters in well under a second', () => {
    const digits = '1'.repeat(MAX);
    expect(elapsed(() => ingredientFromLine(`${digits}.5 g flour`))).toBeLessThan(1000);
    expect(elapsed(() => ingredientFromLine(`${'1 '.repeat(MAX / 2)}/2 cups`))).toBeLessThan(1000);
    expect(elapsed(() => stepFromText(`${'.'.repeat(MAX)}x`))).toBeLessThan(1000);
    expect(
      elapsed(() => ldJsonBlocks('<script type="application/ld+json">'.repeat(MAX / 35))),
    ).toBeLessThan(1000);
  });

  it('takes about twice as long for twice the text, not four times', () => {
    // Medians of a few runs, against a floor, so a busy machine does not make it flaky.
    const median = (source: string) => {
      const times = Array.from({ length: 5 }, () => elapsed(() => readRecipes(source)));
      return times.sort((a, b) => a - b)[2]!;
    };
    for (const fill of ['<script type="application/ld+json">', '<script']) {
      const n = median(fill.repeat(100_000 / fill.length));
      const twice = median(fill.repeat(200_000 / fill.length));
      expect(twice).toBeLessThan(Math.max(n, 2) * 3);
    }
  });

  it('still reads amounts as before', () => {
    expect(ingredientFromLine('1 1/2 cups flour')).toEqual({
      quantity: 1.5,
      unit: 'cup',
      name: 'flour',
    });
    expect(ingredientFromLine('1/2 cup milk')).toEqual({
      quantity: 0.5,
      unit: 'cup',
      name: 'milk',
    });
    expect(ingredientFromLine('1½ tsp salt')).toEqual({ quantity: 1.5, unit: 'tsp', name: 'salt' });
    expect(ingredientFromLine('½ onion')).toEqual({ quantity: 0.5, unit: '', name: 'onion' });
    expect(ingredientFromLine('2-3 cloves garlic')).toEqual({
      quantity: 2,
      unit: 'clove',
      name: 'garlic',
    });
    expect(ingredientFromLine('0,5 l milk')).toEqual({ quantity: 0.5, unit: 'l', name: 'milk' });
    expect(ingredientFromLine('200g chickpeas')).toEqual({
      quantity: 200,
      unit: 'g',
      name: 'chickpeas',
    });
    expect(ingredientFromLine('salt')).toEqual({ quantity: null, unit: '', name: 'salt' });
  });
});

describe('the import reader', () => {
  it('ends a read that outlasts its budget, and reads the next one with a fresh worker', async () => {
    const reader = new ImportReader({ budgetMs: 1, workers: 1 });
    try {
      // Twenty times the largest import: its read takes tens of milliseconds on any machine, so it
      // cannot finish inside the 1 ms budget (a 1,000,000-character one took 2 ms and sometimes did).
      await expect(reader.read(documentWith(20 * MAX, 'x'))).rejects.toBeInstanceOf(
        ImportTooComplexError,
      );
      const relaxed = new ImportReader({ workers: 1 });
      await expect(relaxed.read(documentWith(200, 'x'))).resolves.toHaveProperty('recipes');
      await relaxed.close();
    } finally {
      await reader.close();
    }
  });
});

describe('other requests during an import', () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', { RATE_LIMIT_IMPORT: '100' });
    // Real HTTP: inject would run the probe on the thread the import holds.
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => server?.close());

  it('answer /api/health within 100 ms while maximal pathological imports run', async () => {
    const cook = server.client();
    await cook.signup('cook');
    // Warm up: the first request of each kind compiles schemas and starts the worker.
    await fetch(`${base}/api/health`);
    await cook.post('/api/recipe/import', { json: { jsonld: documentWith(300, 'x') } });
    // The machine's own noise (2 shared cores, other test files running): probes with no import.
    const probe = async () => {
      const start = performance.now();
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(200);
      return performance.now() - start;
    };
    const quietDelay = monitorEventLoopDelay({ resolution: 5 });
    quietDelay.enable();
    const quiet: number[] = [];
    for (let i = 0; i < 20; i++) {
      quiet.push(await probe());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    quietDelay.disable();
    const noiseMs = Math.max(...quiet);
    const quietHeldMs = quietDelay.max / 1e6;
    const latencies: number[] = [];
    const statuses: number[] = [];
    // How long the request thread was ever held: what every other user waits at most.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    for (const [, source] of SOURCES) {
      let running = true;
      const importing = cook
        .post('/api/recipe/import', { json: { jsonld: source } })
        .then((res) => statuses.push(res.status))
        .finally(() => (running = false));
      do {
        latencies.push(await probe());
        await new Promise((resolve) => setTimeout(resolve, 5));
      } while (running);
      await importing;
    }
    loopDelay.disable();
    latencies.sort((a, b) => a - b);
    const heldMs = loopDelay.max / 1e6;
    console.log(
      `health during ${SOURCES.length} imports of ${MAX} characters: ${latencies.length} probes, p50 ${latencies[latencies.length >> 1]!.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; event loop held at most ${heldMs.toFixed(1)} ms; without an import: health max ${noiseMs.toFixed(1)} ms, event loop ${quietHeldMs.toFixed(1)} ms; import statuses ${statuses.join(',')}`,
    );
    // The budget is 100 ms over what the machine does anyway (before: seconds to minutes).
    expect(heldMs).toBeLessThan(100 + quietHeldMs);
    expect(statuses.every((status) => status === 201 || status === 422)).toBe(true);
    expect(latencies.at(-1)).toBeLessThan(100 + noiseMs);
  }, 60_000);
});
