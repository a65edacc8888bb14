import { ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing, instructionsReadyAfter, networkError } from '#mocks/overrides';
import { RECIPE_IDS } from '#mocks/scenarios';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageFor } from '#src/api/errors';
import { withQueryClient } from '#src/testing/query-client';
import { generateInstructions, useInstructions } from './instructions';

/** Instruction polling every 2000 ms. */
const POLL_MS = 2000;

// Real setTimeout keeps msw and React running; only the polling interval is under test control.
const realSetTimeout = globalThis.setTimeout;
const sleep = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));
async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 3000) throw new Error(`Timed out waiting for ${what}`);
    await act(() => sleep(10));
  }
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let polls = 0;
beforeEach(() => {
  ensureXsrfCookie();
  polls = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && /\/api\/instruction\/\d+$/.test(request.url)) polls += 1;
  });
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('useInstructions', () => {
  it('polls every 2000 ms while the answer is 404, silently, then shows the steps', async () => {
    server.use(instructionsReadyAfter(2));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useInstructions(RECIPE_IDS.curry), { wrapper });
    await until(() => polls === 1, 'the first poll');
    await sleep(30);
    expect(result.current).toMatchObject({ status: 'loading', error: null });

    await advance(POLL_MS - 1);
    await sleep(30);
    expect(polls).toBe(1);
    await advance(1);
    await until(() => polls === 2, 'the second poll');
    await sleep(30);
    expect(result.current).toMatchObject({ status: 'loading', error: null });

    await advance(POLL_MS);
    await until(() => result.current.status === 'ready', 'the steps');
    expect(polls).toBe(3);
    expect(result.current.steps?.[0]).toMatchObject({
      heading: expect.any(String),
      animation: expect.stringMatching(/\.json$/),
    });

    await advance(POLL_MS * 3);
    await sleep(30);
    expect(polls).toBe(3);
  });

  it.each([
    ['a 500', failing('getInstructions', 500)],
    ['a 502', failing('getInstructions', 502)],
    ['no response', networkError('getInstructions')],
  ])('stops polling on %s and shows the error', async (_case, override) => {
    server.use(override);
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useInstructions(RECIPE_IDS.curry), { wrapper });
    await until(() => result.current.status === 'error', 'the error');
    expect(messageFor('instructions', result.current.error)).toBe(
      'Failed to load instructions. Please try again.',
    );
    await advance(POLL_MS * 3);
    await sleep(30);
    expect(polls).toBe(1);
  });

  it('stops when a later poll fails with anything but 404, and can retry', async () => {
    let answer = 404;
    server.use(
      http.get('*/api/instruction/:recipeId', () =>
        answer === 200
          ? undefined
          : HttpResponse.json({ detail: 'Instructions are not ready yet' }, { status: answer }),
      ),
    );
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useInstructions(RECIPE_IDS.curry), { wrapper });
    await until(() => polls === 1, 'the first poll');
    answer = 503;
    await advance(POLL_MS);
    await until(() => result.current.status === 'error', 'the error');
    await advance(POLL_MS * 2);
    await sleep(30);
    expect(polls).toBe(2);

    answer = 200;
    act(() => result.current.retry());
    await until(() => result.current.status === 'ready', 'the steps after retry');
  });

  it('does not fetch without a valid recipe id', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useInstructions(0), { wrapper });
    await sleep(30);
    expect(result.current.status).toBe('loading');
    expect(polls).toBe(0);
  });
});

describe('generateInstructions', () => {
  it('fires the request without waiting for it', async () => {
    const started: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/instruction/generate')) started.push(await request.clone().json());
    });
    const warn = vi.spyOn(console, 'warn');
    expect(generateInstructions({ recipe_id: RECIPE_IDS.curry, preparing_session_id: null })).toBe(
      undefined,
    );
    await until(() => started.length === 1, 'the request');
    await sleep(50);
    expect(started).toEqual([{ recipe_id: RECIPE_IDS.curry, preparing_session_id: null }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a failure with console.warn instead of throwing', async () => {
    server.use(failing('generateInstructions', 500));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    generateInstructions({ recipe_id: RECIPE_IDS.salmon });
    await until(() => warn.mock.calls.length === 1, 'the warning');
    expect(warn.mock.calls[0]?.[0]).toContain(`recipe ${RECIPE_IDS.salmon}`);
  });
});
