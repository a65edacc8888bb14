import type { components } from '#contract/schema.gen.ts';
import type {
  BaseMeasure,
  ShoppingRecipeRef,
  ShoppingSection,
  UnitSystem,
} from '#kitchen/shopping.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';
import { householdOwnerSql } from '#server/src/features/household/household-repository.ts';
import { SLOT_ORDER } from '#server/src/features/plan/plan-repository.ts';

type Schemas = components['schemas'];

export interface ShoppingItemRow {
  id: number;
  item_key: string;
  name: string;
  section: ShoppingSection;
  measures: BaseMeasure[];
  recipes: ShoppingRecipeRef[];
  manual: boolean;
  /** A Date from a row, an ISO text from lines(). */
  checked_at: Date | string | null;
}

/** A recipe as the list reads it: its lines and the servings they are written for. */
export interface ShoppingSourceRecipe {
  id: number;
  title: string;
  base_servings: number;
  ingredients: Schemas['Ingredient'][];
}

/** A recipe entry of the plan with its recipe, and whether it is on the list already. */
export interface PlanSourceRow extends ShoppingSourceRecipe {
  entry_id: number;
  servings: number;
  added: boolean;
}

/** A line to insert (a recipe line that merged into nothing, or a line typed by the cook). */
export interface NewShoppingLine {
  item_key: string;
  name: string;
  section: ShoppingSection;
  measures: BaseMeasure[];
  recipes: ShoppingRecipeRef[];
  manual: boolean;
}

const COLUMNS = 'id, item_key, name, section, measures, recipes, manual, checked_at';

/** The lines of the list of `owner` (SQL) as one JSON text, oldest first. */
const linesJson = (owner: string) => `(SELECT json_agg(json_build_object('id', id,
    'item_key', item_key, 'name', name, 'section', section, 'measures', measures,
    'recipes', recipes, 'manual', manual, 'checked_at', checked_at) ORDER BY id)::text
  FROM shopping_items WHERE user_id = ${owner})`;

/**
 * SQL for the shopping list and the pantry staples; every read and write is scoped to the list's
 * owner. A user who is a member of a household works on its owner's list: the methods taking
 * `userId` resolve the owner in the same statement (householdOwnerSql), those taking `ownerId` are
 * given the owner lockOwner found. Amounts are answered in the acting user's unit system.
 */
