/**
 * The template composer's own quality table, plus determinism and timing consistency. The built-in
 * provider answers from the recipe book now (book-engine.test.ts, the cook request table); the
 * composer still fills the OpenAI-compatible provider's gaps and its templates write the
 * instructions of recipes without steps, so its table stays, run against the composer itself.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeRecipes } from '#server/src/ai/composer/compose.ts';
import { generateInstructions } from '#server/src/ai/instructions.ts';
import { checkAnswer } from './support/properties.ts';
import { QUALITY_TABLE } from './support/table.ts';

/** The composer with the provider's call shape. */
const provider = {
  generateRecipes: async (input: Parameters<typeof composeRecipes>[0]) => composeRecipes(input),
  generateInstructions: async (recipe: Parameters<typeof generateInstructions>[0]) =>
    generateInstructions(recipe),
};

describe('template composer quality table', () => {
  it('has at least 40 rows', () => {
    expect(QUALITY_TABLE.length).toBeGreaterThanOrEqual(40);
  });

  for (const row of QUALITY_TABLE) {
    it(row.name, async () => {
      const recipes = await provider.generateRecipes(row.input);
      const steps = await Promise.all(
        recipes.map((recipe) => provider.generateInstructions(recipe)),
      );
      checkAnswer(row, recipes, steps, { strictDifficulty: true });
    });
  }
});

describe('template composer behaviour', () => {
  it('gives the same answer for the same input', async () => {
    for (const row of QUALITY_TABLE.slice(0, 10)) {
      const first = await provider.generateRecipes(row.input);
      const second = await provider.generateRecipes({ ...row.input });
      expect(second).toEqual(first);
    }
  });

  it('draws well-formed standalone SVG illustrations', async () => {
    for (const row of QUALITY_TABLE.slice(0, 12)) {
      for (const recipe of await provider.generateRecipes(row.input)) {
        const meta = await sharp(Buffer.from(recipe.illustrationSvg)).metadata();
        expect(meta.format, recipe.title).toBe('svg');
        expect(meta.width, recipe.title).toBe(512);
      }
    }
  });

  it('varies with the input', async () => {
    const a = await provider.generateRecipes({
      prompt: 'dinner',
      writtenIngredients: 'chicken, broccoli',
      imageIngredients: [],
    });
    const b = await provider.generateRecipes({
      prompt: 'dinner',
      writtenIngredients: 'salmon, asparagus',
      imageIngredients: [],
    });
    expect(a.map((recipe) => recipe.title)).not.toEqual(b.map((recipe) => recipe.title));
  });

  it('follows the dish the prompt asks for', async () => {
    const cases: Array<[string, RegExp]> = [
      ['warming soup', /soup/i],
      ['a curry tonight', /curry/i],
      ['risotto', /risotto/i],
      ['tacos', /tacos|wraps/i],
      ['dessert', /crumble|pancakes|fruit salad/i],
    ];
    for (const [prompt, pattern] of cases) {
      const [first] = await provider.generateRecipes({
        prompt,
        writtenIngredients: '',
        imageIngredients: [],
      });
      expect(first?.title, prompt).toMatch(pattern);
    }
  });

  it('scales the user quantity when it fits the dish', async () => {
    const recipes = await provider.generateRecipes({
      prompt: 'stir fry',
      writtenIngredients: '500 g chicken breast, broccoli',
      imageIngredients: [],
    });
    const chicken = recipes[0]?.ingredients.find((ingredient) => /chicken/.test(ingredient.name));
    expect(chicken).toMatchObject({ quantity: 500, unit: 'g' });
  });

  it('still offers three dishes for ingredients no dish combines', async () => {
    const recipes = await provider.generateRecipes({
      prompt: 'carbs',
      writtenIngredients: 'rice, pasta',
      imageIngredients: [],
    });
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    expect(
      recipes.every((recipe) =>
        recipe.ingredients.some((ingredient) => /rice|pasta/.test(ingredient.name)),
      ),
    ).toBe(true);
  });

  it('writes instructions for recipes it did not compose', () => {
    const steps = generateInstructions({
      title: "Grandma's Sunday Dish",
      description: '',
      baseServings: 4,
      ingredients: [
        { quantity: 800, unit: 'g', name: 'chicken thighs' },
        { quantity: 2, unit: '', name: 'onions' },
        { quantity: 400, unit: 'ml', name: 'coconut milk' },
        { quantity: 2, unit: 'tbsp', name: 'curry powder' },
        { quantity: null, unit: '', name: 'mystery spice blend' },
      ],
      total_time_minutes: 45,
      difficulty: 'medium',
    });
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps.map((step) => step.description).join(' ')).toContain('800 g chicken thighs');
  });

  it('keeps instructions to 4-12 steps even for a bare recipe', () => {
    const steps = generateInstructions({
      title: 'Toast',
      description: '',
      baseServings: 1,
      ingredients: [],
      total_time_minutes: null,
      difficulty: 'easy',
    });
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps.length).toBeLessThanOrEqual(12);
  });
});
