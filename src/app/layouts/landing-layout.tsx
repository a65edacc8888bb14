import { Outlet } from 'react-router-dom';
import { useSession } from '#src/features/account/api/session';
import { PublicFrame } from '#src/app/public/public-frame';

/**
 * The public pages inside the routed app (a navigation from the app, the dev server, the mock
 * build). A first load of a prerendered page runs src/public-main.tsx instead, without the router.
 */
export default function LandingLayout() {
  const session = useSession();
  return (
    // Guests see Sign In while the session check runs: the common case renders without a flash.
    <PublicFrame signedIn={session.status === 'authenticated'}>
      <Outlet />
    </PublicFrame>
  );
}
