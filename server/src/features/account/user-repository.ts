import type { Queryable } from '#server/src/platform/db/database.ts';
import { usernameKey } from '#contract/username.ts';

/** A users row as the services see it. */
export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  profile_image_url: string | null;
  created_at: Date;
  last_login: Date | null;
  login_streak: number;
  /** The interface language ('en' | 'de'); null = the spec's default texts. */
  language: 'en' | 'de' | null;
  /** How the recipe view shows amounts and temperatures (migration 0013). */
  unit_system: 'metric' | 'us';
  /** The UTC day (YYYY-MM-DD) of the last sign-in or session refresh. */
  streak_day: string | null;
}

const COLUMNS =
  'id, username, email, password_hash, google_sub, profile_image_url, created_at, last_login, login_streak, language, unit_system, streak_day::text AS streak_day';

/** SQL for the users table. */
export const userRepository = {
  async findById(q: Queryable, id: number): Promise<UserRow | undefined> {
    const [row] = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return row;
  },

  /**
   * By email (an identifier with '@') or else by username, case-insensitively. Never picks among
   * several rows: an identifier that matches more than one (a legacy collision) finds nobody.
   */
  async findByLogin(q: Queryable, identifier: string): Promise<UserRow | undefined> {
    const byEmail = identifier.includes('@');
    const rows = await q.query<UserRow>(
      byEmail
        ? `SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1) ORDER BY id LIMIT 2`
        : `SELECT ${COLUMNS} FROM users WHERE username_key = $1 ORDER BY id LIMIT 2`,
      [byEmail ? identifier : usernameKey(identifier)],
    );
    return rows.length === 1 ? rows[0] : undefined;
  },

  async findByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
    const [row] = await q.query<UserRow>(
      `SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return row;
  },

  async findByGoogleSub(q: Queryable, sub: string): Promise<UserRow | undefined> {
    const [row] = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE google_sub = $1`, [
      sub,
    ]);
    return row;
  },

  /**
   * True when another account has this name as its username (compared on the username key:
   * NFKC, case folded) or its email (case-insensitively): usernames and emails are one namespace,
   * so a login identifier never means two accounts.
   */
  async identifierTaken(q: Queryable, username: string, exceptId = 0): Promise<boolean> {
    const rows = await q.query(
      'SELECT 1 FROM users WHERE (username_key = $3 OR lower(email) = lower($1)) AND id <> $2',
      [username, exceptId, usernameKey(username)],
    );
    return rows.length > 0;
  },

  async insert(
    q: Queryable,
    user: {
      username: string;
      email: string;
      passwordHash: string | null;
      googleSub?: string | null;
      profileImageUrl?: string | null;
    },
  ): Promise<UserRow> {
    const [row] = await q.query<UserRow>(
      `INSERT INTO users (username, email, password_hash, google_sub, profile_image_url, username_key)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [
        user.username,
        user.email,
        user.passwordHash,
        user.googleSub ?? null,
        user.profileImageUrl ?? null,
        usernameKey(user.username),
      ],
    );
    return row!;
  },

  async linkGoogle(q: Queryable, id: number, sub: string, picture: string | null): Promise<void> {
    await q.query(
      'UPDATE users SET google_sub = $2, profile_image_url = COALESCE(profile_image_url, $3) WHERE id = $1',
      [id, sub, picture],
    );
  },

  async updateProfile(
    q: Queryable,
    id: number,
    changes: {
      username?: string;
      profileImageUrl?: string | null;
      language?: 'en' | 'de' | null;
      unitSystem?: 'metric' | 'us';
    },
  ): Promise<UserRow | undefined> {
    const [row] = await q.query<UserRow>(
      `UPDATE users SET
         username = CASE WHEN $2::boolean THEN $3 ELSE username END,
         username_key = CASE WHEN $2::boolean THEN $9 ELSE username_key END,
         profile_image_url = CASE WHEN $4::boolean THEN $5 ELSE profile_image_url END,
         language = CASE WHEN $6::boolean THEN $7 ELSE language END,
         unit_system = COALESCE($8, unit_system)
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        changes.username !== undefined,
        changes.username ?? null,
        'profileImageUrl' in changes,
        changes.profileImageUrl ?? null,
        'language' in changes,
        changes.language ?? null,
        changes.unitSystem ?? null,
        changes.username === undefined ? null : usernameKey(changes.username),
      ],
    );
    return row;
  },

  async updatePassword(q: Queryable, id: number, passwordHash: string): Promise<void> {
    await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
  },

  async updateEmail(q: Queryable, id: number, email: string): Promise<void> {
    await q.query('UPDATE users SET email = $2 WHERE id = $1', [id, email]);
  },

  /** Deletes the user; every row of theirs goes with it (ON DELETE CASCADE). False when there was none. */
  async delete(q: Queryable, id: number): Promise<boolean> {
    const rows = await q.query('DELETE FROM users WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0;
  },

  /**
   * Counts today (UTC, given as YYYY-MM-DD) towards the streak: same day keeps it, the next day extends it,
   * a gap restarts it at 1. A sign-in (not a refresh) also stamps last_login.
   */
  async recordActivity(
    q: Queryable,
    id: number,
    today: string,
    now: Date,
    isSignIn: boolean,
  ): Promise<void> {
    await q.query(
      `UPDATE users SET
         login_streak = CASE
           WHEN streak_day = $2::date THEN login_streak
           WHEN streak_day = $2::date - 1 THEN login_streak + 1
           ELSE 1 END,
         streak_day = $2::date,
         last_login = CASE WHEN $4::boolean THEN $3::timestamptz ELSE last_login END
       WHERE id = $1`,
      [id, today, now, isSignIn],
    );
  },
};
