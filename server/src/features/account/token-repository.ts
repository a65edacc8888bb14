import type { Queryable } from '#server/src/platform/db/database.ts';

export interface RefreshTokenRow {
  id: number;
  user_id: number;
  family_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

/** SQL for refresh tokens, password-reset and email-change tokens (stored as SHA-256 hashes, never in clear). */
export const tokenRepository = {
  async insertRefresh(
    q: Queryable,
    token: { userId: number; familyId: string; hash: string; expiresAt: Date; createdAt: Date },
  ): Promise<void> {
    await q.query(
      'INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
      [token.userId, token.familyId, token.hash, token.expiresAt, token.createdAt],
    );
  },

  /** When the session (token family) signed in: its first token's time; undefined for an unknown one. */
  async familySignedInAt(q: Queryable, familyId: string): Promise<Date | undefined> {
    const [row] = await q.query<{ signed_in_at: Date | null }>(
      'SELECT min(created_at) AS signed_in_at FROM refresh_tokens WHERE family_id = $1',
      [familyId],
    );
    return row?.signed_in_at ?? undefined;
  },

  /** Revokes every session of the user but keepFamily; returns the family ids it ended. */
  async revokeOthersForUser(
    q: Queryable,
    userId: number,
    keepFamily: string,
    now: Date,
  ): Promise<string[]> {
    const rows = await q.query<{ family_id: string }>(
      `UPDATE refresh_tokens SET revoked_at = $3
       WHERE user_id = $1 AND family_id <> $2 AND revoked_at IS NULL RETURNING family_id`,
      [userId, keepFamily, now],
    );
    return [...new Set(rows.map((r) => r.family_id))];
  },

  async findRefresh(q: Queryable, hash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await q.query<RefreshTokenRow>(
      'SELECT id, user_id, family_id, expires_at, rotated_at, revoked_at FROM refresh_tokens WHERE token_hash = $1',
      [hash],
    );
    return row;
  },

  /** Marks the token rotated; false when another request rotated it first (the caller treats that as reuse). */
  async markRotated(q: Queryable, id: number, now: Date): Promise<boolean> {
    const rows = await q.query(
      'UPDATE refresh_tokens SET rotated_at = $2 WHERE id = $1 AND rotated_at IS NULL RETURNING id',
      [id, now],
    );
    return rows.length > 0;
  },

  async revokeFamily(q: Queryable, familyId: string, now: Date): Promise<void> {
    await q.query(
      'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId, now],
    );
  },

  /** Revokes every session of the user; returns their family ids. */
  async revokeAllForUser(q: Queryable, userId: number, now: Date): Promise<string[]> {
    const rows = await q.query<{ family_id: string }>(
      'UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING family_id',
      [userId, now],
    );
    return [...new Set(rows.map((r) => r.family_id))];
  },

  /** Whether the session (token family) is still signed in: some token of it not revoked. */
  async familyActive(q: Queryable, familyId: string): Promise<boolean> {
    const rows = await q.query(
      'SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NULL LIMIT 1',
      [familyId],
    );
    return rows.length > 0;
  },

  /** Voids the user's unused reset links (after a reset, links mailed before it must not work). */
  async voidResets(q: Queryable, userId: number, now: Date): Promise<void> {
    await q.query(
      'UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
      [userId, now],
    );
  },

  /** Drops tokens that can no longer be used by anyone (expired for a day). */
  async purgeExpired(q: Queryable, now: Date): Promise<void> {
    await q.query(
      "DELETE FROM refresh_tokens WHERE expires_at < $1::timestamptz - interval '1 day'",
      [now],
    );
    await q.query(
      "DELETE FROM password_resets WHERE expires_at < $1::timestamptz - interval '1 day'",
      [now],
    );
    await q.query(
      "DELETE FROM email_changes WHERE expires_at < $1::timestamptz - interval '1 day'",
      [now],
    );
  },

  async insertReset(
    q: Queryable,
    reset: { userId: number; hash: string; expiresAt: Date },
  ): Promise<void> {
    await q.query(
      'INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
      [reset.userId, reset.hash, reset.expiresAt],
    );
  },

  /** True when a reset token is unused and unexpired; nothing changes (the page checks it on opening). */
  async resetUsable(q: Queryable, hash: string, now: Date): Promise<boolean> {
    const rows = await q.query<{ one: number }>(
      `SELECT 1 AS one FROM password_resets
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
      [hash, now],
    );
    return rows.length > 0;
  },

  /** Consumes a reset token: returns its user when it was unused and unexpired, and marks it used. */
  async consumeReset(q: Queryable, hash: string, now: Date): Promise<number | undefined> {
    const [row] = await q.query<{ user_id: number }>(
      `UPDATE password_resets SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [hash, now],
    );
    return row?.user_id;
  },
};

/** A pending email change: the new address and whose account it is. */
export interface EmailChangeRow {
  user_id: number;
  new_email: string;
}

/** SQL for email changes waiting for their confirmation link (migration 0016). */
export const emailChangeRepository = {
  /** Records a change; older pending ones of the user are voided (only the newest link works). */
  async insert(
    q: Queryable,
    change: { userId: number; newEmail: string; hash: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    await q.query('UPDATE email_changes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
      change.userId,
      change.now,
    ]);
    await q.query(
      'INSERT INTO email_changes (user_id, new_email, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
      [change.userId, change.newEmail, change.hash, change.expiresAt, change.now],
    );
  },

  /** Consumes a token: its change when it was unused and unexpired, marked used. */
  async consume(q: Queryable, hash: string, now: Date): Promise<EmailChangeRow | undefined> {
    const [row] = await q.query<EmailChangeRow>(
      `UPDATE email_changes SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id, new_email`,
      [hash, now],
    );
    return row;
  },
};
