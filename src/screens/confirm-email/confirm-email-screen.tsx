import { CheckCircle2 } from 'lucide-react';
import { useCallback } from 'react';
import { serverDetailOr } from '#src/api/errors';
import { PublicLink as Link, usePublicSearchParams } from '#src/components/public-link';
import { Button } from '#src/components/ui/button';
import { useDocumentTitle } from '#src/components/use-document-title';
import { confirmEmailChange } from '#src/features/account/api/account-links';
import { AuthCard } from '#src/features/account/components/auth-card';
import { FormError } from '#src/features/account/components/form-error';
import { RIGHTS_TEXTS } from '#src/features/account/rights-texts';
import { useSignInActions } from '#src/features/account/sign-in/sign-in-actions';
import { useCall } from '#src/lib/use-call';

const T = RIGHTS_TEXTS.confirmEmail;
const LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The page of the link mailed to a new address (`/confirm-email?token=`): one button confirms it
 * (a click, so a mail scanner opening the link changes nothing), with or without a session. No
 * router or query client here: the page also runs prerendered on the public pages' entry.
 */
export default function ConfirmEmailScreen() {
  useDocumentTitle(T.docTitle);
  const params = usePublicSearchParams();
  // Until the prerendered page knows its link, it shows the button (the common case).
  const token = params ? (params.get('token')?.trim() ?? '') : null;
  const { session, verifySession } = useSignInActions();
  const confirm = useCall(
    useCallback(
      async (link: string) => {
        const answer = await confirmEmailChange(link);
        // The signed-in cook's address changed: what the app knows of them is read again.
        if (session !== 'anonymous') await verifySession().catch(() => null);
        return answer;
      },
      [session, verifySession],
    ),
  );
  const next =
    session === 'authenticated' ? (
      <Link to="/app/settings" className={LINK}>
        {T.toSettings}
      </Link>
    ) : (
      <Link to="/login" className={LINK}>
        {T.signIn}
      </Link>
    );

  if (token === '')
    return (
      <AuthCard title={T.title}>
        <div className="flex flex-col gap-4">
          <FormError message={T.invalidLink} />
          {next}
        </div>
      </AuthCard>
    );

  if (confirm.state.status === 'success')
    return (
      <AuthCard title={T.done}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 aria-hidden="true" className="h-10 w-10 text-success" />
          <p className="text-sm text-ink">{T.doneText}</p>
          {next}
        </div>
      </AuthCard>
    );

  return (
    <AuthCard title={T.title} lead={T.lead}>
      <div className="flex flex-col gap-4">
        <FormError message={confirm.error ? serverDetailOr(confirm.error, T.failed) : null} />
        <Button
          className="justify-center"
          disabled={confirm.pending}
          aria-busy={confirm.pending || undefined}
          onClick={() => token && confirm.call(token)}
        >
          {confirm.pending ? T.confirming : T.confirm}
        </Button>
        {confirm.error ? <p className="text-center text-sm text-muted">{T.requestNew}</p> : null}
      </div>
    </AuthCard>
  );
}
