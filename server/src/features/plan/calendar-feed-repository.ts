import type { Queryable } from '#server/src/platform/db/database.ts';

/** SQL for the meal plan's calendar feed (calendar_feeds): one token per user at most. */
export const calendarFeedRepository = {
  /** The user's token while the feed is on, else undefined. */
  async findToken(q: Queryable, userId: number): Promise<string | undefined> {
    const [row] = await q.query<{ token: string }>(
      'SELECT token FROM calendar_feeds WHERE user_id = $1',
      [userId],
    );
    return row?.token;
  },

  /** Turns the feed on with token unless it is on already; the token in force. */
  async enable(q: Queryable, userId: number, token: string, at: Date): Promise<string> {
    const [row] = await q.query<{ token: string }>(
      `WITH added AS (
         INSERT INTO calendar_feeds (user_id, token, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO NOTHING RETURNING token)
       SELECT token FROM added UNION ALL SELECT token FROM calendar_feeds WHERE user_id = $1`,
      [userId, token, at],
    );
    return row!.token;
  },

  async revoke(q: Queryable, userId: number): Promise<void> {
    await q.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
  },

  /** The owner of a token and their interface language; undefined for an unknown or revoked token. */
  async ownerOf(
    q: Queryable,
    token: string,
  ): Promise<{ user_id: number; language: 'en' | 'de' | null } | undefined> {
    const [row] = await q.query<{ user_id: number; language: 'en' | 'de' | null }>(
      `SELECT f.user_id, u.language FROM calendar_feeds f JOIN users u ON u.id = f.user_id
       WHERE f.token = $1`,
      [token],
    );
    return row;
  },
};
