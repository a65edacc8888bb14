import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  Outlet,
  useRouteError,
  type LazyRouteFunction,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { FullScreenLoading } from '#src/components/ui/spinner';
import { parsePositiveInt } from '#src/lib/format';
import { currentUserQuery, sessionInfoQuery } from '#src/features/account/api/session';
import { collectionQuery, collectionsQuery } from '#src/features/collections/api/collections';
import { instructionsQuery } from '#src/features/cook/api/instructions';
import { recipeQuery, recentRecipesQuery } from '#src/features/recipes/api/recipes';
import { userStatsQuery } from '#src/features/account/api/users';
import { planEntryRecipeQuery } from '#src/features/plan/api/entry-recipe';
import { instructionsPanelCode } from '#src/features/cook/instructions-panel-code';
import { pageShown } from '#src/lib/page-shown';
import { preloadImage } from './preload-image';
import { RouterPublicNavigation } from './public-navigation';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { routeManifest, type RouteEntry, type RouteId } from './route-manifest';

/**
 * Every layout and screen the manifest names, each loaded by its own import() and so its own
 * chunk, on the first visit of a route that renders it.
 */
const routeModules = import.meta.glob<{ default: ComponentType }>([
  '/src/app/layouts/*-layout.tsx',
  '/src/screens/*/*-screen.tsx',
]);

/** Starts the queries a page shows first; prefetchQuery never rejects (a failure lands in the cache). */
type Prefetch = (client: QueryClient, params: Params) => void;

const session: Prefetch = (client) => void client.prefetchQuery(currentUserQuery());
// Whether Google sign-in is on: known at the first render, the sign-in card never loses its Google
// button after the first paint (it moved the centred card: layout shift 0.05 on /login).
const signInOptions: Prefetch = (client) => void client.prefetchQuery(sessionInfoQuery());
const library: Prefetch = (client) => {
  void client.prefetchQuery(recentRecipesQuery());
  void client.prefetchQuery(collectionsQuery());
};

/** The page data of each route, started by its loader alongside the route's chunks. */
const prefetches: Partial<Record<RouteId, Prefetch>> = {
  'public-layout': session,
  login: signInOptions,
  register: signInOptions,
  app: session,
  dashboard: (client) => {
    void client.prefetchQuery(userStatsQuery());
    void client.prefetchQuery(recentRecipesQuery());
  },
  library,
  recipes: library,
  recipe: (client, { recipeId }) => {
    const id = parsePositiveInt(recipeId);
    if (!id) return;
    // The recipe's photo is the page's largest paint: fetch it as soon as the recipe names it.
    // The cook-along side's code once the recipe is on screen with its photo (pageShown): on a
    // slow line it would share the bandwidth with the recipe's data and photo.
    void client
      .prefetchQuery(recipeQuery(id))
      .then(() => preloadImage(client.getQueryData(recipeQuery(id).queryKey)?.image_url));
    void pageShown()
      .then(instructionsPanelCode.load)
      .catch(() => {});
    void client.prefetchQuery(instructionsQuery(id));
  },
  'planned-recipe': (client, { entryId }) => {
    const id = parsePositiveInt(entryId);
    if (!id) return;
    void client.prefetchQuery(planEntryRecipeQuery(id));
    // The view loads behind its route (planned-recipe-screen.tsx): started here, not after it.
    void import('#src/screens/planned-recipe/planned-recipe-view').catch(() => {});
    void pageShown()
      .then(instructionsPanelCode.load)
      .catch(() => {});
  },
  collection: (client, { collectionId }) => {
    const id = parsePositiveInt(collectionId);
    if (id) void client.prefetchQuery(collectionQuery(id));
  },
};

function lazyModule(module: string): LazyRouteFunction<RouteObject> {
  const load = routeModules[`/${module}`];
  if (!load) throw new Error(`${module} (route-manifest.ts) is no layout or screen module`);
  return async () => ({ Component: (await load()).default });
}

/** Every route's frame: the public components link and navigate by the router (public-link.tsx). */
function Root() {
  return (
    <RouterPublicNavigation>
      <Outlet />
    </RouterPublicNavigation>
  );
}

function toRoute(entry: RouteEntry, client: QueryClient | undefined): RouteObject {
  const prefetch = client && prefetches[entry.id as RouteId];
  const route = {
    id: entry.id,
    path: entry.path,
    lazy: entry.module ? lazyModule(entry.module) : undefined,
    element: entry.auth ? <RequireAuth /> : undefined,
    // The loader starts the page's queries and returns at once: a navigation waits for the route's
    // chunks only, and a screen whose data is still on its way shows its own loading state, a
    // failed query its own error state.
    loader: prefetch
      ? ({ params }: LoaderFunctionArgs) => {
          prefetch(client, params);
          return null;
        }
      : undefined,
  };
  return entry.index
    ? { ...route, index: true }
    : { ...route, children: entry.children?.map((child) => toRoute(child, client)) };
}

function RouteErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}

/**
 * The data router's first render waits for the route's chunks. A signed-in page keeps the session
 * check's spinner its shell painted (scripts/prerender.mjs) until RequireAuth shows the same one;
 * the other pages have nothing to show before.
 */
function NothingYet() {
  return window.location.pathname.startsWith('/app/') || window.location.pathname === '/app' ? (
    <FullScreenLoading />
  ) : null;
}

/**
 * The route table of the manifest, for the app (createBrowserRouter) and screen stories
 * (createMemoryRouter). With `client`, each route's loader starts its page's queries in it;
 * without one the routes load nothing but their modules.
 */
export function createRoutes(client?: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      // A crashed screen or a failed chunk load shows the generic error box until the next navigation.
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: NothingYet,
      children: routeManifest.map((entry) => toRoute(entry, client)),
    },
  ];
}

/** The routes behind the login guard; every /app location matches one of them. */
const guarded = new Set<string>();
const collectGuarded = (entries: readonly RouteEntry[]) => {
  for (const entry of entries) {
    if (entry.auth) guarded.add(entry.id);
    collectGuarded(entry.children ?? []);
  }
};
collectGuarded(routeManifest);

/** Whether a location's matched routes sit behind the login guard (the /app pages). */
export const isGuarded = (matches: readonly { route: { id?: string } }[]) =>
  matches.some(({ route }) => route.id !== undefined && guarded.has(route.id));
