import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useLogin } from '#src/features/account/api/auth';
import { AuthCard } from '#src/features/account/components/auth-card';
import { LoginForm } from '#src/features/account/components/login-form';
import { authFailureMessage, LOGIN_FAILED } from '#src/features/account/model/auth-errors';
import { redirectAfterLogin } from '#src/features/account/model/redirect';

/** Sign in with email or username and password, or Google; back to where the user came from. */
export default function LoginScreen() {
  useDocumentTitle('Sign In');
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <AuthCard title="Welcome back" lead="Sign in to your Sous account to keep cooking.">
      <LoginForm
        submitting={login.isPending}
        error={login.error ? authFailureMessage(login.error, LOGIN_FAILED) : null}
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
