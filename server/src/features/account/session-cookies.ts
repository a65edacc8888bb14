import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/src/platform/config.ts';
import { cookieBase } from '#server/src/platform/http/cookies.ts';
import type { SessionTokens } from './auth-service.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const GOOGLE_STATE_COOKIE = 'google_oauth';
export const REFRESH_PATH = '/api/auth';
export const GOOGLE_CALLBACK_PATH = '/api/auth/callback/google';

/**
 * Whether the request carries a session cookie (the refresh cookie only reaches /api/auth): what the
 * public session probe reports, and what makes a page load preload the user's data.
 */
export const hasSessionCookie = (request: FastifyRequest): boolean =>
  Boolean(request.cookies[ACCESS_COOKIE] || request.cookies[REFRESH_COOKIE]);

/** Sets the access cookie (HttpOnly, short-lived) and the rotating refresh cookie (HttpOnly, only sent to /api/auth). */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: SessionTokens,
  config: Config,
): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...cookieBase(request),
    httpOnly: true,
    path: '/',
    maxAge: config.accessTokenTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...cookieBase(request),
    httpOnly: true,
    path: REFRESH_PATH,
    maxAge: config.refreshTokenTtlSeconds,
  });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...cookieBase(request), httpOnly: true, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...cookieBase(request), httpOnly: true, path: REFRESH_PATH });
}

export function setGoogleStateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
): void {
  reply.setCookie(GOOGLE_STATE_COOKIE, value, {
    ...cookieBase(request),
    httpOnly: true,
    path: GOOGLE_CALLBACK_PATH,
    maxAge: 600,
  });
}

export function clearGoogleStateCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(GOOGLE_STATE_COOKIE, {
    ...cookieBase(request),
    httpOnly: true,
    path: GOOGLE_CALLBACK_PATH,
  });
}
