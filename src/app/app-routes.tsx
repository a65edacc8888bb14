import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error';
import { routes } from './routes';

/**
 * The route table rendered inside whichever router hosts it: BrowserRouter in the app,
 * StaticRouter in the prerender step, MemoryRouter in screen stories.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  // Navigations run in transitions, so the current page stays while the next one's chunks load;
  // the fallback only shows when a first render suspends (a story, a URL not preloaded).
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
