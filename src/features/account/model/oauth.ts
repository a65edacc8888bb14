import { detailText, isApiError, serverText } from '#src/api/errors';
import { ACCOUNT_SPEC, ACCOUNT_TEXTS } from '#src/features/account/texts';

export const OAUTH_SUCCESS_REDIRECT_MS = 1500;
export const OAUTH_ERROR_REDIRECT_MS = 2000;
/** The spec's wording; shown in the current language (ACCOUNT_TEXTS.auth.oauthDefaultError). */
export const OAUTH_DEFAULT_ERROR = ACCOUNT_SPEC.auth.oauthDefaultError;
export const SESSION_VERIFICATION_FAILED = 'session_verification_failed';
export const OAUTH_FAILED_PATH = '/oauth/callback/login-failed';

/** The provider's error passed back in the callback URL: its description, else its code. */
export function providerErrorReason(params: URLSearchParams): string | null {
  return params.get('error_description')?.trim() || params.get('error')?.trim() || null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An OAuth failure's text: the server's detail or message, else the default text. */
export function oauthFailureReason(error: unknown): string {
  if (isApiError(error) && isRecord(error.body)) {
    const fromDetail = detailText(error.body.detail);
    if (fromDetail) return fromDetail;
    if (typeof error.body.message === 'string' && error.body.message)
      return serverText(error.body.message);
  }
  return ACCOUNT_TEXTS.auth.oauthDefaultError;
}

/** The failed page's address for a reason. */
export const oauthFailedUrl = (reason: string) =>
  `${OAUTH_FAILED_PATH}?${new URLSearchParams({ reason }).toString()}`;
