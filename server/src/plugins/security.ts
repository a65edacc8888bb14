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
const require = createRequire(import.meta.url);
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (
  options: object,
) => HelmetMiddleware;

/** The headers a helmet middleware sets; ours depend on nothing in the request, so they are computed once. */
function headersOf(middleware: HelmetMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  let done = false;
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, res, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('The security headers middleware did not finish synchronously');
  return headers;
}

/**
 * Security headers on every response (a CSP without inline scripts, nosniff, no framing, no
 * referrer) and its request id. Helmet computes them once; each response just copies them (a
 * per-request helmet middleware cost about a tenth of a cached API answer's time). A route may
 * still replace one (file serving sets its own sandboxed CSP).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = headersOf(
    helmet({
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
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}

/**
 * Double-submit XSRF protection, before anything else runs (body parsing, validation, auth):
 * every response to a request without the XSRF-TOKEN cookie sets one, and every unsafe /api
 * request must echo the cookie in X-XSRF-TOKEN, or it is refused with 403 and nothing changes.
 */
export function registerXsrf(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const pathname = request.url;
    // Immutable public files are cached by browsers and proxies: they must not carry a Set-Cookie.
    if (!cookie && !pathname.startsWith('/assets/') && !pathname.startsWith('/api/files/serve/')) {
      setXsrfCookie(request, reply, randomToken(), config);
    }
    if (UNSAFE_METHODS.has(request.method) && isApiPath(pathname)) {
      const header = request.headers['x-xsrf-token'];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header))
        return done(forbidden('XSRF token missing or invalid'));
    }
    done();
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
