import type { components } from '#contract/schema.gen.ts';
import { matchName } from './matcher.ts';

type Ingredient = components['schemas']['Ingredient'];

/** Names already looked up (the catalogue never changes while the process runs); bounded. */
const known = new Map<string, number | null>();
const MAX_REMEMBERED = 5000;

/** The catalogue's measured density (g per ml) of an ingredient name, or null when it has none. */
export function densityOf(name: string): number | null {
  const cached = known.get(name);
  if (cached !== undefined) return cached;
  const item = matchName(name);
  const density = item?.densityKnown ? item.density : null;
  if (known.size >= MAX_REMEMBERED) known.clear();
  known.set(name, density);
  return density;
}

/**
 * `RecipeDetail.ingredient_densities`: grams per millilitre for the recipe's ingredients whose
 * catalogue item has a measured density (decision record 0028), keyed by the name as written.
 * The client turns grams into cups with it; ingredients without one are shown by weight.
 */
export function ingredientDensities(ingredients: readonly Ingredient[]): Record<string, number> {
  const densities: Record<string, number> = {};
  for (const ingredient of ingredients) {
    const density = densityOf(ingredient.name);
    if (density !== null && density > 0) densities[ingredient.name] = density;
  }
  return densities;
}
