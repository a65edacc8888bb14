import type { components } from '#contract/schema.gen.ts';
import { DETAILS, detailOf } from '#contract/messages.ts';

export type ValidationItem = components['schemas']['ValidationItem'];

/** A failure with the status and `{detail}` the contract gives it; the one error handler renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed');
    this.name = 'HttpError';
  }
}

export const notFound = (detail: string = DETAILS.notFound) => new HttpError(404, detail);
export const unauthorized = (detail: string = DETAILS.notAuthenticated) =>
  new HttpError(401, detail);
export const forbidden = (detail: string = DETAILS.forbidden) => new HttpError(403, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);
/** One 422 item in the FastAPI shape. */
export const invalid = (loc: (string | number)[], msg: string, type: string) =>
  new HttpError(422, [{ loc, msg, type }]);
export const tooLarge = () => new HttpError(413, DETAILS.fileTooLarge);
export const unsupportedMedia = () => new HttpError(415, DETAILS.onlyImages);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, detailOf('tooManyRequests', { seconds: retryAfterSeconds }), {
    'retry-after': String(retryAfterSeconds),
  });

/** Fixed texts for AI failures: the provider's own message may carry internals. */
export const AI_FAILURE_DETAIL: Record<502 | 503, string> = {
  502: DETAILS.aiInvalidAnswer,
  503: DETAILS.aiUnavailable,
};
