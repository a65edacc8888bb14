import { createContext, useCallback, useContext } from 'react';
import { api, unwrap } from '#src/api/client';
import type { LoginForm, SignupRequest, User } from '#src/api/types';
import { useCall } from '#src/lib/use-call';
import { ACCOUNT_SPEC } from '#src/features/account/texts';
import {
  fetchCurrentUser,
  fetchSessionInfo,
  type SessionState,
} from '#src/features/account/api/current-user';

/** The errors of a sign-in / sign-up whose user did not come back (spec texts; shown translated). */
export const LOGIN_NO_USER = ACCOUNT_SPEC.messages.loginNoUser;
export const SIGNUP_NO_USER = ACCOUNT_SPEC.messages.signupNoUser;

/** Full-page navigation target that starts Google sign-in (same origin). */
export const googleLoginUrl = '/api/auth/login/google';

/** The sign-in call (form-encoded, as the contract says). */
export const postLogin = (credentials: LoginForm) =>
  unwrap(
    api.POST('/auth/login', {
      body: credentials,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );

/** The sign-up call (which also signs in). */
export const postSignup = (account: SignupRequest) =>
  unwrap(api.POST('/auth/signup', { body: account }));

/** A user that came back from a sign-in, or the spec's failure when none did. */
export function signedInUser(user: User | null | undefined, noUserMessage: string): User {
  if (!user?.id) throw new Error(noUserMessage);
  return user;
}

/**
 * What the sign-in and sign-up screens do, without a router or a query client (issue 32): the
 * routed app's auth layout gives its own (the query cache updated, a router navigation back to
 * where the cook came from); a prerendered /login or /register on its own entry
 * (src/public-main.tsx) signs in with plain calls and loads the app with a page load.
 */
export interface SignInActions {
  /** Whether to offer Google sign-in (hidden once the server said it is not configured). */
  googleAvailable: boolean;
  /** Whether a cook is signed in on this browser (the confirmed address's way on). */
  session: SessionState['status'];
  /** Asks the server again who is signed in, after the session changed (Google's return, a confirmed address). */
  verifySession(): Promise<User | null>;
  login(credentials: LoginForm): Promise<void>;
  signup(account: SignupRequest): Promise<void>;
  /** After a sign-in or sign-up: where the cook goes next. */
  enter(after: 'login' | 'signup'): void;
}

const SignInContext = createContext<SignInActions | null>(null);

export const SignInActionsProvider = SignInContext.Provider;

export function useSignInActions(): SignInActions {
  const actions = useContext(SignInContext);
  if (!actions) throw new Error('useSignInActions needs a SignInActionsProvider (the auth frame)');
  return actions;
}

/** Whether to offer Google sign-in; true outside a provider (a form shown on its own). */
export const useGoogleOffered = (): boolean => useContext(SignInContext)?.googleAvailable ?? true;

/** The actions of a page without the app: plain calls, then a page load of the app. */
export function documentSignInActions(
  googleAvailable: boolean,
  session: SessionState['status'],
): SignInActions {
  const verifySession = () => fetchCurrentUser(fetchSessionInfo);
  const me = async (noUser: string) => signedInUser(await verifySession(), noUser);
  return {
    googleAvailable,
    session,
    verifySession,
    async login(credentials) {
      await postLogin(credentials);
      await me(LOGIN_NO_USER);
    },
    async signup(account) {
      await postSignup(account);
      await me(SIGNUP_NO_USER);
    },
    enter() {
      // The app's entry loads from here; the sign-in page is not kept in the history.
      window.location.replace('/app');
    },
  };
}

/** A submit's state: pending while it runs, its error after a failure, cleared by the next try. */
export function useSubmit<A>(run: (input: A) => Promise<void>, onDone: () => void) {
  const { pending, error, call } = useCall(
    useCallback(
      async (input: A) => {
        await run(input);
        onDone();
      },
      [run, onDone],
    ),
  );
  return { pending, error, submit: call };
}
