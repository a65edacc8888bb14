import { useDocumentTitle } from '#src/components/use-document-title';
import { OAuthStatus } from '#src/features/account/components/oauth-status';
import { useOAuthCallback } from '#src/features/account/hooks/use-oauth-callback';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

/** Where Google sign-in returns: verifies the session, then on to /app or the failed page. */
export default function OauthCallbackScreen() {
  useDocumentTitle(ACCOUNT_TEXTS.auth.signingYouIn);
  const state = useOAuthCallback();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
        <OAuthStatus state={state} />
      </div>
    </div>
  );
}
