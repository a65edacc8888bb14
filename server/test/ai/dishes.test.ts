/** The dish registry: size, cuisines, and the asked-for dish honoured by at least 3 options. */
import { describe, expect, it } from 'vitest';
import { composeRecipes } from '#server/src/ai/composer/compose.ts';
import { DISHES, TEMPLATE_BY_ID } from '#server/src/ai/composer/dishes/index.ts';
import { detectTemplate } from '#server/src/ai/instructions.ts';
import { linesFromIngredients } from '#server/src/ai/composer/lines.ts';

/** A dish's own cuisine: the one it suits best. */
function mainCuisine(cuisines: Partial<Record<string, number>>): string {
  return Object.entries(cuisines).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))[0]?.[0] ?? 'none';
}

describe('dish registry', () => {
  it('holds at least 45 dishes across at least 10 cuisines', () => {
    expect(DISHES.length).toBeGreaterThanOrEqual(45);
    const cuisines = new Set(DISHES.map((dish) => mainCuisine(dish.template.cuisines)));
    expect(cuisines.size).toBeGreaterThanOrEqual(10);
    expect(new Set(DISHES.map((dish) => dish.template.id)).size).toBe(DISHES.length);
  });

  const asked: Array<[string, string]> = [
    ['tacos', 'tortilla'],
    ['a burrito for dinner', 'tortilla'],
    ['pizza margherita', 'pizza'],
    ['bread', 'bread'],
    ['chocolate cake', 'cake'],
    ['vegan birthday cake', 'cake'],
    ['vegetarian lasagna', 'baked-pasta'],
    ['sushi bowl', 'bowl'],
    ['ramen', 'soup'],
    ['dal', 'curry'],
    ['shakshuka', 'egg'],
    ['omelette', 'egg'],
    ['Ich möchte eine Suppe', 'soup'],
    ['brownies', 'cake'],
    ['fried rice', 'stir-fry'],
    ['goulash', 'stew'],
    ['greek salad', 'salad'],
  ];
  for (const [prompt, family] of asked) {
    it(`answers "${prompt}" with at least 3 options of its family`, () => {
      const recipes = composeRecipes({ prompt, writtenIngredients: '', imageIngredients: [] });
      const families = recipes.map((recipe) => {
        const id = detectTemplate(recipe.title, linesFromIngredients(recipe.ingredients));
        return TEMPLATE_BY_ID.get(id)?.family;
      });
      expect(
        families.filter((found) => found === family).length,
        recipes.map((r) => r.title).join(' | '),
      ).toBeGreaterThanOrEqual(3);
    });
  }
});
