import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './types';
import { ApiError, NetworkError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls whose 401 means "wrong credentials" or "no session", never "refresh and retry". */
const NEVER_REFRESH = new Set(['/auth/login', '/auth/signup', '/auth/refresh']);

const origin = () => globalThis.location?.origin ?? 'http://localhost';
export const apiBaseUrl = () => new URL('/api', origin()).href;

/** The value of a readable cookie, or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function withXsrf(request: Request): Request {
  if (!UNSAFE_METHODS.has(request.method)) return request;
  const token = readCookie(XSRF_COOKIE);
  if (!token) return request;
  const headers = new Headers(request.headers);
  headers.set(XSRF_HEADER, token);
  return new Request(request, { headers });
}

let onSessionExpired: () => void = () => {};
/** The app decides what a failed refresh means for navigation; the client never navigates. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

let refreshing: Promise<boolean> | null = null;
// Counts successful refreshes, so a 401 for a request sent before the latest refresh finished is
// retried at once instead of rotating the refresh token a second time.
let sessionEpoch = 0;

/**
 * One refresh at a time: concurrent 401s wait for the same attempt (a queue). A failed
 * refresh tells the session-expired handler once, however many requests were waiting on it.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= globalThis
    .fetch(
      withXsrf(
        new Request(`${apiBaseUrl()}/auth/refresh`, { method: 'POST', credentials: 'include' }),
      ),
    )
    .then((response) => response.ok)
    .catch(() => false)
    .then((ok) => {
      if (ok) sessionEpoch += 1;
      else onSessionExpired();
      return ok;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

interface PendingRequest {
  request: Request;
  epoch: number;
}
const pending = new Map<string, PendingRequest>();

const sessionMiddleware: Middleware = {
  onRequest({ request, id }) {
    const prepared = withXsrf(request);
    // A request body can be read once: keep a copy for the retry after a refresh.
    pending.set(id, { request: prepared.clone(), epoch: sessionEpoch });
    return prepared;
  },
  async onResponse({ response, schemaPath, id }) {
    const sent = pending.get(id);
    pending.delete(id);
    if (response.status !== 401 || NEVER_REFRESH.has(schemaPath) || !sent) return response;
    const refreshed = sent.epoch < sessionEpoch || (await refreshSession());
    if (!refreshed) return response;
    // The retry goes straight to fetch, past this middleware, so a second 401 is final.
    return globalThis.fetch(withXsrf(sent.request));
  },
  onError({ error, id }) {
    pending.delete(id);
    return new NetworkError(error);
  },
};

/** The one typed client of /api: cookies on every call, XSRF on unsafe methods, one refresh on 401. */
export const api = createClient<paths>({
  baseUrl: apiBaseUrl(),
  credentials: 'include',
  // Resolve fetch per call so MSW (and tests) that patch globalThis.fetch later are honoured.
  fetch: (request) => globalThis.fetch(request),
});
api.use(sessionMiddleware);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call and returns its data, or throws ApiError / NetworkError. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    throw error instanceof NetworkError || error instanceof ApiError
      ? error
      : new NetworkError(error);
  }
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return result.data as T;
}

type FormValue = string | number | Blob;

/**
 * A multipart body for openapi-fetch: the typed fields (the contract types binary parts as
 * strings) plus a serializer that sends them as FormData, so the browser sets the boundary.
 */
export function multipart<T extends Record<string, unknown>>(fields: {
  [K in keyof T]: FormValue;
}) {
  return {
    body: fields as unknown as T,
    bodySerializer: () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields as Record<string, FormValue>)) {
        form.append(name, typeof value === 'number' ? String(value) : value);
      }
      return form;
    },
  };
}
