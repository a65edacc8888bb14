import { isNetworkError, MESSAGES, statusOf } from '#src/api/errors';

export const STATS_FAILED = 'Failed to load your statistics. Please try again.';
export const RECENT_FAILED = 'Failed to load your recipes. Please try again.';

/** A dashboard load error: the server or network message, else the panel's own text. */
export function dashboardErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return MESSAGES.networkError;
  const status = statusOf(error);
  if (status !== undefined && status >= 500) return MESSAGES.serverError;
  return fallback;
}

/** How many recent recipes the dashboard lists. */
export const RECENT_COUNT = 4;
