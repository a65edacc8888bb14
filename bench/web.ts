// npm run bench:web — performance budgets of the web app (a report, not a test).
//  1. Builds the app (vite build + prerender) unless --no-build.
//  2. Reports the gzip size of the JS and CSS each route loads first, from the Vite manifest
//     (entry + the route's lazy layout and screen chunks with their static imports), and judges the
//     weight budgets and which code may load where (scripts/route-weights.mjs, the same judge as
//     `npm run test:weight` in npm test).
//  3. Runs Lighthouse (mobile, simulated throttling, Debian Chromium) on /, /login, /app/library and a
//     recipe view against the real server (server/src/main.ts on 127.0.0.1, temp DATA_DIR, a user made
//     through the API). Without a working server it says so and measures a static copy of the build
//     instead (the /app pages then on the mock-mode build, signed in through the mock's 'cook' world).
// Options: --no-build, --no-lighthouse, --runs=N (Lighthouse runs per page, median; default 3),
//          --dist=DIR (default dist), --static (skip the real server), --reports=DIR (write each
//          page's median Lighthouse result as JSON, to open in the Lighthouse viewer),
//          --emulate-server (serve the build as the server should — precompressed, prerendered
//          pages, spa.html fallback — in front of the real server's /api).
// Exit code 1 when a budget fails.
// Smoke mode (BENCH_SMOKE=1): the existing build (built only when dist/ has none), the hydration
// check and Lighthouse on / alone, one run, against the real server (no static fallback: a server
// that does not start is an error); budgets are reported, not judged.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Flags, Result as LighthouseResult } from 'lighthouse';
import { routeLeaves } from '#src/app/route-manifest.ts';
import { filesForModules, pageFile, readManifest } from '#scripts/route-files.mjs';
import { formatTable, judge, measureRoutes, PLACEMENT } from '#scripts/route-weights.mjs';
import {
  arg,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  flag,
  freePort,
  saveGeneratedRecipes,
  signUp,
  SMOKE,
  startServer,
  verdict,
  type Server,
} from './kit/index.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, arg('dist', 'dist'));
const RUNS = Math.max(1, Number(arg('runs', '3', '1')));
const REPORTS = arg('reports') && resolve(ROOT, arg('reports')!);
const BUILD = !flag('no-build') && (!SMOKE || !existsSync(join(DIST, 'index.html')));
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
// Lighthouse starts Chromium itself: headless, with the benches' flags.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The Lighthouse budgets (the weight budgets are scripts/route-weights.mjs's, a test in npm test). */
const BUDGET = {
  performance: 95,
  accessibility: 100,
};

const results: { name: string; ok: boolean; detail?: string }[] = [];
const budget = (name: string, ok: boolean, detail?: string) => {
  results.push({ name, ok, detail });
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
};

function run(command: string, commandArgs: string[], env: Record<string, string> = {}): string {
  const started = performance.now();
  const result = spawnSync(command, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
  return ((performance.now() - started) / 1000).toFixed(1);
}

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

function buildApp(outDir: string, mode?: string): string {
  const viteArgs = ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  if (mode) viteArgs.push('--mode', mode);
  const seconds = run(bin('vite'), viteArgs);
  if (mode) return seconds;
  const prerender = run(process.execPath, [join(ROOT, 'scripts', 'prerender.mjs')], {
    PRERENDER_DIST: outDir,
  });
  return `${seconds} s + prerender ${prerender}`;
}

// ------------------------------------------------------------------ bundle sizes

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
const fmt = (kb: number) => `${kb.toFixed(1)} KB`;

/** The pages the build writes as static HTML (src/app/route-manifest.ts). */
const PRERENDERED = routeLeaves()
  .filter((leaf) => leaf.prerender)
  .map((leaf) => leaf.path);

/**
 * The address the hydration check opens for a page: the not-found page at an address no route
 * has; a mailed link's page with its token, and the server's answer held back (HOLD_API), so what
 * hydrates is the state the prerender drew (the link being checked, Google's return being verified)
 * and the state the answer brings later does not count as a replaced node.
 */
const VISIT: Record<string, string> = {
  '/*': '/no/such/page',
  '/reset-password': '/reset-password?token=bench-token',
  '/confirm-email': '/confirm-email?token=bench-token',
};
const HOLD_API = new Set(['/reset-password', '/oauth/callback']);

function reportSizes() {
  const routes = measureRoutes(DIST);
  console.log(
    '\nFirst-load JS and CSS per route (gzip -9; entry + lazy layout and screen with their static imports):',
  );
  for (const line of formatTable(routes)) console.log(`  ${line}`);
  const entry = filesForModules(readManifest(DIST), []);
  console.log(
    `  (entry alone: ${fmt(entry.js.reduce((s, f) => s + gzipKb(f), 0))} JS in ${entry.js.length} files)`,
  );

  console.log('\nBudgets (bundle; scripts/route-weights.mjs):');
  const failures = judge(routes);
  for (const failure of failures) budget(failure, false);
  if (!failures.length)
    budget(
      `every route within its weight budget, ${PLACEMENT.map((rule) => rule.name).join(', ')} code where it belongs`,
      true,
    );
  const prerendered = PRERENDERED.map((path) => {
    const file = join(DIST, pageFile(path));
    return existsSync(file) && readFileSync(file, 'utf8').includes(`data-prerendered="${path}"`);
  });
  budget(
    'public pages prerendered to static HTML',
    prerendered.every(Boolean),
    PRERENDERED.filter((_, i) => !prerendered[i]).join(', ') || PRERENDERED.join(', '),
  );
}

// ------------------------------------------------------------------ static server (fallback)

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
};

