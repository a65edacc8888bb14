import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/src/platform/config.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const RECENT_WRITE_COOKIE = 'recent_write';

/** Secure cookies whenever the site is served over https (directly, or behind a trusted proxy). */
export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

/** What every cookie of Sous shares: SameSite=Lax, Secure over https. */
export function cookieBase(request: FastifyRequest): CookieSerializeOptions {
  return { sameSite: 'lax', secure: isHttps(request) };
}

/** The readable double-submit cookie that scripts echo in X-XSRF-TOKEN. */
export function setXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  config: Config,
): void {
  reply.setCookie(XSRF_COOKIE, token, {
    ...cookieBase(request),
    httpOnly: false,
    path: '/',
    maxAge: config.refreshTokenTtlSeconds,
  });
}

/**
 * Marks a client that has just written, for maxAgeSeconds (features/recipes/recipe-cache-plugin.ts:
 * the cache's staleness bound in whole seconds). While it lives its reads see every change
 * committed before they arrive, on every instance; after it, any read sees the write anyway.
 */
export function setRecentWriteCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  maxAgeSeconds: number,
): void {
  reply.setCookie(RECENT_WRITE_COOKIE, '1', {
    ...cookieBase(request),
    httpOnly: true,
    path: '/api',
    maxAge: maxAgeSeconds,
  });
}
