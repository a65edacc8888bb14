import { useEffect, useState, type ComponentType } from 'react';
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

/** The session, asked once after the page is up (no query client on the public pages). */
function usePublicSession(): SessionState {
  const [session, setSession] = useState(LOADING_SESSION);
  useEffect(() => {
    let live = true;
    fetchCurrentUser(fetchSessionInfo).then(
      (user) => live && setSession(sessionOf(user)),
      // The server could not say: the page stays as a guest sees it.
      () => live && setSession(sessionOf(null)),
    );
    return () => {
      live = false;
    };
  }, []);
  return session;
}

/**
 * A prerendered public page on its own (src/public-main.tsx; the prerender renders the same tree):
 * the public frame around the page's screen, in the signed-in cook's or this device's language.
 * Its links are plain anchors: the app loads when the visitor goes to sign in or to the app.
 */
export function PublicApp({ screen: Screen }: { screen: ComponentType }) {
  const session = usePublicSession();
  return (
    <LanguageFrame
      wanted={wantedLanguage(session.user)}
      apply={session.status !== 'loading' || !!storedUiLanguage()}
    >
      {/* Guests see Sign In while the session check runs: the common case renders without a flash. */}
      <PublicFrame signedIn={session.status === 'authenticated'}>
        <Screen />
      </PublicFrame>
    </LanguageFrame>
  );
}
