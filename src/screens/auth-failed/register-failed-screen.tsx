import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/use-document-title';
import {
  AuthFailedPanel,
  SECONDARY_CLASS,
  TRY_AGAIN_CLASS,
} from '#src/features/account/components/auth-failed-panel';

export const REGISTER_FAILED_DEFAULT = 'An unknown error occurred during registration';

const TIPS = [
  'Your username needs at least 3 characters and your password at least 6.',
  'If the email or username is already taken, sign in instead or choose another.',
  'Accept the Privacy Policy before creating your account.',
  'Allow cookies for this site: your new session needs them.',
] as const;

/** Sign-up failed: the reason from the URL (or the default), tips and Try Again. */
export default function RegisterFailedScreen() {
  useDocumentTitle('Registration Failed');
  const [params] = useSearchParams();
  return (
    <AuthFailedPanel
      title="Registration Failed"
      reason={params.get('reason')?.trim() || REGISTER_FAILED_DEFAULT}
      tips={TIPS}
      actions={
        <>
          <Link to="/register" className={TRY_AGAIN_CLASS}>
            Try Again
          </Link>
          <Link to="/login" className={SECONDARY_CLASS}>
            Sign In Instead
          </Link>
        </>
      }
    />
  );
}
