import { MailCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '#src/components/use-early-input';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/field';
import { PASSWORD_MIN, validationText } from '#src/features/account/model/validation';
import { ACCOUNT_SPEC, ACCOUNT_TEXTS } from '#src/features/account/texts';
import { FormError } from './form-error';

const T = ACCOUNT_TEXTS.auth;

/** The spec's wording (shown in the current language). */
export const ENTER_EMAIL = ACCOUNT_SPEC.auth.enterEmail;
export const RESET_LINK_SENT = ACCOUNT_SPEC.auth.resetLinkSent;

/** Asks for the account's email; the confirmation is the same whether or not the address exists. */
export function ForgotPasswordForm({
  onSubmit,
  submitting = false,
  error,
  sentMessage,
}: {
  onSubmit: (email: string) => void;
  submitting?: boolean;
  error?: string | null;
  /** Set once the request went through: the neutral confirmation replaces the form. */
  sentMessage?: string | null;
}) {
  const [{ email }, setValues] = useState({ email: '' });
  const [clientError, setClientError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The page is prerendered: an address typed before the script ran is kept.
  useEarlyInput(form, setValues, { email: 'email' });

  if (sentMessage) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-green-50 p-6 text-center"
      >
        <MailCheck aria-hidden="true" className="h-10 w-10 text-success" />
        <p className="font-semibold text-ink">{T.checkInbox}</p>
        <p className="text-sm text-muted">{sentMessage}</p>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = email.trim() ? null : T.enterEmail;
    setClientError(problem);
    if (!problem) onSubmit(email.trim());
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={T.resetForm}
    >
      <FormError message={clientError ?? error} />
      <TextField
        label={T.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setValues({ email: event.target.value })}
        disabled={submitting}
      />
      <Button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className="w-full justify-center"
      >
        {submitting ? T.sending : T.sendResetLink}
      </Button>
    </form>
  );
}

/** Sets a new password (twice) for the token of a reset link. */
export function ResetPasswordForm({
  onSubmit,
  submitting = false,
  error,
}: {
  onSubmit: (password: string) => void;
  submitting?: boolean;
  error?: string | null;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      !password || !confirm
        ? validationText.fillAllFields()
        : password.length < PASSWORD_MIN
          ? validationText.passwordTooShort()
          : password !== confirm
            ? validationText.passwordsDoNotMatch()
            : null;
    setClientError(problem);
    if (!problem) onSubmit(password);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={T.newPasswordForm}
    >
      <FormError message={clientError ?? error} />
      <TextField
        label={T.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={T.passwordHint(PASSWORD_MIN)}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={submitting}
      />
      <TextField
        label={T.confirmNewPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        disabled={submitting}
      />
      <Button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className="w-full justify-center"
      >
        {submitting ? T.saving : T.resetPassword}
      </Button>
    </form>
  );
}
