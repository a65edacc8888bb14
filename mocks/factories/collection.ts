import type { Collection, CollectionDetail } from '#src/api/types';
import type { CollectionRow, RecipeRow } from '#mocks/db';
import { toRecipe } from './recipe';
import { DAY, baseDatePlus } from './time';

/** A complete collection row (owned by user 1, empty unless recipe_ids are given). */
export function buildCollection(overrides: Partial<CollectionRow> = {}): CollectionRow {
  const id = overrides.id ?? 1;
  return {
    id,
    owner_id: 1,
    name: `Collection ${id}`,
    description: null,
    created_at: baseDatePlus(id * DAY),
    recipe_ids: [],
    ...overrides,
  };
}

/** The recipes of a collection in its order, skipping ids that no longer exist. */
function recipesOf(row: CollectionRow, recipes: ReadonlyMap<number, RecipeRow>): RecipeRow[] {
  return row.recipe_ids.flatMap((id) => {
    const recipe = recipes.get(id);
    return recipe ? [recipe] : [];
  });
}

/** The list shape: count plus up to 4 preview images for the collage. */
export function toCollection(
  row: CollectionRow,
  recipes: ReadonlyMap<number, RecipeRow>,
): Collection {
  const members = recipesOf(row, recipes);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    recipe_count: members.length,
    preview_image_urls: members.flatMap((r) => (r.image_url ? [r.image_url] : [])).slice(0, 4),
  };
}

/** The single-collection shape with recipe ids and recipes. */
export function toCollectionDetail(
  row: CollectionRow,
  recipes: ReadonlyMap<number, RecipeRow>,
): CollectionDetail {
  const members = recipesOf(row, recipes);
  return {
    ...toCollection(row, recipes),
    recipe_ids: members.map((r) => r.id),
    recipes: members.map(toRecipe),
  };
}
