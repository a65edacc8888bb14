import { CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverDetailOr } from '#src/api/errors';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useResetPassword } from '#src/features/account/api/auth';
import { AuthCard } from '#src/features/account/components/auth-card';
import { FormError } from '#src/features/account/components/form-error';
import { ResetPasswordForm } from '#src/features/account/components/password-reset-forms';

const FAILED = 'Failed to reset the password. Please try again.';
const INVALID_LINK = 'This reset link is invalid or has expired.';
const DONE = 'Your password has been reset. You can now sign in.';
const LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Choose a new password with the token of a reset link (`/reset-password?token=`). */
export default function ResetPasswordScreen() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();

  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <div className="flex flex-col gap-4">
          <FormError message={INVALID_LINK} />
          <Link to="/forgot-password" className={LINK}>
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-success" />
          <p className="text-sm text-ink">{reset.data?.message ?? DONE}</p>
          <Link to="/login" className={LINK}>
            Sign In
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" lead="Choose a new password for your account.">
      <ResetPasswordForm
        submitting={reset.isPending}
        error={reset.error ? serverDetailOr(reset.error, FAILED) : null}
        onSubmit={(password) => reset.mutate({ token, password })}
      />
      {reset.error ? (
        <p className="mt-4 text-center text-sm text-muted">
          Link not working?{' '}
          <Link
            to="/forgot-password"
            className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Request a new link
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
