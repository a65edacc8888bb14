import type { Queryable } from '#server/src/platform/db/database.ts';

/** Fixed-window counters in the database, so every instance behind a load balancer shares them. */
export const rateLimitRepository = {
  /** Adds one hit to key's window (a new window starts when the old one has passed) and returns the count and window start. */
  async hit(
    q: Queryable,
    key: string,
    windowSeconds: number,
    now: Date,
  ): Promise<{ hits: number; window_start: Date }> {
    const [row] = await q.query<{ hits: number; window_start: Date }>(
      `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start <= $2::timestamptz - make_interval(secs => $3) THEN $2 ELSE r.window_start END
       RETURNING hits, window_start`,
      [key, now, windowSeconds],
    );
    return row!;
  },

  /** The current window's count without adding to it (0 when the window has passed). */
  async peek(
    q: Queryable,
    key: string,
    windowSeconds: number,
    now: Date,
  ): Promise<{ hits: number; window_start: Date } | undefined> {
    const [row] = await q.query<{ hits: number; window_start: Date }>(
      `SELECT hits, window_start FROM rate_limits
       WHERE key = $1 AND window_start > $2::timestamptz - make_interval(secs => $3)`,
      [key, now, windowSeconds],
    );
    return row;
  },

  /** Takes back one hit of key's current window (an attempt that turned out not to count). */
  async unhit(q: Queryable, key: string): Promise<void> {
    await q.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0', [key]);
  },

  async purge(q: Queryable, now: Date): Promise<void> {
    await q.query(
      "DELETE FROM rate_limits WHERE window_start < $1::timestamptz - interval '1 day'",
      [now],
    );
  },
};
