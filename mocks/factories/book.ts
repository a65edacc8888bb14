/**
 * The slice of the recipe book the mock serves (mocks/data/book-slice.json): dishes of
 * kitchen/book/dishes rendered by the server's own code (`npm run gen:mock-book`), so stories and
 * the mock e2e show real recipes with their own allergens, nutrition and illustration.
 */
import type {
  Allergen,
  Difficulty,
  FoodCategory,
  Ingredient,
  InstructionStep,
  Nutrition,
  PreferenceDiet,
} from '#src/api/types';
import slice from '#mocks/data/book-slice.json';

/** A dish's text in one language, as the server renders it. */
export interface BookText {
  readonly title: string;
  readonly description: string;
  readonly ingredients: readonly Ingredient[];
  /** Grams per millilitre of the lines the server's catalogue measures, by line name. */
  readonly densities: Readonly<Record<string, number>>;
  readonly steps: readonly InstructionStep[];
}

export interface BookDish {
  readonly id: string;
  readonly cuisine: string;
  readonly course: string;
  readonly tags: readonly string[];
  /** How hot, 0-3. */
  readonly spice: number;
  /** Names and aliases (English and German), normalised as the server matches them. */
  readonly names: readonly string[];
  /** The standing diets the dish as written keeps. */
  readonly diets: readonly PreferenceDiet[];
  readonly baseServings: number;
  readonly total_time_minutes: number;
  readonly difficulty: Difficulty;
  readonly food_category: FoodCategory;
  readonly allergens: readonly Allergen[];
  readonly nutrition: Nutrition;
  readonly en: BookText;
  readonly de: BookText;
  /** The illustration the server draws for it (SVG). */
  readonly illustration: string;
}

export const BOOK_DISHES = slice.dishes as unknown as readonly BookDish[];

const BY_ID = new Map(BOOK_DISHES.map((dish) => [dish.id, dish]));

/** A dish of the slice by its book id; throws for a dish the slice does not carry. */
export function bookDish(id: string): BookDish {
  const dish = BY_ID.get(id);
  if (!dish) throw new Error(`The mock's book slice has no dish ${id} (scripts/gen-mock-book.ts)`);
  return dish;
}

/** The server's text normalisation (contract/text.ts). */
export { normalizeWords as normalize } from '#contract/text';
