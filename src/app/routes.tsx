import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { parsePositiveInt } from '#src/lib/format';
import { currentUserQuery } from '#src/features/account/api/session';
import { collectionQuery, collectionsQuery } from '#src/features/collections/api/collections';
import { instructionsQuery } from '#src/features/cook/api/instructions';
import { recipeQuery, recipesQuery } from '#src/features/recipes/api/recipes';
import { userStatsQuery } from '#src/features/account/api/users';
import { lazyRoute as screen } from './lazy-route';
import { preloadImage, type RouteHandle } from './prefetch';
import { RequireAuth } from './require-auth';

/** The queries a route's page shows first, started by the entry before the route's chunks load. */
const data = (
  ...queries: ((client: QueryClient, params: Record<string, string | undefined>) => unknown)[]
): RouteHandle => ({
  prefetch: (client, params) => Promise.all(queries.map((query) => query(client, params))),
});
const session = data((client) => client.prefetchQuery(currentUserQuery()));
const library = data(
  (client) => client.prefetchQuery(recipesQuery()),
  (client) => client.prefetchQuery(collectionsQuery()),
);

/**
 * The whole route table of spec §2; rendered by the app, the prerender step and screen stories.
 * Route-level code splitting: every screen and layout is its own chunk, loaded on first visit
 * (scripts/prerender.routes.mjs reads the `Component: screen(() => import(...))` entries).
 */
export const routes: RouteObject[] = [
  {
    Component: screen(() => import('./layouts/landing-layout')),
    handle: session,
    children: [
      { index: true, Component: screen(() => import('#src/screens/landing/landing-screen')) },
      { path: 'about', Component: screen(() => import('#src/screens/about/about-screen')) },
      { path: 'contact', Component: screen(() => import('#src/screens/contact/contact-screen')) },
      { path: 'privacy', Component: screen(() => import('#src/screens/privacy/privacy-screen')) },
    ],
  },
  {
    Component: screen(() => import('./layouts/auth-layout')),
    children: [
      { path: 'login', Component: screen(() => import('#src/screens/login/login-screen')) },
      {
        path: 'register',
        Component: screen(() => import('#src/screens/register/register-screen')),
      },
      {
        path: 'forgot-password',
        Component: screen(() => import('#src/screens/forgot-password/forgot-password-screen')),
      },
      {
        path: 'reset-password',
        Component: screen(() => import('#src/screens/reset-password/reset-password-screen')),
      },
      {
        path: 'oauth/callback',
        Component: screen(() => import('#src/screens/oauth-callback/oauth-callback-screen')),
      },
      {
        path: 'oauth/callback/login-failed',
        Component: screen(() => import('#src/screens/oauth-failed/oauth-failed-screen')),
      },
      {
        path: 'login-failed',
        Component: screen(() => import('#src/screens/auth-failed/login-failed-screen')),
      },
      {
        path: 'register-failed',
        Component: screen(() => import('#src/screens/auth-failed/register-failed-screen')),
      },
    ],
  },
  {
    path: 'app',
    element: <RequireAuth />,
    handle: session,
    children: [
      {
        Component: screen(() => import('./layouts/main-layout')),
        children: [
          {
            index: true,
            Component: screen(() => import('#src/screens/dashboard/dashboard-screen')),
            handle: data(
              (client) => client.prefetchQuery(userStatsQuery()),
              (client) => client.prefetchQuery(recipesQuery()),
            ),
          },
          {
            path: 'generate',
            Component: screen(() => import('#src/screens/generate/generate-screen')),
          },
          {
            path: 'library',
            Component: screen(() => import('#src/screens/library/library-screen')),
            handle: library,
          },
          {
            path: 'recipes',
            Component: screen(() => import('#src/screens/library/library-screen')),
            handle: library,
          },
          {
            path: 'recipe/:recipeId',
            Component: screen(() => import('#src/screens/recipe/recipe-screen')),
            handle: data(
              async (client, { recipeId }) => {
                const id = parsePositiveInt(recipeId);
                if (!id) return;
                await client.prefetchQuery(recipeQuery(id));
                preloadImage(client.getQueryData(recipeQuery(id).queryKey)?.image_url);
              },
              (client, { recipeId }) => {
                const id = parsePositiveInt(recipeId);
                return id && client.prefetchQuery(instructionsQuery(id));
              },
            ),
          },
          {
            path: 'collection/:collectionId',
            Component: screen(() => import('#src/screens/collection/collection-screen')),
            handle: data((client, { collectionId }) => {
              const id = parsePositiveInt(collectionId);
              return id && client.prefetchQuery(collectionQuery(id));
            }),
          },
          {
            path: 'settings',
            Component: screen(() => import('#src/screens/settings/settings-screen')),
          },
        ],
      },
    ],
  },
  { path: '*', Component: screen(() => import('#src/screens/not-found/not-found-screen')) },
];
