import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DETAILS } from '#contract/messages.ts';

/** /api and everything under it answer JSON, never the SPA. */
export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app from staticDir: hashed files under /assets are cached for a year
 * (immutable), HTML, the service worker and the web app manifest are revalidated on every load, and the .br/.gz siblings the build writes are sent
 * to clients that accept them. Prerendered public pages (dist/about/index.html) answer their paths;
 * every other client route gets its route's shell (dist/shells, see routeShells) or the SPA shell
 * (dist/spa.html, or index.html when the build has no separate shell). Returns the shell's file
 * name, or undefined when there is no build.
 */
export async function registerSpa(
  app: FastifyInstance,
  staticDir: string,
): Promise<string | undefined> {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    app.log.warn(
      { staticDir },
      'No built web app found (run `npm run build`); serving the API only',
    );
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const relative = path
        .relative(staticDir, filePath)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      if (relative.startsWith('assets/'))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      // The service worker and the manifest name the build's files: a new build is seen at once.
      else if (
        relative.endsWith('.html') ||
        relative === 'sw.js' ||
        relative === 'manifest.webmanifest'
      )
        reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  return existsSync(path.join(staticDir, 'spa.html')) ? 'spa.html' : 'index.html';
}

/** The prerendered not-found page (scripts/prerender.mjs). */
const NOT_FOUND_PAGE = '404.html';

/** A client route the build wrote a shell for (dist/shells/routes.json, scripts/prerender.mjs). */
interface RouteShell {
  /** Its URL pattern, e.g. /app/recipe/:recipeId. */
  path: string;
  pattern: RegExp;
  file: string;
  /** A signed-in page's first API requests, with the route's :params (src/app/route-manifest.ts). */
  data: string[];
}

/**
 * The route shells the build wrote (dist/shells/routes.json: one entry per client-rendered page of
 * the route manifest, src/app/route-manifest.ts, e.g. /app/recipe/:recipeId, with a copy of the
 * shell that preloads that route's chunks), as a function from a URL path to its shell;
 * undefined for paths no pattern matches.
 */
export function routeShells(staticDir: string): (pathname: string) => RouteShell | undefined {
  const file = path.join(staticDir, 'shells', 'routes.json');
  if (!existsSync(file)) return () => undefined;
  // Each route's regular expression comes from the build (routePattern in the route manifest).
  const routes = (
    JSON.parse(readFileSync(file, 'utf8')) as {
      path: string;
      pattern: string;
      file: string;
      data?: string[];
    }[]
  ).map((route) => ({ ...route, pattern: new RegExp(route.pattern, 'i'), data: route.data ?? [] }));
  return (pathname) => {
    const trimmed = pathname.replace(/(?<!\/)\/+$/, '') || '/';
    return routes.find((route) => route.pattern.test(trimmed));
  };
}

/** Every route parameter of this app is a record id: a positive integer (parsePositiveInt). */
const RECORD_ID = /^[1-9]\d{0,9}$/;

/**
 * The Link header that preloads a signed-in page's first API answers (`route.data`, its :params
 * taken from the URL), so they are fetched alongside the page's scripts. Only with a session cookie
 * (what the public session probe reports, so the app asks them too) and only when every parameter
 * is an id the app would ask for; otherwise undefined.
 */
export function dataPreloads(
  route: RouteShell,
  pathname: string,
  signedIn: boolean,
): string | undefined {
  if (!signedIn || route.data.length === 0) return undefined;
  const names = route.path.split('/');
  const values = (pathname.replace(/(?<!\/)\/+$/, '') || '/').split('/');
  const params = new Map<string, string>();
  names.forEach((name, i) => {
    if (name.startsWith(':')) params.set(name.slice(1), values[i] ?? '');
  });
  if ([...params.values()].some((value) => !RECORD_ID.test(value))) return undefined;
  return route.data
    .map((url) => url.replace(/:(\w+)/g, (_, name: string) => params.get(name) ?? ''))
    .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}

/**
 * The fallback for unmatched requests: JSON 404 for /api and missing files, a prerendered page or
 * the route's shell for client routes, and the not-found page with a 404 for addresses no route has.
 */
export function spaFallback(
  staticDir: string,
  shell: string | undefined,
  signedIn: (request: FastifyRequest) => boolean = () => false,
) {
  const shellFor = routeShells(staticDir);
  // Only with the build's table of routes does "no route" mean an unknown address.
  const notFound =
    existsSync(path.join(staticDir, NOT_FOUND_PAGE)) &&
    existsSync(path.join(staticDir, 'shells', 'routes.json'))
      ? NOT_FOUND_PAGE
      : undefined;
  const prerendered = new Map<string, string | undefined>();
  const pageFor = (pathname: string): string | undefined => {
    if (!prerendered.has(pathname)) {
      const relative = path.posix
        .join(pathname.replace(/(?<!\/)\/+$/, ''), 'index.html')
        .replace(/^\/+/, '');
      const safe =
        !relative.split('/').includes('..') && existsSync(path.join(staticDir, relative));
      prerendered.set(pathname, safe ? relative : undefined);
      if (prerendered.size > 1000) prerendered.clear();
    }
    return prerendered.get(pathname);
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      // Static file folders hold no client routes: a missing animation is a JSON 404, not the shell.
      !pathname.startsWith('/lottie-animations/') &&
      !pathname.startsWith('/assets/') &&
      !/\.[A-Z0-9]+$/i.test(pathname);
    if (shell && isPage) {
      const page = pageFor(pathname);
      const route = page ? undefined : shellFor(pathname);
      reply.header('cache-control', 'no-cache');
      // No page has this address: the prerendered not-found page, as a 404 (a build without one: the app says it).
      if (!page && !route && notFound) return reply.code(404).sendFile(notFound);
      const preloads = route && dataPreloads(route, pathname, signedIn(request));
      if (preloads) reply.header('link', preloads).header('vary', 'Cookie');
      return reply.sendFile(page ?? route?.file ?? shell);
    }
    return reply.code(404).send({ detail: DETAILS.notFound });
  };
}
