import { afterEach, describe, expect, it } from 'vitest';
import { applyUiLanguage } from '#src/lib/i18n/texts';
import { unitLine, unitLineText, unitStepText, unitSteps } from './unit-lines';

const flour = { quantity: 250, unit: 'g', name: 'plain flour' };
const milk = { quantity: 400, unit: 'ml', name: 'coconut milk' };
const chicken = { quantity: 300, unit: 'g', name: 'chicken breast' };
const densities = { 'plain flour': 0.53, 'coconut milk': 1.01 };

describe('unitLine', () => {
  it('leaves metric lines in metric exactly as the scaled line', () => {
    expect(unitLine(flour, 4, 4, 'exact', 'metric', densities)).toEqual({
      amount: '250',
      unit: 'g',
    });
    expect(unitLine(flour, 4, 2, 'kitchen', 'metric', densities)).toEqual({
      amount: '125',
      unit: 'g',
    });
  });

  it('turns grams with a density into cups, without one into ounces or pounds', () => {
    expect(unitLine(flour, 4, 4, 'exact', 'us', densities)).toEqual({
      amount: '1.99',
      unit: 'cups',
    });
    expect(unitLine(flour, 4, 4, 'kitchen', 'us', densities)).toEqual({
      amount: '2',
      unit: 'cups',
    });
    expect(unitLine(chicken, 4, 4, 'exact', 'us', densities)).toEqual({
      amount: '10.58',
      unit: 'oz',
    });
    expect(unitLine({ ...chicken, quantity: 1000 }, 4, 4, 'exact', 'us')).toEqual({
      amount: '2.2',
      unit: 'lb',
    });
  });

  it('turns millilitres into cups and spoons, in measurable steps as kitchen amounts', () => {
    expect(unitLine(milk, 4, 4, 'exact', 'us', densities)).toEqual({
      amount: '1.69',
      unit: 'cups',
    });
    expect(unitLine(milk, 4, 4, 'kitchen', 'us', densities)).toEqual({
      amount: '1 3/4',
      unit: 'cups',
    });
    expect(unitLine(milk, 4, 1, 'kitchen', 'us', densities)).toEqual({
      amount: '1/2',
      unit: 'cup',
    });
    expect(
      unitLine({ quantity: 10, unit: 'ml', name: 'soy sauce' }, 4, 4, 'kitchen', 'us'),
    ).toEqual({ amount: '2', unit: 'tsp' });
  });

  it('scales before converting and keeps spoons and pieces as they are', () => {
    expect(unitLine(flour, 4, 8, 'exact', 'us', densities)).toEqual({
      amount: '3.99',
      unit: 'cups',
    });
    expect(
      unitLine({ quantity: 2, unit: 'tbsp', name: 'curry paste' }, 4, 2, 'exact', 'us'),
    ).toEqual({ amount: '1', unit: 'tbsp' });
    expect(
      unitLine({ quantity: 2, unit: 'cloves', name: 'garlic' }, 4, 2, 'kitchen', 'us'),
    ).toEqual({ amount: '1', unit: 'clove' });
    expect(unitLine({ quantity: null, unit: '', name: 'salt' }, 4, 4, 'exact', 'us')).toBeNull();
  });

  it('turns US units into metric for a metric cook', () => {
    expect(unitLine({ quantity: 2, unit: 'cups', name: 'water' }, 4, 4, 'exact', 'metric')).toEqual(
      { amount: '473.18', unit: 'ml' },
    );
    expect(
      unitLine({ quantity: 8, unit: 'oz', name: 'cheddar' }, 4, 4, 'kitchen', 'metric'),
    ).toEqual({ amount: '225', unit: 'g' });
  });

  it('writes the whole line as text', () => {
    expect(unitLineText(flour, 4, 4, 'kitchen', 'us', densities)).toBe('2 cups plain flour');
    expect(unitLineText(flour, 4, 4, 'exact', 'metric', densities)).toBe('250 g plain flour');
  });
});

