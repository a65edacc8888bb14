import { isApiError, isNetworkError } from '#src/api/errors';

/** The 422 item types of POST /recipe/import (openapi.yaml). */
export const IMPORT_FAILURES = [
  'import_invalid_json',
  'import_no_recipe',
  'import_too_large',
  'import_invalid_url',
  'import_address_not_allowed',
  'import_fetch_failed',
  'import_timeout',
  'import_too_complex',
] as const;

export type ImportFailureKind = (typeof IMPORT_FAILURES)[number] | 'tooMany' | 'network' | 'failed';

/** What went wrong with an import, from the error the client threw. */
export function importFailureOf(error: unknown): ImportFailureKind {
  if (isNetworkError(error)) return 'network';
  if (!isApiError(error)) return 'failed';
  if (error.status === 429) return 'tooMany';
  if (error.status === 413) return 'import_too_large';
  const detail = (error.body as { detail?: unknown } | undefined)?.detail;
  const type = Array.isArray(detail) ? (detail[0] as { type?: unknown } | undefined)?.type : null;
  return IMPORT_FAILURES.find((kind) => kind === type) ?? 'failed';
}
