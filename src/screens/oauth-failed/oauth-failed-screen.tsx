import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/use-document-title';
import { googleLoginUrl } from '#src/features/account/api/auth';
import {
  AuthFailedPanel,
  SECONDARY_CLASS,
  TRY_AGAIN_CLASS,
} from '#src/features/account/components/auth-failed-panel';
import { OAUTH_DEFAULT_ERROR } from '#src/features/account/model/oauth';

const TIPS = [
  'Allow cookies for this site: sign-in needs them to remember you.',
  'Make sure you chose the Google account you want to use and granted access.',
  'Close other Sous tabs and start the sign-in again from one tab.',
  'Signing in with your email or username and password works too.',
] as const;

/** Google sign-in failed: the reason from the URL, Retry with Google, back to login or home. */
export default function OauthFailedScreen() {
  useDocumentTitle('Google Sign-In Failed');
  const [params] = useSearchParams();
  const reason = params.get('reason')?.trim() || OAUTH_DEFAULT_ERROR;
  return (
    <AuthFailedPanel
      title="Google Sign-In Failed"
      reason={reason}
      tips={TIPS}
      actions={
        <>
          <a href={googleLoginUrl} className={TRY_AGAIN_CLASS}>
            Retry with Google
          </a>
          <Link to="/login" className={SECONDARY_CLASS}>
            Back to Login
          </Link>
          <Link to="/" className={SECONDARY_CLASS}>
            Go to Home
          </Link>
        </>
      }
    />
  );
}
