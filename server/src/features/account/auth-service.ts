import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/src/platform/config.ts';
import type { Database, Queryable } from '#server/src/platform/db/database.ts';
import { badRequest, conflict, HttpError, unauthorized } from '#server/src/platform/errors.ts';
import { tokenRepository } from './token-repository.ts';
import { userRepository, type UserRow } from './user-repository.ts';
import { utcDay } from './user-dto.ts';
import type { Mailer } from '#server/src/platform/mailer.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import { randomToken, sha256 } from '#server/src/platform/crypto.ts';
import type { TokenSigner } from './tokens.ts';
import { DETAILS } from '#contract/messages.ts';
import { checkedUsername } from './username.ts';
import { usernameProblemOf, usernameStem } from '#contract/username.ts';

/** The two cookies' values after a sign-in or refresh. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** What Google's ID token says about the person signing in. */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

const LOGIN_WINDOW = 15 * 60;
const SIGNUP_WINDOW = 3600;
const INCORRECT = DETAILS.incorrectLogin;
/** How long after a rotation the old refresh token still refreshes (two tabs at once), instead of counting as theft. */
const REFRESH_GRACE_MS = 10_000;

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** Sign-up, sign-in, session refresh with rotation and reuse detection, sign-out and password reset. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly signer: TokenSigner,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Issues an access token and a new refresh token (in familyId, or a new family for a fresh sign-in). */
  private async issue(q: Queryable, userId: number, familyId?: string): Promise<SessionTokens> {
    const now = this.clock();
    const refreshToken = randomToken();
    const sessionId = familyId ?? randomToken();
    await tokenRepository.insertRefresh(q, {
      userId,
      familyId: sessionId,
      hash: sha256(refreshToken),
      expiresAt: new Date(now.getTime() + this.config.refreshTokenTtlSeconds * 1000),
      createdAt: now,
    });
    return { accessToken: await this.signer.signAccess(userId, sessionId, now), refreshToken };
  }

  private async signIn(user: UserRow): Promise<SessionTokens> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      await userRepository.recordActivity(tx, user.id, utcDay(now), now, true);
      return this.issue(tx, user.id);
    });
  }

  async signup(
    input: { email: string; password: string; username: string },
    ip: string,
  ): Promise<SessionTokens> {
    await this.limiter.consume(`signup:${ip}`, this.config.rateLimits.signup, SIGNUP_WINDOW);
    const email = input.email.trim();
    const username = checkedUsername(input.username);
    if (await userRepository.identifierTaken(this.db, email)) throw conflict(DETAILS.emailTaken);
    if (await userRepository.identifierTaken(this.db, username))
      throw conflict(DETAILS.usernameTaken);
    const passwordHash = await hashPassword(input.password);
    let user: UserRow;
    try {
      user = await userRepository.insert(this.db, {
        username,
        email,
        passwordHash,
      });
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(DETAILS.emailOrUsernameTaken);
      throw error;
    }
    return this.signIn(user);
  }

  async login(identifier: string, password: string, ip: string): Promise<SessionTokens> {
    const key = `login:${ip}:${identifier.trim().toLowerCase()}`;
    // Counted before the password is checked, so parallel attempts cannot all pass a check made
    // before any of them was counted; a successful sign-in gives its attempt back.
    await this.limiter.consume(key, this.config.rateLimits.login, LOGIN_WINDOW);
    const user = await userRepository.findByLogin(this.db, identifier.trim().normalize('NFC'));
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok) throw unauthorized(INCORRECT);
    await this.limiter.release(key, this.config.rateLimits.login);
    return this.signIn(user);
  }

  /**
   * Rotates the refresh token. A token that was already rotated is a stolen or replayed one: the whole
   * family is revoked, which signs out whoever holds its newest token too.
   */
  async refresh(refreshToken: string | undefined): Promise<SessionTokens> {
    if (!refreshToken) throw unauthorized();
    const now = this.clock();
    const row = await tokenRepository.findRefresh(this.db, sha256(refreshToken));
    if (!row || row.revoked_at || row.expires_at.getTime() <= now.getTime())
      throw unauthorized(DETAILS.sessionExpired);
    if (row.rotated_at) {
      // Two tabs refreshing at once send the same token: the later one, within the grace window,
      // gets tokens of the same session instead of ending it.
      if (now.getTime() - row.rotated_at.getTime() <= REFRESH_GRACE_MS)
        return this.issue(this.db, row.user_id, row.family_id);
      await this.endSession(row.family_id, now);
      this.log.warn({ userId: row.user_id }, 'Refresh token reuse detected: token family revoked');
      throw unauthorized(DETAILS.sessionExpired);
    }
    return this.db.transaction(async (tx) => {
      // false: a concurrent request rotated it a moment ago, the two-tabs case above.
      if (await tokenRepository.markRotated(tx, row.id, now))
        await userRepository.recordActivity(tx, row.user_id, utcDay(now), now, false);
      return this.issue(tx, row.user_id, row.family_id);
    });
  }

  /** Revokes a session's refresh tokens; its access tokens stop working too. */
  private async endSession(familyId: string, now: Date): Promise<void> {
    await tokenRepository.revokeFamily(this.db, familyId, now);
    this.signer.endSessions([familyId]);
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const row = await tokenRepository.findRefresh(this.db, sha256(refreshToken));
    if (row) await this.endSession(row.family_id, this.clock());
  }

  /** Sends a reset link when the address has an account; silent otherwise, so addresses cannot be probed. */
  async forgotPassword(email: string, ip: string, origin: string): Promise<void> {
    await this.limiter.consume(`forgot:${ip}`, this.config.rateLimits.login, LOGIN_WINDOW);
    const user = await userRepository.findByEmail(this.db, email.trim());
    if (!user) return;
    const token = randomToken();
    const now = this.clock();
    await tokenRepository.insertReset(this.db, {
      userId: user.id,
      hash: sha256(token),
      expiresAt: new Date(now.getTime() + this.config.passwordResetTtlSeconds * 1000),
    });
    await this.mailer.sendPasswordReset(
      user.email,
      `${origin}/reset-password?token=${encodeURIComponent(token)}`,
    );
  }

  /**
   * Checks a reset link's token without using it: unknown, used and expired tokens all answer the
   * same 400, and nothing names the account. Counted with the resets from the same client address.
   */
  async checkResetToken(token: string, ip: string): Promise<void> {
    await this.limiter.consume(`reset:${ip}`, this.config.rateLimits.login, LOGIN_WINDOW);
    if (!(await tokenRepository.resetUsable(this.db, sha256(token), this.clock())))
      throw badRequest(DETAILS.resetLinkInvalid);
  }

  /** Sets a new password with a single-use token and revokes every session of the user. */
  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    await this.limiter.consume(`reset:${ip}`, this.config.rateLimits.login, LOGIN_WINDOW);
    const passwordHash = await hashPassword(password);
    const now = this.clock();
    const ended = await this.db.transaction(async (tx) => {
      const userId = await tokenRepository.consumeReset(tx, sha256(token), now);
      if (userId === undefined) return undefined;
      await userRepository.updatePassword(tx, userId, passwordHash);
      // Links mailed before this reset must not set the password again.
      await tokenRepository.voidResets(tx, userId, now);
      return tokenRepository.revokeAllForUser(tx, userId, now);
    });
    if (!ended) throw badRequest(DETAILS.resetLinkInvalid);
    this.signer.endSessions(ended);
  }

  /** Signs in a Google identity: by Google subject, else by verified email (linking the account), else as a new user. */
  async signInWithGoogle(identity: GoogleIdentity): Promise<SessionTokens> {
    let user = await userRepository.findByGoogleSub(this.db, identity.sub);
    if (!user) {
      if (!identity.email) throw new HttpError(400, DETAILS.googleNoEmail);
      const existing = await userRepository.findByEmail(this.db, identity.email);
      if (existing) {
        if (!identity.emailVerified) throw new HttpError(400, DETAILS.googleNotVerified);
        await userRepository.linkGoogle(
          this.db,
          existing.id,
          identity.sub,
          identity.picture ?? null,
        );
        user = existing;
      } else if (await userRepository.identifierTaken(this.db, identity.email)) {
        throw conflict(DETAILS.emailTaken);
      } else {
        user = await this.createGoogleUser(identity, identity.email);
      }
    }
    return this.signIn(user);
  }

  private async createGoogleUser(identity: GoogleIdentity, email: string): Promise<UserRow> {
    // The profile's name in its own script ("María García" -> "María_García"), else the email's
    // local part, else "cook"; a name too short alone ("王伟") or taken gets a number.
    const stem =
      usernameStem(identity.name ?? '') ?? usernameStem(email.split('@')[0] ?? '') ?? 'cook';
    for (let attempt = 0; attempt < 20; attempt++) {
      const username =
        attempt === 0 && usernameProblemOf(stem) === null
          ? stem
          : `${stem}_${Math.floor(Math.random() * 100_000)}`;
      // The same key as a typed name: a look-alike of a taken name is taken (the next attempt).
      if (await userRepository.identifierTaken(this.db, username)) continue;
      try {
        return await userRepository.insert(this.db, {
          username,
          email,
          passwordHash: null,
          googleSub: identity.sub,
          profileImageUrl: identity.picture ?? null,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('Could not find a free username for the Google account');
  }
}
