import { afterEach, describe, expect, it } from 'vitest';
import { applyUiLanguage } from './i18n/texts';
import {
  baseServingsOf,
  cookAmountText,
  formatAmount,
  scaleQuantity,
  scaleStepText,
  scaleSteps,
  scaledAmountText,
  scaledLine,
} from './scale';

describe('scaleQuantity', () => {
  it('is quantity / base servings x chosen servings', () => {
    expect(scaleQuantity(800, 4, 8)).toBe(1600);
    expect(scaleQuantity(160, 2, 3)).toBe(240);
    expect(scaleQuantity(1, 4, 1)).toBe(0.25);
  });

  it('uses 4 base servings when the recipe gives none', () => {
    expect(scaleQuantity(400, undefined, 2)).toBe(200);
    expect(scaleQuantity(400, null, 2)).toBe(200);
    expect(baseServingsOf(0)).toBe(4);
    expect(baseServingsOf(2)).toBe(2);
  });

  it('hides amounts that are empty or zero', () => {
    expect(scaleQuantity(null, 4, 4)).toBeNull();
    expect(scaleQuantity(undefined, 4, 4)).toBeNull();
    expect(scaleQuantity(0, 4, 4)).toBeNull();
    expect(scaledAmountText(0, 4, 8)).toBeNull();
  });
});

describe('formatAmount', () => {
  it('shows a positive amount under 0.1 to one significant digit', () => {
    expect(formatAmount(0.05)).toBe('0.05');
    expect(formatAmount(0.2 / 4)).toBe('0.05');
    expect(formatAmount(0.0333)).toBe('0.03');
    expect(formatAmount(0.0876)).toBe('0.09');
    expect(formatAmount(0.0049)).toBe('0.005');
    expect(formatAmount(0.096)).toBe('0.1');
  });

  it('rounds everything else to 2 decimals and drops trailing zeros', () => {
    expect(formatAmount(2.5)).toBe('2.5');
    expect(formatAmount(3)).toBe('3');
    expect(formatAmount(1600)).toBe('1600');
    expect(formatAmount(1 / 3)).toBe('0.33');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(0.1)).toBe('0.1');
    expect(formatAmount(2.999)).toBe('3');
  });

  it('scales and formats an ingredient line', () => {
    expect(scaledAmountText(0.2, 4, 1)).toBe('0.05');
    expect(scaledAmountText(800, 4, 8)).toBe('1600');
    expect(scaledAmountText(0.5, 4, 6)).toBe('0.75');
  });
});

