import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useSignup } from '#src/features/account/api/auth';
import { AuthCard } from '#src/features/account/components/auth-card';
import { RegisterForm } from '#src/features/account/components/register-form';
import { authFailureMessage } from '#src/features/account/model/auth-errors';
import { ACCOUNT_TEXTS } from '#src/features/account/texts';

const T = ACCOUNT_TEXTS.auth;

/** Create an account (which signs in) or sign up with Google; then the dashboard. */
export default function RegisterScreen() {
  useDocumentTitle(T.registerDocTitle);
  const signup = useSignup();
  const navigate = useNavigate();

  return (
    <AuthCard title={T.registerTitle} lead={T.registerLead}>
      <RegisterForm
        submitting={signup.isPending}
        error={signup.error ? authFailureMessage(signup.error, T.registrationFailed) : null}
        onSubmit={(values) => signup.mutate(values, { onSuccess: () => navigate('/app') })}
      />
    </AuthCard>
  );
}
