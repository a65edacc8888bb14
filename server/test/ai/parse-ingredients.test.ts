import { describe, expect, it } from 'vitest';
import { parseIngredients, splitEntries } from '#kitchen/parse-ingredients.ts';
import { matchName, scanItems } from '#kitchen/matcher.ts';

function summary(text: string): Array<[string, number | null, string]> {
  return parseIngredients(text).map((entry) => [entry.item.id, entry.quantity, entry.unit]);
}

describe('parseIngredients', () => {
  it('reads the issue example', () => {
    expect(summary('2 lbs chicken thighs, a handful of spinach, 3 eggs; tomatoes')).toEqual([
      ['chicken-thigh', 2, 'lb'],
      ['spinach', 1, 'handful'],
      ['egg', 3, ''],
      ['tomato', null, ''],
    ]);
    const [chicken] = parseIngredients('2 lbs chicken thighs');
    expect(chicken?.grams).toBeCloseTo(907, 0);
  });

  it('splits on commas, semicolons, newlines, bullets and "and"', () => {
    expect(splitEntries('a, b; c\nd\n- e\n* f\n• g\nsalt and pepper')).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'salt',
      'pepper',
    ]);
  });

  it('understands German names and plurals', () => {
    expect(
      summary(
        'Kartoffeln, Zwiebeln\nKnoblauch; Möhren, Hähnchenbrust, Sahne, Eier, Paprikaschoten, Frühlingszwiebeln',
      ).map(([id]) => id),
    ).toEqual([
      'potato',
      'onion',
      'garlic',
      'carrot',
      'chicken-breast',
      'heavy-cream',
      'egg',
      'bell-pepper',
      'spring-onion',
    ]);
  });

  it('reads German amounts and decimal commas', () => {
    expect(
      summary(
        '500g Rinderhack, 2,5 kg Kartoffeln, 1 Dose gehackte Tomaten, 3 EL Olivenöl, 1 Prise Salz',
      ),
    ).toEqual([
      ['ground-beef', 500, 'g'],
      ['potato', 2.5, 'kg'],
      ['canned-tomatoes', 1, 'can'],
      ['olive-oil', 3, 'tbsp'],
      ['salt', 1, 'pinch'],
    ]);
  });

  it('tolerates typos and odd casing', () => {
    expect(
      summary('brocolli, CHIKEN, tomatoe, garlik, parmesan chese, zuchini, spinnach').map(
        ([id]) => id,
      ),
    ).toEqual(['broccoli', 'chicken', 'tomato', 'garlic', 'parmesan', 'zucchini', 'spinach']);
  });

  it('reads fractions, ranges, number words and trailing amounts', () => {
    expect(
      summary(
        '1 1/2 cups rice, ½ tsp cumin, 2-3 carrots, a couple of leeks, half a lemon, a dozen eggs, milk 1 l, eggs x6',
      ),
    ).toEqual([
      ['rice', 1.5, 'cup'],
      ['cumin', 0.5, 'tsp'],
      ['carrot', 2, ''],
      ['leek', 2, ''],
      ['lemon', 0.5, ''],
      ['egg', 12, ''],
      ['milk', 1, 'l'],
      ['egg', 6, ''],
    ]);
  });

  it('prefers the longest name: chicken stock is not chicken', () => {
    expect(
      summary('chicken stock, coconut milk, sweet potatoes, red onion').map(([id]) => id),
    ).toEqual(['chicken-stock', 'coconut-milk', 'sweet-potato', 'red-onion']);
  });

  it('skips what is not food without failing', () => {
    expect(parseIngredients('rocks and glue, asdf qwer, 12345, !!!')).toEqual([]);
    expect(parseIngredients('')).toEqual([]);
    expect(parseIngredients('x'.repeat(100_000))).toEqual([]);
  });

  it('does not fuzzy-match filler words', () => {
    expect(scanItems('some fresh large ripe', { fuzzy: true })).toEqual([]);
    expect(matchName('some')).toBeUndefined();
  });
});
