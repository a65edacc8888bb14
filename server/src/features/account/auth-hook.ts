import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN_DETAILS } from '#contract/api-tokens.ts';
import { forbidden, unauthorized } from '#server/src/platform/errors.ts';
import type { BearerGrant } from './api-token-service.ts';
import { ACCESS_COOKIE } from './session-cookies.ts';
import type { AccessGrant, TokenSigner } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by requireUser on protected operations. */
    userId: number | null;
    /** The signed-in session (refresh-token family), set with userId; null for a bearer token. */
    sessionId: string | null;
  }
}

/** Methods a `read` token may use. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The secret of an `Authorization: Bearer <secret>` header, else undefined. */
export function bearerSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** How the hook of one operation treats personal API tokens. */
export interface BearerAuth {
  /** The grant of a secret; undefined for an unknown or revoked one. */
  authenticate: (secret: string) => Promise<BearerGrant | undefined>;
  /** Whether the operation lists bearerAuth in its security (token, password, email, profile and account operations do not). */
  accepts: boolean;
}

/**
 * A request with an `Authorization: Bearer` header is authenticated by the token alone (a cookie
 * that comes along is ignored here; the XSRF check still applies to it): unknown or revoked 401;
 * an operation that does not accept tokens 403; a `read` token on anything but GET/HEAD 403.
 */
function admitBearer(
  request: FastifyRequest,
  secret: string,
  bearer: BearerAuth,
  done: (error?: Error) => void,
) {
  bearer.authenticate(secret).then((grant) => {
    if (!grant) return done(unauthorized(API_TOKEN_DETAILS.invalid));
    if (!bearer.accepts) return done(forbidden(API_TOKEN_DETAILS.notAllowed));
    if (grant.scope === 'read' && !SAFE_METHODS.has(request.method))
      return done(forbidden(API_TOKEN_DETAILS.readOnly));
    request.userId = grant.userId;
    request.sessionId = null;
    done();
  }, done);
}

/** How long a process trusts its last look at a session: another instance's logout reaches it within this time. */
const SESSION_RECHECK_MS = 5_000;

/**
 * The route-level hook of protected operations: a valid access cookie whose session is still
 * signed in, else 401 (before validation, so no input is judged for strangers). A session ended
 * here (logout, password reset) is refused at once; one ended on another instance after at most
 * SESSION_RECHECK_MS, when the cached grant is checked against the refresh tokens again.
 */
export function requireUser(
  signer: TokenSigner,
  clock: () => Date,
  sessionActive: (sessionId: string) => Promise<boolean>,
  bearer: BearerAuth,
) {
  const admit = (
    request: FastifyRequest,
    grant: AccessGrant,
    now: number,
    done: (error?: Error) => void,
  ) => {
    if (signer.isEnded(grant.sessionId)) return done(unauthorized());
    if (now - grant.checkedAt < SESSION_RECHECK_MS) {
      request.userId = grant.userId;
      request.sessionId = grant.sessionId;
      return done();
    }
    sessionActive(grant.sessionId).then((active) => {
      if (!active) {
        signer.endSessions([grant.sessionId]);
        return done(unauthorized());
      }
      grant.checkedAt = now;
      request.userId = grant.userId;
      request.sessionId = grant.sessionId;
      done();
    }, done);
  };
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const secret = bearerSecret(request);
    if (secret !== undefined) return admitBearer(request, secret, bearer, done);
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return done(unauthorized());
    const now = clock();
    // A token seen before needs no signature check (and no promise): the common case.
    const known = signer.knownAccess(token, now);
    if (known !== undefined) return admit(request, known, now.getTime(), done);
    signer.verifyAccess(token, now).then((grant) => {
      if (!grant) return done(unauthorized());
      admit(request, grant, now.getTime(), done);
    }, done);
  };
}
