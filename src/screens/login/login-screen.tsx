import { useCallback } from 'react';
import { useDocumentTitle } from '#src/components/use-document-title';
import { AuthCard } from '#src/features/account/components/auth-card';
import { LoginForm } from '#src/features/account/components/login-form';
import { authFailureMessage } from '#src/features/account/model/auth-errors';
import { useSignInActions, useSubmit } from '#src/features/account/sign-in/sign-in-actions';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;

/**
 * Sign in with email or username and password, or Google; back to where the user came from. No
 * router or query client here: the page also runs prerendered on the public pages' entry.
 */
export default function LoginScreen() {
  useDocumentTitle(T.signInDocTitle);
  const actions = useSignInActions();
  const login = useSubmit(
    actions.login,
    useCallback(() => actions.enter('login'), [actions]),
  );

  return (
    <AuthCard title={T.signInTitle} lead={T.signInLead}>
      <LoginForm
        submitting={login.pending}
        error={login.error ? authFailureMessage(login.error, T.loginFailed) : null}
        onSubmit={({ identifier, password }) => login.submit({ username: identifier, password })}
      />
    </AuthCard>
  );
}
