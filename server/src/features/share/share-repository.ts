import type { Queryable } from '#server/src/platform/db/database.ts';

/** SQL for public share links (recipe_shares); every owner-side query checks the recipe's owner. */
export const shareRepository = {
  /** The recipe's token while shared; null when not shared; undefined when userId has no such recipe. */
  async findToken(
    q: Queryable,
    userId: number,
    recipeId: number,
  ): Promise<string | null | undefined> {
    const [row] = await q.query<{ token: string | null }>(
      `SELECT s.token FROM recipes r LEFT JOIN recipe_shares s ON s.recipe_id = r.id
       WHERE r.id = $1 AND r.user_id = $2`,
      [recipeId, userId],
    );
    return row ? row.token : undefined;
  },

  /** Shares the recipe with token unless it is shared already; the token in force (undefined: no such recipe). */
  async enable(
    q: Queryable,
    userId: number,
    recipeId: number,
    token: string,
  ): Promise<string | undefined> {
    await q.query(
      `INSERT INTO recipe_shares (recipe_id, token)
       SELECT id, $3 FROM recipes WHERE id = $1 AND user_id = $2
       ON CONFLICT (recipe_id) DO NOTHING`,
      [recipeId, userId, token],
    );
    return (await this.findToken(q, userId, recipeId)) ?? undefined;
  },

  /** Ends sharing; false when userId has no such recipe. */
  async revoke(q: Queryable, userId: number, recipeId: number): Promise<boolean> {
    if (
      !(await q.query('SELECT 1 FROM recipes WHERE id = $1 AND user_id = $2', [recipeId, userId]))
        .length
    )
      return false;
    await q.query('DELETE FROM recipe_shares WHERE recipe_id = $1', [recipeId]);
    return true;
  },

  /** The shared recipe's id and owner for a token; undefined when no recipe is shared under it. */
  async findByToken(
    q: Queryable,
    token: string,
  ): Promise<{ recipe_id: number; user_id: number; image_url: string | null } | undefined> {
    const [row] = await q.query<{ recipe_id: number; user_id: number; image_url: string | null }>(
      `SELECT s.recipe_id, r.user_id, r.image_url FROM recipe_shares s
       JOIN recipes r ON r.id = s.recipe_id WHERE s.token = $1`,
      [token],
    );
    return row;
  },
};
