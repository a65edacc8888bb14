/**
 * Errors of the /api client and the texts the UI shows for them.
 * Pure functions: no React, no fetch.
 */
import { DETAILS, type DetailKey } from '#contract/messages';
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

/** Words for one 422 item (its field and the server's message) that replace the general ones. */
export type ItemWording = (field: string | undefined, msg: string) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each server detail as a pattern: its {{values}} are captured in order. */
const DETAIL_PATTERNS = (Object.entries(DETAILS) as [DetailKey, string][]).map(([key, text]) => ({
  key,
  pattern: new RegExp(`^${escapeRegExp(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '(.+?)')}$`),
}));

/**
 * A text the server sent, in the current language: a detail of contract/messages.ts is looked up
 * (with its values); anything else is shown as it came.
 */
export function serverText(text: string): string {
  for (const { key, pattern } of DETAIL_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const entry: string | ((...values: (string | number)[]) => string) = T.server[key];
    return typeof entry === 'function' ? entry(...match.slice(1)) : entry;
  }
  return text;
}

const FIELD_KEYS = new Set(Object.keys(T.fields));

/** A 422 item's field name as the user reads it ("Username", in German "Benutzername"). */
function fieldLabel(field: string): string {
  return FIELD_KEYS.has(field) ? T.fields[field as keyof typeof T.fields] : capitalise(field);
}

function formatValidationItem(item: ValidationItemLike, wording?: ItemWording): string {
  const raw = typeof item.msg === 'string' && item.msg ? item.msg : undefined;
  const stripped = raw?.replace(/^Value error,\s*/, '');
  const loc = Array.isArray(item.loc) ? item.loc : [];
  const last: unknown = loc.length ? loc[loc.length - 1] : undefined;
  const field =
    last === undefined || last === 'body' || last === 'query' ? undefined : String(last);
  const own = stripped === undefined ? undefined : wording?.(field, stripped);
  if (own) return own;
  const message = stripped === undefined ? T.invalidValue : serverText(stripped);
  return field === undefined ? message : `${fieldLabel(field)}: ${message}`;
}

/** The text of a `{ detail }` value in the current language, or undefined when there is none. */
export function detailText(detail: unknown, wording?: ItemWording): string | undefined {
  if (Array.isArray(detail)) {
    if (detail.length === 0) return T.validationFailed;
    return detail
      .map((item) => formatValidationItem(isRecord(item) ? item : { msg: String(item) }, wording))
      .join(' | ');
  }
  if (typeof detail === 'string') return serverText(detail);
  if (isRecord(detail)) {
    const text = detail.msg ?? detail.message;
    if (typeof text === 'string') return serverText(text);
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
      if (typeof body.message === 'string' && body.message) return serverText(body.message);
    }
    return T.generic;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return T.generic;
}

/** The server's detail when it sent one, else the given default (profile, login, register). */
export function serverDetailOr(error: unknown, fallback: string, wording?: ItemWording): string {
  if (isApiError(error) && isRecord(error.body)) {
    const text = detailText(error.body.detail, wording);
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
