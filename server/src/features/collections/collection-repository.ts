import type { Queryable } from '#server/src/platform/db/database.ts';
import {
  LIST_COLUMNS,
  type RecipeListRow,
} from '#server/src/features/recipes/recipe-repository.ts';

export interface CollectionRow {
  id: number;
  name: string;
  description: string | null;
  recipe_count: number;
  preview_image_urls: string[];
}

// Count and the first four images in membership order, computed per collection row.
const SUMMARY = `c.id, c.name, c.description,
  (SELECT count(*)::int FROM collection_recipes cr WHERE cr.collection_id = c.id) AS recipe_count,
  COALESCE((SELECT json_agg(p.image_url ORDER BY p.position) FROM (
     SELECT r.image_url, cr.position FROM collection_recipes cr JOIN recipes r ON r.id = cr.recipe_id
     WHERE cr.collection_id = c.id AND r.image_url IS NOT NULL ORDER BY cr.position LIMIT 4) p), '[]'::json) AS preview_image_urls`;

/** SQL for collections and their memberships; every read is scoped to its owner. */
export const collectionRepository = {
  async list(q: Queryable, userId: number): Promise<CollectionRow[]> {
    return q.query<CollectionRow>(
      `SELECT ${SUMMARY} FROM collections c WHERE c.user_id = $1 ORDER BY c.created_at, c.id`,
      [userId],
    );
  },

  async find(q: Queryable, userId: number, id: number): Promise<CollectionRow | undefined> {
    const [row] = await q.query<CollectionRow>(
      `SELECT ${SUMMARY} FROM collections c WHERE c.id = $1 AND c.user_id = $2`,
      [id, userId],
    );
    return row;
  },

  /** Locks the collection row for a membership rewrite; false when it is not the user's. */
  async lockOwned(q: Queryable, userId: number, id: number): Promise<boolean> {
    const rows = await q.query(
      'SELECT id FROM collections WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [id, userId],
    );
    return rows.length > 0;
  },

  async recipes(q: Queryable, id: number): Promise<RecipeListRow[]> {
    return q.query<RecipeListRow>(
      `SELECT ${LIST_COLUMNS} FROM collection_recipes cr JOIN recipes r ON r.id = cr.recipe_id
       WHERE cr.collection_id = $1 ORDER BY cr.position`,
      [id],
    );
  },

  /** Inserts a collection unless the user already has max of them (then undefined). */
  async insert(
    q: Queryable,
    userId: number,
    name: string,
    description: string | null,
    max: number,
  ): Promise<number | undefined> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO collections (user_id, name, description)
       SELECT $1, $2, $3 WHERE (SELECT count(*) FROM collections WHERE user_id = $1) < $4
       RETURNING id`,
      [userId, name, description, max],
    );
    return row?.id;
  },

  /** Replaces the membership list, keeping the given order. */
  async replaceRecipes(q: Queryable, id: number, recipeIds: number[]): Promise<void> {
    await q.query('DELETE FROM collection_recipes WHERE collection_id = $1', [id]);
    if (recipeIds.length === 0) return;
    await q.query(
      `INSERT INTO collection_recipes (collection_id, recipe_id, position)
       SELECT $1, t.recipe_id, t.ord FROM unnest($2::int[]) WITH ORDINALITY AS t(recipe_id, ord)`,
      [id, recipeIds],
    );
  },

  async listForRecipe(q: Queryable, userId: number, recipeId: number): Promise<CollectionRow[]> {
    return q.query<CollectionRow>(
      `SELECT ${SUMMARY} FROM collections c
       WHERE c.user_id = $1 AND EXISTS (SELECT 1 FROM collection_recipes m WHERE m.collection_id = c.id AND m.recipe_id = $2)
       ORDER BY c.created_at, c.id`,
      [userId, recipeId],
    );
  },
};
