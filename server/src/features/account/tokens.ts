import { SignJWT, jwtVerify } from 'jose';

/** A verified access token: its user, its session (the refresh-token family) and when it was last checked. */
export interface AccessGrant {
  userId: number;
  sessionId: string;
  expiresAt: number;
  /** clock time of the last check that the session is still signed in. */
  checkedAt: number;
}

/** Signs and checks the short-lived JWTs: the access token and the OAuth state cookie. */
export class TokenSigner {
  private readonly key: Uint8Array;
  /** Access tokens already verified, with their expiry: a signature is checked once per token, not per request. */
  private readonly verified = new Map<string, AccessGrant>();
  /** Sessions this process has seen end (logout, reset, reuse): their access tokens stop at once. */
  private readonly ended = new Set<string>();

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(userId: number, sessionId: string, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ typ: 'access', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.accessTtlSeconds)
      .sign(this.key);
  }

  /** Marks sessions as ended: access tokens of theirs are refused from now on. */
  endSessions(sessionIds: Iterable<string>): void {
    for (const id of sessionIds) {
      if (this.ended.size >= 100_000) this.ended.clear();
      this.ended.add(id);
    }
  }

  isEnded(sessionId: string): boolean {
    return this.ended.has(sessionId);
  }

  /** An access token already verified and not yet expired; undefined otherwise (verify it). */
  knownAccess(token: string, now: Date): AccessGrant | undefined {
    const known = this.verified.get(token);
    return known && known.expiresAt > now.getTime() ? known : undefined;
  }

  /** A valid, unexpired access token's grant (checkedAt 0: not yet checked); undefined otherwise. */
  async verifyAccess(token: string, now: Date): Promise<AccessGrant | undefined> {
    const known = this.verified.get(token);
    if (known) return known.expiresAt > now.getTime() ? known : undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (payload.typ !== 'access') return undefined;
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id <= 0 || typeof payload.exp !== 'number') return undefined;
      if (typeof payload.sid !== 'string') return undefined;
      if (this.verified.size >= 10_000) this.verified.clear();
      const grant = {
        userId: id,
        sessionId: payload.sid,
        expiresAt: payload.exp * 1000,
        checkedAt: 0,
      };
      this.verified.set(token, grant);
      return grant;
    } catch {
      return undefined;
    }
  }

  async signPayload(
    payload: Record<string, string>,
    ttlSeconds: number,
    now: Date,
  ): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...payload, typ: 'state' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(this.key);
  }

  async verifyPayload(token: string, now: Date): Promise<Record<string, unknown> | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      return payload.typ === 'state' ? payload : undefined;
    } catch {
      return undefined;
    }
  }
}
