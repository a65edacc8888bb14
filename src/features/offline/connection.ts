import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { isNetworkError } from '#src/api/errors';

/** How often an unreachable server is asked again. */
export const PROBE_MS = 5_000;

/** Whether the server answers at all (any status): the health probe, never kept by the worker. */
const reachable = () =>
  fetch('/api/health', { cache: 'no-store', credentials: 'omit' }).then(
    () => true,
    () => false,
  );

/**
 * The browser's `online` and `offline` events miss a phone on a network that goes nowhere (the
 * shop's Wi-Fi, a page reopened without signal while `navigator.onLine` stays true), and the
 * service worker answers reads from what it kept, so nothing fails. The server is asked once when
 * the app starts and whenever a request gets no answer; while it cannot be reached the query client
 * is offline (the banner shows, the list's edits wait) and it is asked again every PROBE_MS until
 * it answers. The browser's own `offline` is never overruled. Returns the stop.
 */
export function watchConnection(client: QueryClient, probe = reachable): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checking = false;
  let stopped = false;
  let markedOffline = false;
  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    clearTimeout(timer);
    timer = undefined;
    const answered = await probe();
    checking = false;
    if (stopped) return;
    if (!answered) {
      markedOffline = true;
      onlineManager.setOnline(false);
      timer = setTimeout(() => void check(), PROBE_MS);
    } else if (markedOffline) {
      // Only what the probe decided is undone here: an `offline` event stays until `online`.
      markedOffline = false;
      onlineManager.setOnline(true);
    }
  };
  const noAnswer = (error: unknown) => {
    if (isNetworkError(error) && onlineManager.isOnline()) void check();
  };
  const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'failed') noAnswer(event.action.error);
  });
  const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'failed') noAnswer(event.action.error);
  });
  // The browser's own `online` event: ask at once instead of at the next turn.
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online && timer !== undefined) void check();
  });
  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribeQueries();
    unsubscribeMutations();
    unsubscribeOnline();
  };
}