describe('cook-friendly amounts', () => {
  it('rounds spoons to 1/8 steps, at least 1/8', () => {
    expect(cookAmountText(0.05, 'tsp')).toBe('1/8');
    expect(cookAmountText(0.13, 'tsp')).toBe('1/8');
    expect(cookAmountText(0.4, 'tsp')).toBe('3/8');
    expect(cookAmountText(0.75, 'tbsp')).toBe('3/4');
    expect(cookAmountText(1.5, 'tbsp')).toBe('1 1/2');
    // Tablespoons from 1 in halves: the spoon set stops at 1/2 tbsp ("3 3/8 tbsp" is not measurable).
    expect(cookAmountText(2.2, 'tablespoons')).toBe('2');
    expect(cookAmountText(3.375, 'tbsp')).toBe('3 1/2');
    expect(cookAmountText(3, 'tsp')).toBe('3');
  });

  it('rounds weights and volumes to what a cook can measure (KITCHEN.md household measures)', () => {
    expect(cookAmountText(6.17, 'oz')).toBe('6');
    expect(cookAmountText(0.18, 'oz')).toBe('1/4');
    expect(cookAmountText(1.6, 'oz')).toBe('1 1/2');
    expect(cookAmountText(1.79, 'cup')).toBe('1 3/4');
    expect(cookAmountText(62.5, 'g')).toBe('65');
    expect(cookAmountText(12.4, 'g')).toBe('12');
    expect(cookAmountText(0.3, 'g')).toBe('1');
    expect(cookAmountText(1.234, 'kg')).toBe('1.25');
  });

  it('keeps cloves, sprigs and slices whole, at least 1', () => {
    expect(scaledLine(2, 'cloves', 4, 1, 'kitchen')).toEqual({ amount: '1', unit: 'clove' });
    expect(scaledLine(1, 'clove', 4, 8, 'kitchen')).toEqual({ amount: '2', unit: 'cloves' });
    expect(scaledLine(3, 'cloves', 4, 3, 'kitchen')).toEqual({ amount: '2', unit: 'cloves' });
    expect(scaledLine(2, 'sprigs', 4, 1, 'kitchen')).toEqual({ amount: '1', unit: 'sprig' });
  });

  it('treats the German units of German recipes like their English ones', () => {
    expect(scaledLine(2, 'Zehen', 4, 3, 'kitchen')).toEqual({ amount: '2', unit: 'Zehen' });
    expect(scaledLine(2, 'Zehen', 4, 1, 'kitchen')).toEqual({ amount: '1', unit: 'Zehe' });
    expect(scaledLine(1, 'Prise', 4, 2, 'kitchen')).toEqual({ amount: '1', unit: 'Prise' });
    expect(scaledLine(1, 'Stück', 4, 2, 'kitchen')).toEqual({ amount: '1/2', unit: 'Stück' });
    expect(scaledLine(1, 'EL', 4, 1, 'kitchen')).toEqual({ amount: '1/4', unit: 'EL' });
  });

  it('gives pieces quarters under 1, halves under 3 and whole ones from 3', () => {
    expect(scaledLine(1, '', 4, 1, 'kitchen')).toEqual({ amount: '1/4', unit: '' });
    expect(scaledLine(1, '', 4, 2, 'kitchen')).toEqual({ amount: '1/2', unit: '' });
    expect(scaledLine(3, '', 4, 2, 'kitchen')).toEqual({ amount: '1 1/2', unit: '' });
    expect(scaledLine(3, '', 2, 3, 'kitchen')).toEqual({ amount: '5', unit: '' });
    expect(scaledLine(2, '', 4, 9, 'kitchen')).toEqual({ amount: '5', unit: '' });
    expect(scaledLine(1, 'can', 4, 6, 'kitchen')).toEqual({ amount: '1 1/2', unit: 'cans' });
    expect(scaledLine(0.5, '', 4, 1, 'kitchen')).toEqual({ amount: '1/4', unit: '' });
  });

  it("shows the spec's exact amounts by default, units unchanged", () => {
    expect(scaledLine(2, 'cloves', 4, 1)).toEqual({ amount: '0.5', unit: 'cloves' });
    expect(scaledLine(0.25, 'tsp', 4, 1)).toEqual({ amount: '0.06', unit: 'tsp' });
    expect(scaledLine(3, '', 4, 6)).toEqual({ amount: '4.5', unit: '' });
    expect(scaledLine(1, 'cup', 3, 1)).toEqual({ amount: '0.33', unit: 'cup' });
    expect(
      scaleStepText(
        'Crush 2 cloves garlic.',
        [{ quantity: 2, unit: 'cloves', name: 'garlic' }],
        4,
        1,
      ),
    ).toBe('Crush 0.5 cloves garlic.');
  });

  it('keeps measured units exact with the 2-decimal rule', () => {
    expect(scaledLine(800, 'g', 4, 1)).toEqual({ amount: '200', unit: 'g' });
    expect(scaledLine(400, 'ml', 4, 3)).toEqual({ amount: '300', unit: 'ml' });
    expect(scaledLine(1, 'cup', 3, 1)).toEqual({ amount: '0.33', unit: 'cup' });
    expect(scaledLine(null, 'g', 4, 2)).toBeNull();
  });
});

