// npm run bench:offline — what the service worker (issue 30 item 4, decision record 0044) costs a
// cook's first visit, and what it gives back offline. The real server (in-process, PGlite) serves
// the production build (`npm run build` first) to Debian's Chromium. Each run opens /app/library in
// a fresh context (cold HTTP cache, no worker yet), alternately with service workers allowed and
// blocked, and reads:
//   content — the library's first cards are on screen (ms after navigation start);
//   load    — the page's load event;
//   bytes   — what the page and its worker fetched in the first 5 s, or until the worker is in
//             control and a second later (transfer sizes);
//   ready   — (worker allowed) when the worker is active, i.e. the app is precached.
// Then, in the worker's context, the network off and the page reloaded: content from what it kept.
// A measurement, not a test (the worker must not slow content or load: it registers after `load`).
// BENCH_RUNS=5, BENCH_RECIPES=200 by default; smoke mode: one run, 20 recipes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import {
  browserSignIn,
  envNumber,
  launchChromium,
  median,
  seedLibrary,
  signUp,
  sleep,
  startApp,
} from './kit/index.ts';

const RUNS = envNumber('BENCH_RUNS', 5, 1);
const RECIPES = envNumber('BENCH_RECIPES', 200, 20);
const dist = path.resolve('dist');
if (!existsSync(path.join(dist, 'sw.js'))) throw new Error('Run `npm run build` first.');

interface Reading {
  content: number;
  load: number;
  bytes: number;
  ready?: number;
}

/** Resolves with the ms (page clock) when the library shows its first cards. */
async function contentShown(page: Page): Promise<number> {
  // No named inner functions in the predicate: tsx would wrap them in a helper the page lacks.
  const ready = await page.waitForFunction(
    () => {
      for (const h of document.querySelectorAll('h2')) {
        const section = h.closest('section');
        if (
          h.textContent?.includes('Alle Rezepte') &&
          section?.querySelector('li a[href^="/app/recipe/"]')
        )
          return performance.now();
      }
      return false;
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await ready.jsonValue()) as number;
}

/** Counts what a context fetches (its pages and its service worker). */
function countBytes(context: BrowserContext) {
  let bytes = 0;
  let counting = true;
  const pending: Promise<void>[] = [];
  context.on('requestfinished', (request) => {
    if (!counting) return;
    pending.push(
      request.sizes().then(
        (sizes) => {
          bytes += sizes.responseBodySize + sizes.responseHeadersSize;
        },
        () => undefined,
      ),
    );
  });
  return async () => {
    counting = false;
    await Promise.all(pending);
    return bytes;
  };
}

async function firstVisit(
  browser: Browser,
  origin: string,
  cookies: Cookie[],
  worker: boolean,
): Promise<{ reading: Reading; context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: worker ? 'allow' : 'block',
  });
  await context.addCookies(cookies);
  const bytes = countBytes(context);
  const page = await context.newPage();
  await page.goto(`${origin}/app/library`, { waitUntil: 'commit' });
  const content = await contentShown(page);
  const early =
    worker && (await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean)));
  if (early) console.warn('  (the worker registered before the content showed)');
  await page.waitForLoadState('load');
  const load = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  );
  let ready: number | undefined;
  if (worker)
    ready = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return performance.now();
    });
  if (worker) {
    // In control, and the page's answers read again through it (a moment after the claim).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await sleep(1000);
  }
  await sleep(Math.max(0, 5000 - (await page.evaluate(() => performance.now()))));
  return { reading: { content, load, bytes: await bytes(), ready }, context, page };
}

const ms = (values: number[]) => `${median(values).toFixed(0).padStart(5)} ms`;
const kib = (values: number[]) => `${(median(values) / 1024).toFixed(0).padStart(5)} KiB`;

const server = await startApp({ staticDir: dist, port: Number(process.env.BENCH_PORT ?? 0) });
const browser = await launchChromium();
try {
  const cook = await signUp(server.url, 'bench');
  await seedLibrary(server, cook.user.id, RECIPES);
  const cookies = await browserSignIn(browser, server.url, {
    username: 'bench',
    password: cook.password,
  });
  // Warm the server's caches once.
  await (await firstVisit(browser, server.url, cookies, false)).context.close();
  const readings: Record<'allowed' | 'blocked', Reading[]> = { allowed: [], blocked: [] };
  const offline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Which goes first alternates, so neither gains from the other's warm server.
    const blockedFirst = i % 2 === 0;
    if (blockedFirst) {
      const blocked = await firstVisit(browser, server.url, cookies, false);
      readings.blocked.push(blocked.reading);
      await blocked.context.close();
    }
    const allowed = await firstVisit(browser, server.url, cookies, true);
    readings.allowed.push(allowed.reading);
    // The same phone in the shop: no network, the page reloaded (the page read its answers again
    // through the worker once it took control).
    await allowed.context.setOffline(true);
    await allowed.page.reload({ waitUntil: 'commit' });
    offline.push(await contentShown(allowed.page));
    await allowed.context.close();
    if (!blockedFirst) {
      const blocked = await firstVisit(browser, server.url, cookies, false);
      readings.blocked.push(blocked.reading);
      await blocked.context.close();
    }
  }
  console.log(
    `First visit of /app/library (${RECIPES} recipes, phone 390×844, fresh context), median of ${RUNS}:`,
  );
  for (const [label, list] of Object.entries(readings)) {
    const ready = list.flatMap((r) => (r.ready === undefined ? [] : [r.ready]));
    console.log(
      `  worker ${label.padEnd(7)}  content ${ms(list.map((r) => r.content))}   load ${ms(list.map((r) => r.load))}   fetched in 5 s ${kib(list.map((r) => r.bytes))}${ready.length ? `   app precached at ${ms(ready)}` : ''}`,
    );
  }
  console.log(`  offline reload (worker)  content ${ms(offline)}`);
} finally {
  await browser.close();
  await server.close();
}
