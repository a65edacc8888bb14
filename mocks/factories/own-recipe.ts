/**
 * What the mock computes for a recipe the cook wrote (POST /recipe/create, PUT /recipe/{id}/update):
 * the server's own computation (kitchen/recipe-facts.ts over the shared catalogue), so nutrition,
 * "not counted" names, allergens and the food category are the server's, figure for figure.
 */
import type { Allergen, FoodCategory, Ingredient, Nutrition, RecipeInput } from '#src/api/types';
import { recipeFacts } from '#kitchen/recipe-facts.ts';

export interface OwnRecipeFields {
  ingredients: Ingredient[];
  nutrition: Nutrition | null;
  nutrition_not_counted: string[];
  allergens: Allergen[];
  food_category: FoodCategory;
}

/** Nutrition per serving (null when no line is known), the unknown names, allergens and category. */
export function computeOwnRecipe(input: RecipeInput): OwnRecipeFields {
  const ingredients = input.ingredients.map((line) => ({
    quantity: line.quantity,
    unit: line.unit.trim(),
    name: line.name.trim(),
  }));
  const facts = recipeFacts(ingredients, input.servings);
  return {
    ingredients,
    nutrition: facts.nutrition,
    nutrition_not_counted: facts.nutritionNotCounted,
    allergens: facts.allergens,
    food_category: facts.foodCategory,
  };
}