describe('scaleStepText', () => {
  const ingredients = [
    { quantity: 2, unit: '', name: 'avocados, halved' },
    { quantity: 2, unit: 'cloves', name: 'garlic, crushed' },
    { quantity: 0.5, unit: 'tsp', name: 'black pepper' },
    { quantity: 200, unit: 'g', name: 'spaghetti' },
    { quantity: 1, unit: '', name: 'egg' },
    { quantity: 6, unit: '', name: 'tomatoes' },
  ];
  const text =
    'Halve 2 avocados, crush 2 cloves garlic with 1/2 tsp black pepper. Cook 200 g spaghetti for 10 minutes at 200 °C, beat 1 egg, chop 6 tomatoes.';

  it('scales the amounts that belong to ingredients and nothing else', () => {
    expect(scaleStepText(text, ingredients, 4, 2, 'kitchen')).toBe(
      'Halve 1 avocado, crush 1 clove garlic with 1/4 tsp black pepper. Cook 100 g spaghetti for 10 minutes at 200 °C, beat 1/2 egg, chop 3 tomatoes.',
    );
    expect(scaleStepText(text, ingredients, 4, 8, 'kitchen')).toBe(
      'Halve 4 avocados, crush 4 cloves garlic with 1 tsp black pepper. Cook 400 g spaghetti for 10 minutes at 200 °C, beat 2 eggs, chop 12 tomatoes.',
    );
    expect(scaleStepText(text, ingredients, 4, 1, 'kitchen')).toBe(
      'Halve 1/2 avocado, crush 1 clove garlic with 1/8 tsp black pepper. Cook 50 g spaghetti for 10 minutes at 200 °C, beat 1/4 egg, chop 1 1/2 tomatoes.',
    );
  });

  it('reads decimal, comma and glyph amounts and leaves the text alone at base servings', () => {
    const oil = [{ quantity: 1.5, unit: 'tbsp', name: 'olive oil' }];
    expect(scaleStepText('Heat 1.5 tbsp oil.', oil, 4, 8)).toBe('Heat 3 tbsp oil.');
    expect(scaleStepText('Heat 1,5 tbsp oil.', oil, 4, 8)).toBe('Heat 3 tbsp oil.');
    expect(scaleStepText('Heat 1½ tbsp oil.', oil, 4, 8)).toBe('Heat 3 tbsp oil.');
    expect(scaleStepText('Heat 1 1/2 tbsp oil.', oil, 4, 2, 'kitchen')).toBe('Heat 3/4 tbsp oil.');
    expect(scaleStepText(text, ingredients, 4, 4)).toBe(text);
    expect(scaleStepText('Add 3 tbsp oil, then 2 onions.', oil, 4, 8)).toBe(
      'Add 3 tbsp oil, then 2 onions.',
    );
  });

  it('rewrites only step descriptions and keeps the steps at base servings', () => {
    const steps = [{ heading: 'Garlic', description: 'Crush 2 cloves garlic.', timer: null }];
    expect(scaleSteps(steps, ingredients, 4, 4)).toBe(steps);
    expect(scaleSteps(steps, ingredients, 4, 6)).toEqual([
      { heading: 'Garlic', description: 'Crush 3 cloves garlic.', timer: null },
    ]);
  });
});

describe('amounts in Deutsch', () => {
  afterEach(() => applyUiLanguage('spec', null));

  it('write a decimal comma; the spec and English keep the point', () => {
    expect(formatAmount(1.5)).toBe('1.5');
    applyUiLanguage('en', (_namespace, key) => key);
    expect(scaledLine(300, 'ml', 4, 5)).toEqual({ amount: '375', unit: 'ml' });
    expect(scaledLine(1, 'kg', 4, 6)).toEqual({ amount: '1.5', unit: 'kg' });
    applyUiLanguage('de', (_namespace, key) => key);
    expect(formatAmount(1.5)).toBe('1,5');
    expect(formatAmount(0.05)).toBe('0,05');
    expect(scaledLine(1, 'kg', 4, 6)).toEqual({ amount: '1,5', unit: 'kg' });
    expect(scaledAmountText(0.25, 4, 8)).toBe('0,5');
    // German step text written with a comma scales and stays German.
    expect(
      scaleStepText(
        '1,5 kg Kartoffeln schälen.',
        [{ quantity: 1.5, unit: 'kg', name: 'Kartoffeln' }],
        4,
        2,
      ),
    ).toBe('0,75 kg Kartoffeln schälen.');
  });
});
