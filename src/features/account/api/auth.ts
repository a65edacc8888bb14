import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { LoginForm, SignupRequest, User } from '#src/api/types';
import {
  LOGIN_NO_USER,
  SIGNUP_NO_USER,
  postLogin,
  postSignup,
  signedInUser,
} from '#src/features/account/sign-in/sign-in-actions';
import { forgetOfflineData } from '#src/lib/offline-data';
import { authKeys } from './keys';
import { currentUserQuery } from './session';

export { LOGIN_NO_USER, SIGNUP_NO_USER };
export { googleLoginUrl } from '#src/features/account/sign-in/sign-in-actions';

/**
 * Everything cached belongs to one user: drop it all, except the session itself, and what the
 * browser kept for offline use. Signing out also forgets the list edits still waiting for a
 * connection; a sign-in keeps them for their own cook (they carry the cook's id).
 */
function dropUserData(queryClient: QueryClient, { signOut = false } = {}) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  void forgetOfflineData({ waitingWrites: signOut });
}

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

/**
 * Signs out: the call, then `leave` (e.g. navigating out of the guarded area), then the user is
 * cleared from the cache — even when the call failed. The call comes first so the session
 * is over on the server before the page changes: a reload or a closed tab right after cannot keep it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leave?: () => Promise<void>) => {
      try {
        await unwrap(api.POST('/auth/logout'));
      } finally {
        await leave?.();
        await queryClient.cancelQueries({ queryKey: authKeys.me() });
        queryClient.setQueryData(authKeys.me(), null);
        dropUserData(queryClient, { signOut: true });
      }
    },
  });
}
