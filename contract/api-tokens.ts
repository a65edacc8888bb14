// The words of the answers only a script with a personal API token meets (the app signs in with
// cookies and never sends a token), so they stay out of the app's bundle and its translations.

import { detailOf } from './messages.ts';
import { MAX_API_TOKENS } from './limits.ts';

export const API_TOKEN_DETAILS = {
  /** 401: an unknown or revoked token (one answer for both). */
  invalid: 'Invalid or revoked API token',
  /** 403: an operation that does not list bearerAuth (tokens, password, email, profile, deletion). */
  notAllowed: 'API tokens cannot manage the account. Sign in to do this.',
  /** 403: a read token on anything but GET and HEAD. */
  readOnly: 'This API token may only read.',
} as const;

/** The 409 detail of POST /users/me/tokens at the limit. */
export const TOO_MANY_API_TOKENS = detailOf('tooManyApiTokens', { max: MAX_API_TOKENS });
