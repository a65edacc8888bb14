/** The guard on hand-written recipes: substitution, dropping, rejection, goals and allergens. */
import { describe, expect, it } from 'vitest';
import { recipeAllergens, textAllergens } from '#kitchen/allergens.ts';
import { guardRecipe } from '#server/src/ai/guard.ts';
import { readRequest } from '#server/src/ai/intent/request.ts';
import { estimateNutrition } from '#kitchen/nutrition.ts';
import type { ComposedRecipe } from '#server/src/ai/provider.ts';

function recipe(title: string, lines: Array<[number | null, string, string]>): ComposedRecipe {
  const ingredients = lines.map(([quantity, unit, name]) => ({ quantity, unit, name }));
  return {
    title,
    description: title,
    illustrationSvg: '',
    baseServings: 4,
    ingredients,
    difficulty: 'easy',
    total_time_minutes: 30,
    food_category: 'chicken',
    nutrition: estimateNutrition(ingredients, 4).nutrition,
  };
}

const request = (prompt: string) =>
  readRequest({ prompt, writtenIngredients: '', imageIngredients: [] });

const stirFry = recipe('Chicken Stir-Fry with Peanuts', [
  [600, 'g', 'chicken breast'],
  [300, 'g', 'broccoli'],
  [60, 'g', 'peanuts'],
  [3, 'tbsp', 'soy sauce'],
  [2, 'cloves', 'garlic'],
]);

describe('guard', () => {
  it('swaps an allergen for a safe stand-in, in the list and the title', () => {
    const { recipe: kept } = guardRecipe(stirFry, request('peanut allergy'));
    expect(kept?.title).toBe('Chicken Stir-Fry with Sunflower Seeds');
    expect(kept?.ingredients.map((line) => line.name)).toContain('sunflower seed');
    expect(kept?.allergens).toEqual(['gluten', 'soy']);
  });

  it('swaps soy sauce for tamari when gluten is out, and coconut aminos when soy is out too', () => {
    const gluten = guardRecipe(stirFry, request('gluten-free')).recipe;
    expect(gluten?.ingredients.map((line) => line.name)).toContain('tamari');
    const both = guardRecipe(stirFry, request('no gluten, no soy')).recipe;
    expect(both?.ingredients.map((line) => line.name)).toContain('coconut aminos');
  });

  it('drops a minor ingredient with no stand-in, and rejects a main one', () => {
    const dropped = guardRecipe(stirFry, request('I hate garlic')).recipe;
    expect(dropped?.ingredients.map((line) => line.name)).not.toContain('garlic');
    expect(guardRecipe(stirFry, request('vegan')).recipe).toBeUndefined();
  });

  it('rejects a recipe whose text still names an excluded food', () => {
    const satay = recipe('Chicken Satay', [
      [600, 'g', 'chicken breast'],
      [2, 'tbsp', 'vegetable oil'],
    ]);
    expect(guardRecipe(satay, request('peanut allergy')).recipe).toBeUndefined();
  });

  it('checks goals on computed nutrition', () => {
    const fruit = recipe('Fruit Salad', [
      [400, 'g', 'strawberries'],
      [2, '', 'bananas'],
    ]);
    fruit.nutrition.protein.amount = 30;
    expect(guardRecipe(fruit, request('high-protein')).recipe).toBeUndefined();
    expect(guardRecipe(stirFry, request('high-protein')).recipe).toBeDefined();
    expect(guardRecipe(fruit, request('low-carb')).recipe).toBeUndefined();
  });

  it('names the allergens of a list, and reads free-from products', () => {
    expect(
      recipeAllergens([
        { quantity: 1, unit: '', name: 'egg' },
        { quantity: 100, unit: 'ml', name: 'oat milk' },
        { quantity: 100, unit: 'g', name: 'gluten-free pasta' },
        { quantity: 1, unit: 'tbsp', name: 'panko crumbs' },
      ]),
    ).toEqual(['gluten', 'egg']);
    expect([...textAllergens('Roast Eggplant with Butternut Squash')]).toEqual([]);
    expect(textAllergens('prawn crackers')).toEqual(new Set(['gluten', 'crustacean']));
  });
});
