/**
 * The mock backend in the browser (Storybook, dev:mock, mock-mode e2e): one Service Worker with every
 * /api handler. Non-/api requests (assets, lottie files, external images) go to the network.
 */
import { type SetupWorker, setupWorker } from 'msw/browser';
import { mockConfig } from './config';
import { ensureXsrfCookie, restoreDb, serializeDb } from './db';
import { handlers } from './handlers';
import { UNSAFE_METHODS } from './http';
import { type ScenarioName, applyScenario, isScenarioName } from './scenarios';

export const STORAGE_KEY = 'sous-mock-db';
/**
 * `localStorage['sous-mock-latency'] = 'off'` answers at once in a persisting mock too: the mock-mode
 * e2e journeys set it (playwright.config.ts), as they wait for what they see rather than for time.
 */
export const LATENCY_KEY = 'sous-mock-latency';

export interface StartMockWorkerOptions {
  /**
   * Keep the db in localStorage across reloads and honour `?scenario=` (dev:mock, e2e). Storybook passes
   * false: each story seeds its own scenario.
   */
  persist?: boolean;
  /**
   * Answer after a realistic 150-400 ms so busy states are visible (default: on when persisting,
   * unless the page's storage says `LATENCY_KEY` off).
   */
  latency?: boolean;
}

let started: Promise<SetupWorker> | null = null;

function save() {
  try {
    window.localStorage.setItem(STORAGE_KEY, serializeDb());
  } catch {
    // Storage full or unavailable: the mock keeps working in memory for this page.
  }
}

function latencyTurnedOff(): boolean {
  try {
    return window.localStorage.getItem(LATENCY_KEY) === 'off';
  } catch {
    return false;
  }
}

/** `?scenario=name` resets the world; otherwise the stored db is restored, else 'cook' is seeded. */
function loadWorld() {
  const requested = new URLSearchParams(window.location.search).get('scenario');
  if (isScenarioName(requested)) {
    applyScenario(requested);
    save();
    return;
  }
  const stored = window.localStorage.getItem(STORAGE_KEY);
  if (stored && restoreDb(stored)) return;
  applyScenario('cook' satisfies ScenarioName);
  save();
}

/** Starts the one mock Service Worker (once) and returns it. */
export function startMockWorker(options: StartMockWorkerOptions = {}): Promise<SetupWorker> {
  const { persist = true, latency = persist && !latencyTurnedOff() } = options;
  mockConfig.latency = latency;
  started ??= (async () => {
    const worker = setupWorker(...handlers);
    if (persist) {
      loadWorld();
      // Saved after every mutating request so a reload (or the next e2e step) sees the same data.
      worker.events.on('response:mocked', ({ request }) => {
        if (UNSAFE_METHODS.has(request.method)) save();
      });
    }
    ensureXsrfCookie();
    await worker.start({
      quiet: true,
      onUnhandledFrame: 'bypass',
      serviceWorker: { url: '/mockServiceWorker.js' },
    });
    return worker;
  })();
  return started;
}
