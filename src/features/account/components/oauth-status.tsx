import { CheckCircle2, XCircle } from 'lucide-react';
import { Spinner } from '#src/components/ui/spinner';
import type { OAuthCallbackState } from '#src/features/account/hooks/use-oauth-callback';

/** What the OAuth callback shows: Signing you in, Success, or the error with its reason. */
export function OAuthStatus({ state }: { state: OAuthCallbackState }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center" aria-live="polite">
      {state.status === 'processing' && (
        <>
          <Spinner label="Signing you in" />
          <h1 className="text-2xl font-bold text-ink">Signing you in</h1>
          <p className="text-sm text-muted">Please wait while we verify your Google account.</p>
        </>
      )}
      {state.status === 'success' && (
        <>
          <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-success" />
          <h1 className="text-2xl font-bold text-ink">Success!</h1>
          <p className="text-sm text-muted">You are signed in. Taking you to your dashboard...</p>
        </>
      )}
      {state.status === 'error' && (
        <>
          <XCircle aria-hidden="true" className="h-12 w-12 text-danger" />
          <h1 className="text-2xl font-bold text-ink">Sign-in failed</h1>
          <p role="alert" className="max-w-sm break-words text-sm text-red-900">
            {state.reason}
          </p>
          <p className="text-sm text-muted">Redirecting...</p>
        </>
      )}
    </div>
  );
}
