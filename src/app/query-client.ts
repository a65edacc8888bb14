import { onlineManager, QueryClient } from '@tanstack/react-query';
import { statusOf } from '#src/api/errors';

/**
 * The query client follows the `online` and `offline` events; a page opened without a connection
 * (a reload in the shop) starts offline too, so the list's edits wait instead of failing. The
 * events are heard from the start: the query client's own listener only attaches with its first
 * subscriber, and a connection back before the app had mounted left the page offline for good
 * (the banner stayed, the waiting edits never went). Returns the stop.
 */
export function followBrowserConnection(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (navigator.onLine === false) onlineManager.setOnline(false);
  const online = () => onlineManager.setOnline(true);
  const offline = () => onlineManager.setOnline(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
followBrowserConnection();

/**
 * One QueryClient per app (and per story): no retry on 4xx, one retry on network or 5xx; reads are
 * tried offline too (the service worker may have the answer).
 * `staleTime` (ms, default 0) keeps fresh data from being fetched again when a screen mounts.
 */
export function createQueryClient(options: { retry?: boolean; staleTime?: number } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry:
          options.retry === false
            ? false
            : (failureCount, error) => {
                const status = statusOf(error);
                // Offline a second try would wait for the connection: the screen says what failed.
                if (status === undefined && !onlineManager.isOnline()) return false;
                return failureCount < 1 && (status === undefined || status >= 500);
              },
        refetchOnWindowFocus: false,
        // Offline, a read is still tried: the service worker answers it with what it kept (an
        // opened recipe, the list), and what it has not kept fails (no retry offline) and shows
        // its screen's error instead of waiting for the connection behind a spinner.
        networkMode: 'always',
        staleTime: options.staleTime ?? 0,
      },
      mutations: { retry: false },
    },
  });
}
