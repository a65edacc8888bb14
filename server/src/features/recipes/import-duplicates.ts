/**
 * The duplicate rule of archive imports (decision 0040): two recipes are the same when their titles
 * and their ingredient lines are, compared without case, spacing and punctuation. Lines are compared
 * as parsed (quantity, unit, name), so "1/2 cup flour" in an archive matches the library's stored
 * { quantity: 0.5, unit: 'cup', name: 'flour' }; their order counts. Keys are computed once per
 * recipe and looked up in a Map: an archive of n recipes against a library of m costs O(n + m).
 */
import type { components } from '#contract/schema.gen.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';

type Ingredient = components['schemas']['Ingredient'];

/** Lower case, compatibility-folded, letters and digits only (the mock's rule too). */
export function normalised(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The recipe's duplicate key. */
export function duplicateKey(title: string, ingredients: readonly Ingredient[]): string {
  const lines = ingredients.map(
    (i) =>
      // The quantity as a number apart: "1.5 cup" and "15 cup" must differ.
      `${i.quantity ? String(i.quantity) : ''}|${normalised(`${i.unit} ${i.name}`)}`,
  );
  return [normalised(title), ...lines].join('\n');
}

/** Saved recipes read per query while keying the library. */
const PAGE = 500;

/** The user's saved recipes by duplicate key (the oldest of equal ones), a page at a time. */
export async function libraryKeys(q: Queryable, userId: number): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  for (let after = 0; ;) {
    const rows = await q.query<{ id: number; title: string; ingredients: Ingredient[] }>(
      `SELECT id, title, ingredients FROM recipes
       WHERE user_id = $1 AND is_saved AND id > $2 ORDER BY id LIMIT ${PAGE}`,
      [userId, after],
    );
    for (const row of rows) {
      const key = duplicateKey(row.title, row.ingredients);
      if (!keys.has(key)) keys.set(key, row.id);
    }
    if (rows.length < PAGE) return keys;
    after = rows.at(-1)!.id;
  }
}
