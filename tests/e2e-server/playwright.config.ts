import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

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

const PORT = Number(process.env.E2E_SERVER_PORT ?? 4290);
// Made once, by the runner; its workers load this file again and find it in the environment.
const DATA_DIR = (process.env.E2E_SERVER_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), 'sous-e2e-server-'),
));
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The main journeys against the real server (`npm start`'s process on a fresh DATA_DIR), not the mock.
 * Uses the build in dist/ (`npm run test:e2e:server` builds it first), building it when missing.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    { name: 'server-desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
  ],
  webServer: {
    // Stopped with SIGTERM: the server shuts down cleanly, then the shell (which only notes the
    // signal) removes the temporary data directory.
    command: `sh -c 'trap : TERM INT; test -f dist/spa.html || npm run build; node --import tsx server/src/main.ts; rm -rf "$DATA_DIR"'`,
    cwd: ROOT,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', WORKER_POLL_MS: '200' },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 180_000,
  },
});
