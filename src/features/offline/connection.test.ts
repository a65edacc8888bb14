import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '#src/api/errors';
import { PROBE_MS, watchConnection } from './connection';

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

/** A probe whose answers the test decides, one per call. */
function probeAnswering(...answers: boolean[]) {
  return vi.fn(() => Promise.resolve(answers.shift() ?? true));
}

describe('watchConnection', () => {
  it('asks the server when the app starts: no answer means offline, until it answers again', async () => {
    vi.useFakeTimers();
    const probe = probeAnswering(false, false, true);
    const stop = watchConnection(new QueryClient(), probe);
    await vi.advanceTimersByTimeAsync(0);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(onlineManager.isOnline()).toBe(true);
    // Answered: no more asking.
    await vi.advanceTimersByTimeAsync(PROBE_MS * 3);
    expect(probe).toHaveBeenCalledTimes(3);
    stop();
  });

  it('asks again when a request gets no answer, and not for an answer that is an error', async () => {
    // As the app's client: reads are tried offline too (src/app/query-client.ts).
    const client = new QueryClient({ defaultOptions: { queries: { networkMode: 'always' } } });
    const probe = probeAnswering(true, false);
    const stop = watchConnection(client, probe);
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
    await client
      .fetchQuery({
        queryKey: ['answered'],
        queryFn: () => Promise.reject(new Error('500')),
        retry: 1,
        retryDelay: 0,
      })
      .catch(() => undefined);
    expect(probe).toHaveBeenCalledTimes(1);
    await client
      .fetchQuery({
        queryKey: ['no answer'],
        queryFn: () => Promise.reject(new NetworkError()),
        retry: 1,
        retryDelay: 0,
      })
      .catch(() => undefined);
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    stop();
  });

  it("never overrules the browser's own offline event", async () => {
    const probe = probeAnswering(true);
    const stop = watchConnection(new QueryClient(), probe);
    window.dispatchEvent(new Event('offline'));
    await vi.waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(onlineManager.isOnline()).toBe(false);
    stop();
  });

  it('stops asking when stopped', async () => {
    vi.useFakeTimers();
    const probe = probeAnswering(false, false);
    const stop = watchConnection(new QueryClient(), probe);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(PROBE_MS * 3);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
