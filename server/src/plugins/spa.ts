import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** /api and everything under it answer JSON, never the SPA. */
export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built SPA from staticDir: hashed files under /assets are cached for a year (immutable),
 * index.html is revalidated on every load, and unknown non-/api paths without a file extension fall
 * back to index.html so client-side routes work on reload. Returns whether a build was found.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const hasBuild = existsSync(path.join(staticDir, 'index.html'));
  if (!hasBuild) {
    app.log.warn({ staticDir }, 'No built web app found (run `npm run build`); serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(staticDir, filePath).split(path.sep).join('/');
      if (relative.startsWith('assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (relative === 'index.html') reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  return true;
}

/** The fallback for unmatched requests: JSON 404 for /api and files, index.html for client routes. */
export function spaFallback(hasBuild: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !/\.[A-Za-z0-9]+$/.test(pathname);
    if (hasBuild && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ detail: 'Not found' });
  };
}