export const shoppingRepository = {
  /**
   * Serialises the writes to the list userId sees (the 500-line cap is read, then written), by
   * every member of its household; answers the list's owner and userId's unit system.
   */
  async lockOwner(
    q: Queryable,
    userId: number,
  ): Promise<{ ownerId: number; unitSystem: UnitSystem }> {
    const [row] = await q.query<{ owner_id: number; unit_system: UnitSystem }>(
      `SELECT o.id AS owner_id, u.unit_system FROM users u, users o
       WHERE u.id = $1 AND o.id = ${householdOwnerSql('$1')} FOR UPDATE OF o`,
      [userId],
    );
    return { ownerId: row!.owner_id, unitSystem: row?.unit_system ?? 'metric' };
  },

  async unitSystem(q: Queryable, userId: number): Promise<UnitSystem> {
    const [row] = await q.query<{ unit_system: UnitSystem }>(
      'SELECT unit_system FROM users WHERE id = $1',
      [userId],
    );
    return row?.unit_system ?? 'metric';
  },

  /**
   * Every line of ownerId's list (at most 500), oldest first. Read as one JSON text: decoding 500
   * rows of jsonb cells one by one took three times as long on PGlite (bench/shopping.ts).
   */
  async lines(q: Queryable, ownerId: number): Promise<ShoppingItemRow[]> {
    const [row] = await q.query<{ lines: string | null }>(`SELECT ${linesJson('$1')} AS lines`, [
      ownerId,
    ]);
    return row?.lines ? (JSON.parse(row.lines) as ShoppingItemRow[]) : [];
  },

  /** The lines of the list userId sees (as `lines`) and userId's own unit system, in one round trip. */
  async linesAndUnits(
    q: Queryable,
    userId: number,
  ): Promise<{ lines: ShoppingItemRow[]; unitSystem: UnitSystem }> {
    const [row] = await q.query<{ lines: string | null; unit_system: UnitSystem }>(
      `SELECT u.unit_system, ${linesJson(householdOwnerSql('$1'))} AS lines
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    return {
      lines: row?.lines ? (JSON.parse(row.lines) as ShoppingItemRow[]) : [],
      unitSystem: row?.unit_system ?? 'metric',
    };
  },

  async count(q: Queryable, ownerId: number): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shopping_items WHERE user_id = $1',
      [ownerId],
    );
    return row!.n;
  },

  /** A line of the list userId sees; undefined for any other list's. */
  async find(q: Queryable, userId: number, id: number): Promise<ShoppingItemRow | undefined> {
    const [row] = await q.query<ShoppingItemRow>(
      `SELECT ${COLUMNS} FROM shopping_items WHERE id = $1 AND user_id = ${householdOwnerSql('$2')}`,
      [id, userId],
    );
    return row;
  },

  /** One of the user's own recipes (saved or not), or undefined: recipes are never shared. */
  async recipe(
    q: Queryable,
    userId: number,
    recipeId: number,
  ): Promise<ShoppingSourceRecipe | undefined> {
    const [row] = await q.query<ShoppingSourceRecipe>(
      'SELECT id, title, base_servings, ingredients FROM recipes WHERE id = $1 AND user_id = $2',
      [recipeId, userId],
    );
    return row;
  },

  /**
   * The recipe entries of ownerId's plan from `from` to `to` (both included), in the plan's order;
   * in a household's plan they may be any member's recipes.
   */
  async planRecipes(
    q: Queryable,
    ownerId: number,
    from: string,
    to: string,
  ): Promise<PlanSourceRow[]> {
    return q.query<PlanSourceRow>(
      `SELECT p.id AS entry_id, p.servings, r.id, r.title, r.base_servings, r.ingredients,
         (s.entry_id IS NOT NULL) AS added
       FROM plan_entries p
         JOIN recipes r ON r.id = p.recipe_id
         LEFT JOIN shopping_plan_entries s ON s.entry_id = p.id
       WHERE p.user_id = $1 AND p.day BETWEEN $2::date AND $3::date AND p.recipe_id IS NOT NULL
       ORDER BY p.day, ${SLOT_ORDER}, p.position, p.id`,
      [ownerId, from, to],
    );
  },

  /** Remembers plan entries as put on the list. */
  async markEntriesAdded(q: Queryable, ownerId: number, ids: number[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await q.query(
      `INSERT INTO shopping_plan_entries (entry_id, user_id, added_at)
       SELECT id, $1, $3 FROM unnest($2::int[]) AS t(id)
       ON CONFLICT (entry_id) DO NOTHING`,
      [ownerId, ids, at],
    );
  },

  /** Inserts lines in their order in one statement; answers their ids in that order. */
  async insertMany(
    q: Queryable,
    ownerId: number,
    lines: readonly NewShoppingLine[],
    at: Date,
  ): Promise<number[]> {
    if (lines.length === 0) return [];
    const rows = await q.query<{ id: number }>(
      `INSERT INTO shopping_items (user_id, item_key, name, section, measures, recipes, manual, created_at)
       SELECT $1, x.item_key, x.name, x.section, x.measures, x.recipes, x.manual, $3
       FROM ROWS FROM (jsonb_to_recordset($2::jsonb)
         AS (item_key text, name text, section text, measures jsonb, recipes jsonb, manual boolean))
         WITH ORDINALITY AS x(item_key, name, section, measures, recipes, manual, ord)
       ORDER BY x.ord
       RETURNING id`,
      [ownerId, JSON.stringify(lines), at],
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  },

  /** Writes the merged amounts and sources of existing lines in one statement. */
  async updateMerged(
    q: Queryable,
    ownerId: number,
    lines: readonly { id: number; measures: BaseMeasure[]; recipes: ShoppingRecipeRef[] }[],
  ): Promise<void> {
    if (lines.length === 0) return;
    await q.query(
      `UPDATE shopping_items i SET measures = x.measures, recipes = x.recipes
       FROM jsonb_to_recordset($2::jsonb) AS x(id int, measures jsonb, recipes jsonb)
       WHERE i.id = x.id AND i.user_id = $1`,
      [ownerId, JSON.stringify(lines)],
    );
  },

  /** Changes one line of the list userId sees; a field left undefined stays. */
  async update(
    q: Queryable,
    userId: number,
    id: number,
    changes: {
      checkedAt?: Date | null;
      name?: string;
      itemKey?: string;
      section?: ShoppingSection;
      measures?: BaseMeasure[];
    },
  ): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id, userId];
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (changes.checkedAt !== undefined) set('checked_at', changes.checkedAt);
    if (changes.name !== undefined) set('name', changes.name);
    if (changes.itemKey !== undefined) set('item_key', changes.itemKey);
    if (changes.section !== undefined) set('section', changes.section);
    if (changes.measures !== undefined)
      set('measures', JSON.stringify(changes.measures), '::jsonb');
    if (sets.length === 0) return;
    await q.query(
      `UPDATE shopping_items SET ${sets.join(', ')}
       WHERE id = $1 AND user_id = ${householdOwnerSql('$2')}`,
      params,
    );
  },

  /** Deletes one line of the list userId sees; true when there was one. */
  async delete(q: Queryable, userId: number, id: number): Promise<boolean> {
    const rows = await q.query(
      `DELETE FROM shopping_items WHERE id = $1 AND user_id = ${householdOwnerSql('$2')}
       RETURNING id`,
      [id, userId],
    );
    return rows.length > 0;
  },

  async deleteChecked(q: Queryable, userId: number): Promise<void> {
    await q.query(
      `DELETE FROM shopping_items
       WHERE user_id = ${householdOwnerSql('$1')} AND checked_at IS NOT NULL`,
      [userId],
    );
  },

  /** The pantry staples of the list userId sees. */
  async pantry(q: Queryable, userId: number): Promise<string[]> {
    const [row] = await q.query<{ names: string[] }>(
      `SELECT names FROM shopping_pantry WHERE user_id = ${householdOwnerSql('$1')}`,
      [userId],
    );
    return row?.names ?? [];
  },

  async setPantry(q: Queryable, userId: number, names: readonly string[]): Promise<void> {
    await q.query(
      `INSERT INTO shopping_pantry (user_id, names) VALUES (${householdOwnerSql('$1::int')}, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET names = EXCLUDED.names`,
      [userId, JSON.stringify(names)],
    );
  },
};
