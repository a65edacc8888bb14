import type { Recipe, RecipeDetail, RecipeOption } from '#src/api/types';
import type { FileRow, RecipeRow } from '#mocks/db';
import { allergensOf } from './allergens';
import { ingredientDensities } from './densities';
import { foodIllustrationSvg } from './illustration';
import { buildInstructions } from './instructions';
import { SAMPLE_NUTRITION, buildNutrition } from './nutrition';
import { DAY, baseDatePlus } from './time';

export type RecipeOverrides = Partial<RecipeRow>;

/** The file key of a recipe's generated illustration. */
export const illustrationKey = (id: number) => `recipes/${id}/illustration.svg`;

/**
 * A complete, contract-valid recipe row (saved, owned by user 1, with nutrition and ready instructions);
 * deterministic for the same overrides.
 */
export function buildRecipe(overrides: RecipeOverrides = {}): RecipeRow {
  const fields = overrides;
  const id = fields.id ?? 1;
  const row: RecipeRow = {
    id,
    title: 'Chickpea & Spinach Coconut Curry',
    description:
      'A creamy, warming one-pot curry with chickpeas, baby spinach and coconut milk, ready in half an hour.',
    image_url: illustrationKey(id),
    total_time_minutes: 35,
    difficulty: 'easy',
    food_category: 'vegan',
    created_at: baseDatePlus((id - 1) * DAY),
    allergens: [],
    baseServings: 4,
    nutrition: buildNutrition(SAMPLE_NUTRITION),
    ingredients: [
      { quantity: 800, unit: 'g', name: 'cooked chickpeas, drained' },
      { quantity: 400, unit: 'ml', name: 'coconut milk' },
      { quantity: 200, unit: 'g', name: 'baby spinach' },
      { quantity: 1, unit: '', name: 'onion, finely chopped' },
      { quantity: 2, unit: 'tbsp', name: 'red curry paste' },
      { quantity: 0.2, unit: 'tsp', name: 'salt' },
      { quantity: null, unit: '', name: 'fresh coriander, to garnish' },
    ],
    is_saved: true,
    owner_id: 1,
    session_id: null,
    instructions: null,
    instruction_polls_left: 1,
    cooking_method: 'curry',
    ...fields,
  };
  if (!('allergens' in fields)) row.allergens = allergensOf(row.ingredients);
  if (!('instructions' in fields)) {
    row.instructions = buildInstructions({
      title: row.title,
      ingredients: row.ingredients,
      method: row.cooking_method,
    });
  }
  return row;
}

/** The stored SVG illustration behind a recipe's file-key image, or null for URLs and no image. */
export function illustrationFile(row: RecipeRow): FileRow | null {
  if (row.image_url !== illustrationKey(row.id)) return null;
  return {
    key: row.image_url,
    content_type: 'image/svg+xml',
    encoding: 'utf8',
    data: foodIllustrationSvg({ title: row.title, category: row.food_category, seed: row.id }),
  };
}

/** The list-item shape (library, collections). */
export function toRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    total_time_minutes: row.total_time_minutes,
    difficulty: row.difficulty,
    food_category: row.food_category,
    created_at: row.created_at,
    allergens: row.allergens,
    rating: row.rating ?? null,
    note: row.note ?? null,
  };
}

/** The detail shape (recipe view). */
export function toRecipeDetail(row: RecipeRow): RecipeDetail {
  return {
    ...toRecipe(row),
    baseServings: row.baseServings,
    nutrition: row.nutrition,
    ingredients: row.ingredients,
    is_saved: row.is_saved,
    ingredient_densities: ingredientDensities(row.ingredients),
    nutrition_not_counted: row.nutrition_not_counted ?? [],
  };
}

/** The generation-option shape (wizard step 3). */
export function toRecipeOption(row: RecipeRow): RecipeOption {
  const calories = row.nutrition?.calories.amount;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.image_url,
    total_time_minutes: row.total_time_minutes,
    difficulty: row.difficulty,
    calories: calories === undefined ? null : Math.round(calories),
    allergens: row.allergens,
    servings: row.baseServings,
  };
}
