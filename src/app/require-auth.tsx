import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullScreenLoading } from '#src/components/ui/spinner';
import { useSession } from '#src/features/account/api/session';

/** The login guard: spinner while the session check runs, /login (remembering where from) when anonymous. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullScreenLoading />;
  if (session.status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
