// npm run bench:library-page — how fast the library page (/app/library) is usable with 1,000 and
// 10,000 saved recipes: the real server (PGlite in memory) serves the production build (`npm run
// build` first) to Debian's Chromium. Each run opens the page in a fresh browser context (cold
// HTTP cache) at 1366×900 and at 390×844 and reads, in the page:
//   content      — "Letzte Rezepte" and the first "Alle Rezepte" cards are on screen;
//   interactive  — content, and the main thread is free: the end of the last long task (≥ 50 ms)
//                  before a quiet second, or the content time when later;
//   api          — bytes of the /api answers the page loaded (decoded body sizes).
// A measurement, not a test (target: interactive ≤ 1 s at 10,000 recipes, issue #17).
// BENCH_SIZES=1000,10000 and BENCH_RUNS=7 by default; smoke mode: 100 recipes, one run, desktop only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Cookie } from '@playwright/test';
import {
  browserSignIn,
  envNumber,
  envNumbers,
  median,
  seedLibrary,
  signUp,
  SMOKE,
  launchChromium,
  startApp,
} from './kit/index.ts';

const RUNS = envNumber('BENCH_RUNS', 7, 1);
const SIZES = envNumbers('BENCH_SIZES', [1000, 10000], [100]);
const dist = path.resolve('dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('Run `npm run build` first.');

const VIEWPORTS = (
  [
    ['desktop 1366×900', { width: 1366, height: 900 }],
    ['phone 390×844', { width: 390, height: 844 }],
  ] as const
).slice(0, SMOKE ? 1 : 2);

interface Reading {
  content: number;
  interactive: number;
  api: number;
}

async function measure(
  browser: Browser,
  origin: string,
  cookies: Cookie[],
  viewport: { width: number; height: number },
): Promise<Reading> {
  const context = await browser.newContext({ viewport });
  await context.addCookies(cookies);
  await context.addInitScript(() => {
    const w = window as unknown as { __long: [number, number][] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${origin}/app/library`, { waitUntil: 'commit' });
  // No named inner functions in the predicate: tsx would wrap them in a helper the page lacks.
  const ready = await page.waitForFunction(
    () => {
      let recent: Element | null = null;
      let all: Element | null = null;
      for (const h of document.querySelectorAll('h2')) {
        if (h.textContent?.includes('Letzte Rezepte')) recent = h.closest('section');
        if (h.textContent?.includes('Alle Rezepte')) all = h.closest('section');
      }
      const shown =
        recent?.querySelector('a[href^="/app/recipe/"]') &&
        all?.querySelector('li a[href^="/app/recipe/"]');
      return shown ? performance.now() : false;
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  const content = (await ready.jsonValue()) as number;
  await page.waitForTimeout(1000);
  const { long, api } = await page.evaluate(() => ({
    long: (window as unknown as { __long: [number, number][] }).__long,
    api: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).decodedBodySize, 0),
  }));
  const lastLongEnd = Math.max(0, ...long.map(([start, duration]) => start + duration));
  await context.close();
  return { content, interactive: Math.max(content, lastLongEnd), api };
}

const worst = (values: number[]) => Math.max(...values);

const server = await startApp({ staticDir: dist, port: Number(process.env.BENCH_PORT ?? 0) });
const browser = await launchChromium();
try {
  const cook = await signUp(server.url, 'bench');
  const origin = server.url;
  const cookies = await browserSignIn(browser, origin, {
    username: 'bench',
    password: cook.password,
  });
  let seeded = 0;
  for (const size of SIZES) {
    await seedLibrary(server, cook.user.id, size - seeded);
    seeded = size;
    console.log(
      `\n${size.toLocaleString('en')} saved recipes, ${RUNS} runs each (median / worst):`,
    );
    for (const [label, viewport] of VIEWPORTS) {
      await measure(browser, origin, cookies, viewport); // warm the server's caches
      const readings: Reading[] = [];
      for (let i = 0; i < RUNS; i++)
        readings.push(await measure(browser, origin, cookies, viewport));
      const ms = (pick: (r: Reading) => number) =>
        `${median(readings.map(pick)).toFixed(0).padStart(5)} / ${worst(readings.map(pick)).toFixed(0).padStart(5)} ms`;
      console.log(
        `  ${label.padEnd(17)} content ${ms((r) => r.content)}   interactive ${ms((r) => r.interactive)}   api ${(median(readings.map((r) => r.api)) / 1024).toFixed(0)} KiB`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
