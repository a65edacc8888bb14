import type { components } from '#contract/schema.gen.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';
import { LIST_COLUMNS, toRecipe, type RecipeListRow } from './recipe-repository.ts';

type Schemas = components['schemas'];

interface ExportRow extends RecipeListRow {
  base_servings: number;
  ingredients: Schemas['Ingredient'][];
  nutrition: Schemas['Nutrition'] | null;
  is_saved: boolean;
  steps: Schemas['InstructionStep'][] | null;
}

/** A recipe with its steps (empty when none were written yet), as the JSON-LD writer takes it. */
export interface ExportedRecipe {
  detail: Omit<Schemas['RecipeDetail'], 'ingredient_densities'>;
  steps: Schemas['InstructionStep'][];
}

function toExported(row: ExportRow): ExportedRecipe {
  return {
    detail: {
      ...toRecipe(row),
      baseServings: row.base_servings,
      nutrition: row.nutrition,
      ingredients: row.ingredients,
      is_saved: row.is_saved,
    },
    steps: row.steps ?? [],
  };
}

// The steps by a lookup per row, not a join: a merge join read the instructions from the first
// row on for every page, so a page deep in a library cost as much as every page before it.
const EXPORT_SELECT = `SELECT ${LIST_COLUMNS}, r.base_servings, r.ingredients, r.nutrition, r.is_saved,
    (SELECT i.steps FROM instructions i WHERE i.recipe_id = r.id) AS steps
  FROM recipes r`;

/** SQL of JSON-LD export and import: recipes with their steps, read by owner. */
export const exportRepository = {
  /** One recipe of the user (saved or draft) with its steps. */
  async findOne(q: Queryable, userId: number, id: number): Promise<ExportedRecipe | undefined> {
    const [row] = await q.query<ExportRow>(`${EXPORT_SELECT} WHERE r.id = $1 AND r.user_id = $2`, [
      id,
      userId,
    ]);
    return row && toExported(row);
  },

  /** The next `limit` saved recipes after id `afterId`, by id (keyset paging, index of migration 0016). */
  async savedPage(
    q: Queryable,
    userId: number,
    afterId: number,
    limit: number,
  ): Promise<(ExportedRecipe & { id: number })[]> {
    const rows = await q.query<ExportRow>(
      `${EXPORT_SELECT} WHERE r.user_id = $1 AND r.is_saved AND r.id > $2 ORDER BY r.id LIMIT $3`,
      [userId, afterId, limit],
    );
    return rows.map((row) => ({ id: row.id, ...toExported(row) }));
  },

  /** The list items of the user's recipes with these ids, in the order of ids. */
  async summaries(q: Queryable, userId: number, ids: number[]): Promise<Schemas['Recipe'][]> {
    const rows = await q.query<RecipeListRow>(
      `SELECT ${LIST_COLUMNS} FROM recipes r WHERE r.user_id = $1 AND r.id = ANY($2::int[])`,
      [userId, ids],
    );
    const byId = new Map(rows.map((row) => [row.id, toRecipe(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },
};
