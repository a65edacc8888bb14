import type { Recipe, RecipeDetail, RecipeOption } from '#src/api/types';
import type { FileRow, RecipeRow } from '#mocks/db';
import { recipeAllergens } from '#kitchen/allergens.ts';
import { ingredientDensities } from '#kitchen/densities.ts';
import { foodIllustrationSvg } from './illustration';
import { buildInstructions } from './instructions';
import { bookDish } from './book';
import { DAY, baseDatePlus } from './time';

export type RecipeOverrides = Partial<RecipeRow>;

/**
 * The file key of a recipe's generated illustration. A draft's key names its dish too: the mock
 * reuses ids after a reset (each story starts afresh), and a browser keeps an image by its URL, so
 * one key must never stand for two pictures.
 */
export const illustrationKey = (id: number, dishId?: string) =>
  dishId ? `recipes/${id}/${dishId}.svg` : `recipes/${id}/illustration.svg`;

/** Whether a recipe's image is the illustration the mock stores for it (not a URL, not another's). */
export const isOwnIllustration = (row: Pick<RecipeRow, 'id' | 'image_url'>) =>
  !!row.image_url &&
  row.image_url.startsWith(`recipes/${row.id}/`) &&
  row.image_url.endsWith('.svg');

/**
 * A complete, contract-valid recipe row (saved, owned by user 1, with nutrition and ready instructions);
 * deterministic for the same overrides.
 */
export function buildRecipe(overrides: RecipeOverrides = {}): RecipeRow {
  const fields = overrides;
  const id = fields.id ?? 1;
  const row: RecipeRow = {
    id,
    ...fromBook(DEFAULT_DISH),
    image_url: illustrationKey(id),
    created_at: baseDatePlus((id - 1) * DAY),
    is_saved: true,
    owner_id: 1,
    session_id: null,
    instruction_polls_left: 1,
    ...fields,
  };
  if (!('allergens' in fields) && !row.book) row.allergens = recipeAllergens(row.ingredients);
  if (!('instructions' in fields) && !row.book) {
    row.instructions = buildInstructions({
      title: row.title,
      ingredients: row.ingredients,
      method: row.cooking_method,
    });
  }
  return row;
}

/** The dish buildRecipe makes unless told otherwise (a vegan curry of the book). */
export const DEFAULT_DISH = 'chickpea-and-spinach-curry';

/**
 * A recipe's fields as the book's dish (mocks/data/book-slice.json) in a language: title,
 * description, time, difficulty, category, allergens, servings, nutrition, ingredients and steps.
 */
export function fromBook(
  dishId: string,
  language: 'en' | 'de' = 'en',
): Pick<
  RecipeRow,
  | 'title'
  | 'description'
  | 'total_time_minutes'
  | 'difficulty'
  | 'food_category'
  | 'allergens'
  | 'baseServings'
  | 'nutrition'
  | 'ingredients'
  | 'instructions'
  | 'cooking_method'
  | 'book'
> {
  const dish = bookDish(dishId);
  const text = dish[language];
  return {
    title: text.title,
    description: text.description,
    total_time_minutes: dish.total_time_minutes,
    difficulty: dish.difficulty,
    food_category: dish.food_category,
    allergens: [...dish.allergens],
    baseServings: dish.baseServings,
    nutrition: dish.nutrition,
    ingredients: text.ingredients.map((line) => ({ ...line })),
    instructions: text.steps.map((step) => ({ ...step })),
    cooking_method: 'pan',
    book: { id: dish.id, language },
  };
}

/** The stored SVG illustration behind a recipe's file-key image, or null for URLs and no image. */
export function illustrationFile(row: RecipeRow): FileRow | null {
  if (!isOwnIllustration(row)) return null;
  return {
    key: row.image_url!,
    content_type: 'image/svg+xml',
    encoding: 'utf8',
    // A dish of the book shows the picture the server draws for it.
    data: row.book
      ? bookDish(row.book.id).illustration
      : foodIllustrationSvg({ title: row.title, category: row.food_category, seed: row.id }),
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

/**
 * `ingredient_densities`: the server's for the lines of a book dish (from the slice), the kitchen's
 * (the same catalogue the server reads) for lines a cook wrote or changed.
 */
function densitiesOf(row: RecipeRow): Record<string, number> {
  const book = row.book ? bookDish(row.book.id)[row.book.language].densities : {};
  const densities: Record<string, number> = {};
  const own = ingredientDensities(row.ingredients);
  for (const { name } of row.ingredients) {
    const density = row.book && name in book ? book[name] : own[name];
    if (density !== undefined) densities[name] = density;
  }
  return densities;
}

/** The detail shape (recipe view). */
export function toRecipeDetail(row: RecipeRow): RecipeDetail {
  return {
    ...toRecipe(row),
    baseServings: row.baseServings,
    nutrition: row.nutrition,
    ingredients: row.ingredients,
    is_saved: row.is_saved,
    ingredient_densities: densitiesOf(row),
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
