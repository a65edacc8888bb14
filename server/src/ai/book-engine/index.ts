/**
 * The built-in provider's recipe engine: the request answered from the recipe book
 * (`answerFromBook`), each option turned into the provider's recipe shape with the book's own
 * steps and an illustration.
 */
import { drawIllustration } from '#server/src/ai/composer/illustration.ts';
import type { Vessel } from '#server/src/ai/composer/dish.ts';
import type { ComposedRecipe, GeneratedRecipes, GenerationInput } from '#server/src/ai/provider.ts';
import type { Course } from '#kitchen/book/dish.ts';
import type { RenderedRecipe } from '#kitchen/book/render.ts';
import { answerFromBook } from './answer.ts';
import { theBook, type BookIndex } from './book.ts';

export { answerFromBook, type BookAnswer } from './answer.ts';
export { theBook } from './book.ts';

const VESSELS: Readonly<Record<Course, Vessel>> = {
  breakfast: 'plate',
  main: 'plate',
  side: 'dish',
  soup: 'bowl',
  salad: 'bowl',
  starter: 'board',
  snack: 'board',
  dessert: 'dish',
  baking: 'tray',
  drink: 'bowl',
  sauce: 'bowl',
};
const COLD_COURSES = new Set<Course>(['salad', 'dessert', 'drink', 'sauce']);

/** A rendered book recipe as the provider's option. */
export function toComposed(recipe: RenderedRecipe, book: BookIndex): ComposedRecipe {
  const items = [...recipe.lines]
    .sort((a, b) => b.grams - a.grams)
    .map((line) => book.item(line.item));
  return {
    title: recipe.title,
    description: recipe.description,
    illustrationSvg: drawIllustration({
      title: recipe.title,
      vessel: VESSELS[recipe.course],
      items,
      hot: !COLD_COURSES.has(recipe.course),
    }),
    baseServings: recipe.baseServings,
    ingredients: recipe.ingredients,
    difficulty: recipe.difficulty,
    total_time_minutes: recipe.total_time_minutes,
    food_category: recipe.food_category,
    nutrition: recipe.nutrition,
    allergens: recipe.allergens,
    steps: recipe.steps,
  };
}

/** `AiProvider.generateRecipes` of the built-in provider. */
export function generateFromBook(
  input: GenerationInput,
  book: BookIndex = theBook(),
): GeneratedRecipes {
  const answer = answerFromBook(input, book);
  const recipes = answer.recipes.map((recipe) => toComposed(recipe, book));
  return Object.assign(recipes, { notice: answer.notice });
}
