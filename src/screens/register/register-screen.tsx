import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useSignup } from '#src/features/account/api/auth';
import { AuthCard } from '#src/features/account/components/auth-card';
import { RegisterForm } from '#src/features/account/components/register-form';
import { authFailureMessage, REGISTRATION_FAILED } from '#src/features/account/model/auth-errors';

/** Create an account (which signs in) or sign up with Google; then the dashboard. */
export default function RegisterScreen() {
  useDocumentTitle('Create Account');
  const signup = useSignup();
  const navigate = useNavigate();

  return (
    <AuthCard title="Create your account" lead="Start turning what is in your fridge into dinner.">
      <RegisterForm
        submitting={signup.isPending}
        error={signup.error ? authFailureMessage(signup.error, REGISTRATION_FAILED) : null}
        onSubmit={(values) => signup.mutate(values, { onSuccess: () => navigate('/app') })}
      />
    </AuthCard>
  );
}
