import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useLogin } from '#src/features/account/api/auth';
import { AuthCard } from '#src/features/account/components/auth-card';
import { LoginForm } from '#src/features/account/components/login-form';
import { authFailureMessage } from '#src/features/account/model/auth-errors';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;
import { redirectAfterLogin } from '#src/features/account/model/redirect';

/** Sign in with email or username and password, or Google; back to where the user came from. */
export default function LoginScreen() {
  useDocumentTitle(T.signInDocTitle);
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <AuthCard title={T.signInTitle} lead={T.signInLead}>
      <LoginForm
        submitting={login.isPending}
        error={login.error ? authFailureMessage(login.error, T.loginFailed) : null}
        onSubmit={({ identifier, password }) =>
          login.mutate(
            { username: identifier, password },
            { onSuccess: () => navigate(redirectAfterLogin(location.state), { replace: true }) },
          )
        }
      />
    </AuthCard>
  );
}
