import { describe, expect, it } from 'vitest';
import {
  addMeasure,
  baseMeasure,
  compareItems,
  ListMerge,
  sectionOf,
  shopAmounts,
  shopName,
  shoppingKey,
  shoppingLine,
  type BaseMeasure,
} from './shopping.ts';

/** Adds recipe lines of one ingredient the way the list does, then answers what to buy. */
function merged(
  lines: { quantity: number | null; unit: string; name: string }[],
  system: 'metric' | 'us' = 'metric',
) {
  let measures: BaseMeasure[] = [];
  const key = shoppingKey(lines[0]!.name);
  for (const line of lines) {
    const incoming = shoppingLine(line, 1);
    expect(incoming.key).toBe(key);
    measures = addMeasure(measures, incoming.measure, key);
  }
  return shopAmounts(measures, system);
}

describe('the shopping list arithmetic', () => {
  it('merges by catalogue ingredient across units: 200 g + 0.5 kg flour = 700 g', () => {
    expect(
      merged([
        { quantity: 200, unit: 'g', name: 'flour' },
        { quantity: 0.5, unit: 'kg', name: 'plain flour' },
      ]),
    ).toEqual([{ quantity: 700, unit: 'g' }]);
  });

  it('adds spoons as spoons: 2 tbsp + 1 tsp olive oil is bought as 2 tbsp + 1 tsp', () => {
    expect(
      merged([
        { quantity: 2, unit: 'tbsp', name: 'olive oil' },
        { quantity: 1, unit: 'tsp', name: 'extra virgin olive oil' },
      ]),
    ).toEqual([
      { quantity: 2, unit: 'tbsp' },
      { quantity: 1, unit: 'tsp' },
    ]);
  });

  it('joins mass and volume through a measured density (100 ml milk + 200 g milk = 310 g)', () => {
    // 100 ml x 1.03 g/ml = 103 g, + 200 g = 303 g, bought in 50 g steps above 250 g.
    expect(
      merged([
        { quantity: 100, unit: 'ml', name: 'milk' },
        { quantity: 200, unit: 'g', name: 'milk' },
      ]),
    ).toEqual([{ quantity: 350, unit: 'g' }]);
  });

  it('keeps units that do not convert side by side: 2 cloves + 10 g garlic', () => {
    expect(
      merged([
        { quantity: 2, unit: 'cloves', name: 'garlic' },
        { quantity: 10, unit: 'g', name: 'garlic' },
      ]),
    ).toEqual([
      { quantity: 2, unit: 'clove' },
      { quantity: 10, unit: 'g' },
    ]);
  });

  it('buys whole pieces and cans: no 0.37 onions, no 1.5 cans', () => {
    expect(shopAmounts([{ quantity: 0.37, unit: '' }], 'metric')).toEqual([
      { quantity: 1, unit: '' },
    ]);
    expect(shopAmounts([{ quantity: 1.5, unit: 'can' }], 'metric')).toEqual([
      { quantity: 2, unit: 'can' },
    ]);
    // Float noise of scaling (3 x 2/3 onions) stays 2.
    expect(shopAmounts([{ quantity: (2 / 3) * 3, unit: '' }], 'metric')).toEqual([
      { quantity: 2, unit: '' },
    ]);
  });

  it('rounds grams and millilitres up to shop steps, kilograms and litres to 0.1', () => {
    const grams = (g: number) => shopAmounts([{ quantity: g, unit: 'g' }], 'metric')[0];
    expect(grams(3)).toEqual({ quantity: 5, unit: 'g' });
    expect(grams(123)).toEqual({ quantity: 130, unit: 'g' });
    expect(grams(610)).toEqual({ quantity: 650, unit: 'g' });
    expect(grams(990)).toEqual({ quantity: 1, unit: 'kg' });
    expect(grams(1234)).toEqual({ quantity: 1.3, unit: 'kg' });
    const ml = (v: number) => shopAmounts([{ quantity: v, unit: 'ml' }], 'metric');
    expect(ml(7)).toEqual([{ quantity: 2, unit: 'tsp' }]);
    expect(ml(45)).toEqual([{ quantity: 3, unit: 'tbsp' }]);
    expect(ml(120)).toEqual([{ quantity: 120, unit: 'ml' }]);
    expect(ml(333)).toEqual([{ quantity: 350, unit: 'ml' }]);
    expect(ml(1500)).toEqual([{ quantity: 1.5, unit: 'l' }]);
  });

  it('answers US units for a US cook: ounces, quarter pounds, quarter cups', () => {
    expect(shopAmounts([{ quantity: 700, unit: 'g' }], 'us')).toEqual([
      { quantity: 1.75, unit: 'lb' },
    ]);
    expect(shopAmounts([{ quantity: 100, unit: 'g' }], 'us')).toEqual([
      { quantity: 4, unit: 'oz' },
    ]);
    expect(shopAmounts([{ quantity: 500, unit: 'ml' }], 'us')).toEqual([
      { quantity: 2.25, unit: 'cup' },
    ]);
    expect(shopAmounts([{ quantity: 35, unit: 'ml' }], 'us')).toEqual([
      { quantity: 2, unit: 'tbsp' },
      { quantity: 1, unit: 'tsp' },
    ]);
  });

  it('scales a line by servings and leaves "to taste" without an amount', () => {
    expect(shoppingLine({ quantity: 300, unit: 'g', name: ' Spaghetti ' }, 2)).toEqual({
      key: 'spaghetti',
      name: 'Spaghetti',
      section: 'pantry',
      measure: { quantity: 600, unit: 'g' },
    });
    expect(shoppingLine({ quantity: null, unit: '', name: 'salt' }, 2).measure).toBeNull();
    expect(addMeasure([{ quantity: 1, unit: 'g' }], null, 'salt')).toEqual([
      { quantity: 1, unit: 'g' },
    ]);
  });

  it('reads typed units in English and German', () => {
    expect(baseMeasure(1, 'kg')).toEqual({ quantity: 1000, unit: 'g' });
    expect(baseMeasure(2, 'EL')).toEqual({ quantity: 30, unit: 'ml' });
    expect(baseMeasure(3, '')).toEqual({ quantity: 3, unit: '' });
    expect(baseMeasure(2, 'Dosen')).toEqual({ quantity: 2, unit: 'can' });
    expect(baseMeasure(1, 'roll')).toEqual({ quantity: 1, unit: 'roll' });
    expect(baseMeasure(null, 'g')).toBeNull();
  });

  it('keys and sections: German and English names meet, unknown names stay apart', () => {
    expect(shoppingKey('Zwiebeln')).toBe(shoppingKey('onion'));
    expect(shoppingKey('kitchen roll')).toBe('text:kitchen roll');
    expect(sectionOf('kitchen roll')).toBe('other');
    expect(sectionOf('red onion')).toBe('produce');
    expect(sectionOf('chicken thigh')).toBe('meat_fish');
    expect(sectionOf('milk')).toBe('dairy_eggs');
    expect(sectionOf('baguette')).toBe('bakery');
    expect(sectionOf('canned tomatoes')).toBe('pantry');
    expect(sectionOf('olive oil')).toBe('oils_sauces');
    expect(sectionOf('paprika')).toBe('spices');
    expect(sectionOf('white wine')).toBe('drinks');
    expect(sectionOf('water')).toBe('drinks');
    expect(sectionOf('beef stock')).toBe('oils_sauces');
  });

  it('orders by section in shop order, unchecked first, then name', () => {
    const items = [
      { section: 'spices' as const, checked: false, name: 'paprika' },
      { section: 'produce' as const, checked: true, name: 'apple' },
      { section: 'produce' as const, checked: false, name: 'Onion' },
      { section: 'produce' as const, checked: false, name: 'garlic' },
    ];
    expect([...items].sort(compareItems).map((i) => i.name)).toEqual([
      'garlic',
      'Onion',
      'apple',
      'paprika',
    ]);
  });

  it('merges recipes into open lines, leaves pantry staples out once, and never into checked or typed lines', () => {
    const flour = shoppingKey('flour');
    const merge = new ListMerge(
      [
        {
          id: 1,
          key: flour,
          name: 'flour',
          section: 'pantry',
          measures: [{ quantity: 200, unit: 'g' }],
          recipes: [{ id: 3, title: 'Sunday Bread' }],
          manual: false,
          checked: false,
        },
        {
          id: 2,
          key: shoppingKey('sugar'),
          name: 'sugar',
          section: 'pantry',
          measures: [{ quantity: 100, unit: 'g' }],
          recipes: [],
          manual: false,
          checked: true,
        },
        {
          id: 4,
          key: shoppingKey('butter'),
          name: 'butter',
          section: 'dairy_eggs',
          measures: [],
          recipes: [],
          manual: true,
          checked: false,
        },
      ],
      ['Salt', 'olive oil'],
    );
    merge.addRecipe(
      {
        id: 9,
        title: 'Apple Pie',
        baseServings: 4,
        ingredients: [
          { quantity: 250, unit: 'g', name: 'plain flour' },
          { quantity: 50, unit: 'g', name: 'sugar' },
          { quantity: 100, unit: 'g', name: 'butter' },
          { quantity: null, unit: '', name: 'salt' },
          { quantity: 1, unit: 'tbsp', name: 'extra virgin olive oil' },
          { quantity: null, unit: '', name: 'Salt' },
        ],
      },
      8,
    );
    expect(merge.merged()).toEqual([
      expect.objectContaining({
        id: 1,
        measures: [{ quantity: 700, unit: 'g' }],
        recipes: [
          { id: 3, title: 'Sunday Bread' },
          { id: 9, title: 'Apple Pie' },
        ],
      }),
    ]);
    expect(merge.added.map((line) => [line.name, line.measures, line.recipes])).toEqual([
      ['sugar', [{ quantity: 100, unit: 'g' }], [{ id: 9, title: 'Apple Pie' }]],
      ['butter', [{ quantity: 200, unit: 'g' }], [{ id: 9, title: 'Apple Pie' }]],
    ]);
    expect(merge.leftOut).toEqual(['salt', 'extra virgin olive oil']);
  });

  it('names a line as a shop knows it, without the preparation', () => {
    expect(shopName('onion, finely chopped')).toBe('onion');
    expect(shopName('cooked chickpeas (2 cans, drained)')).toBe('cooked chickpeas');
    expect(shopName('cilantro, chopped (optional)')).toBe('cilantro');
    expect(shopName('(optional)')).toBe('(optional)');
    expect(shoppingLine({ quantity: 3, unit: 'cloves', name: 'garlic, crushed' }, 2)).toEqual({
      key: shoppingKey('garlic'),
      name: 'garlic',
      section: 'produce',
      measure: { quantity: 6, unit: 'clove' },
    });
  });
});
