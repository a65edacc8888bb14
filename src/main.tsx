import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/lazy-route';
import { prefetchRoute } from './app/prefetch';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import './index.css';

async function enableMocking() {
  // The only place src reaches into mocks/: a dynamic import, so the mock never ships in the real build.
  // eslint-disable-next-line import-x/no-restricted-paths -- the dev-mock bootstrap STYLE.md allows
  const { startMockWorker } = await import('#mocks/browser');
  await startMockWorker();
}

const normalizePath = (path: string) => path.replace(/\/+$/, '') || '/';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// scripts/prerender.mjs marks static pages with the path they were rendered for.
const prerendered = root.dataset.prerendered;
const hydrating = !!prerendered && prerendered === normalizePath(window.location.pathname);
const { pathname } = window.location;
// What the entry prefetched a moment ago is fresh: the screen mounting next does not ask again.
// Mutations still invalidate at once.
const client = createQueryClient({ staleTime: 5_000 });

// The page's first requests start at once, alongside its chunks (after the mock worker, in mock
// mode). Not on a prerendered page: its markup shows the session still loading, and the first
// render must match it.
const mocking = import.meta.env.VITE_API_MOCKING === 'true' ? enableMocking() : undefined;
const pageData = hydrating
  ? undefined
  : mocking
    ? mocking.then(() => prefetchRoute(client, routes, pathname))
    : prefetchRoute(client, routes, pathname);
// The first render waits a little for that data too, so it shows the page rather than a spinner
// that the page replaces a moment later (one commit, no flash, no layout shift); a slow answer
// is not waited for: its screen's own loading state shows instead.
const FIRST_DATA_WAIT_MS = 1000;
const dataOrTimeout = pageData
  ? Promise.race([pageData, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))])
  : undefined;
// The route's layout and screen chunks, so the first render shows the page itself: prerendered
// markup is hydrated, never blanked while chunks load. A failed chunk still renders: into the
// route's error boundary.
const chunks = preloadRoute(routes, pathname).catch(() => undefined);

void Promise.all([mocking, chunks, dataOrTimeout]).then(() => {
  const app = (
    <StrictMode>
      <App client={client} />
    </StrictMode>
  );
  if (hydrating) {
    hydrateRoot(root, app);
    return;
  }
  // A server that answered another URL with a prerendered page: its markup is not this page's.
  if (prerendered) root.replaceChildren();
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (on a phone, a recipe is hundreds of milliseconds).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
});
