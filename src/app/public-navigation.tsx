import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PublicNavigationProvider } from '#src/components/public-link';

/** The router's Link and location for the public pages' components, inside the routed app. */
export function RouterPublicNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <PublicNavigationProvider value={{ Link, location }}>{children}</PublicNavigationProvider>;
}
