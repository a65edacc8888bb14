import { describe, expect, it } from 'vitest';
import type { components } from '#contract/schema.gen.ts';
import { extractRecipe } from '#contract/recipe-jsonld.ts';
import { isoDuration, recipeToJsonLd } from '#contract/recipe-to-jsonld.ts';

type RecipeDetail = components['schemas']['RecipeDetail'];

const recipe: RecipeDetail = {
  id: 7,
  title: 'Chickpea Curry',
  description: 'Creamy and quick.',
  image_url: 'recipes/3/abc.svg',
  total_time_minutes: 95,
  difficulty: 'easy',
  food_category: 'vegan',
  created_at: '2026-01-01T00:00:00Z',
  allergens: [],
  rating: 5,
  note: 'Only for me: less salt',
  baseServings: 2,
  nutrition: null,
  ingredients: [
    { quantity: 400, unit: 'g', name: 'chickpeas' },
    { quantity: 0.5, unit: '', name: 'onion' },
    { quantity: null, unit: '', name: 'salt' },
  ],
  is_saved: true,
  ingredient_densities: {},
};

describe('recipeToJsonLd', () => {
  it("never writes the owner's private rating or note (the share page uses the same writer)", () => {
    const text = JSON.stringify(recipeToJsonLd(recipe, [], 'https://sous.example/s/abc'));
    expect(text).not.toContain('Only for me');
    expect(text).not.toMatch(/rating/i);
  });

  it('writes name, yield, time, ingredients as written and steps as HowToStep', () => {
    const ld = recipeToJsonLd(
      recipe,
      [
        {
          heading: 'Simmer',
          description: 'Simmer 10 minutes.',
          animation: 'simmering.json',
          timer: 600,
        },
      ],
      'https://sous.example/s/abc',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Chickpea Curry',
      description: 'Creamy and quick.',
      url: 'https://sous.example/s/abc',
      totalTime: 'PT1H35M',
      recipeYield: '2 servings',
      recipeCategory: 'vegan',
      recipeIngredient: ['400 g chickpeas', '0.5 onion', 'salt'],
      recipeInstructions: [{ '@type': 'HowToStep', name: 'Simmer', text: 'Simmer 10 minutes.' }],
    });
  });

  it('keeps only absolute image URLs and reads back through the importer', () => {
    const ld = recipeToJsonLd({ ...recipe, image_url: 'https://img.example/c.jpg' });
    expect(ld.image).toBe('https://img.example/c.jpg');
    expect(recipeToJsonLd(recipe).image).toBeUndefined();
    const draft = extractRecipe(JSON.stringify(ld));
    expect(draft).toMatchObject({
      title: 'Chickpea Curry',
      servings: 2,
      totalMinutes: 95,
      ingredients: ['400 g chickpeas', '0.5 onion', 'salt'],
    });
  });

  it('writes ISO-8601 durations', () => {
    expect([isoDuration(5), isoDuration(60), isoDuration(125)]).toEqual(['PT5M', 'PT1H', 'PT2H5M']);
  });
});
