import { useMemo, type ReactNode } from 'react';
import { AuthFrame } from '#src/app/public/auth-frame';
import type { SessionState } from '#src/features/account/api/current-user';
import {
  documentSignInActions,
  SignInActionsProvider,
} from '#src/features/account/sign-in/sign-in-actions';

/**
 * The frame of a prerendered auth page (/login, /register, the password reset, the failed pages)
 * on the public pages' entry: the auth frame, and sign-in by plain calls with a page load of the
 * app after it. Loaded with the page's screen, so the other public pages do not carry it.
 */
export default function DocumentAuthFrame({
  googleAvailable,
  session,
  children,
}: {
  googleAvailable: boolean;
  session: SessionState['status'];
  children: ReactNode;
}) {
  const actions = useMemo(
    () => documentSignInActions(googleAvailable, session),
    [googleAvailable, session],
  );
  return (
    <SignInActionsProvider value={actions}>
      <AuthFrame>{children}</AuthFrame>
    </SignInActionsProvider>
  );
}
