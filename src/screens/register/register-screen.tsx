import { useCallback } from 'react';
import { useDocumentTitle } from '#src/components/use-document-title';
import { AuthCard } from '#src/features/account/components/auth-card';
import { RegisterForm } from '#src/features/account/components/register-form';
import { authFailureMessage } from '#src/features/account/model/auth-errors';
import { useSignInActions, useSubmit } from '#src/features/account/sign-in/sign-in-actions';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;

/**
 * Create an account (which signs in) or sign up with Google; then the dashboard. No router or
 * query client here: the page also runs prerendered on the public pages' entry.
 */
export default function RegisterScreen() {
  useDocumentTitle(T.registerDocTitle);
  const actions = useSignInActions();
  const signup = useSubmit(
    actions.signup,
    useCallback(() => actions.enter('signup'), [actions]),
  );

  return (
    <AuthCard title={T.registerTitle} lead={T.registerLead}>
      <RegisterForm
        submitting={signup.pending}
        error={signup.error ? authFailureMessage(signup.error, T.registrationFailed) : null}
        onSubmit={signup.submit}
      />
    </AuthCard>
  );
}
