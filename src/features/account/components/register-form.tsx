import { useRef, useState, type FormEvent } from 'react';
import { useEarlyInput } from '#src/components/use-early-input';
import { PublicLink } from '#src/components/public-link';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/field';
import {
  PASSWORD_MIN,
  usernameProblem,
  validationText,
  validateGoogleSignup,
  validateRegister,
  type RegisterValues,
} from '#src/features/account/model/validation';
import { FormError } from './form-error';
import { GoogleSignInOption } from './google-button';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;

const LINK =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 rounded';

export interface SignupValues {
  username: string;
  email: string;
  password: string;
}

/**
 * The sign-up form: username, email, password, confirmation, privacy consent,
 * Create Account and Sign up with Google. The five checks run here, in order;
 * `error` is the server's answer (409, 422 as a "|" list).
 */
export function RegisterForm({
  onSubmit,
  submitting = false,
  error,
}: {
  onSubmit: (values: SignupValues) => void;
  submitting?: boolean;
  error?: string | null;
}) {
  const [values, setValues] = useState<RegisterValues>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    acceptedPrivacy: false,
  });
  const [clientError, setClientError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, setValues, {
    username: 'username',
    email: 'email',
    password: 'password',
    confirmPassword: 'confirmPassword',
    acceptedPrivacy: 'acceptedPrivacy',
  });
  const set =
    (field: Exclude<keyof RegisterValues, 'acceptedPrivacy'>) =>
    (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateRegister(values);
    setClientError(problem);
    if (!problem) {
      onSubmit({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      });
    }
  };

  const beforeGoogle = () => {
    const problem = validateGoogleSignup(values.acceptedPrivacy);
    setClientError(problem);
    return problem === null;
  };

  return (
    <>
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label={T.registerForm}
      >
        <FormError message={clientError ?? error} />
        <TextField
          label={T.username}
          name="username"
          autoComplete="username"
          hint={validationText.usernameHint()}
          error={usernameProblem(values.username) ?? undefined}
          value={values.username}
          onChange={set('username')}
          disabled={submitting}
        />
        <TextField
          label={T.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          disabled={submitting}
        />
        <TextField
          label={T.password}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={T.passwordHint(PASSWORD_MIN)}
          value={values.password}
          onChange={set('password')}
          disabled={submitting}
        />
        <TextField
          label={T.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          disabled={submitting}
        />
        <div className="flex min-h-11 items-start gap-3">
          <input
            id="accept-privacy"
            name="acceptedPrivacy"
            type="checkbox"
            checked={values.acceptedPrivacy}
            onChange={(event) =>
              setValues((v) => ({ ...v, acceptedPrivacy: event.target.checked }))
            }
            disabled={submitting}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          />
          <label htmlFor="accept-privacy" className="text-sm text-ink">
            {T.acceptPrivacy}{' '}
            <PublicLink to="/privacy" className={LINK}>
              {T.privacyPolicy}
            </PublicLink>
          </label>
        </div>
        <Button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className="w-full justify-center"
        >
          {submitting ? T.creatingAccount : T.createAccount}
        </Button>
      </form>
      <GoogleSignInOption label={T.signUpWithGoogle} onBeforeNavigate={beforeGoogle} />
      <p className="mt-6 text-center text-sm text-muted">
        {T.haveAccount}{' '}
        <PublicLink to="/login" className={LINK}>
          {T.signIn}
        </PublicLink>
      </p>
    </>
  );
}
