import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../mocks/node';
import { applyScenario } from '../../mocks/scenarios';
import { resetClock } from '../../src/lib/clock';

// Every unit test runs against the one mock backend; an unhandled request or a console.error fails it.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  applyScenario('cook');
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetClock();
});
afterAll(() => server.close());
