import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AuthFrame } from '#src/app/public/auth-frame';
import { loginInto, signupInto } from '#src/features/account/api/auth';
import { authKeys } from '#src/features/account/api/keys';
import {
  currentUserQuery,
  useGoogleSignInAvailable,
  useSession,
} from '#src/features/account/api/session';
import { redirectAfterLogin } from '#src/features/account/model/redirect';
import {
  SignInActionsProvider,
  type SignInActions,
} from '#src/features/account/sign-in/sign-in-actions';

/**
 * The auth pages inside the routed app: the session lands in the query cache and a sign-in goes
 * back, by the router, to the page the guard sent the cook from. A first load of an auth page
 * runs src/public-main.tsx instead (prerendered, no router).
 */
export default function AuthLayout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  const googleAvailable = useGoogleSignInAvailable();
  const session = useSession().status;
  const actions = useMemo<SignInActions>(
    () => ({
      googleAvailable,
      session,
      verifySession: async () => {
        // Any session answer cached before is stale now (Google's redirect, a confirmed address).
        await queryClient.cancelQueries({ queryKey: authKeys.me() });
        return queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
      },
      login: async (credentials) => void (await loginInto(queryClient, credentials)),
      signup: async (account) => void (await signupInto(queryClient, account)),
      enter: (after) =>
        after === 'login'
          ? void navigate(redirectAfterLogin(state), { replace: true })
          : void navigate('/app'),
    }),
    [googleAvailable, session, queryClient, navigate, state],
  );
  return (
    <SignInActionsProvider value={actions}>
      <AuthFrame>
        <Outlet />
      </AuthFrame>
    </SignInActionsProvider>
  );
}
