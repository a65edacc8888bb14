import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/use-document-title';
import {
  AuthFailedPanel,
  SECONDARY_CLASS,
  TRY_AGAIN_CLASS,
} from '#src/features/account/components/auth-failed-panel';

export const LOGIN_FAILED_DEFAULT = 'An unknown error occurred during login';

const TIPS = [
  'Check that your email or username and password are spelled correctly.',
  'Passwords are case-sensitive: check Caps Lock.',
  'Forgot your password? Request a reset link from the sign-in page.',
  'Allow cookies for this site: sign-in needs them.',
] as const;

/** Sign-in failed: the reason from the URL (or the default), tips and Try Again. */
export default function LoginFailedScreen() {
  useDocumentTitle('Login Failed');
  const [params] = useSearchParams();
  return (
    <AuthFailedPanel
      title="Login Failed"
      reason={params.get('reason')?.trim() || LOGIN_FAILED_DEFAULT}
      tips={TIPS}
      actions={
        <>
          <Link to="/login" className={TRY_AGAIN_CLASS}>
            Try Again
          </Link>
          <Link to="/" className={SECONDARY_CLASS}>
            Go to Home
          </Link>
        </>
      }
    />
  );
}
