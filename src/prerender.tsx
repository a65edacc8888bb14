import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';

/** The public pages written to static HTML at build time (spec §2 public routes that need no session). */
export const PRERENDERED_PATHS = ['/', '/about', '/contact', '/privacy'] as const;

/**
 * Renders one public page to the markup the client renders first: the real route table (its lazy
 * layout and screen resolved by the static handler), the app's providers, and a session that is
 * still loading — exactly what a browser shows before /users/me answers, so hydration matches.
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  if (context.statusCode !== 200)
    throw new Error(`${path} rendered with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
