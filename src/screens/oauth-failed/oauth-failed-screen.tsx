import { PublicLink as Link, usePublicSearchParams } from '#src/components/public-link';
import { useDocumentTitle } from '#src/components/use-document-title';
import { googleLoginUrl } from '#src/features/account/sign-in/sign-in-actions';
import {
  AuthFailedPanel,
  SECONDARY_CLASS,
  TRY_AGAIN_CLASS,
} from '#src/features/account/components/auth-failed-panel';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;

/** Google sign-in failed: the reason from the URL, Retry with Google, back to login or home. */
export default function OauthFailedScreen() {
  useDocumentTitle(T.googleFailed);
  const params = usePublicSearchParams();
  const reason = params && (params.get('reason')?.trim() || T.oauthDefaultError);
  return (
    <AuthFailedPanel
      title={T.googleFailed}
      reason={reason}
      tips={Object.values(T.googleTips)}
      actions={
        <>
          <a href={googleLoginUrl} className={TRY_AGAIN_CLASS}>
            {T.retryWithGoogle}
          </a>
          <Link to="/login" className={SECONDARY_CLASS}>
            {T.backToLogin}
          </Link>
          <Link to="/" className={SECONDARY_CLASS}>
            {T.goHome}
          </Link>
        </>
      }
    />
  );
}
