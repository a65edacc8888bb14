import type { components } from '#contract/schema.gen.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';

type Schemas = components['schemas'];

/** A saved recipe as the archive holds it, before file references are resolved. */
export type ArchiveRecipeRow = Omit<
  Schemas['ArchiveRecipe'],
  'image_file' | 'created_at' | 'cooked_at'
> & {
  created_at: Date;
  cooked_at: Date[];
};

/** A plan entry as the archive holds it, before times are written as ISO. */
export interface ArchivePlanEntryRow extends Omit<Schemas['ArchivePlanEntry'], 'cooked_at'> {
  cooked_at: Date | null;
}

type ArchiveShoppingItem = Schemas['ArchiveShoppingList']['items'][number];
/** A shopping list line as the archive holds it, before times are written as ISO. */
export interface ArchiveShoppingItemRow extends Omit<
  ArchiveShoppingItem,
  'checked_at' | 'created_at'
> {
  checked_at: Date | null;
  created_at: Date;
}

export interface ArchiveCollectionRow extends Omit<Schemas['ArchiveCollection'], 'created_at'> {
  created_at: Date;
}

export interface ArchiveSessionRow {
  id: number;
  prompt: string;
  written_ingredients: string;
  image_key: string | null;
  analyzed_ingredients: string[] | null;
  created_at: Date;
}

/**
 * SQL of the account archive and of account deletion: everything one user owns, read by owner
 * (the tables are the other features'; this reads them, as the dashboard's numbers do, and writes
 * nothing). Lists are read in pages by key, so an export holds one page at a time.
 */
export const archiveRepository = {
  /** The next `limit` saved recipes after id afterId, oldest id first, with steps, cooked dates and collections. */
  async recipes(
    q: Queryable,
    userId: number,
    afterId: number,
    limit: number,
  ): Promise<ArchiveRecipeRow[]> {
    return q.query<ArchiveRecipeRow>(
      `SELECT r.id, r.title, r.description, r.image_url, r.total_time_minutes, r.difficulty,
              r.food_category, r.base_servings, r.ingredients, r.nutrition, r.allergens, r.rating, r.note,
              COALESCE(i.steps, '[]'::jsonb) AS steps, r.created_at,
              ARRAY(SELECT l.cooked_at FROM cooked_log l WHERE l.recipe_id = r.id ORDER BY l.cooked_at) AS cooked_at,
              ARRAY(SELECT c.collection_id FROM collection_recipes c WHERE c.recipe_id = r.id ORDER BY c.collection_id) AS collection_ids
       FROM recipes r LEFT JOIN instructions i ON i.recipe_id = r.id
       WHERE r.user_id = $1 AND r.is_saved AND r.id > $2
       ORDER BY r.id LIMIT $3`,
      [userId, afterId, limit],
    );
  },

  /** The user's collections (at most MAX_COLLECTIONS), with the saved recipes in each, in order. */
  async collections(q: Queryable, userId: number): Promise<ArchiveCollectionRow[]> {
    return q.query<ArchiveCollectionRow>(
      `SELECT c.id, c.name, c.description, c.created_at,
              ARRAY(SELECT cr.recipe_id FROM collection_recipes cr JOIN recipes r ON r.id = cr.recipe_id
                    WHERE cr.collection_id = c.id AND r.is_saved ORDER BY cr.position, cr.recipe_id) AS recipe_ids
       FROM collections c WHERE c.user_id = $1 ORDER BY c.id`,
      [userId],
    );
  },

  /** The next `limit` generation sessions after id afterId. */
  async sessions(
    q: Queryable,
    userId: number,
    afterId: number,
    limit: number,
  ): Promise<ArchiveSessionRow[]> {
    return q.query<ArchiveSessionRow>(
      `SELECT id, prompt, written_ingredients, image_key, analyzed_ingredients, created_at
       FROM preparing_sessions WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [userId, afterId, limit],
    );
  },

  /** The next `limit` meal plan entries after id afterId (the archive's `meal_plan`). */
  async planEntries(
    q: Queryable,
    userId: number,
    afterId: number,
    limit: number,
  ): Promise<ArchivePlanEntryRow[]> {
    return q.query<ArchivePlanEntryRow>(
      `SELECT id, day::text AS date, slot, position, recipe_id, servings, note, cooked_at
       FROM plan_entries WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [userId, afterId, limit],
    );
  },

  /** The shopping list's lines (at most 500) in the order added, and the pantry staples. */
  async shoppingList(
    q: Queryable,
    userId: number,
  ): Promise<{ items: ArchiveShoppingItemRow[]; pantry: string[] }> {
    const items = await q.query<ArchiveShoppingItemRow>(
      `SELECT id, name, section, measures, recipes, manual, checked_at, created_at
       FROM shopping_items WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    const [pantry] = await q.query<{ names: string[] }>(
      'SELECT names FROM shopping_pantry WHERE user_id = $1',
      [userId],
    );
    return { items, pantry: pantry?.names ?? [] };
  },

  /**
   * The next `limit` stored file keys of the user after afterKey, in key order: their uploads
   * (avatars, recipe and ingredient photos) and the illustrations of their saved recipes (made
   * under `recipes/<userId>/`; a key of another user's is never theirs to take).
   */
  async fileKeys(q: Queryable, userId: number, afterKey: string, limit: number): Promise<string[]> {
    const rows = await q.query<{ key: string }>(
      `SELECT key FROM (
         SELECT key FROM stored_files WHERE user_id = $1
         UNION
         SELECT image_url AS key FROM recipes WHERE user_id = $1 AND is_saved AND image_url LIKE $4
       ) k WHERE k.key COLLATE "C" > $2 ORDER BY k.key COLLATE "C" LIMIT $3`,
      [userId, afterKey, limit, `recipes/${userId}/%`],
    );
    return rows.map((row) => row.key);
  },

  /** The ids of all of the user's recipes (drafts too), for the caches to forget them. */
  async recipeIds(q: Queryable, userId: number): Promise<number[]> {
    const rows = await q.query<{ id: number }>('SELECT id FROM recipes WHERE user_id = $1', [
      userId,
    ]);
    return rows.map((row) => row.id);
  },

  /**
   * The keys the database knows as the user's, for deletion: their uploads (stored_files) and the
   * illustrations made for their recipes (drafts too), which live under `recipes/<userId>/`.
   */
  async ownedKeys(q: Queryable, userId: number): Promise<string[]> {
    const rows = await q.query<{ key: string }>(
      `SELECT key FROM stored_files WHERE user_id = $1
       UNION SELECT image_url FROM recipes WHERE user_id = $1 AND image_url LIKE $2`,
      [userId, `recipes/${userId}/%`],
    );
    return rows.map((row) => row.key);
  },
};
