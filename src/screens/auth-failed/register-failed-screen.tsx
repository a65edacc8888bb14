import { PublicLink as Link, usePublicSearchParams } from '#src/components/public-link';
import { useDocumentTitle } from '#src/components/use-document-title';
import {
  AuthFailedPanel,
  SECONDARY_CLASS,
  TRY_AGAIN_CLASS,
} from '#src/features/account/components/auth-failed-panel';

import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;

/** Sign-up failed: the reason from the URL (or the default), tips and Try Again. */
export default function RegisterFailedScreen() {
  useDocumentTitle(T.registerFailedTitle);
  const params = usePublicSearchParams();
  return (
    <AuthFailedPanel
      title={T.registerFailedTitle}
      reason={params && (params.get('reason')?.trim() || T.registerFailedDefault)}
      tips={Object.values(T.registerTips)}
      actions={
        <>
          <Link to="/register" className={TRY_AGAIN_CLASS}>
            {T.tryAgain}
          </Link>
          <Link to="/login" className={SECONDARY_CLASS}>
            {T.signInInstead}
          </Link>
        </>
      }
    />
  );
}
