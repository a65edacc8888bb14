import type { Queryable } from '#server/src/platform/db/database.ts';
import { householdOwnerSql } from '#server/src/features/household/household-repository.ts';

export type PlanSlot = 'breakfast' | 'lunch' | 'dinner' | 'snack';

export interface PlanEntryRow {
  id: number;
  date: string;
  slot: PlanSlot;
  position: number;
  recipe_id: number | null;
  recipe_title: string | null;
  recipe_image_url: string | null;
  recipe_total_time_minutes: number | null;
  servings: number | null;
  note: string | null;
  cooked_at: Date | null;
  /** The recipe's owner: the cooked log is theirs. */
  recipe_user_id: number | null;
  /** The recipe owner's username when it is not the reader's recipe (a shared plan). */
  recipe_shared_by: string | null;
}

/** A planned recipe as GET /plan/{entryId}/recipe reads it. */
export interface PlannedRecipeRow {
  recipe_id: number;
  owner_id: number;
  /** The entry's servings. */
  servings: number;
  /** The owner's username when it is not the reader's recipe. */
  owner: string | null;
}

/** The slots in the day's order (SQL sorts by this, not by the names). */
export const SLOT_ORDER = `array_position(ARRAY['breakfast','lunch','dinner','snack'], p.slot)`;

// Positions are answered dense (0, 1, 2, ...) even after a deleted recipe took its entries away.
// `reader` is the placeholder of the reading user: another member's recipe names its owner.
const columns = (reader: string) => `p.id, p.day::text AS date, p.slot, p.recipe_id,
  r.title AS recipe_title, r.image_url AS recipe_image_url,
  r.total_time_minutes AS recipe_total_time_minutes, p.servings, p.note, p.cooked_at,
  r.user_id AS recipe_user_id,
  CASE WHEN r.user_id <> ${reader} THEN (SELECT username FROM users WHERE id = r.user_id)
  END AS recipe_shared_by`;

/**
 * SQL for the meal plan; every read and write is scoped to the plan's owner. A user who is a member
 * of a household works on its owner's plan: the reads and lookups by id take the acting user and
 * resolve the owner in the same statement (householdOwnerSql); the writes take the owner lockOwner
 * found.
 */
