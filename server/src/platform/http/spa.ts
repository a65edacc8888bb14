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
 * (immutable), HTML is revalidated on every load, and the .br/.gz siblings the build writes are sent
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
      else if (relative.endsWith('.html')) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  return existsSync(path.join(staticDir, 'spa.html')) ? 'spa.html' : 'index.html';
}

/**
 * The route shells the build wrote (dist/shells/routes.json: one entry per client-rendered page of
 * the route manifest, src/app/route-manifest.ts, e.g. /app/recipe/:recipeId, with a copy of the
 * shell that preloads that route's chunks), as a function from a URL path to its shell file;
 * undefined for paths no pattern matches.
 */
export function routeShells(staticDir: string): (pathname: string) => string | undefined {
  const file = path.join(staticDir, 'shells', 'routes.json');
  if (!existsSync(file)) return () => undefined;
  // Each route's regular expression comes from the build (routePattern in the route manifest).
  const routes = (
    JSON.parse(readFileSync(file, 'utf8')) as { pattern: string; file: string }[]
  ).map((route) => ({ file: route.file, pattern: new RegExp(route.pattern, 'i') }));
  return (pathname) => {
    const trimmed = pathname.replace(/(?<!\/)\/+$/, '') || '/';
    return routes.find((route) => route.pattern.test(trimmed))?.file;
  };
}

/** The fallback for unmatched requests: JSON 404 for /api and missing files, a prerendered page or the SPA shell for client routes. */
export function spaFallback(staticDir: string, shell: string | undefined) {
  const shellFor = routeShells(staticDir);
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
    if (shell && isPage)
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(pageFor(pathname) ?? shellFor(pathname) ?? shell);
    return reply.code(404).send({ detail: DETAILS.notFound });
  };
}
