import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '#server/src/platform/errors.ts';
import { ACCESS_COOKIE } from './session-cookies.ts';
import type { AccessGrant, TokenSigner } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by requireUser on protected operations. */
    userId: number | null;
    /** The signed-in session (refresh-token family), set with userId. */
    sessionId: string | null;
  }
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
