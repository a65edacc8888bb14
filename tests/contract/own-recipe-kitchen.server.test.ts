/**
 * A recipe the cook types in shows the same nutrition, allergens and food category in the mock as on
 * the server: both compute them with the kitchen module (kitchen/recipe-facts.ts, decision record
 * 0039). The mock's computeOwnRecipe is compared with the server's own-recipe path, field by field.
 */
import { describe, expect, it } from 'vitest';
import { computeOwnRecipe as mockOwnRecipe } from '#mocks/factories/own-recipe';
import { computeOwnRecipe as serverOwnRecipe } from '#server/src/features/recipes/recipe-edit-service.ts';
import type { RecipeInput } from '#src/api/types';

const recipe = (
  title: string,
  servings: number,
  lines: [number | null, string, string][],
): RecipeInput => ({
  title,
  description: '',
  image_url: null,
  total_time_minutes: 30,
  difficulty: 'easy',
  servings,
  ingredients: lines.map(([quantity, unit, name]) => ({ quantity, unit, name })),
  steps: [],
});

const RECIPES: RecipeInput[] = [
  recipe('Shortbread', 8, [
    [250, 'g', 'butter'],
    [350, 'g', 'wheat flour'],
    [100, 'g', 'sugar'],
  ]),
  recipe('Satay noodles', 2, [
    [3, 'tbsp', 'peanut butter'],
    [200, 'g', 'rice noodles'],
    [2, 'tbsp', 'soy sauce'],
  ]),
  recipe('Garlic prawns', 4, [
    [400, 'g', 'prawns'],
    [3, '', 'garlic cloves'],
    [2, 'tbsp', 'olive oil'],
  ]),
  recipe('Tofu stir-fry', 3, [
    [400, 'g', 'tofu'],
    [1, '', 'red pepper'],
    [1, 'cup', 'rice'],
    [null, '', 'salt'],
  ]),
  recipe('Mystery', 2, [[1, '', 'zorblax']]),
];

describe('a typed recipe in the mock and on the server (one kitchen module)', () => {
  it.each(RECIPES.map((r) => [r.title, r] as const))('%s: same figures', (_, input) => {
    const mock = mockOwnRecipe(input);
    const server = serverOwnRecipe(input);
    expect(mock.ingredients).toEqual(server.ingredients);
    expect(mock.nutrition).toEqual(server.nutrition);
    expect(mock.allergens).toEqual(server.allergens);
    expect(mock.food_category).toBe(server.foodCategory);
    expect(mock.nutrition_not_counted).toEqual(server.nutritionNotCounted);
  });

  it('computes what the server stores for the allergens named', () => {
    const [shortbread, satay, prawns, tofu, mystery] = RECIPES.map((r) => mockOwnRecipe(r));
    expect(shortbread!.allergens).toEqual(['gluten', 'milk']);
    // Soy sauce is brewed with wheat.
    expect(satay!.allergens).toEqual(['gluten', 'peanut', 'soy']);
    expect(prawns!.allergens).toEqual(['crustacean']);
    expect(prawns!.food_category).toBe('seafood');
    expect(tofu!.allergens).toEqual(['soy']);
    expect(tofu!.food_category).toBe('vegan');
    expect(mystery!.nutrition).toBeNull();
    expect(mystery!.nutrition_not_counted).toEqual(['zorblax']);
  });
});
