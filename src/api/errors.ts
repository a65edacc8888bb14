/**
 * Errors of the /api client and the texts the UI shows for them.
 * Pure functions: no React, no fetch.
 */
import { ERROR_TEXTS as T } from './texts';

/** A non-2xx answer from the API; `body` is the parsed JSON (the contract's `{ detail }`) when there was one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** No response at all: offline, DNS, connection reset, CORS. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError;
export const statusOf = (error: unknown): number | undefined =>
  isApiError(error) ? error.status : undefined;

interface ValidationItemLike {
  loc?: unknown;
  msg?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function formatValidationItem(item: ValidationItemLike): string {
  const raw = typeof item.msg === 'string' && item.msg ? item.msg : T.invalidValue;
  const message = raw.replace(/^Value error,\s*/, '');
  const loc = Array.isArray(item.loc) ? item.loc : [];
  const field = loc.length ? loc[loc.length - 1] : undefined;
  if (field === undefined || field === 'body' || field === 'query') return message;
  return `${capitalise(String(field))}: ${message}`;
}

/** The text of a `{ detail }` value, or undefined when there is none. */
export function detailText(detail: unknown): string | undefined {
  if (Array.isArray(detail)) {
    if (detail.length === 0) return T.validationFailed;
    return detail
      .map((item) => formatValidationItem(isRecord(item) ? item : { msg: String(item) }))
      .join(' | ');
  }
  if (typeof detail === 'string') return detail;
  if (isRecord(detail)) {
    const text = detail.msg ?? detail.message;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/**
 * The server's own words for an error: detail (list, string or object), then the
 * response message, then the error's message, then "An error occurred";
 * "An unknown error occurred" when there is no error at all.
 */
export function extractErrorMessage(error: unknown): string {
  if (error === undefined || error === null) return T.unknown;
  if (isApiError(error)) {
    const body = error.body;
    if (isRecord(body)) {
      const fromDetail = detailText(body.detail);
      if (fromDetail) return fromDetail;
      if (typeof body.message === 'string' && body.message) return body.message;
    }
    return T.generic;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return T.generic;
}

/** The server's detail when it sent one, else the given default (profile, login, register). */
export function serverDetailOr(error: unknown, fallback: string): string {
  if (isApiError(error) && isRecord(error.body)) {
    const text = detailText(error.body.detail);
    if (text) return text;
  }
  return fallback;
}

/** A message containing "|" is shown as a list of its parts. */
export function splitErrorMessage(message: string): string[] {
  if (!message.includes('|')) return [message];
  return message
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The two general messages, in the current language. */
export const MESSAGES = {
  get serverError() {
    return T.serverError;
  },
  get networkError() {
    return T.networkError;
  },
};

/** The screens whose load and generation errors have their own wording per status. */
export type ErrorContext =
  'generation' | 'options' | 'library' | 'recipeList' | 'recipe' | 'collection' | 'instructions';

/** The user-facing message for an error in a context, in the product's fixed wording. */
export function messageFor(context: ErrorContext, error: unknown): string {
  if (isNetworkError(error) && context !== 'instructions') return T.networkError;
  const SERVER_ERROR = T.serverError;
  const status = statusOf(error);
  switch (context) {
    case 'generation':
    case 'options': {
      if (status === undefined) {
        return context === 'generation' ? T.generateFailed : T.optionsFailed;
      }
      if (status >= 500) return SERVER_ERROR;
      if (status === 404) {
        return context === 'generation' ? T.generateNotFound : T.optionsNotFound;
      }
      if (status === 429) return T.tooManyRequests;
      if (status === 400) return T.invalidRequest;
      return context === 'generation' ? T.generateFailed : T.optionsFailed;
    }
    case 'library':
      if (status !== undefined && status >= 500) return SERVER_ERROR;
      return T.collectionsFailed;
    case 'recipeList':
      if (status !== undefined && status >= 500) return SERVER_ERROR;
      return T.recipesFailed;
    case 'recipe':
      if (status === 404) return T.recipeNotFound;
      if (status !== undefined && status >= 500) return SERVER_ERROR;
      return T.recipeFailed;
    case 'collection':
      if (status === 404) return T.collectionNotFound;
      if (status !== undefined && status >= 500) return SERVER_ERROR;
      return T.collectionFailed;
    case 'instructions':
      return T.instructionsFailed;
  }
}
