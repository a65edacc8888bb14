import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { serverDetailOr, statusOf } from '#src/api/errors';
import { PublicLink as Link, usePublicSearchParams } from '#src/components/public-link';
import { Button } from '#src/components/ui/button';
import { useDocumentTitle } from '#src/components/use-document-title';
import {
  checkResetLink,
  resetLinkIsInvalid,
  resetPassword,
} from '#src/features/account/api/account-links';
import { AuthCard } from '#src/features/account/components/auth-card';
import { FormError } from '#src/features/account/components/form-error';
import { ResetPasswordForm } from '#src/features/account/components/password-reset-forms';

import { ACCOUNT_TEXTS } from '#src/features/account/texts';
import { useCall } from '#src/lib/use-call';

const T = ACCOUNT_TEXTS.auth;
const LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A link that cannot set a password (none, used, expired, unknown): say so and offer a new one. */
function InvalidLink() {
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

/**
 * Choose a new password with the token of a reset link (`/reset-password?token=`). The token is
 * checked when the page opens (without using it), so a used or expired link says so before the
 * cook types anything. No router or query client here: the page also runs prerendered on the
 * public pages' entry, where it shows the check's progress until it knows the link's token.
 */
export default function ResetPasswordScreen() {
  useDocumentTitle(T.resetDocTitle);
  const params = usePublicSearchParams();
  const token = params ? (params.get('token')?.trim() ?? '') : null;
  const check = useCall(checkResetLink);
  const reset = useCall(resetPassword);
  const { call: checkLink } = check;
  // Asked again from the failure's banner: the form stays while it runs.
  const [askedAgain, setAskedAgain] = useState(false);
  useEffect(() => {
    if (token) checkLink(token);
  }, [token, checkLink]);

  if (token === '') return <InvalidLink />;

  if (reset.state.status === 'success') {
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

  if (token === null || check.state.status === 'idle' || (check.pending && !askedAgain)) {
    return (
      <AuthCard title={T.resetTitle}>
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted">
          <LoaderCircle
            aria-hidden="true"
            className="h-5 w-5 animate-spin motion-reduce:animate-none"
          />
          {T.checkingLink}
        </p>
      </AuthCard>
    );
  }

  if (check.error && resetLinkIsInvalid(check.error)) return <InvalidLink />;

  return (
    <AuthCard title={T.resetTitle} lead={T.resetLead}>
      {check.error || check.pending ? (
        // Could not ask (offline, too many requests): the form still works, the reset checks again.
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          <span>
            {check.error && statusOf(check.error) === 429
              ? serverDetailOr(check.error, T.checkLinkFailed)
              : T.checkLinkFailed}
          </span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={check.pending}
            onClick={() => {
              setAskedAgain(true);
              checkLink(token);
            }}
          >
            {T.retry}
          </Button>
        </div>
      ) : null}
      <ResetPasswordForm
        submitting={reset.pending}
        error={reset.error ? serverDetailOr(reset.error, T.resetFailed) : null}
        onSubmit={(password) => reset.call({ token, password })}
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
