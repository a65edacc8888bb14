/**
 * The only way stories and tests bend the mock backend. Each helper returns an MSW handler for one
 * operation (looked up by operationId in the generated contract map) to pass to `server.use(...)`,
 * `worker.use(...)` or a story's `parameters.msw.handlers`; it wins over the default handler.
 */
import { type HttpHandler, type HttpResponseResolver, HttpResponse, delay, http } from 'msw';
import { db, onResetDb, setAccessTokenExpired, setRefreshRevoked } from './db';
import { matchOperation, registerBackendHandlers } from './http';
import { type OperationId, operations } from './operations.gen';
import { completeInstructions } from './store';
import { DETAILS, detailOf } from '#contract/messages';

export type { OperationId };

/** Marks a hand-made response as deliberately off-contract, so the contract check skips it. */
export const OFF_CONTRACT_HEADER = 'X-Mock-Off-Contract';

/**
 * For tests of the client's tolerance of older or broken server shapes (e.g. image analysis answering a
 * plain string): `server.use(http.post(url, () => offContract(HttpResponse.json('tomatoes'))))`.
 */
export function offContract<T extends Response>(response: T): T {
  response.headers.set(OFF_CONTRACT_HEADER, 'true');
  return response;
}

/** The contract's example detail per status, used when a test gives none. */
const DEFAULT_DETAIL: Record<number, string> = {
  400: 'Bad request',
  401: DETAILS.notAuthenticated,
  403: DETAILS.xsrf,
  404: DETAILS.notFound,
  409: DETAILS.usernameTaken,
  413: DETAILS.fileTooLarge,
  415: DETAILS.onlyImages,
  422: 'Invalid input',
  429: detailOf('tooManyRequests', { seconds: 60 }),
  500: DETAILS.internalError,
  502: DETAILS.aiInvalidAnswer,
  503: DETAILS.aiUnavailable,
};

/** A handler on exactly this operation: requests of a sibling path (/collection/all vs /{id}) pass on. */
function override(operationId: OperationId, resolver: HttpResponseResolver): HttpHandler {
  const op = operations[operationId];
  const handler = http[op.method](op.mswPath, (info) => {
    if (matchOperation(info.request.method, info.request.url)?.operationId !== operationId) return;
    return resolver(info);
  });
  registerBackendHandlers([handler]);
  return handler;
}

/** The operation answers `{ detail }` with the status (429 also sends Retry-After: 60). */
export function failing(operationId: OperationId, status = 500, detail?: string): HttpHandler {
  return override(operationId, () =>
    HttpResponse.json(
      { detail: detail ?? DEFAULT_DETAIL[status] ?? `Request failed with status ${status}` },
      { status, headers: status === 429 ? { 'Retry-After': '60' } : undefined },
    ),
  );
}

/** A 422 with the given validation items, as the server answers a body it refuses. */
export function invalid(
  operationId: OperationId,
  items: { loc: (string | number)[]; msg: string; type: string }[],
): HttpHandler {
  return override(operationId, () => HttpResponse.json({ detail: items }, { status: 422 }));
}

/** A server without Google sign-in configured: the session probe says so (the mock's default is on). */
export function googleSignInOff(): HttpHandler {
  return override('getSessionInfo', () =>
    HttpResponse.json({ has_session: db.session.userId !== null, google_sign_in: false }),
  );
}

/** The operation fails at the network level (no response: fetch rejects). */
export function networkError(operationId: OperationId): HttpHandler {
  return override(operationId, () => HttpResponse.error());
}

/** The operation never answers (loading states). */
export function pending(operationId: OperationId): HttpHandler {
  return override(operationId, async () => {
    await delay('infinite');
  });
}

/** The operation answers normally after `ms` milliseconds. */
export function delayed(operationId: OperationId, ms: number): HttpHandler {
  return override(operationId, async () => {
    await delay(ms);
  });
}

/**
 * GET /instruction/{id} answers 404 ("not ready yet") for the first `polls` polls of each recipe, then
 * the steps. Counting restarts whenever the db is reset (every story and test).
 */
export function instructionsReadyAfter(polls: number): HttpHandler {
  const seen = new Map<string, number>();
  onResetDb(() => seen.clear());
  return override('getInstructions', ({ request }) => {
    const recipeId = matchOperation(request.method, request.url)?.params.recipeId ?? '';
    const count = seen.get(recipeId) ?? 0;
    if (count < polls) {
      seen.set(recipeId, count + 1);
      return HttpResponse.json({ detail: DETAILS.instructionsNotReady }, { status: 404 });
    }
    const recipe = db.recipes.get(Number(recipeId));
    if (recipe) completeInstructions(recipe);
    return undefined;
  });
}

/** Protected calls answer 401 until POST /auth/refresh succeeds (the access cookie expired). */
export function expireAccessToken() {
  setAccessTokenExpired(true);
}

/** POST /auth/refresh answers 401 (the refresh token family was revoked). */
export function revokeRefresh() {
  setRefreshRevoked(true);
}
