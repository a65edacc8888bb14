import { detailText, isApiError, serverText } from '#src/api/errors';
import { LOGIN_NO_USER, SIGNUP_NO_USER } from '#src/features/account/sign-in/sign-in-actions';
import { ACCOUNT_SPEC, ACCOUNT_TEXTS } from '#src/features/account/texts';
import { usernameRuleInWords } from './validation';

/** The spec's wording; screens pass ACCOUNT_TEXTS.auth.loginFailed / registrationFailed. */
export const LOGIN_FAILED = ACCOUNT_SPEC.auth.loginFailed;
export const REGISTRATION_FAILED = ACCOUNT_SPEC.auth.registrationFailed;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A login or register failure: the error the server returned (its detail, with username rules in
 * words, else its message),
 * the "no user after sign-in" text, else the given default.
 */
export function authFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && isRecord(error.body)) {
    const fromDetail = detailText(error.body.detail, usernameRuleInWords);
    if (fromDetail) return fromDetail;
    if (typeof error.body.message === 'string' && error.body.message)
      return serverText(error.body.message);
  }
  if (error instanceof Error && error.message === LOGIN_NO_USER)
    return ACCOUNT_TEXTS.messages.loginNoUser;
  if (error instanceof Error && error.message === SIGNUP_NO_USER)
    return ACCOUNT_TEXTS.messages.signupNoUser;
  return fallback;
}
