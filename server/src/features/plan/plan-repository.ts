import type { Queryable } from '#server/src/platform/db/database.ts';

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
}

/** The slots in the day's order (SQL sorts by this, not by the names). */
export const SLOT_ORDER = `array_position(ARRAY['breakfast','lunch','dinner','snack'], p.slot)`;

// Positions are answered dense (0, 1, 2, ...) even after a deleted recipe took its entries away.
const COLUMNS = `p.id, p.day::text AS date, p.slot, p.recipe_id,
  r.title AS recipe_title, r.image_url AS recipe_image_url,
  r.total_time_minutes AS recipe_total_time_minutes, p.servings, p.note, p.cooked_at`;

/** SQL for the meal plan; every read and write is scoped to the entry's owner. */
export const planRepository = {
  /** The user's entries from `from` to `to` (days, both included), in the plan's order. */
  async range(q: Queryable, userId: number, from: string, to: string): Promise<PlanEntryRow[]> {
    return q.query<PlanEntryRow>(
      `SELECT ${COLUMNS},
         (row_number() OVER (PARTITION BY p.day, p.slot ORDER BY p.position, p.id))::int - 1 AS position
       FROM plan_entries p LEFT JOIN recipes r ON r.id = p.recipe_id
       WHERE p.user_id = $1 AND p.day BETWEEN $2::date AND $3::date
       ORDER BY p.day, ${SLOT_ORDER}, p.position`,
      [userId, from, to],
    );
  },

  async find(q: Queryable, userId: number, id: number): Promise<PlanEntryRow | undefined> {
    const [row] = await q.query<PlanEntryRow>(
      `SELECT ${COLUMNS},
         (SELECT count(*) FROM plan_entries o WHERE o.user_id = p.user_id AND o.day = p.day
            AND o.slot = p.slot AND (o.position, o.id) < (p.position, p.id))::int AS position
       FROM plan_entries p LEFT JOIN recipes r ON r.id = p.recipe_id
       WHERE p.id = $1 AND p.user_id = $2`,
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

  /** Serialises the user's plan writes (the slot limit and positions are read, then written). */
  async lockUser(q: Queryable, userId: number): Promise<void> {
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  },

  /** The ids of a day's slot in position order. */
  async slotIds(q: Queryable, userId: number, date: string, slot: PlanSlot): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      `SELECT id FROM plan_entries WHERE user_id = $1 AND day = $2::date AND slot = $3
       ORDER BY position, id`,
      [userId, date, slot],
    );
    return rows.map((r) => r.id);
  },

  async insert(
    q: Queryable,
    userId: number,
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
        userId,
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

  /** Puts the given ids of one user in a day's slot at positions 0, 1, 2, ... in their order. */
  async placeAll(
    q: Queryable,
    userId: number,
    date: string,
    slot: PlanSlot,
    ids: number[],
  ): Promise<void> {
    if (ids.length === 0) return;
    await q.query(
      `UPDATE plan_entries p SET day = $2::date, slot = $3, position = t.ord - 1
       FROM unnest($4::int[]) WITH ORDINALITY AS t(id, ord)
       WHERE p.id = t.id AND p.user_id = $1`,
      [userId, date, slot, ids],
    );
  },

  async setServings(q: Queryable, id: number, servings: number): Promise<void> {
    await q.query('UPDATE plan_entries SET servings = $2 WHERE id = $1', [id, servings]);
  },

  async setNote(q: Queryable, id: number, note: string): Promise<void> {
    await q.query('UPDATE plan_entries SET note = $2 WHERE id = $1', [id, note]);
  },

  async delete(q: Queryable, userId: number, id: number): Promise<void> {
    await q.query('DELETE FROM plan_entries WHERE id = $1 AND user_id = $2', [id, userId]);
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
