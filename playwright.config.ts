import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/** One entry of `webServer` (the type itself is not exported). */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4173);
const MOCK_DIST = process.env.E2E_DIST ?? 'dist-mock';
const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4290);

/**
 * The projects a run asks for (`--project mock`, `--project=server`); all of them when none is named.
 * Only their servers are started, so a mock run never builds or starts the real backend.
 */
function requestedProjects(): Set<string> {
  const names = new Set<string>();
  const argv = process.argv;
  argv.forEach((arg, i) => {
    if (arg === '--project' && argv[i + 1]) names.add(argv[i + 1]!);
    else if (arg.startsWith('--project=')) names.add(arg.slice('--project='.length));
  });
  return names.size > 0 ? names : new Set(['mock', 'server']);
}
const wanted = requestedProjects();

/** The built mock-mode SPA (MSW in the browser, no backend). */
const mockServer: WebServer = {
  command: `node_modules/.bin/vite preview --mode mock --outDir ${MOCK_DIST} --host 127.0.0.1 --port ${MOCK_PORT} --strictPort`,
  url: `http://127.0.0.1:${MOCK_PORT}`,
  // Never another process's preview: one on this port may serve another worktree's build (a run once
  // tested a helper's branch that way). A busy port fails the run; E2E_MOCK_PORT picks another.
  reuseExistingServer: false,
  timeout: 60_000,
};

/**
 * `npm start`'s process on a fresh DATA_DIR, using the build in dist/ (`npm run test:e2e:server`
 * builds it first; it is built here when missing). Stopped with SIGTERM: the server shuts down
 * cleanly, then the shell (which only notes the signal) removes the temporary data directory.
 */
function realServer(): WebServer {
  // Made once, by the runner; its workers load this file again and find it in the environment.
  const dataDir = (process.env.E2E_SERVER_DATA_DIR ??= mkdtempSync(
    path.join(tmpdir(), 'sous-e2e-server-'),
  ));
  return {
    // The server's log goes to a file: the journeys read the mailed links there (the embedded
    // default has no mail server and logs them, server/src/platform/mailer.ts).
    command: `sh -c 'trap : TERM INT; test -f dist/spa.html || npm run build; node --import tsx server/src/main.ts > "$DATA_DIR/server.log"; rm -rf "$DATA_DIR"'`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${SERVER_PORT}/api/health`,
    // Every journey signs up its own cook from 127.0.0.1: the suite passed the default 20 sign-ups an
    // hour once it had more than 20 (the budget itself is tested in server/test/auth.test.ts).
    env: {
      PORT: String(SERVER_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WORKER_POLL_MS: '200',
      RATE_LIMIT_SIGNUP: '500',
    },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 180_000,
  };
}

/** E2E journeys: `mock` against the mock-mode build, `server` against the real backend. */
export default defineConfig({
  fullyParallel: false,
  // The mock journeys run two files at a time (each browser page has its own mock; 8.3 -> 5.9 min on
  // two cores, the slowest test 17 s of its 30); the server journeys share one server: one at a time.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // A failed journey keeps its trace (every action with the page's DOM before and after it) and a
    // picture of where it stopped. The trace's screencast (a JPEG of every frame of every journey,
    // recorded to be thrown away when it passes) cost the mock suite 5.8 -> 5.0 min of two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'mock',
      testDir: 'tests/e2e',
      // Debian's Chromium 150 runs the full browser headless (the old headless shell is gone): with two
      // workers on two cores the longest journeys took 28-43 s, at stop 41 and at the landing before it
      // alike. 60 s, as for the server.
      timeout: 60_000,
      expect: { timeout: 15_000 },
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${MOCK_PORT}`,
        launchOptions: chromium,
        // The mock answers at once (mocks/browser.ts LATENCY_KEY): the journeys wait for what they
        // see, and 150-400 ms a request only made them slower (issue 32 item 6).
        storageState: {
          cookies: [],
          origins: [
            {
              origin: `http://127.0.0.1:${MOCK_PORT}`,
              localStorage: [{ name: 'sous-mock-latency', value: 'off' }],
            },
          ],
        },
      },
    },
    {
      name: 'server',
      testDir: 'tests/e2e-server',
      workers: 1,
      timeout: 60_000,
      expect: { timeout: 15_000 },
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${SERVER_PORT}`,
        launchOptions: chromium,
        // The real build registers a service worker, and page.route cannot see what a worker
        // fetches: the journeys run without it, tests/e2e-server/offline.spec.ts with it.
        serviceWorkers: 'block',
      },
    },
  ],
  webServer: [
    ...(wanted.has('mock') ? [mockServer] : []),
    ...(wanted.has('server') ? [realServer()] : []),
  ],
});
