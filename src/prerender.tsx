import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { preloadRoute } from './app/lazy-route';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';

/** The public pages written to static HTML at build time (spec §2 public routes that need no session). */
export const PRERENDERED_PATHS = ['/', '/about', '/contact', '/privacy'] as const;

/**
 * Renders one public page to the markup the client renders first: the real route table (its lazy
 * layout and screen loaded beforehand), the app's providers, and a session that is still
 * loading — exactly what a browser shows before /users/me answers, so hydration matches.
 */
export async function render(path: string): Promise<string> {
  await preloadRoute(routes, path);
  return renderToString(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
