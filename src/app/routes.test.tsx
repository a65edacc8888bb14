import { failing } from '#mocks/overrides';
import { server } from '#mocks/node';
import { applyScenario, COLLECTION_IDS, RECIPE_IDS } from '#mocks/scenarios';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { collectionsQuery } from '#src/features/collections/api/collections';
import { instructionsQuery } from '#src/features/cook/api/instructions';
import { recipeQuery, recentRecipesQuery } from '#src/features/recipes/api/recipes';
import { currentUserQuery } from '#src/features/account/api/session';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routeLeaves } from './route-manifest';
import { createRoutes } from './routes';

function routerAt(url: string) {
  const client = createQueryClient({ retry: false });
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [url] });
  const initialized = new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    router.subscribe((state) => state.initialized && resolve());
  });
  return { client, router, initialized };
}

describe('the route table', () => {
  it("starts a page's queries with its navigation, before its screen renders", async () => {
    const { client, initialized } = routerAt(`/app/recipe/${RECIPE_IDS.curry}`);
    await initialized;
    for (const query of [
      currentUserQuery(),
      recipeQuery(RECIPE_IDS.curry),
      instructionsQuery(RECIPE_IDS.curry),
    ])
      expect(client.getQueryState(query.queryKey)).toBeDefined();
    expect(client.getQueryState(recentRecipesQuery().queryKey)).toBeUndefined();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(client.getQueryData(recipeQuery(RECIPE_IDS.curry).queryKey)?.id).toBe(RECIPE_IDS.curry);
  });

  it('lets the navigation finish when a query fails: the screen shows the error itself', async () => {
    server.use(failing('listRecipes'));
    const { client, router, initialized } = routerAt('/app/library');
    await initialized;
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(client.getQueryState(recentRecipesQuery().queryKey)?.status).toBe('error');
    expect(client.getQueryState(collectionsQuery().queryKey)?.status).toBe('success');
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe('/app/library');
  });

  it('sends a signed-out visitor of an /app page to /login, and lets the public pages be', async () => {
    applyScenario('anonymous');
    const app = routerAt('/app/library');
    render(
      <AppProviders client={app.client}>
        <RouterProvider router={app.router} />
      </AppProviders>,
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.state).toMatchObject({ from: { pathname: '/app/library' } });

    const about = routerAt('/about');
    render(
      <AppProviders client={about.client}>
        <RouterProvider router={about.router} />
      </AppProviders>,
    );
    await waitFor(() => expect(about.client.getQueryData(currentUserQuery().queryKey)).toBeNull());
    expect(about.router.state.location.pathname).toBe('/about');
    expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
  });

  // The server preloads a signed-in page's `data` with its shell (server/src/platform/http/spa.ts): a
  // request the loaders make differently (another query string, a missing one) would be fetched
  // twice, one the page does not make would be fetched for nothing.
  it.each(
    routeLeaves()
      .filter((leaf) => leaf.auth)
      .map((leaf) => [leaf.path, leaf.data] as const),
  )("%s: the loaders ask exactly the manifest's data first", async (path, data) => {
    const params: Record<string, number> = {
      recipeId: RECIPE_IDS.curry,
      collectionId: COLLECTION_IDS.weeknight,
      // Any entry: the loader asks for it before it knows whether the plan has it.
      entryId: 7,
    };
    const fill = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      // The public probe goes with every shell (scripts/prerender.mjs), not in `data`.
      if (url.pathname !== '/api/auth/session') asked.push(url.pathname + url.search);
    };
    server.events.on('request:start', record);
    try {
      const { client, initialized } = routerAt(fill(path));
      await initialized;
      await waitFor(() => expect(client.isFetching()).toBe(0));
    } finally {
      server.events.removeListener('request:start', record);
    }
    expect(asked.sort()).toEqual(data.map(fill).sort());
  });
});
