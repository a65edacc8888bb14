/**
 * A photographed shopping list keeps its amounts (issue #29): "spaghetti 500g" reaches the
 * ingredients box as "500 g spaghetti", from OCR and from a vision model's answer alike.
 */
import { describe, expect, it } from 'vitest';
import { repairPhotoIngredients } from '#server/src/ai/openai/repair.ts';
import { photoEntry } from '#server/src/ai/ocr.ts';
import { parseEntry } from '#kitchen/parse-ingredients.ts';

const entry = (text: string) => photoEntry(parseEntry(text)[0]!);

describe('photo amounts', () => {
  it('writes the amount in front of the catalogue name', () => {
    expect(entry('spaghetti 500g')).toBe('500 g spaghetti');
    expect(entry('Milk 1.5 l')).toBe('1.5 l milk');
    expect(entry('Eggs x6')).toBe('6 eggs');
    expect(entry('1 egg')).toBe('1 egg');
    expect(entry('Kartoffeln 1kg')).toBe('1 kg potatoes');
    expect(entry('2 pcs lemons')).toBe('2 lemons');
    expect(entry('Basil')).toBe('basil');
  });

  it("keeps the amounts of a vision model's answer and cleans the rest", () => {
    const { value } = repairPhotoIngredients({
      ingredients: ['Spaghetti 500g', '1.5 l whole milk', 'Tomatoes', '<b>basil</b>', '12'],
    });
    expect(value).toEqual(['500 g spaghetti', '1.5 l milk', 'tomato', 'basil']);
  });
});
