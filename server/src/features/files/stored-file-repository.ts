import type { Queryable } from '#server/src/platform/db/database.ts';

/** The uploads each user holds in storage (avatars, photos), for the quota and the orphan sweep. */
export const storedFileRepository = {
  /**
   * Records key for userId unless that would take the user's total past quotaBytes; false then.
   * Locks the user's row, so parallel uploads of one user are counted one after the other.
   */
  async reserve(
    q: Queryable,
    userId: number,
    key: string,
    size: number,
    quotaBytes: number,
    now: Date,
  ): Promise<boolean> {
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if ((await storedFileRepository.used(q, userId)) + size > quotaBytes) return false;
    await q.query(
      'INSERT INTO stored_files (key, user_id, size, created_at) VALUES ($1, $2, $3, $4)',
      [key, userId, size, now],
    );
    return true;
  },

  async remove(q: Queryable, key: string): Promise<void> {
    await q.query('DELETE FROM stored_files WHERE key = $1', [key]);
  },

  /** Bytes userId holds. */
  async used(q: Queryable, userId: number): Promise<number> {
    const [row] = await q.query<{ used: string }>(
      'SELECT COALESCE(sum(size), 0)::text AS used FROM stored_files WHERE user_id = $1',
      [userId],
    );
    return Number(row!.used);
  },

  /**
   * Uploads older than before that nothing refers to: no user's avatar, no preparing session's photo.
   * At most limit keys, oldest first.
   */
  async orphans(q: Queryable, before: Date, limit: number): Promise<string[]> {
    const rows = await q.query<{ key: string }>(
      `SELECT f.key FROM stored_files f
       WHERE f.created_at < $1
         AND NOT EXISTS (SELECT 1 FROM users u WHERE u.profile_image_url = f.key)
         AND NOT EXISTS (SELECT 1 FROM preparing_sessions s WHERE s.image_key = f.key)
         AND NOT EXISTS (SELECT 1 FROM recipes r WHERE r.image_url = f.key)
       ORDER BY f.created_at
       LIMIT $2`,
      [before, limit],
    );
    return rows.map((r) => r.key);
  },

  /** True while a user's avatar, a preparing session's photo or a recipe's image is key. */
  async inUse(q: Queryable, key: string): Promise<boolean> {
    const rows = await q.query(
      `SELECT 1 FROM users WHERE profile_image_url = $1
       UNION ALL SELECT 1 FROM preparing_sessions WHERE image_key = $1
       UNION ALL SELECT 1 FROM recipes WHERE image_url = $1 LIMIT 1`,
      [key],
    );
    return rows.length > 0;
  },

  /** Whether userId uploaded key (and it is still stored). */
  async ownedBy(q: Queryable, userId: number, key: string): Promise<boolean> {
    const rows = await q.query('SELECT 1 FROM stored_files WHERE key = $1 AND user_id = $2', [
      key,
      userId,
    ]);
    return rows.length > 0;
  },

  /** Forgets an orphan: its row and, for a photo, its analysis. */
  async forget(q: Queryable, key: string): Promise<void> {
    await q.query('DELETE FROM image_analyses WHERE image_key = $1', [key]);
    await q.query('DELETE FROM stored_files WHERE key = $1', [key]);
  },
};