describe('unitStepText', () => {
  it('converts temperatures both ways and leaves other numbers alone', () => {
    expect(unitStepText('Bake at 180 °C for 40 minutes.', 'us')).toBe(
      'Bake at 350 °F for 40 minutes.',
    );
    expect(unitStepText('Bake at 350 °F for 40 minutes.', 'metric')).toBe(
      'Bake at 180 °C for 40 minutes.',
    );
    expect(unitStepText('Bake at 180 °C for 40 minutes.', 'metric')).toBe(
      'Bake at 180 °C for 40 minutes.',
    );
  });

  it('converts metric amounts with the density of the ingredient named after them', () => {
    const ingredients = [flour, milk, chicken];
    expect(
      unitStepText(
        'Whisk 250 g plain flour into 400 ml coconut milk.',
        'us',
        ingredients,
        densities,
      ),
    ).toBe('Whisk 1.99 cups plain flour into 1.69 cups coconut milk.');
    expect(
      unitStepText(
        'Brown 300 g chicken breast in 3 cloves of garlic.',
        'us',
        ingredients,
        densities,
      ),
    ).toBe('Brown 10.58 oz chicken breast in 3 cloves of garlic.');
    expect(unitStepText('Whisk 250 g plain flour.', 'us', ingredients, densities, 'kitchen')).toBe(
      'Whisk 2 cups plain flour.',
    );
  });

  it('writes a size as a round weight, never with the density of what is in it', () => {
    const ingredients = [flour, milk, chicken];
    expect(unitStepText('Grease a 900 g loaf tin.', 'us')).toBe('Grease a 2 lb loaf tin.');
    expect(unitStepText('Add two 400 g cans of coconut milk.', 'us', ingredients, densities)).toBe(
      'Add two 14 oz cans of coconut milk.',
    );
    expect(unitStepText('Season 4 fillets of about 250 g each.', 'us')).toBe(
      'Season 4 fillets of about 9 oz each.',
    );
    // An amount right before a size word elsewhere in the sentence stays exact.
    expect(
      unitStepText('Pour 400 ml coconut milk into the tin.', 'us', ingredients, densities),
    ).toBe('Pour 1.69 cups coconut milk into the tin.');
  });

  it('returns the same steps when nothing changes', () => {
    const steps = [{ description: 'Chop the onion.' }];
    expect(unitSteps(steps, 'us')).toBe(steps);
    expect(unitSteps([{ description: 'Roast at 200 °C.' }], 'us')).toEqual([
      { description: 'Roast at 400 °F.' },
    ]);
  });

  it('converts the temperature in a step heading too', () => {
    expect(
      unitSteps([{ heading: 'Preheat the oven to 200 °C', description: 'Line a tray.' }], 'us'),
    ).toEqual([{ heading: 'Preheat the oven to 400 °F', description: 'Line a tray.' }]);
  });
});

describe('US units in Deutsch', () => {
  afterEach(() => applyUiLanguage('spec', null));

  it('reads Tasse(n), EL and TL with decimal commas; ounces stay', () => {
    applyUiLanguage('de', (_namespace, key) => key);
    expect(unitLine(flour, 4, 4, 'exact', 'us', densities)).toEqual({
      amount: '1,99',
      unit: 'Tassen',
    });
    expect(unitLine(flour, 4, 2, 'kitchen', 'us', densities)).toEqual({
      amount: '1',
      unit: 'Tasse',
    });
    expect(unitLine({ quantity: 15, unit: 'ml', name: 'oil' }, 4, 4, 'exact', 'us')).toEqual({
      amount: '1,01',
      unit: 'EL',
    });
    expect(unitLine({ quantity: 5, unit: 'ml', name: 'vanilla' }, 4, 4, 'kitchen', 'us')).toEqual({
      amount: '1',
      unit: 'TL',
    });
    expect(unitLine(chicken, 4, 4, 'exact', 'us', densities)).toEqual({
      amount: '10,58',
      unit: 'oz',
    });
  });
});
