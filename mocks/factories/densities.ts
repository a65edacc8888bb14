import type { Ingredient } from '#src/api/types';

/**
 * Grams per millilitre by ingredient word, a small stand-in for the server catalogue's measured
 * densities (same values for the names the mock's recipes use). First match wins; names that match
 * none (meat, vegetables by the piece, butter) have no density and stay by weight, as on the server.
 */
const DENSITIES: [RegExp, number][] = [
  [/coconut milk/, 1.01],
  [/buttermilk|\bmilk\b/, 1.03],
  [/flour/, 0.53],
  [/icing sugar|caster sugar|palm sugar|\bsugar\b/, 0.85],
  [/arborio rice/, 0.8],
  [/paella rice/, 0.78],
  [/quinoa/, 0.72],
  [/chickpeas/, 0.65],
  [/black beans/, 0.7],
  [/baby spinach/, 0.13],
  [/baking powder|baking soda/, 0.9],
  [/\bstock\b/, 1],
  [/olive oil|vegetable oil|sesame oil/, 0.91],
  [/red wine|white wine/, 0.99],
  [/honey/, 1.42],
  [/maple syrup/, 1.32],
  [/soy sauce/, 1.07],
  [/fish sauce/, 1.2],
  [/\bsalt\b/, 1.2],
  [/black pepper|smoked paprika/, 0.46],
  [/cayenne|chilli flakes/, 0.36],
  [/ground cumin|ground cloves/, 0.42],
  [/dried thyme|saffron/, 0.2],
  [/parmesan/, 0.4],
  [/sesame seeds/, 0.6],
];

/** `RecipeDetail.ingredient_densities` as the server gives it, for the names this table knows. */
export function ingredientDensities(ingredients: readonly Ingredient[]): Record<string, number> {
  const densities: Record<string, number> = {};
  for (const ingredient of ingredients) {
    const name = ingredient.name.toLowerCase();
    const found = DENSITIES.find(([pattern]) => pattern.test(name));
    if (found) densities[ingredient.name] = found[1];
  }
  return densities;
}
