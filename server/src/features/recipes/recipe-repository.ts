import type { components } from '#contract/schema.gen.ts';
import type { ListCursor, RecipeSort } from '#contract/list-cursor.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';
import { ingredientDensities } from '#kitchen/densities.ts';

type Schemas = components['schemas'];

/** The narrow columns of a list item (no jsonb: list queries stay cheap, TOOLCHAIN.md). */
export interface RecipeListRow {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  total_time_minutes: number | null;
  difficulty: Schemas['Difficulty'];
  food_category: Schemas['FoodCategory'];
  created_at: Date;
  allergens: Schemas['Allergen'][];
  rating: number | null;
  note: string | null;
}

interface RecipeDetailRow extends RecipeListRow {
  base_servings: number;
  ingredients: Schemas['Ingredient'][];
  nutrition: Schemas['Nutrition'] | null;
  is_saved: boolean;
  nutrition_not_counted: string[];
}

/** A composed recipe ready to store as a draft. */
export interface NewRecipe {
  title: string;
  description: string;
  imageUrl: string | null;
  totalTimeMinutes: number | null;
  difficulty: Schemas['Difficulty'];
  foodCategory: Schemas['FoodCategory'];
  baseServings: number;
  ingredients: Schemas['Ingredient'][];
  nutrition: Schemas['Nutrition'] | null;
  allergens: readonly Schemas['Allergen'][];
}

export const LIST_COLUMNS =
  'r.id, r.title, r.description, r.image_url, r.total_time_minutes, r.difficulty, r.food_category, r.created_at, r.allergens, r.rating, r.note';

export function toRecipe(row: RecipeListRow): Schemas['Recipe'] {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    total_time_minutes: row.total_time_minutes,
    difficulty: row.difficulty,
    food_category: row.food_category,
    created_at: row.created_at.toISOString(),
    allergens: row.allergens,
    rating: row.rating,
    note: row.note,
  };
}

function toRecipeDetail(row: RecipeDetailRow): Schemas['RecipeDetail'] {
  return {
    ...toRecipe(row),
    baseServings: row.base_servings,
    nutrition: row.nutrition,
    ingredients: row.ingredients,
    ingredient_densities: ingredientDensities(row.ingredients),
    is_saved: row.is_saved,
    nutrition_not_counted: row.nutrition_not_counted,
  };
}

/** What GET /recipe/list narrows and orders by (the collection is already known to be the user's). */
export interface RecipeListQuery {
  search: string;
  difficulty?: Schemas['Difficulty'];
  category?: Schemas['FoodCategory'];
  maxTime?: number;
  collectionId?: number;
  /** Allergens none of the listed recipes may carry. */
  freeOf?: readonly Schemas['Allergen'][];
  sort: RecipeSort;
  after?: ListCursor;
  limit: number;
}

/**
 * Per sort: the key expression (matching an index of migration 0007 or 0020), its direction and
 * its type; a key of several columns is a row (its text is what the cursor carries).
 */
const SORT_KEYS: Record<RecipeSort, { key: string; desc: boolean; type: string }> = {
  newest: { key: 'r.created_at', desc: true, type: 'timestamptz' },
  title: { key: 'lower(r.title)', desc: false, type: 'text' },
  time: { key: 'coalesce(r.total_time_minutes, 2147483647)', desc: false, type: 'int' },
  last_cooked: {
    key: "coalesce(r.last_cooked_at, '-infinity'::timestamptz)",
    desc: true,
    type: 'timestamptz',
  },
  // Rated first, highest first; equal ratings (and the unrated, key 0) as the newest sort.
  rating: { key: 'coalesce(r.rating, 0), r.created_at', desc: true, type: 'rating' },
};

/** The cursor text of the rating sort: `<rating or 0> <created_at>` (contract/list-cursor.ts checks it). */
const RATING_KEY_TEXT = "coalesce(r.rating, 0)::text || ' ' || r.created_at::text";

