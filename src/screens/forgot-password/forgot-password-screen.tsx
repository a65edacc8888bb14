import { Link } from 'react-router-dom';
import { serverDetailOr } from '#src/api/errors';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useForgotPassword } from '#src/features/account/api/auth';
import { AuthCard } from '#src/features/account/components/auth-card';
import {
  ForgotPasswordForm,
  RESET_LINK_SENT,
} from '#src/features/account/components/password-reset-forms';

const FAILED = 'Failed to send the reset link. Please try again.';

/** Request a password-reset link; the answer never reveals whether the address has an account. */
export default function ForgotPasswordScreen() {
  useDocumentTitle('Forgot Password');
  const request = useForgotPassword();
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Back to Sign In
        </Link>
      }
    >
      <ForgotPasswordForm
        submitting={request.isPending}
        error={request.error ? serverDetailOr(request.error, FAILED) : null}
        sentMessage={request.isSuccess ? (request.data?.message ?? RESET_LINK_SENT) : null}
        onSubmit={(email) => request.mutate(email)}
      />
    </AuthCard>
  );
}
