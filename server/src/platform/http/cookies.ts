import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/src/platform/config.ts';
import type { SessionTokens } from '#server/src/features/account/auth-service.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const GOOGLE_STATE_COOKIE = 'google_oauth';
export const RECENT_WRITE_COOKIE = 'recent_write';
export const REFRESH_PATH = '/api/auth';
export const GOOGLE_CALLBACK_PATH = '/api/auth/callback/google';

/** Secure cookies whenever the site is served over https (directly, or behind a trusted proxy). */
export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

function base(request: FastifyRequest): CookieSerializeOptions {
  return { sameSite: 'lax', secure: isHttps(request) };
}

/** Sets the access cookie (HttpOnly, short-lived) and the rotating refresh cookie (HttpOnly, only sent to /api/auth). */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: SessionTokens,
  config: Config,
): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base(request),
    httpOnly: true,
    path: '/',
    maxAge: config.accessTokenTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base(request),
    httpOnly: true,
    path: REFRESH_PATH,
    maxAge: config.refreshTokenTtlSeconds,
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...base(request), httpOnly: true, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(request), httpOnly: true, path: REFRESH_PATH });
}

/** The readable double-submit cookie that scripts echo in X-XSRF-TOKEN. */
export function setXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  config: Config,
): void {
  reply.setCookie(XSRF_COOKIE, token, {
    ...base(request),
    httpOnly: false,
    path: '/',
    maxAge: config.refreshTokenTtlSeconds,
  });
}

/**
 * Marks a client that has just written, for maxAgeSeconds (plugins/recipe-cache.ts: the cache's
 * staleness bound in whole seconds). While it lives its reads see every change committed before
 * they arrive, on every instance; after it, any read sees the write anyway.
 */
export function setRecentWriteCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  maxAgeSeconds: number,
): void {
  reply.setCookie(RECENT_WRITE_COOKIE, '1', {
    ...base(request),
    httpOnly: true,
    path: '/api',
    maxAge: maxAgeSeconds,
  });
}

export function setGoogleStateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
): void {
  reply.setCookie(GOOGLE_STATE_COOKIE, value, {
    ...base(request),
    httpOnly: true,
    path: GOOGLE_CALLBACK_PATH,
    maxAge: 600,
  });
}

export function clearGoogleStateCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(GOOGLE_STATE_COOKIE, {
    ...base(request),
    httpOnly: true,
    path: GOOGLE_CALLBACK_PATH,
  });
}

/**
 * The origin links and redirect URIs use: PUBLIC_URL, else the listen address (a wildcard host as
 * localhost). Never the request's Host or X-Forwarded-Host: a reset link built from those mails the
 * token to whoever sent the header.
 */
export function publicOrigin(config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
