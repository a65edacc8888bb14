/**
 * What the kitchen computes from a recipe's ingredient lines, for recipes a cook writes or imports:
 * nutrition per serving from the catalogue (null when no line is known to it), the names it did not
 * know, the allergens and the food category. The server (POST /recipe/create, PUT /recipe/{id}/update)
 * and the mock compute them with this one function, so both show the same figures.
 */
import { recipeAllergens } from './allergens.ts';
import type { Allergen } from './catalogue/allergens.ts';
import type { CatalogueItem } from './catalogue/types.ts';
import type { FoodCategory, Ingredient, Nutrition } from './contract.ts';
import { categoryOfItems } from './food-category.ts';
import { matchName } from './matcher.ts';
import { estimateNutrition } from './nutrition.ts';

export interface RecipeFacts {
  readonly foodCategory: FoodCategory;
  readonly nutrition: Nutrition | null;
  readonly allergens: Allergen[];
  /** Names the catalogue did not know, as written, once each. */
  readonly nutritionNotCounted: string[];
}

export function recipeFacts(ingredients: readonly Ingredient[], servings: number): RecipeFacts {
  const items: CatalogueItem[] = [];
  const notCounted: string[] = [];
  for (const ingredient of ingredients) {
    const item = matchName(ingredient.name);
    if (item) items.push(item);
    else if (!notCounted.includes(ingredient.name)) notCounted.push(ingredient.name);
  }
  return {
    foodCategory: categoryOfItems(items),
    nutrition: items.length > 0 ? estimateNutrition(ingredients, servings).nutrition : null,
    allergens: recipeAllergens(ingredients),
    nutritionNotCounted: notCounted,
  };
}
