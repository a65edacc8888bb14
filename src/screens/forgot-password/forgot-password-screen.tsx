import { Link } from 'react-router-dom';
import { serverDetailOr } from '#src/api/errors';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useForgotPassword } from '#src/features/account/api/auth';
import { AuthCard } from '#src/features/account/components/auth-card';
import { ForgotPasswordForm } from '#src/features/account/components/password-reset-forms';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;

/** Request a password-reset link; the answer never reveals whether the address has an account. */
export default function ForgotPasswordScreen() {
  useDocumentTitle(T.forgotDocTitle);
  const request = useForgotPassword();
  return (
    <AuthCard
      title={T.forgotTitle}
      lead={T.forgotLead}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {T.backToSignIn}
        </Link>
      }
    >
      <ForgotPasswordForm
        submitting={request.isPending}
        error={request.error ? serverDetailOr(request.error, T.sendFailed) : null}
        sentMessage={request.isSuccess ? (request.data?.message ?? T.resetLinkSent) : null}
        onSubmit={(email) => request.mutate(email)}
      />
    </AuthCard>
  );
}
