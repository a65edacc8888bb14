import { PublicLink as Link, usePublicSearchParams } from '#src/components/public-link';
import { useDocumentTitle } from '#src/components/use-document-title';
import {
  AuthFailedPanel,
  SECONDARY_CLASS,
  TRY_AGAIN_CLASS,
} from '#src/features/account/components/auth-failed-panel';

import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;

/** Sign-in failed: the reason from the URL (or the default), tips and Try Again. */
export default function LoginFailedScreen() {
  useDocumentTitle(T.loginFailedTitle);
  const params = usePublicSearchParams();
  return (
    <AuthFailedPanel
      title={T.loginFailedTitle}
      reason={params && (params.get('reason')?.trim() || T.loginFailedDefault)}
      tips={Object.values(T.loginTips)}
      actions={
        <>
          <Link to="/login" className={TRY_AGAIN_CLASS}>
            {T.tryAgain}
          </Link>
          <Link to="/" className={SECONDARY_CLASS}>
            {T.goHome}
          </Link>
        </>
      }
    />
  );
}
