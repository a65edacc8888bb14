import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setSessionExpiredHandler } from '../api/client';
import { authKeys } from '../features/auth/api/session';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/** The routed SPA. */
export function App() {
  const [client] = useState(() => createQueryClient());
  const [router] = useState(() => {
    const browserRouter = createBrowserRouter(routes);
    // Spec §4: a failed refresh sends the user to /login, but only from a protected page.
    setSessionExpiredHandler(() => {
      client.setQueryData(authKeys.me(), null);
      const { pathname, search, hash } = browserRouter.state.location;
      if (pathname === '/app' || pathname.startsWith('/app/')) {
        void browserRouter.navigate('/login', {
          replace: true,
          state: { from: { pathname, search, hash } },
        });
      }
    });
    return browserRouter;
  });
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
