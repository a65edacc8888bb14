import type { Queryable } from '#server/src/platform/db/database.ts';

/** SQL for the dashboard numbers (the cooked log is written by recipes/cooked-log-repository.ts). */
export const statsRepository = {
  async counts(
    q: Queryable,
    userId: number,
    now: Date,
  ): Promise<{
    recipes_saved: number;
    cooked_this_week: number;
    average_cook_time_minutes: number | null;
  }> {
    const [row] = await q.query<{
      recipes_saved: number;
      cooked_this_week: number;
      average_cook_time_minutes: number | null;
    }>(
      `SELECT
         (SELECT count(*)::int FROM recipes WHERE user_id = $1 AND is_saved) AS recipes_saved,
         (SELECT count(*)::int FROM cooked_log WHERE user_id = $1 AND cooked_at > $2::timestamptz - interval '7 days'
            AND cooked_at <= $2::timestamptz) AS cooked_this_week,
         (SELECT avg(total_time_minutes)::float8 FROM recipes WHERE user_id = $1 AND is_saved AND total_time_minutes IS NOT NULL)
            AS average_cook_time_minutes`,
      [userId, now],
    );
    return row!;
  },

  /** The distinct UTC days with a cooked-log entry, newest first (enough of them for any realistic streak). */
  async cookedDays(q: Queryable, userId: number, limit = 400): Promise<string[]> {
    const rows = await q.query<{ day: string }>(
      `SELECT DISTINCT (cooked_at AT TIME ZONE 'UTC')::date::text AS day FROM cooked_log WHERE user_id = $1
       ORDER BY day DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((r) => r.day);
  },
};
