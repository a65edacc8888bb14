import { use, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A route component whose chunk loads on first render, or earlier through `preload()`. */
export type LazyRouteComponent = (() => ReactElement) & { preload: () => Promise<void> };

/**
 * Route-level code splitting for the declarative router: like React.lazy, but once `preload()` has
 * resolved the component renders synchronously — so the first render after preloading the URL's
 * chunks (hydration of a prerendered page, the prerender itself) never suspends.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRouteComponent {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // A failed chunk load may succeed later (another navigation): do not keep the rejection.
        loading = undefined;
        throw error;
      },
    ));
  function LazyRoute() {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  return Object.assign(LazyRoute, { preload });
}

const isLazy = (component: unknown): component is LazyRouteComponent =>
  typeof component === 'function' &&
  typeof (component as LazyRouteComponent).preload === 'function';

/** Loads the chunks of every lazy layout and screen the URL's route renders. */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (isLazy(route.Component) ? route.Component.preload() : undefined)),
  );
}
