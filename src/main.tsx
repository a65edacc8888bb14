import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { App } from './app/app';
import { resolveLazyRoutes } from '#src/app/lazy-route';
import { firstPageShown, queriesSettled } from '#src/app/page-shown';
import { holdUntilPageShown } from '#src/lib/page-shown';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import './index.css';

async function enableMocking() {
  // The only place src reaches into mocks/: a dynamic import, so the mock never ships in the real build.
  // eslint-disable-next-line import-x/no-restricted-paths -- the dev-mock bootstrap STYLE.md allows
  const { startMockWorker } = await import('#mocks/browser');
  await startMockWorker();
}

/** Settles once the router's first navigation (the route's chunks, its loaders) is done. */
const initialized = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

// The prerendered public pages hydrate with their own entry (src/public-main.tsx); the app renders
// every page it shows.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const { pathname } = window.location;
// What the loaders prefetched a moment ago is fresh: the screen mounting next does not ask again.
// Mutations still invalidate at once.
const client = createQueryClient({ staleTime: 5_000 });
const routes = createRoutes(client);

// Menus, dialogs and the other code no first paint needs wait until the first page is on screen.
let markCommitted!: () => void;
const committed = new Promise<void>((resolve) => (markCommitted = resolve));
holdUntilPageShown(firstPageShown(client, committed));
/** Its effect runs once the first render (the whole page) has been committed. */
function FirstCommit() {
  useEffect(markCommitted, []);
  return null;
}

// The first render waits a little for the page's data, so it shows the page rather than a spinner
// that the page replaces a moment later (one commit, no flash, no layout shift); a slow answer is
// not waited for: its screen's own loading state shows instead.
const FIRST_DATA_WAIT_MS = 1000;
const dataDeadline = new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS));
// The route's layout and screen chunks start loading at once (in mock mode, alongside the worker's
// start-up). A failed chunk still renders: into the root route's error boundary.
void resolveLazyRoutes(routes, pathname).catch(() => undefined);
const mocking = import.meta.env.VITE_API_MOCKING === 'true' ? enableMocking() : undefined;

async function createRouter(): Promise<DataRouter> {
  await mocking;
  // The loaders start the page's queries alongside its chunks (after the mock worker, in mock mode).
  const router = createBrowserRouter(routes);
  await initialized(router);
  await Promise.race([queriesSettled(client), dataDeadline]);
  return router;
}

void createRouter().then((router) => {
  const app = (
    <StrictMode>
      <App client={client} router={router} />
      <FirstCommit />
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (on a phone, a recipe is hundreds of milliseconds).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
});
