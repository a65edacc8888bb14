import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authKeys } from '#src/features/account/api/keys';
import { currentUserQuery } from '#src/features/account/api/session';
import {
  OAUTH_ERROR_REDIRECT_MS,
  OAUTH_SUCCESS_REDIRECT_MS,
  SESSION_VERIFICATION_FAILED,
  oauthFailedUrl,
  oauthFailureReason,
  providerErrorReason,
} from '#src/features/account/model/oauth';

export type OAuthCallbackState =
  { status: 'processing' } | { status: 'success' } | { status: 'error'; reason: string };

/**
 * The OAuth callback: processing while the session is verified, then success
 * (to /app after 1.5 s) or error (to the failed page with the reason after 2 s).
 */
export function useOAuthCallback(): OAuthCallbackState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const providerError = providerErrorReason(params);
  const [state, setState] = useState<OAuthCallbackState>(() =>
    providerError ? { status: 'error', reason: providerError } : { status: 'processing' },
  );

  useEffect(() => {
    if (providerError) return;
    let active = true;
    const verify = async (): Promise<OAuthCallbackState> => {
      try {
        // Any session answer cached before the redirect predates the new cookies.
        await queryClient.cancelQueries({ queryKey: authKeys.me() });
        const user = await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
        return user?.id
          ? { status: 'success' }
          : { status: 'error', reason: SESSION_VERIFICATION_FAILED };
      } catch (error) {
        return { status: 'error', reason: oauthFailureReason(error) };
      }
    };
    void verify().then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
  }, [providerError, queryClient]);

  useEffect(() => {
    if (state.status === 'processing') return;
    const timer = setTimeout(
      () =>
        state.status === 'success'
          ? navigate('/app', { replace: true })
          : navigate(oauthFailedUrl(state.reason), { replace: true }),
      state.status === 'success' ? OAUTH_SUCCESS_REDIRECT_MS : OAUTH_ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return state;
}
