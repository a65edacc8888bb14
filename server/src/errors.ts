import type { components } from '../../contract/schema.gen.ts';

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

export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail);
export const forbidden = (detail = 'Forbidden') => new HttpError(403, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const badRequest = (detail: string) => new HttpError(400, detail);
/** One 422 item in the FastAPI shape. */
export const invalid = (loc: (string | number)[], msg: string, type: string) =>
  new HttpError(422, [{ loc, msg, type }]);
export const tooLarge = () => new HttpError(413, 'File too large (max 10 MB)');
export const unsupportedMedia = () => new HttpError(415, 'Only image files are allowed');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many requests. Try again in ${retryAfterSeconds} seconds.`, {
    'retry-after': String(retryAfterSeconds),
  });

/** Fixed texts for AI failures: the provider's own message may carry internals. */
export const AI_FAILURE_DETAIL: Record<502 | 503, string> = {
  502: 'The AI provider returned an invalid answer',
  503: 'The AI provider is unavailable. Please try again later.',
};