export const planRepository = {
  /** The entries of the plan userId sees from `from` to `to` (days, both included), in the plan's order. */
  async range(q: Queryable, userId: number, from: string, to: string): Promise<PlanEntryRow[]> {
    return q.query<PlanEntryRow>(
      `SELECT ${columns('$1')},
         (row_number() OVER (PARTITION BY p.day, p.slot ORDER BY p.position, p.id))::int - 1 AS position
       FROM plan_entries p LEFT JOIN recipes r ON r.id = p.recipe_id
       WHERE p.user_id = ${householdOwnerSql('$1')} AND p.day BETWEEN $2::date AND $3::date
       ORDER BY p.day, ${SLOT_ORDER}, p.position`,
      [userId, from, to],
    );
  },

  /** An entry of the plan userId sees; undefined for any other plan's. */
  async find(q: Queryable, userId: number, id: number): Promise<PlanEntryRow | undefined> {
    const [row] = await q.query<PlanEntryRow>(
      `SELECT ${columns('$2')},
         (SELECT count(*) FROM plan_entries o WHERE o.user_id = p.user_id AND o.day = p.day
            AND o.slot = p.slot AND (o.position, o.id) < (p.position, p.id))::int AS position
       FROM plan_entries p LEFT JOIN recipes r ON r.id = p.recipe_id
       WHERE p.id = $1 AND p.user_id = ${householdOwnerSql('$2')}`,
      [id, userId],
    );
    return row;
  },

  /**
   * The recipe of an entry of the plan userId sees, when its owner cooks in that plan's household
   * (a member who left takes their recipes with them, even where their entries stay).
   */
  async plannedRecipe(
    q: Queryable,
    userId: number,
    id: number,
  ): Promise<PlannedRecipeRow | undefined> {
    const [row] = await q.query<PlannedRecipeRow>(
      `SELECT r.id AS recipe_id, r.user_id AS owner_id, p.servings,
         CASE WHEN r.user_id <> $2 THEN (SELECT username FROM users WHERE id = r.user_id) END AS owner
       FROM plan_entries p JOIN recipes r ON r.id = p.recipe_id
       WHERE p.id = $1 AND p.user_id = ${householdOwnerSql('$2')}
         AND ${householdOwnerSql('r.user_id')} = p.user_id`,
      [id, userId],
    );
    return row;
  },

  /** The recipe's own servings when it is the user's recipe. */
  async recipeServings(
    q: Queryable,
    userId: number,
    recipeId: number,
  ): Promise<number | undefined> {
    const [row] = await q.query<{ base_servings: number }>(
      'SELECT base_servings FROM recipes WHERE id = $1 AND user_id = $2',
      [recipeId, userId],
    );
    return row?.base_servings;
  },

  /**
   * Serialises the writes to the plan userId sees (the slot limit and positions are read, then
   * written), by every member of its household; answers the plan's owner.
   */
  async lockOwner(q: Queryable, userId: number): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `SELECT id FROM users WHERE id = ${householdOwnerSql('$1::int')} FOR UPDATE`,
      [userId],
    );
    return row!.id;
  },

  /** The ids of a day's slot of ownerId's plan in position order. */
  async slotIds(q: Queryable, ownerId: number, date: string, slot: PlanSlot): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      `SELECT id FROM plan_entries WHERE user_id = $1 AND day = $2::date AND slot = $3
       ORDER BY position, id`,
      [ownerId, date, slot],
    );
    return rows.map((r) => r.id);
  },

  async insert(
    q: Queryable,
    ownerId: number,
    entry: {
      date: string;
      slot: PlanSlot;
      position: number;
      recipeId: number | null;
      servings: number | null;
      note: string | null;
    },
    at: Date,
  ): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO plan_entries (user_id, day, slot, position, recipe_id, servings, note, created_at)
       VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        ownerId,
        entry.date,
        entry.slot,
        entry.position,
        entry.recipeId,
        entry.servings,
        entry.note,
        at,
      ],
    );
    return row!.id;
  },

  /** Puts the given ids of ownerId's plan in a day's slot at positions 0, 1, 2, ... in their order. */
  async placeAll(
    q: Queryable,
    ownerId: number,
    date: string,
    slot: PlanSlot,
    ids: number[],
  ): Promise<void> {
    if (ids.length === 0) return;
    await q.query(
      `UPDATE plan_entries p SET day = $2::date, slot = $3, position = t.ord - 1
       FROM unnest($4::int[]) WITH ORDINALITY AS t(id, ord)
       WHERE p.id = t.id AND p.user_id = $1`,
      [ownerId, date, slot, ids],
    );
  },

  async setServings(q: Queryable, id: number, servings: number): Promise<void> {
    await q.query('UPDATE plan_entries SET servings = $2 WHERE id = $1', [id, servings]);
  },

  async setNote(q: Queryable, id: number, note: string): Promise<void> {
    await q.query('UPDATE plan_entries SET note = $2 WHERE id = $1', [id, note]);
  },

  async delete(q: Queryable, ownerId: number, id: number): Promise<void> {
    await q.query('DELETE FROM plan_entries WHERE id = $1 AND user_id = $2', [id, ownerId]);
  },

  /** Sets cooked_at unless it is set; true when this call set it. */
  async markCooked(q: Queryable, id: number, at: Date): Promise<boolean> {
    const rows = await q.query(
      'UPDATE plan_entries SET cooked_at = $2 WHERE id = $1 AND cooked_at IS NULL RETURNING id',
      [id, at],
    );
    return rows.length > 0;
  },
};
