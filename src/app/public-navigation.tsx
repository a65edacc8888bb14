import { useCallback, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PublicNavigationProvider } from '#src/components/public-link';

/** The router's Link, location and navigation for the public pages' components, inside the routed app. */
export function RouterPublicNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => void routerNavigate(to, options),
    [routerNavigate],
  );
  const value = useMemo(() => ({ Link, location, navigate }), [location, navigate]);
  return <PublicNavigationProvider value={value}>{children}</PublicNavigationProvider>;
}