/** `(key, id) < / > (cursor)` for the sort: the row comparison walks the sort's index. */
function afterCursor(sort: RecipeSort, after: ListCursor, arg: (value: unknown) => string): string {
  const { key, desc, type } = SORT_KEYS[sort];
  const op = desc ? '<' : '>';
  if (type === 'rating') {
    const space = after.key.indexOf(' ');
    const rating = after.key.slice(0, space);
    const created = after.key.slice(space + 1);
    return `(${key}, r.id) ${op} (${arg(rating)}::int, ${arg(created)}::timestamptz, ${arg(after.id)}::int)`;
  }
  return `(${key}, r.id) ${op} (${arg(after.key)}::${type}, ${arg(after.id)}::int)`;
}

/** ILIKE's wildcards in user text are literal characters. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * SQL for recipes (saved ones and generated drafts); every read is scoped to its owner. The saved
 * list and the detail come back in the contract's shape, not as rows: the caching decorator
 * (cached-recipe-repository.ts) keeps what a read returns, and that value is then the answer
 * itself, sent again without being rebuilt (see recipe-cache-plugin.ts).
 */
export const recipeRepository = {
  async listSaved(q: Queryable, userId: number): Promise<Schemas['Recipe'][]> {
    const rows = await q.query<RecipeListRow>(
      `SELECT ${LIST_COLUMNS} FROM recipes r WHERE r.user_id = $1 AND r.is_saved ORDER BY r.created_at DESC, r.id DESC`,
      [userId],
    );
    return rows.map(toRecipe);
  },

  /** One page of the saved list plus each row's sort key (as text) for the next cursor. */
  async listPage(
    q: Queryable,
    userId: number,
    query: RecipeListQuery,
  ): Promise<{ recipe: Schemas['Recipe']; key: string }[]> {
    const { key, desc, type } = SORT_KEYS[query.sort];
    const keyText = type === 'rating' ? RATING_KEY_TEXT : `(${key})::text`;
    const where = ['r.user_id = $1', 'r.is_saved'];
    const args: unknown[] = [userId];
    const arg = (value: unknown) => `$${args.push(value)}`;
    if (query.search) where.push(`r.search_text LIKE ${arg(likePattern(query.search))}`);
    if (query.difficulty) where.push(`r.difficulty = ${arg(query.difficulty)}`);
    if (query.category) where.push(`r.food_category = ${arg(query.category)}`);
    if (query.maxTime) where.push(`r.total_time_minutes <= ${arg(query.maxTime)}`);
    if (query.collectionId)
      where.push(
        `EXISTS (SELECT 1 FROM collection_recipes cr WHERE cr.recipe_id = r.id AND cr.collection_id = ${arg(query.collectionId)})`,
      );
    // Allergen-free (decision record 0028): a plain array test on the row, checked while the sort's
    // index is walked (no function per row, no extra scan); recipes of unknown allergens carry '{}'.
    if (query.freeOf && query.freeOf.length > 0)
      where.push(`NOT (r.allergens && ${arg([...query.freeOf])}::text[])`);
    if (query.after) where.push(afterCursor(query.sort, query.after, arg));
    const order = desc ? 'DESC' : 'ASC';
    // The rating key is a row of two columns: each is ordered the same way.
    const orderBy =
      type === 'rating'
        ? `coalesce(r.rating, 0) ${order}, r.created_at ${order}`
        : `${key} ${order}`;
    const rows = await q.query<RecipeListRow & { sort_key: string }>(
      `SELECT ${LIST_COLUMNS}, ${keyText} AS sort_key FROM recipes r
       WHERE ${where.join(' AND ')}
       ORDER BY ${orderBy}, r.id ${order} LIMIT ${arg(query.limit)}`,
      args,
    );
    return rows.map((row) => ({ recipe: toRecipe(row), key: row.sort_key }));
  },

  async findDetail(
    q: Queryable,
    userId: number,
    id: number,
  ): Promise<Schemas['RecipeDetail'] | undefined> {
    const [row] = await q.query<RecipeDetailRow>(
      `SELECT ${LIST_COLUMNS}, r.base_servings, r.ingredients, r.nutrition, r.is_saved, r.nutrition_not_counted
       FROM recipes r WHERE r.id = $1 AND r.user_id = $2`,
      [id, userId],
    );
    return row && toRecipeDetail(row);
  },

  async exists(q: Queryable, userId: number, id: number): Promise<boolean> {
    const rows = await q.query('SELECT 1 FROM recipes WHERE id = $1 AND user_id = $2', [
      id,
      userId,
    ]);
    return rows.length > 0;
  },

  /** The subset of ids that are recipes of userId. */
  async ownedIds(q: Queryable, userId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await q.query<{ id: number }>(
      'SELECT id FROM recipes WHERE user_id = $1 AND id = ANY($2::int[])',
      [userId, ids],
    );
    return rows.map((r) => r.id);
  },

  /** Stores unsaved recipes; sessionId is null for recipes that no session generated (an import). */
  async insertDrafts(
    q: Queryable,
    userId: number,
    sessionId: number | null,
    recipes: NewRecipe[],
  ): Promise<number[]> {
    const ids: number[] = [];
    for (const r of recipes) {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO recipes (user_id, session_id, is_saved, title, description, image_url, total_time_minutes,
                              difficulty, food_category, base_servings, ingredients, nutrition, allergens)
         VALUES ($1, $2, false, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12::text[]) RETURNING id`,
        [
          userId,
          sessionId,
          r.title,
          r.description,
          r.imageUrl,
          r.totalTimeMinutes,
          r.difficulty,
          r.foodCategory,
          r.baseServings,
          JSON.stringify(r.ingredients),
          r.nutrition === null ? null : JSON.stringify(r.nutrition),
          [...r.allergens],
        ],
      );
      ids.push(row!.id);
    }
    return ids;
  },

  /** Deletes the session's unsaved drafts (cascading to collections, instructions and jobs); returns their ids and image keys. */
  async deleteUnsavedBySession(
    q: Queryable,
    sessionId: number,
  ): Promise<{ id: number; image_url: string | null }[]> {
    return q.query<{ id: number; image_url: string | null }>(
      'DELETE FROM recipes WHERE session_id = $1 AND NOT is_saved RETURNING id, image_url',
      [sessionId],
    );
  },

  /** The session's options, with what the option cards compare (time, difficulty, calories, allergens). */
  async listOptions(q: Queryable, sessionId: number): Promise<Schemas['RecipeOption'][]> {
    return q.query(
      `SELECT id, title, description, image_url, total_time_minutes, difficulty,
              round((nutrition->'calories'->>'amount')::numeric)::int AS calories, allergens,
              base_servings AS servings
       FROM recipes WHERE session_id = $1 ORDER BY id`,
      [sessionId],
    );
  },

  /**
   * Sets what the change names of the recipe's rating and note (undefined: unchanged); the two as
   * they are now, or undefined when the recipe is not the user's.
   */
  async setRatingNotes(
    q: Queryable,
    userId: number,
    id: number,
    change: { rating?: number | null; note?: string | null },
  ): Promise<Schemas['RatingNotes'] | undefined> {
    const [row] = await q.query<Schemas['RatingNotes']>(
      `UPDATE recipes SET
         rating = CASE WHEN $3 THEN $4::smallint ELSE rating END,
         note = CASE WHEN $5 THEN $6::text ELSE note END
       WHERE id = $1 AND user_id = $2 RETURNING rating, note`,
      [
        id,
        userId,
        change.rating !== undefined,
        change.rating ?? null,
        change.note !== undefined,
        change.note ?? null,
      ],
    );
    return row;
  },

  /** Marks the user's recipe saved; false when it is not theirs. */
  async markSaved(q: Queryable, userId: number, id: number): Promise<boolean> {
    const rows = await q.query(
      'UPDATE recipes SET is_saved = true WHERE id = $1 AND user_id = $2 RETURNING id',
      [id, userId],
    );
    return rows.length > 0;
  },

  /**
   * Locks the user's library against other changes of its size until the transaction ends (the
   * user's row, in a mode that row inserts referring to it do not wait for), so that a count taken
   * afterwards stays true until the commit, with several processes too.
   */
  async lockLibrary(q: Queryable, userId: number): Promise<void> {
    await q.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  },

  /** How many saved recipes the user has (an index-only count over the library index). */
  async countSaved(q: Queryable, userId: number): Promise<number> {
    const [row] = await q.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM recipes WHERE user_id = $1 AND is_saved',
      [userId],
    );
    return row!.count;
  },

  /** Whether the user's recipe is saved, a draft, or not theirs (undefined). */
  async savedState(q: Queryable, userId: number, id: number): Promise<boolean | undefined> {
    const [row] = await q.query<{ is_saved: boolean }>(
      'SELECT is_saved FROM recipes WHERE id = $1 AND user_id = $2',
      [id, userId],
    );
    return row?.is_saved;
  },

  /** Saves these drafts of the user at once (the staged recipes of an import); how many were saved. */
  async saveMany(q: Queryable, userId: number, ids: readonly number[]): Promise<number> {
    const rows = await q.query(
      'UPDATE recipes SET is_saved = true WHERE user_id = $1 AND id = ANY($2::int[]) AND NOT is_saved RETURNING id',
      [userId, ids],
    );
    return rows.length;
  },

  /** Deletes these recipes of the user (an import taken back), with everything that hangs on them. */
  async deleteMany(q: Queryable, userId: number, ids: readonly number[]): Promise<void> {
    await q.query('DELETE FROM recipes WHERE user_id = $1 AND id = ANY($2::int[])', [userId, ids]);
  },

  /**
   * Deletes what imports that never finished left behind (the process ended between staging and
   * saving): drafts of no preparing session, never saved, created before `before`. Nothing else
   * makes such rows: a generated draft has its session (finishing one deletes its drafts first),
   * and a written recipe is saved at once. Their number.
   */
  async deleteAbandonedImports(q: Queryable, before: Date): Promise<number> {
    const rows = await q.query(
      'DELETE FROM recipes WHERE session_id IS NULL AND NOT is_saved AND created_at < $1 RETURNING id',
      [before],
    );
    return rows.length;
  },

  /** Deletes the recipe (its memberships, instructions, jobs and cooked log go with it); undefined when not the user's. */
  async delete(
    q: Queryable,
    userId: number,
    id: number,
  ): Promise<{ image_url: string | null } | undefined> {
    const [row] = await q.query<{ image_url: string | null }>(
      'DELETE FROM recipes WHERE id = $1 AND user_id = $2 RETURNING image_url',
      [id, userId],
    );
    return row;
  },

  /** Stores a recipe the cook wrote (saved at once); its id. */
  async insertOwn(q: Queryable, userId: number, r: OwnRecipe): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO recipes (user_id, session_id, is_saved, title, description, image_url, total_time_minutes,
                            difficulty, food_category, base_servings, ingredients, nutrition, allergens,
                            nutrition_not_counted)
       VALUES ($1, NULL, true, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::text[], $12::text[])
       RETURNING id`,
      [userId, ...ownRecipeValues(r)],
    );
    return row!.id;
  },

  /** Replaces what the cook edits (and saves a draft); the previous image key, or undefined when not the user's. */
  async update(
    q: Queryable,
    userId: number,
    id: number,
    r: OwnRecipe,
  ): Promise<{ previous_image_url: string | null } | undefined> {
    const [row] = await q.query<{ previous_image_url: string | null }>(
      `UPDATE recipes r SET is_saved = true, title = $3, description = $4, image_url = $5,
         total_time_minutes = $6, difficulty = $7, food_category = $8, base_servings = $9,
         ingredients = $10::jsonb, nutrition = $11::jsonb, allergens = $12::text[],
         nutrition_not_counted = $13::text[]
       FROM (SELECT image_url FROM recipes WHERE id = $1 AND user_id = $2) old
       WHERE r.id = $1 AND r.user_id = $2
       RETURNING old.image_url AS previous_image_url`,
      [id, userId, ...ownRecipeValues(r)],
    );
    return row;
  },
};

/** A recipe as the cook wrote it, with what the server computed from its ingredients. */
export interface OwnRecipe extends NewRecipe {
  nutritionNotCounted: readonly string[];
}

function ownRecipeValues(r: OwnRecipe): unknown[] {
  return [
    r.title,
    r.description,
    r.imageUrl,
    r.totalTimeMinutes,
    r.difficulty,
    r.foodCategory,
    r.baseServings,
    JSON.stringify(r.ingredients),
    r.nutrition === null ? null : JSON.stringify(r.nutrition),
    [...r.allergens],
    [...r.nutritionNotCounted],
  ];
}

/** What the services use: the SQL above, or the caching decorator around it. */
export type RecipeRepository = typeof recipeRepository;

/** Whether the collection is the user's: GET /recipe/list checks it before it filters by it. */
export async function collectionExists(q: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM collections WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return rows.length > 0;
}
