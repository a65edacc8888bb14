import { QueryClient } from '@tanstack/react-query';
import { statusOf } from '#src/api/errors';

/**
 * One QueryClient per app (and per story): no retry on 4xx, one retry on network or 5xx.
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
                return failureCount < 1 && (status === undefined || status >= 500);
              },
        refetchOnWindowFocus: false,
        staleTime: options.staleTime ?? 0,
      },
      mutations: { retry: false },
    },
  });
}
