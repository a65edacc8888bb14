import type { RecipeOption } from '#src/api/types';
import { bookDish } from '#mocks/factories';

/** A generation option as the mock answers it: a dish of the recipe book (mocks/data/book-slice.json). */
function option(id: number, dishId: string, image_url: string | null): RecipeOption {
  const dish = bookDish(dishId);
  return {
    id,
    title: dish.en.title,
    description: dish.en.description,
    image_url,
    total_time_minutes: dish.total_time_minutes,
    difficulty: dish.difficulty,
    calories: Math.round(dish.nutrition.calories.amount),
    allergens: [...dish.allergens],
  };
}

/**
 * Three generated options, dishes of the book; the first two use the illustrations the mock serves
 * for the library's same dishes (recipes 1 and 6), the third has none.
 */
export const OPTIONS: RecipeOption[] = [
  option(101, 'chickpea-and-spinach-curry', 'recipes/1/illustration.svg'),
  option(102, 'honey-garlic-salmon', 'recipes/6/illustration.svg'),
  option(103, 'quinoa-salad', null),
];

/**
 * Four options, as the engine gives with three or more ingredients: a 2x2 grid, none alone. The
 * fourth has no calories counted (and the paella of the book has none of the common allergens).
 */
export const FOUR_OPTIONS: RecipeOption[] = [
  ...OPTIONS,
  { ...option(104, 'paella-valenciana', 'recipes/8/illustration.svg'), calories: null },
];

/** A tiny valid PNG (1x1), for upload interactions. */
export function pngFile(name = 'fridge.png') {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
