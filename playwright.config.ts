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

const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4173);
const MOCK_DIST = process.env.E2E_DIST ?? 'dist-mock';

/** E2E journeys against the built mock-mode SPA (MSW in the browser, no backend). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${MOCK_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'mock-desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
  ],
  webServer: {
    command: `node_modules/.bin/vite preview --mode mock --outDir ${MOCK_DIST} --host 127.0.0.1 --port ${MOCK_PORT} --strictPort`,
    url: `http://127.0.0.1:${MOCK_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
