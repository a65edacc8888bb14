import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/field';
import {
  FILL_ALL_FIELDS,
  PASSWORD_MIN,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '#src/features/account/model/validation';
import { FormError } from './form-error';

export const ENTER_EMAIL = 'Please enter your email address';
export const RESET_LINK_SENT =
  'If an account exists for this email, we have sent a link to reset the password.';

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
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);

  if (sentMessage) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl bg-green-50 p-6 text-center"
      >
        <MailCheck aria-hidden="true" className="h-10 w-10 text-success" />
        <p className="font-semibold text-ink">Check your inbox</p>
        <p className="text-sm text-muted">{sentMessage}</p>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = email.trim() ? null : ENTER_EMAIL;
    setClientError(problem);
    if (!problem) onSubmit(email.trim());
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Reset password">
      <FormError message={clientError ?? error} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
      />
      <Button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className="w-full justify-center"
      >
        {submitting ? 'Sending...' : 'Send Reset Link'}
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
        ? FILL_ALL_FIELDS
        : password.length < PASSWORD_MIN
          ? PASSWORD_TOO_SHORT
          : password !== confirm
            ? PASSWORDS_DO_NOT_MATCH
            : null;
    setClientError(problem);
    if (!problem) onSubmit(password);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label="Set a new password"
    >
      <FormError message={clientError ?? error} />
      <TextField
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={submitting}
      />
      <TextField
        label="Confirm New Password"
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
        {submitting ? 'Saving...' : 'Reset Password'}
      </Button>
    </form>
  );
}
