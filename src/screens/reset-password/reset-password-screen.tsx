import { CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverDetailOr } from '#src/api/errors';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useResetPassword } from '#src/features/account/api/auth';
import { AuthCard } from '#src/features/account/components/auth-card';
import { FormError } from '#src/features/account/components/form-error';
import { ResetPasswordForm } from '#src/features/account/components/password-reset-forms';

import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;
const LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Choose a new password with the token of a reset link (`/reset-password?token=`). */
export default function ResetPasswordScreen() {
  useDocumentTitle(T.resetDocTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();

  if (!token) {
    return (
      <AuthCard title={T.resetTitle}>
        <div className="flex flex-col gap-4">
          <FormError message={T.invalidLink} />
          <Link to="/forgot-password" className={LINK}>
            {T.requestNewLink}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={T.passwordChanged}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-success" />
          <p className="text-sm text-ink">{reset.data?.message ?? T.resetDone}</p>
          <Link to="/login" className={LINK}>
            {T.signIn}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={T.resetTitle} lead={T.resetLead}>
      <ResetPasswordForm
        submitting={reset.isPending}
        error={reset.error ? serverDetailOr(reset.error, T.resetFailed) : null}
        onSubmit={(password) => reset.mutate({ token, password })}
      />
      {reset.error ? (
        <p className="mt-4 text-center text-sm text-muted">
          {T.linkNotWorking}{' '}
          <Link
            to="/forgot-password"
            className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {T.requestNewLink}
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