/**
 * What the real server is expected to do with a build: files precompressed when the build wrote
 * .br/.gz siblings, /path -> dist/path/index.html when prerendered, an address no route has ->
 * dist/404.html (status 404), every other page -> dist/spa.html, and /api proxied to apiTarget, or answered 404 without one (no backend: the
 * session check then means "anonymous").
 */
function startStatic(
  dir: string,
  port: number,
  apiTarget?: string,
): Promise<{ url: string; close: () => void }> {
  const table = join(dir, 'shells', 'routes.json');
  // Every page's URL pattern (scripts/prerender.mjs); without the table every address is a page.
  const routes = existsSync(table)
    ? (JSON.parse(readFileSync(table, 'utf8')) as { pattern: string }[]).map(
        (route) => new RegExp(route.pattern, 'i'),
      )
    : [/./];
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
    const send = (file: string, status = 200): void => {
      // Like @fastify/static's preCompressed: the .br / .gz sibling written by the build, when accepted.
      const accepts = request.headers['accept-encoding'] ?? '';
      const encoding = ['br', 'gzip'].find(
        (e) => accepts.includes(e) && existsSync(`${file}.${e === 'br' ? 'br' : 'gz'}`),
      );
      const body = readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
      response.writeHead(status, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': file.includes(`${sep}assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
      });
      response.end(body);
    };
    if (apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) {
      const upstream = httpRequest(
        new URL(request.url!, apiTarget),
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
      return;
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"detail":"Not found"}');
      return;
    }
    const file = normalize(join(dir, pathname));
    if (!file.startsWith(dir)) return send(join(dir, 'spa.html'), 404);
    if (existsSync(file) && statSync(file).isFile()) return send(file);
    const page = join(file, 'index.html');
    if (existsSync(page)) return send(page);
    if (extname(pathname)) {
      response.writeHead(404);
      response.end();
      return;
    }
    // An address no route has: the not-found page with a 404, as the server answers it.
    const known = routes.some((pattern) =>
      pattern.test(pathname.replace(/(?<!\/)\/+$/, '') || '/'),
    );
    if (!known && existsSync(join(dir, '404.html'))) return send(join(dir, '404.html'), 404);
    send(existsSync(join(dir, 'spa.html')) ? join(dir, 'spa.html') : join(dir, 'index.html'));
  });
  return new Promise((resolvePromise) =>
    server.listen(port, '127.0.0.1', () =>
      resolvePromise({ url: `http://127.0.0.1:${port}`, close: () => server.close() }),
    ),
  );
}

// ------------------------------------------------------------------ hydration

/**
 * Loads each prerendered page in Chromium (API answering 404 = anonymous) and checks that React
 * adopted the static markup: no element of #root was replaced and nothing was logged as an error.
 */
