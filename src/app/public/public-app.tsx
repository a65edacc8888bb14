import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { SessionInfo } from '#src/api/types';
import {
  fetchCurrentUser,
  fetchSessionInfo,
  LOADING_SESSION,
  sessionOf,
  type SessionState,
} from '#src/features/account/api/current-user';
import { PublicFrame } from '#src/app/public/public-frame';
import { storedUiLanguage } from '#src/lib/i18n/language';
import { LanguageFrame, wantedLanguage } from '#src/app/language-frame';

/**
 * The session, asked once after the page is up (no query client on the public pages), and the
 * public probe's answer (whether Google sign-in is on) once it came.
 */
function usePublicSession(): { session: SessionState; info: SessionInfo | null } {
  const [state, setState] = useState<{ session: SessionState; info: SessionInfo | null }>({
    session: LOADING_SESSION,
    info: null,
  });
  useEffect(() => {
    let live = true;
    let info: SessionInfo | null = null;
    const probe = () =>
      fetchSessionInfo().then((answer) => {
        info = answer;
        return answer;
      });
    fetchCurrentUser(probe).then(
      (user) => live && setState({ session: sessionOf(user), info }),
      // The server could not say: the page stays as a guest sees it.
      () => live && setState({ session: sessionOf(null), info }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * A prerendered page on its own (src/public-main.tsx; the prerender renders the same tree): the
 * public frame around a public page's screen, or the auth frame around an auth page, in
 * the signed-in cook's or this device's language. Its links are plain anchors: the app loads when
 * the visitor goes to the app (or signs in).
 */
export function PublicApp({
  screen: Screen,
  authFrame: AuthFrame,
  bare = false,
}: {
  screen: ComponentType;
  /** A page of its own, without a frame (not found). */
  bare?: boolean;
  /** The frame of the auth pages (document-auth-frame.tsx); else the public frame. */
  authFrame?: ComponentType<{
    googleAvailable: boolean;
    session: SessionState['status'];
    children: ReactNode;
  }>;
}) {
  const { session, info } = usePublicSession();
  return (
    <LanguageFrame
      wanted={wantedLanguage(session.user)}
      apply={session.status !== 'loading' || !!storedUiLanguage()}
    >
      {bare ? (
        <Screen />
      ) : AuthFrame ? (
        // Google sign-in is offered once the probe said it is on: the prerendered page cannot know.
        <AuthFrame googleAvailable={info?.google_sign_in === true} session={session.status}>
          <Screen />
        </AuthFrame>
      ) : (
        // Guests see Sign In while the session check runs: the common case renders without a flash.
        <PublicFrame signedIn={session.status === 'authenticated'}>
          <Screen />
        </PublicFrame>
      )}
    </LanguageFrame>
  );
}
