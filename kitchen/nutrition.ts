/**
 * Nutrition per serving computed from a recipe's ingredient list and the catalogue's
 * per-100 g values, with % daily values from the FDA references in contract.ts.
 */
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { NUTRIENTS, type Ingredient, type NutrientKey, type Nutrition } from './contract.ts';
import { matchName } from './matcher.ts';
import { servingGrams, toGrams } from './units.ts';

/** Raw nutrient amounts, before rounding and %DV. */
export type NutrientTotals = Record<NutrientKey, number>;

export interface NutritionEstimate {
  readonly nutrition: Nutrition;
  /** Share of ingredient lines that matched the catalogue (0-1): how far to trust the figures. */
  readonly coverage: number;
}

function emptyTotals(): NutrientTotals {
  return Object.fromEntries(NUTRIENTS.map((def) => [def.key, 0])) as NutrientTotals;
}

/** Grams an ingredient line stands for; a line without a quantity counts as a light seasoning. */
export function ingredientGrams(item: CatalogueItem, ingredient: Ingredient): number {
  if (ingredient.quantity === null || !(ingredient.quantity > 0)) {
    return Math.min(servingGrams(item), 2);
  }
  return toGrams(item, ingredient.quantity, ingredient.unit.trim().toLowerCase());
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Builds the contract's Nutrition object from per-serving totals. */
export function toNutrition(totals: NutrientTotals): Nutrition {
  const entries = NUTRIENTS.map((def) => {
    const amount = round(Math.max(0, totals[def.key]), def.decimals);
    const value =
      def.dailyValue === null
        ? { amount, unit: def.unit }
        : {
            amount,
            unit: def.unit,
            dv: Math.round((Math.max(0, totals[def.key]) / def.dailyValue) * 100),
          };
    return [def.key, value];
  });
  return Object.fromEntries(entries) as Nutrition;
}

/**
 * Nutrition per serving for a list of ingredients covering `servings` servings. Lines whose
 * name is not in the catalogue are left out and lower the coverage.
 */
export function estimateNutrition(
  ingredients: readonly Ingredient[],
  servings: number,
): NutritionEstimate {
  const parts: ItemWeight[] = [];
  for (const ingredient of ingredients) {
    const item = matchName(ingredient.name);
    if (item) parts.push({ item, grams: ingredientGrams(item, ingredient) });
  }
  return {
    nutrition: nutritionOfItems(parts, servings),
    coverage: ingredients.length === 0 ? 0 : parts.length / ingredients.length,
  };
}

/** A catalogue item and the grams of it a recipe uses. */
export interface ItemWeight {
  readonly item: CatalogueItem;
  readonly grams: number;
}

/**
 * Nutrition per serving of weighed catalogue items covering `servings` servings: for callers that
 * know their items (the recipe book names catalogue ids) and need no name matching.
 */
export function nutritionOfItems(parts: readonly ItemWeight[], servings: number): Nutrition {
  const totals = emptyTotals();
  for (const { item, grams } of parts) {
    for (const def of NUTRIENTS) totals[def.key] += (item.per100g[def.column] ?? 0) * (grams / 100);
  }
  const perServing = Math.max(1, servings);
  for (const def of NUTRIENTS) totals[def.key] /= perServing;
  return toNutrition(totals);
}
