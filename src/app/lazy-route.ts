import { matchRoutes, type LazyRouteFunction, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy layout and screen a URL renders and puts them into the route objects, as React
 * Router's guide to hydrating lazy routes does: a router created afterwards starts initialized, so
 * the first render shows the page itself (src/main.tsx starts it alongside the mock worker).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => route)
    .filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const loaded = await (route.lazy as LazyRouteFunction<RouteObject>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
