import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';

/**
 * Renders one public page to the markup the client renders first: the real route table (its lazy
 * layout and screen loaded by the static handler, no loader run), the app's providers, and a
 * session that is still loading — exactly what a browser shows before /users/me answers, so
 * hydration matches (src/main.tsx hydrates with the same empty loader data).
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status}, not a page`);
  return renderToString(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        {/* No hydration script: the page's CSP allows no inline script, and there is no loader data. */}
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
}
