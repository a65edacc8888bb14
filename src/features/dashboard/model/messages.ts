import { isNetworkError, MESSAGES, statusOf } from '#src/api/errors';

/** A dashboard load error: the server or network message, else the panel's own text. */
export function dashboardErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return MESSAGES.networkError;
  const status = statusOf(error);
  if (status !== undefined && status >= 500) return MESSAGES.serverError;
  return fallback;
}

/** How many recent recipes the dashboard lists. */
export const RECENT_COUNT = 4;
