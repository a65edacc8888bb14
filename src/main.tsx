import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import './index.css';

async function enableMocking() {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  // The only place src reaches into mocks/: a dynamic import, so the mock never ships in the real build.
  // eslint-disable-next-line import-x/no-restricted-paths -- the dev-mock bootstrap STYLE.md allows
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

/**
 * Loads the lazy layout and screen of the current URL into the route table, so the router's first
 * render already shows the page: the prerendered markup is hydrated, never blanked while chunks load.
 */
async function resolveInitialRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

const normalizePath = (path: string) => path.replace(/\/+$/, '') || '/';

void enableMocking().then(async () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // scripts/prerender.mjs marks static pages with the path they were rendered for.
  const prerendered = root.dataset.prerendered;
  if (prerendered && prerendered === normalizePath(window.location.pathname)) {
    await resolveInitialRoutes();
    hydrateRoot(root, app);
    return;
  }
  // A server that answered another URL with a prerendered page: its markup is not this page's.
  if (prerendered) root.replaceChildren();
  createRoot(root).render(app);
});
