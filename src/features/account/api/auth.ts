import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginForm, SignupRequest, User } from '#src/api/types';
import {
  LOGIN_NO_USER,
  SIGNUP_NO_USER,
  postLogin,
  postSignup,
  signedInUser,
} from '#src/features/account/sign-in/sign-in-actions';
import { authKeys } from './keys';
import { dropUserData } from './logout';
import { currentUserQuery } from './session';

export { LOGIN_NO_USER, SIGNUP_NO_USER };
export { googleLoginUrl } from '#src/features/account/sign-in/sign-in-actions';

/** Re-fetches the current user after a sign-in; no user coming back is a failure. */
async function fetchSignedInUser(queryClient: QueryClient, noUserMessage: string): Promise<User> {
  // A session check still in flight was sent before the cookies existed: its answer is stale.
  await queryClient.cancelQueries({ queryKey: authKeys.me() });
  return signedInUser(
    await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 }),
    noUserMessage,
  );
}

/** Signs in with email or username and password (form-encoded), then loads the signed-in user. */
export async function loginInto(queryClient: QueryClient, credentials: LoginForm): Promise<User> {
  await postLogin(credentials);
  dropUserData(queryClient);
  return fetchSignedInUser(queryClient, LOGIN_NO_USER);
}

/** Creates an account (which also signs in), then loads the signed-in user. */
export async function signupInto(queryClient: QueryClient, account: SignupRequest): Promise<User> {
  await postSignup(account);
  dropUserData(queryClient);
  return fetchSignedInUser(queryClient, SIGNUP_NO_USER);
}

/** loginInto as a mutation. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginForm) => loginInto(queryClient, credentials),
  });
}

/** signupInto as a mutation. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (account: SignupRequest) => signupInto(queryClient, account) });
}
