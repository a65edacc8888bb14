import type { Queryable } from '#server/src/platform/db/database.ts';

/** SQL for the cooked log: which recipe the user cooked when (the dashboard counts it). */
export const cookedLogRepository = {
  async insertCooked(q: Queryable, userId: number, recipeId: number, at: Date): Promise<void> {
    await q.query('INSERT INTO cooked_log (user_id, recipe_id, cooked_at) VALUES ($1, $2, $3)', [
      userId,
      recipeId,
      at,
    ]);
  },
};
