import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { resolveImageUrl } from '#src/api/image-url';
import { FullScreenLoading } from '#src/components/ui/spinner';
import { useLogout } from '#src/features/account/api/logout';
import { useSession } from '#src/features/account/api/session';
import { AppShell, isRecipeDetailPath } from '#src/features/shell/components/app-shell';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

/**
 * The cook-mode timers' indicator is the recipe view's code (its store, clock and chime): it loads
 * once the page is on screen, not with it, so no other /app page carries it in its first load. It
 * shows nothing until a timer runs, and a timer only starts in cook mode.
 */
const TimerIndicator = lazyComponent(
  lazyCode(() => import('#src/features/cook/components/timer-indicator')),
  (module) => module.TimerIndicator,
);

/**
 * Offline support (the service worker, the list's waiting edits, the offline banner) loads once the
 * page is on screen, not with it: it shows nothing while there is a connection.
 */
const OfflineSupport = lazyComponent(
  lazyCode(() => import('#src/features/offline/offline-support')),
  (module) => module.OfflineSupport,
);

/** The signed-in app frame: collapsible sidebar (collapsed by default), user menu, page, footer. */
export default function MainLayout() {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(true);
  const onCollapsedChange = useCallback((value: boolean) => setCollapsed(value), []);
  // Resolved when this layout unmounts, i.e. once a navigation out of /app has rendered.
  const left = useRef<() => void>(undefined);
  useEffect(() => () => left.current?.(), []);

  const onLogout = () => {
    // Leave the guarded area before the session is cleared: clearing it while still here would make
    // the guard send the user to /login instead of / (logging out leads home). Navigations render in
    // a transition (the landing page's chunks may still load), so wait until the guarded area is
    // really gone.
    const leave = () => {
      const gone = new Promise<void>((resolve) => {
        left.current = resolve;
      });
      void navigate('/');
      return gone;
    };
    // The call's outcome does not matter: the user is signed out here either way.
    logout.mutate(leave, { onError: () => undefined });
  };

  // RequireAuth renders this layout only for a signed-in user; the guard covers the gap in between.
  if (session.status !== 'authenticated') return <FullScreenLoading />;
  const { user } = session;
  return (
    <AppShell
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
      user={{
        username: user.username,
        email: user.email,
        avatarSrc: resolveImageUrl(user.profile_image_url) ?? undefined,
      }}
      onLogout={onLogout}
      hideFooter={isRecipeDetailPath(pathname)}
      indicator={<TimerIndicator />}
      banner={<OfflineSupport userId={user.id} />}
    >
      <Outlet />
    </AppShell>
  );
}
