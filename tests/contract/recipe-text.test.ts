import { describe, expect, it } from 'vitest';
import { readRecipeText, type TextRecipe } from '#contract/recipe-text.ts';

function read(text: string): TextRecipe {
  const result = readRecipeText(text);
  if (!('recipe' in result)) throw new Error(`no recipe: ${result.failure}`);
  return result.recipe;
}

describe('readRecipeText', () => {
  it('reads an English recipe with headings, fractions and numbered steps', () => {
    const recipe = read(
      [
        'Spicy Tomato Soup',
        'A quick weeknight soup.',
        'Serves 4',
        'Time: 35 min',
        '',
        'Ingredients',
        '- 200 g flour',
        '- 1/4 tsp chili flakes',
        '- 1 1/2 cups stock',
        '- ½ onion',
        '- 1½ tbsp olive oil',
        '- salt',
        '',
        'Method',
        '1. Chop the onion and fry it in the oil for 5 minutes.',
        '2) Add the flour and',
        'stir well.',
        'Step 3: Simmer for 1 hour, then serve.',
      ].join('\n'),
    );
    expect(recipe.title).toBe('Spicy Tomato Soup');
    expect(recipe.description).toBe('A quick weeknight soup.');
    expect(recipe.servings).toBe(4);
    expect(recipe.totalTimeMinutes).toBe(35);
    expect(recipe.ingredients).toEqual([
      { quantity: 200, unit: 'g', name: 'flour' },
      { quantity: 0.25, unit: 'tsp', name: 'chili flakes' },
      { quantity: 1.5, unit: 'cup', name: 'stock' },
      { quantity: 0.5, unit: '', name: 'onion' },
      { quantity: 1.5, unit: 'tbsp', name: 'olive oil' },
      { quantity: null, unit: '', name: 'salt' },
    ]);
    expect(recipe.steps).toEqual([
      { text: 'Chop the onion and fry it in the oil for 5 minutes.', timer: 300 },
      { text: 'Add the flour and stir well.', timer: null },
      { text: 'Simmer for 1 hour, then serve.', timer: 3600 },
    ]);
  });

  it('reads German headings, units and a "für 4 Personen" line', () => {
    const recipe = read(
      [
        '# Kartoffelsuppe',
        'für 4 Personen',
        '',
        'Zutaten:',
        '500 g Kartoffeln',
        '2 EL Butter',
        '1 TL Salz',
        '1 Prise Muskat',
        '0,5 l Gemüsebrühe',
        '',
        'Zubereitung:',
        'Kartoffeln schälen und würfeln.',
        '',
        'Die Butter schmelzen, die Kartoffeln',
        'darin 20 Minuten garen.',
      ].join('\n'),
    );
    expect(recipe.title).toBe('Kartoffelsuppe');
    expect(recipe.servings).toBe(4);
    expect(recipe.ingredients).toEqual([
      { quantity: 500, unit: 'g', name: 'Kartoffeln' },
      { quantity: 2, unit: 'tbsp', name: 'Butter' },
      { quantity: 1, unit: 'tsp', name: 'Salz' },
      { quantity: 1, unit: 'pinch', name: 'Muskat' },
      { quantity: 0.5, unit: 'l', name: 'Gemüsebrühe' },
    ]);
    // Paragraphs: the lines of one paragraph are one step.
    expect(recipe.steps).toEqual([
      { text: 'Kartoffeln schälen und würfeln.', timer: null },
      { text: 'Die Butter schmelzen, die Kartoffeln darin 20 Minuten garen.', timer: 1200 },
    ]);
  });

  it('reads text without headings: ingredient lines first, then the steps', () => {
    const recipe = read(
      [
        'Pancakes',
        '',
        '250 g flour',
        '2 eggs',
        '300 ml milk',
        '¼ tsp salt',
        'butter',
        '',
        'Whisk the flour, eggs, milk and salt into a smooth batter.',
        'Rest the batter for 10 minutes.',
        'Fry thin pancakes in a little butter.',
      ].join('\n'),
    );
    expect(recipe.title).toBe('Pancakes');
    expect(recipe.servings).toBeNull();
    expect(recipe.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      [250, 'g', 'flour'],
      [2, '', 'eggs'],
      [300, 'ml', 'milk'],
      [0.25, 'tsp', 'salt'],
      [null, '', 'butter'],
    ]);
    expect(recipe.steps.map((s) => s.text)).toEqual([
      'Whisk the flour, eggs, milk and salt into a smooth batter.',
      'Rest the batter for 10 minutes.',
      'Fry thin pancakes in a little butter.',
    ]);
    expect(recipe.steps[1]!.timer).toBe(600);
  });

  it('reads text without headings or blank lines, steps numbered', () => {
    const recipe = read(
      [
        'Garlic Bread',
        '1 baguette',
        '3 cloves garlic',
        '2 - 3 eggs',
        '1. Mix.',
        '2. Bake 10 min.',
      ].join('\n'),
    );
    expect(recipe.ingredients).toEqual([
      { quantity: 1, unit: '', name: 'baguette' },
      { quantity: 3, unit: 'clove', name: 'garlic' },
      // A range is an amount, never a step number.
      { quantity: 2, unit: '', name: 'eggs' },
    ]);
    expect(recipe.steps.map((s) => s.text)).toEqual(['Mix.', 'Bake 10 min.']);
  });

  it('says what is missing: empty text, no ingredients, no steps', () => {
    expect(readRecipeText('')).toEqual({ failure: 'text_empty' });
    expect(readRecipeText('  \n\t\n ')).toEqual({ failure: 'text_empty' });
    expect(
      readRecipeText('Soup\n\nMethod\n1. Boil the water and add everything you have.'),
    ).toEqual({ failure: 'text_no_ingredients' });
    expect(readRecipeText('Soup\nIngredients\n200 g lentils\n1 onion')).toEqual({
      failure: 'text_no_steps',
    });
  });

  it('keeps within the recipe form limits', () => {
    const many = Array.from({ length: 120 }, (_, i) => `${i + 1} g spice ${i}`);
    const steps = Array.from({ length: 60 }, (_, i) => `${i + 1}. Stir it again and again.`);
    const recipe = read(
      `${'T'.repeat(300)}\nIngredients\n${many.join('\n')}\nSteps\n${steps.join('\n')}`,
    );
    expect(recipe.title).toHaveLength(200);
    expect(recipe.ingredients).toHaveLength(100);
    expect(recipe.steps).toHaveLength(50);
  });
});
