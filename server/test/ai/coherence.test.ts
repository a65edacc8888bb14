/** The coherence rules the quality table checks on every recipe, on hand-made cases. */
import { describe, expect, it } from 'vitest';
import { statedSeconds, step } from '#server/src/ai/composer/steps.ts';
import { linesFromIngredients } from '#server/src/ai/composer/lines.ts';
import { unlistedItems, useEveryLine } from '#server/src/ai/instructions.ts';
import type { ComposedRecipe } from '#server/src/ai/provider.ts';
import { checkCoherence } from '#server/test/ai-quality/coherence.ts';

describe('durations in step text', () => {
  it('adds up the durations; a range counts its lower bound, "a side" one side', () => {
    expect(statedSeconds('Simmer for 5 minutes.')).toBe(300);
    expect(statedSeconds('Cook for 4 minutes, then for 4 more minutes.')).toBe(480);
    expect(statedSeconds('Bake for 25-30 minutes until golden.')).toBe(1500);
    expect(statedSeconds('Roast for 10 to 12 min.')).toBe(600);
    expect(statedSeconds('Warm for about 30 seconds a side.')).toBe(30);
    expect(statedSeconds('Braise for 1 hour, then rest 10 minutes.')).toBe(4200);
    expect(statedSeconds('Heat the oven to 200 °C.')).toBeNull();
  });

  it('gives a step the timer its text states, and says how long a timed step takes', () => {
    expect(step('Simmer', 'Simmer for 20 minutes.', 'simmer', 1500).timer).toBe(1200);
    expect(step('Knead', 'Knead for 8 minutes.', 'mix', 480).timer).toBe(480);
    const boil = step('Boil', 'Bring to the boil.', 'boil', 300);
    expect(boil).toMatchObject({
      description: 'Bring to the boil. Allow about 5 minutes.',
      timer: 300,
    });
    expect(step('Chop', 'Chop the onion.', 'chop', 60).timer).toBeNull();
  });
});

describe('ingredients in step text', () => {
  const lines = linesFromIngredients([
    { quantity: 2, unit: 'cloves', name: 'garlic' },
    { quantity: 2, unit: 'tbsp', name: 'olive oil' },
    { quantity: 1, unit: 'tsp', name: 'salt' },
    { quantity: 200, unit: 'g', name: 'spaghetti' },
  ]);

  it('finds what a step names but the list lacks', () => {
    const text =
      'Crush 2 cloves garlic, heat the oil and add water, a pinch of salt and the cheddar.';
    expect(unlistedItems(text, lines).map((item) => item.id)).toEqual(['cheddar']);
    expect(unlistedItems('Season with black pepper.', lines).map((item) => item.id)).toEqual([
      'black-pepper',
    ]);
  });

  it('uses every listed line: spices season the last cooking step, the rest is served', () => {
    const steps = [
      step('Cook', 'Boil 200 g spaghetti for 10 minutes.', 'boil', 600),
      step('Serve', 'Serve hot.', 'plate', 60),
    ];
    expect(useEveryLine(steps, lines).map((plan) => plan.description)).toEqual([
      'Boil 200 g spaghetti for 10 minutes. Season to taste with the salt.',
      'Serve hot. Serve with the garlic and olive oil.',
    ]);
  });
});

describe('coherence check', () => {
  const recipe = {
    title: 'Garlicky Ginger Spaghetti Spaghetti',
    ingredients: [
      { quantity: 200, unit: 'g', name: 'spaghetti' },
      { quantity: 1, unit: 'tsp', name: 'salt' },
    ],
  } as ComposedRecipe;

  it('reports unlisted, unused, wrong timers and title defects', () => {
    const steps = [
      {
        heading: 'Boil',
        description: 'Boil 200 g spaghetti for 5 minutes.',
        animation: 'boiling.json',
        timer: 360,
      },
      {
        heading: 'Finish',
        description: 'Toss with parmesan.',
        animation: 'mixing.json',
        timer: null,
      },
    ] as const;
    expect(checkCoherence(recipe, steps)).toEqual([
      '"Garlicky Ginger Spaghetti Spaghetti": a step uses parmesan, which is not listed',
      '"Garlicky Ginger Spaghetti Spaghetti": salt is never used',
      '"Garlicky Ginger Spaghetti Spaghetti" step 1: timer 360 s, text says 300 s',
      '"Garlicky Ginger Spaghetti Spaghetti": the title names ginger, not in the recipe',
      '"Garlicky Ginger Spaghetti Spaghetti": the title says garlicky without it',
      '"Garlicky Ginger Spaghetti Spaghetti": the title repeats spaghetti',
    ]);
  });
});
