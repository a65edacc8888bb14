import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#server/src/platform/config.ts';
import { randomToken } from '#server/src/platform/crypto.ts';
import { forbidden } from '#server/src/platform/errors.ts';
import { setXsrfCookie, XSRF_COOKIE } from './cookies.ts';
import { isApiPath } from './spa.ts';
import { DETAILS } from '#contract/messages.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when the router may take this URL for an /api one: the raw path or any of its percent-decodings
 * (find-my-way decodes '/%61pi/...' to '/api/...'), compared case-insensitively. The XSRF check and
 * the API headers decide on this, never on the raw URL alone.
 */
export function routesToApi(url: string): boolean {
  let path = url.split('?')[0]!;
  for (let round = 0; round < 4; round++) {
    if (isApiPath(path.toLowerCase())) return true;
    if (!path.includes('%')) return false;
    try {
      path = decodeURIComponent(path);
    } catch {
      // A malformed encoding: the router refuses it (400); count it as API when it might be one.
      return /^\/(%[0-9a-f]{2}|a)/i.test(path);
    }
  }
  return true;
}

/** A POST, PUT, PATCH or DELETE under /api: one that may change something. */
export const isUnsafeApiRequest = (request: FastifyRequest): boolean =>
  UNSAFE_METHODS.has(request.method) && routesToApi(request.url);

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

/** Browser features Sous never uses (photos come from a file input, not the camera API): switched off. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Helmet's headers for documents (pages, assets and the API reference page), with PERMISSIONS_POLICY. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'permissions-policy': PERMISSIONS_POLICY,
  ...headersOf(
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
  ),
};

/**
 * JSON (and the contract's YAML) is never rendered as a page, so API answers carry only the
 * headers that protect data: a CSP that allows nothing at all and forbids framing, nosniff, no
 * referrer, and no cross-origin reads. The policies of documents (HSTS, opener isolation, legacy
 * switches) come with the pages, which a browser loads before any API call.
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
};

/**
 * Security headers on every response, and its request id: DOCUMENT_HEADERS (among them a CSP
 * without inline scripts, no framing, no referrer) outside /api, API_HEADERS under it (the API
 * reference page sets DOCUMENT_HEADERS itself). Both sets are computed once and copied: helmet run
 * per request cost about a tenth of a cached API answer's time, and its full set on every API
 * answer about a fifth. A route may still replace one (file serving sets its own sandboxed CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply
      .headers(routesToApi(request.url) ? API_HEADERS : DOCUMENT_HEADERS)
      .header('x-request-id', request.id);
    done();
  });
}

/**
 * Double-submit XSRF protection, before anything else runs (body parsing, validation, auth):
 * every response to a request without the XSRF-TOKEN cookie sets one, and every unsafe /api
 * request must echo the cookie in X-XSRF-TOKEN, or it is refused with 403 and nothing changes.
 * A browser that says the request comes from another site (Sec-Fetch-Site other than same-origin,
 * e.g. a page on another localhost port, which can read the port-blind cookie) is refused too:
 * that closes login CSRF. A request with `Authorization: Bearer` (a personal API token) and no
 * session cookie (sessionCookie) is not checked.
 */
export function registerXsrf(app: FastifyInstance, config: Config, sessionCookie: string): void {
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const pathname = request.url;
    // Immutable public files are cached by browsers and proxies: they must not carry a Set-Cookie.
    // Public share pages (/s/{token}) set no cookie either: a reader of a shared recipe is not tracked.
    if (
      !cookie &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/api/files/serve/') &&
      !pathname.startsWith('/s/')
    ) {
      setXsrfCookie(request, reply, randomToken(), config);
    }
    // A personal API token in the Authorization header needs no XSRF check when no session cookie
    // comes with it: a browser never adds that header to a cross-site request by itself, and without
    // the cookie nothing of a session is at stake. With the cookie the check applies as always.
    const bearerOnly =
      /^Bearer\s/i.test(request.headers.authorization ?? '') && !request.cookies[sessionCookie];
    if (!bearerOnly && isUnsafeApiRequest(request)) {
      const header = request.headers['x-xsrf-token'];
      const site = request.headers['sec-fetch-site'];
      if (
        !cookie ||
        typeof header !== 'string' ||
        !sameToken(cookie, header) ||
        (site !== undefined && site !== 'same-origin' && site !== 'none')
      )
        return done(forbidden(DETAILS.xsrf));
    }
    done();
  });
}
