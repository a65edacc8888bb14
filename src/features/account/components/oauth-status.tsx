import { CheckCircle2, XCircle } from 'lucide-react';
import { Spinner } from '#src/components/ui/spinner';
import type { OAuthCallbackState } from '#src/features/account/hooks/use-oauth-callback';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;

/** What the OAuth callback shows: Signing you in, Success, or the error with its reason. */
export function OAuthStatus({ state }: { state: OAuthCallbackState }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center" aria-live="polite">
      {state.status === 'processing' && (
        <>
          <Spinner label={T.signingYouIn} />
          <h1 className="text-2xl font-bold text-ink">{T.signingYouIn}</h1>
          <p className="text-sm text-muted">{T.verifyingGoogle}</p>
        </>
      )}
      {state.status === 'success' && (
        <>
          <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-success" />
          <h1 className="text-2xl font-bold text-ink">{T.success}</h1>
          <p className="text-sm text-muted">{T.signedInRedirect}</p>
        </>
      )}
      {state.status === 'error' && (
        <>
          <XCircle aria-hidden="true" className="h-12 w-12 text-danger" />
          <h1 className="text-2xl font-bold text-ink">{T.signInFailed}</h1>
          <p role="alert" className="max-w-sm break-words text-sm text-red-900">
            {state.reason}
          </p>
          <p className="text-sm text-muted">{T.redirecting}</p>
        </>
      )}
    </div>
  );
}
