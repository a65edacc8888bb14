import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { ACCESS_COOKIE, setXsrfCookie, XSRF_COOKIE } from '../routes/cookies.ts';
import { randomToken, type TokenSigner } from '../services/tokens.ts';
import { isApiPath } from './spa.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by the auth hook of protected operations. */
    userId: number | null;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

type HelmetMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: Error) => void,
) => void;

// The helmet that @fastify/helmet itself uses (resolved from the plugin, so the versions cannot drift).
// The plugin builds a new helmet middleware, directives parsing included, on every request (about a
// tenth of a cached API answer's time); the middleware is built once here and applied to every response.
const require = createRequire(import.meta.url);
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (
  options: object,
) => HelmetMiddleware;

/** Security headers: a CSP without inline scripts, nosniff, no framing, no referrer. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the animation player set style attributes; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Avatars and recipe images may be absolute https URLs (e.g. a Google avatar); generated avatars are data: URIs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, done);
  });
}

/**
 * Double-submit XSRF protection, before anything else runs (body parsing, validation, auth):
 * every response to a request without the XSRF-TOKEN cookie sets one, and every unsafe /api
 * request must echo the cookie in X-XSRF-TOKEN, or it is refused with 403 and nothing changes.
 */
export function registerXsrf(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const pathname = request.url;
    // Immutable public files are cached by browsers and proxies: they must not carry a Set-Cookie.
    if (!cookie && !pathname.startsWith('/assets/') && !pathname.startsWith('/api/files/serve/')) {
      setXsrfCookie(request, reply, randomToken(), config);
    }
    if (UNSAFE_METHODS.has(request.method) && isApiPath(pathname)) {
      const header = request.headers['x-xsrf-token'];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header))
        throw forbidden('XSRF token missing or invalid');
    }
  });
}

/** The route-level hook of protected operations: a valid access cookie, else 401 (before validation, so no input is judged for strangers). */
export function requireUser(signer: TokenSigner, clock: () => Date) {
  return async (request: FastifyRequest) => {
    const token = request.cookies[ACCESS_COOKIE];
    const userId = token ? await signer.verifyAccess(token, clock()) : undefined;
    if (!userId) throw unauthorized();
    request.userId = userId;
  };
}
