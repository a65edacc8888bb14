import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { resolveImageUrl } from '#src/api/image-url';

/** What a route of the table may carry in `handle`: the queries its page renders first. */
export interface RouteHandle {
  /** Starts the queries; settles when they have (never rejects: a failed query is in the cache). */
  prefetch: (client: QueryClient, params: Params) => Promise<unknown>;
}

const prefetcherOf = (handle: unknown) =>
  typeof (handle as RouteHandle | undefined)?.prefetch === 'function'
    ? (handle as RouteHandle).prefetch
    : undefined;

/**
 * Starts the queries of every route the URL matches (the session, the page's data) at once, so
 * they load alongside the route's chunks instead of after them. The screens' hooks then find them
 * in the cache, or in flight. Settles when all of them have.
 */
export function prefetchRoute(
  client: QueryClient,
  routes: RouteObject[],
  pathname: string,
): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route, params }) =>
      prefetcherOf(route.handle)?.(client, params),
    ),
  );
}

/**
 * Fetches a page's main image (its largest paint) as soon as the data naming it arrives, with high
 * priority, instead of after the screen has rendered the <img>, which then finds it in the cache.
 */
export function preloadImage(imageUrl: string | null | undefined) {
  const href = resolveImageUrl(imageUrl);
  if (!href || typeof document === 'undefined') return;
  if (document.head.querySelector(`link[rel="preload"][as="image"][href="${CSS.escape(href)}"]`))
    return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
