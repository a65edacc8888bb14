import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { isBackendHandler } from '#mocks/http';
import { server } from '#mocks/node';
import { applyScenario } from '#mocks/scenarios';
import { loadDialog } from '#src/components/ui/dialog-code';
import { loadTabs } from '#src/components/ui/tabs';
import { resetClock } from '#src/lib/clock';
import { checkResponse } from '#tests/contract/contract-validator';

// Every unit test runs against the one mock backend; an unhandled request or a console.error fails it.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The dialogs' and tabs' code loads after the page in the app (dialog-code.ts, tabs.tsx); here it
// is there from the start.
beforeAll(async () => {
  await Promise.all([loadDialog(), loadTabs()]);
});
// Every response of the mock backend (its handlers and overrides) in every test is checked against
// openapi.yaml, so a drifting mock fails the test. Ad-hoc stubs written inside a test are not checked.
const contractChecks: Promise<{ problems: string[] }>[] = [];
const matchedHandlers = new Map<string, object>();
server.events.on('request:match', ({ requestId, handler }) => {
  matchedHandlers.set(requestId, handler);
});
server.events.on('response:mocked', ({ requestId, request, response }) => {
  const handler = matchedHandlers.get(requestId);
  matchedHandlers.delete(requestId);
  if (handler && isBackendHandler(handler)) contractChecks.push(checkResponse(request, response));
});
beforeEach(() => {
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  // After the cookie wipe: the scenario sets the readable XSRF-TOKEN cookie the client echoes.
  applyScenario('cook');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetClock();
  const problems = (await Promise.all(contractChecks.splice(0))).flatMap((c) => c.problems);
  if (problems.length > 0) {
    throw new Error(`Mock responses broke the contract:\n${problems.join('\n')}`);
  }
});
afterAll(() => server.close());