async function checkHydration() {
  const { chromium } = await import('playwright');
  const server = await startStatic(DIST, await freePort());
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
  });
  console.log(
    `\nHydration of the prerendered pages (Chromium, anonymous${SMOKE ? '; smoke mode: / only' : ''}):`,
  );
  try {
    for (const path of SMOKE ? PRERENDERED.slice(0, 1) : PRERENDERED) {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource.*404/.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { __removedNodes: removed });
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.target.nodeName === 'TITLE') continue;
            for (const node of record.removedNodes) removed.push(node.nodeName);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      if (HOLD_API.has(path)) await page.route('**/api/**', () => {});
      await page.goto(`${server.url}${VISIT[path] ?? path}`, {
        waitUntil: HOLD_API.has(path) ? 'load' : 'networkidle',
      });
      if (HOLD_API.has(path)) {
        await page.waitForFunction(() => {
          const first = document.getElementById('root')?.firstElementChild;
          return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
        });
        await page.waitForTimeout(500);
      }
      const state = await page.evaluate(() => {
        const first = document.getElementById('root')?.firstElementChild;
        return {
          hydrated: !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber')),
          replaced: (window as unknown as { __removedNodes: string[] }).__removedNodes.length,
        };
      });
      const ok = state.hydrated && state.replaced === 0 && errors.length === 0;
      budget(
        `${path} hydrates its static markup`,
        ok,
        ok
          ? 'no node replaced, no error'
          : `hydrated ${state.hydrated}, ${state.replaced} nodes replaced, errors: ${errors.join(' | ') || 'none'}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

// ------------------------------------------------------------------ lighthouse

interface Page {
  label: string;
  url: string;
  signedIn?: boolean;
}

interface Measured extends Page {
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failedA11y: string[];
  allPerformance: number[];
}

interface Outcome {
  measured: Measured[];
  target: string;
}

async function lighthouseRuns(
  pages: Page[],
  headersFor: (page: Page) => Record<string, string>,
): Promise<Measured[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const measured: Measured[] = [];
  for (const page of pages) {
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A fresh browser per run: a cookie the previous run stored would shadow the Cookie header
      // a signed-in page is measured with (Chromium then sends its own jar, and the page lands on /login).
      // A just-started Chromium now and then loses the trace (NO_NAVSTART): such a run is repeated.
      for (let attempt = 1; ; attempt++) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROME_PATH,
          chromeFlags: CHROME_FLAGS,
          logLevel: 'silent',
        });
        try {
          const flags: Flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            extraHeaders: headersFor(page),
          };
          const result = await lighthouse(page.url, flags);
          if (!result) throw new Error(`Lighthouse on ${page.url}: no result`);
          const { lhr } = result;
          if (!lhr.runtimeError) {
            runs.push(lhr);
            break;
          }
          if (attempt === 3)
            throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.message}`);
        } finally {
          await chrome.kill();
        }
      }
    }
    // The median run by performance score, as Lighthouse's own docs recommend for variance.
    const performanceOf = (r: LighthouseResult) => r.categories.performance?.score ?? 0;
    runs.sort((a, b) => performanceOf(a) - performanceOf(b));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = page.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
      writeFileSync(join(REPORTS, `${name}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failedA11y = Object.values(lhr.audits)
      .filter(
        (a) =>
          lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
          a.score === 0,
      )
      .map((a) => a.id);
    measured.push({
      ...page,
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      failedA11y,
      allPerformance: runs.map((r) => Math.round(performanceOf(r) * 100)),
    });
    const m = measured.at(-1)!;
    console.log(
      `  ${page.label.padEnd(14)} perf ${String(m.performance).padStart(3)} (runs ${m.allPerformance.join('/')})  a11y ${String(m.accessibility).padStart(3)}  BP ${m.bestPractices}  SEO ${m.seo}  FCP ${(m.fcp / 1000).toFixed(2)} s  LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}${m.finalUrl !== page.url ? `  (ended at ${m.finalUrl})` : ''}`,
    );
    if (m.failedA11y.length)
      console.log(`      failing accessibility audits: ${m.failedA11y.join(', ')}`);
  }
  return measured;
}

async function measureAgainstServer(): Promise<Outcome | { error: Error }> {
  let server: Server;
  try {
    server = await startServer({ staticDir: DIST });
  } catch (error) {
    if (SMOKE) throw error;
    return { error: error as Error };
  }
  try {
    const user = await signUp(server.url, `bench_web_${Date.now().toString(36)}`);
    const { ids } = await saveGeneratedRecipes(user, 2);
    const recipeId = ids[0]!;
    // Instructions ready before measuring, so the recipe view shows its steps rather than a poll.
    await user.request('POST', '/api/instruction/generate', {
      json: { recipe_id: recipeId },
      expect: [200, 202],
    });
    for (let i = 0; i < 120; i++) {
      const { status } = await user.request('GET', `/api/instruction/${recipeId}`);
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, SMOKE ? 100 : 1000));
    }
    // --emulate-server: the pages through a front that serves the build the way the [qa] report
    // asks the server to (precompressed files, prerendered pages, spa.html fallback), /api proxied.
    const front = flag('emulate-server')
      ? await startStatic(DIST, await freePort(), server.url)
      : undefined;
    const base = front?.url ?? server.url;
    const pages: Page[] = [
      { label: '/', url: `${base}/` },
      { label: '/login', url: `${base}/login` },
      { label: '/app/library', url: `${base}/app/library`, signedIn: true },
      { label: 'recipe view', url: `${base}/app/recipe/${recipeId}`, signedIn: true },
    ].slice(0, SMOKE ? 1 : 4);
    console.log(
      `\nLighthouse against the real server (${base}${front ? `, static files served as proposed, /api proxied to ${server.url}` : ''}, ${RUNS} runs per page, median${SMOKE ? '; smoke mode: / only' : ''}):`,
    );
    const measured = await lighthouseRuns(pages, (page): Record<string, string> =>
      page.signedIn ? { Cookie: user.cookieHeader } : {},
    );
    front?.close();
    return {
      measured,
      target: front
        ? 'real server /api behind the proposed static serving'
        : 'real server (npm start)',
    };
  } finally {
    await server.close();
  }
}

async function measureStatic(reason: string): Promise<Outcome> {
  console.log(`\nThe real server could not be used (${reason}).`);
  console.log(
    'Measuring a static copy instead: the production build for / and /login (the API answers 404, i.e. anonymous),',
  );
  console.log(
    "and the mock-mode build (MSW in the page, 'cook' world = chef_anna signed in) for /app/library and a recipe view.",
  );
  const mockDir = mkdtempSync(join(tmpdir(), 'sous-bench-mock-'));
  try {
    buildApp(mockDir, 'mock');
    const real = await startStatic(DIST, await freePort());
    const mock = await startStatic(mockDir, await freePort());
    try {
      const pages: Page[] = [
        { label: '/', url: `${real.url}/` },
        { label: '/login', url: `${real.url}/login` },
        { label: '/app/library', url: `${mock.url}/app/library?scenario=cook` },
        { label: 'recipe view', url: `${mock.url}/app/recipe/1?scenario=cook` },
      ];
      console.log(`\nLighthouse against static copies (${RUNS} runs per page, median):`);
      const measured = await lighthouseRuns(pages, () => ({}));
      return {
        measured,
        target: 'static copy (production build for public pages, mock build for /app)',
      };
    } finally {
      real.close();
      mock.close();
    }
  } finally {
    rmSync(mockDir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ main

if (BUILD) {
  console.log(`Building the app into ${DIST} ...`);
  console.log(`  built in ${buildApp(DIST)} s`);
}
reportSizes();
await checkHydration();

if (!flag('no-lighthouse')) {
  let outcome = flag('static')
    ? { error: new Error('--static given') }
    : await measureAgainstServer();
  if ('error' in outcome) outcome = await measureStatic(outcome.error.message.split('\n')[0]!);
  console.log(`\nBudgets (Lighthouse, mobile, simulated throttling; target: ${outcome.target}):`);
  for (const m of outcome.measured) {
    const landed = new URL(m.finalUrl).pathname;
    if (landed !== new URL(m.url).pathname) {
      budget(`${m.label}: measured the page itself`, false, `the browser ended at ${landed}`);
    }
    budget(
      `${m.label}: performance >= ${BUDGET.performance}`,
      m.performance >= BUDGET.performance,
      String(m.performance),
    );
    budget(
      `${m.label}: accessibility = ${BUDGET.accessibility}`,
      m.accessibility >= BUDGET.accessibility,
      `${m.accessibility}${m.failedA11y.length ? ` (${m.failedA11y.join(', ')})` : ''}`,
    );
  }
}

const failed = results.filter((r) => !r.ok);
console.log(`\n${results.length - failed.length} budgets passed, ${failed.length} failed`);
process.exit(verdict(failed.length === 0));
