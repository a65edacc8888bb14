import { useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '#src/components/use-early-input';
import { PublicLink } from '#src/components/public-link';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/field';
import { validateLogin, type LoginValues } from '#src/features/account/model/validation';
import { FormError } from './form-error';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

import { GoogleSignInOption } from './google-button';

const T = ACCOUNT_TEXTS.auth;

const LINK =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 rounded';

/**
 * The sign-in form: Email or Username, Password, Forgot Password, Sign In,
 * Continue with Google and a Sign Up link. "Please fill in all fields" is checked here;
 * `error` is the server's answer.
 */
export function LoginForm({
  onSubmit,
  submitting = false,
  error,
}: {
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  error?: string | null;
}) {
  const [values, setValues] = useState<LoginValues>({ identifier: '', password: '' });
  const [clientError, setClientError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, setValues, { identifier: 'username', password: 'password' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateLogin(values);
    setClientError(problem);
    if (!problem) onSubmit({ identifier: values.identifier.trim(), password: values.password });
  };

  return (
    <>
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={T.signInForm}
      >
        <FormError message={clientError ?? error} />
        <TextField
          label={T.identifier}
          name="username"
          autoComplete="username"
          value={values.identifier}
          onChange={(event) => setValues((v) => ({ ...v, identifier: event.target.value }))}
          disabled={submitting}
        />
        <TextField
          label={T.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
          disabled={submitting}
        />
        <div className="flex justify-end">
          <PublicLink
            to="/forgot-password"
            className={`${LINK} inline-flex min-h-11 items-center text-sm`}
          >
            {T.forgotLink}
          </PublicLink>
        </div>
        <Button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className="w-full justify-center"
        >
          {submitting ? T.signingIn : T.signIn}
        </Button>
      </form>
      <GoogleSignInOption label={T.continueWithGoogle} />
      <p className="mt-6 text-center text-sm text-muted">
        {T.noAccount}{' '}
        <PublicLink to="/register" className={LINK}>
          {T.signUp}
        </PublicLink>
      </p>
    </>
  );
}
