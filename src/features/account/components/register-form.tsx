import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/field';
import {
  PASSWORD_MIN,
  USERNAME_HINT,
  usernameProblem,
  validateGoogleSignup,
  validateRegister,
  type RegisterValues,
} from '#src/features/account/model/validation';
import { FormError } from './form-error';
import { GoogleSignInOption } from './google-button';

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
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-label="Create account"
      >
        <FormError message={clientError ?? error} />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          hint={USERNAME_HINT}
          error={usernameProblem(values.username) ?? undefined}
          value={values.username}
          onChange={set('username')}
          disabled={submitting}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          disabled={submitting}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          value={values.password}
          onChange={set('password')}
          disabled={submitting}
        />
        <TextField
          label="Confirm Password"
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
            type="checkbox"
            checked={values.acceptedPrivacy}
            onChange={(event) =>
              setValues((v) => ({ ...v, acceptedPrivacy: event.target.checked }))
            }
            disabled={submitting}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          />
          <label htmlFor="accept-privacy" className="text-sm text-ink">
            I have read and accept the{' '}
            <Link to="/privacy" className={LINK}>
              Privacy Policy
            </Link>
          </label>
        </div>
        <Button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className="w-full justify-center"
        >
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <GoogleSignInOption label="Sign up with Google" onBeforeNavigate={beforeGoogle} />
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/login" className={LINK}>
          Sign In
        </Link>
      </p>
    </>
  );
}
