import { useEffect, useRef, useState } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { setSessionExpiredHandler } from '#src/api/client';
import { authKeys } from '#src/features/account/api/keys';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';

/** Spec §4: a failed refresh sends the user to /login, but only from a protected page. */
function SessionExpiry({ client }: { client: QueryClient }) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);
  useEffect(() => {
    setSessionExpiredHandler(() => {
      client.setQueryData(authKeys.me(), null);
      const { pathname, search, hash } = current.current;
      if (pathname === '/app' || pathname.startsWith('/app/')) {
        void navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
      }
    });
  }, [client, navigate]);
  return null;
}

/** The routed SPA; `client` lets the entry start the page's first requests before React renders. */
export function App({ client: given }: { client?: QueryClient }) {
  const [client] = useState(() => given ?? createQueryClient());
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <SessionExpiry client={client} />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
