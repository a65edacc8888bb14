import { useEffect, useState } from 'react';
import { usePublicNavigate, usePublicSearchParams } from '#src/components/public-link';
import {
  OAUTH_ERROR_REDIRECT_MS,
  OAUTH_SUCCESS_REDIRECT_MS,
  SESSION_VERIFICATION_FAILED,
  oauthFailedUrl,
  oauthFailureReason,
  providerErrorReason,
} from '#src/features/account/model/oauth';
import { useSignInActions } from '#src/features/account/sign-in/sign-in-actions';

export type OAuthCallbackState =
  { status: 'processing' } | { status: 'success' } | { status: 'error'; reason: string };

/**
 * The OAuth callback: processing while the session is verified, then success
 * (to /app after 1.5 s) or error (to the failed page with the reason after 2 s). No router or
 * query client: on the public pages' entry (prerendered) it waits for the page's address, then
 * goes on with a page load; inside the app the router navigates and the session lands in its cache.
 */
export function useOAuthCallback(): OAuthCallbackState {
  const params = usePublicSearchParams();
  const navigate = usePublicNavigate();
  const { verifySession } = useSignInActions();
  const providerError = params ? providerErrorReason(params) : null;
  const [verified, setVerified] = useState<OAuthCallbackState>({ status: 'processing' });
  const state: OAuthCallbackState = providerError
    ? { status: 'error', reason: providerError }
    : verified;
  const known = params !== null;

  useEffect(() => {
    if (!known || providerError) return;
    let active = true;
    const verify = async (): Promise<OAuthCallbackState> => {
      try {
        const user = await verifySession();
        return user?.id
          ? { status: 'success' }
          : { status: 'error', reason: SESSION_VERIFICATION_FAILED };
      } catch (error) {
        return { status: 'error', reason: oauthFailureReason(error) };
      }
    };
    void verify().then((next) => {
      if (active) setVerified(next);
    });
    return () => {
      active = false;
    };
    // Verified once per visit: the actions change when the session they verified lands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, providerError]);

  const target =
    state.status === 'success'
      ? '/app'
      : state.status === 'error'
        ? oauthFailedUrl(state.reason)
        : null;
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(
      () => navigate(target, { replace: true }),
      target === '/app' ? OAUTH_SUCCESS_REDIRECT_MS : OAUTH_ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [target, navigate]);

  return state;
}
