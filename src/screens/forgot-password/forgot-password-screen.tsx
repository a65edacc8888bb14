import { serverDetailOr } from '#src/api/errors';
import { PublicLink } from '#src/components/public-link';
import { useDocumentTitle } from '#src/components/use-document-title';
import { requestResetLink } from '#src/features/account/api/account-links';
import { AuthCard } from '#src/features/account/components/auth-card';
import { ForgotPasswordForm } from '#src/features/account/components/password-reset-forms';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';
import { useCall } from '#src/lib/use-call';

const T = ACCOUNT_TEXTS.auth;

/**
 * Request a password-reset link; the answer never reveals whether the address has an account.
 * No router or query client here: the page also runs prerendered on the public pages' entry.
 */
export default function ForgotPasswordScreen() {
  useDocumentTitle(T.forgotDocTitle);
  const request = useCall(requestResetLink);
  return (
    <AuthCard
      title={T.forgotTitle}
      lead={T.forgotLead}
      footer={
        <PublicLink
          to="/login"
          className="inline-flex min-h-11 items-center rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {T.backToSignIn}
        </PublicLink>
      }
    >
      <ForgotPasswordForm
        submitting={request.pending}
        error={request.error ? serverDetailOr(request.error, T.sendFailed) : null}
        sentMessage={
          request.state.status === 'success' ? (request.data?.message ?? T.resetLinkSent) : null
        }
        onSubmit={request.call}
      />
    </AuthCard>
  );
}
