import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { setSessionExpiredHandler } from '#src/api/client';
import { authKeys } from '#src/features/account/api/keys';
import { AppProviders } from './providers';
import { isGuarded } from './routes';

/** The routed SPA: the entry creates the router over createRoutes(client) and the client. */
export function App({ client, router }: { client: QueryClient; router: DataRouter }) {
  // A failed refresh sends the user to /login, but only from a protected page.
  useEffect(() => {
    setSessionExpiredHandler(() => {
      client.setQueryData(authKeys.me(), null);
      const { location, matches } = router.state;
      if (!isGuarded(matches)) return;
      const { pathname, search, hash } = location;
      void router.navigate('/login', {
        replace: true,
        state: { from: { pathname, search, hash } },
      });
    });
  }, [client, router]);
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
