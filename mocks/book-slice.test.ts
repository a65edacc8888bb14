/** The mock's slice of the recipe book (mocks/data/book-slice.json, scripts/gen-mock-book.ts). */
import { describe, expect, it } from 'vitest';
import { allergenValues, foodCategoryValues } from '#src/api/types';
import { BOOK_DISHES, bookDish } from './factories';

describe("the mock's book slice", () => {
  it('holds 30-40 dishes over the courses and kinds the stories and e2e ask for', () => {
    expect(BOOK_DISHES.length).toBeGreaterThanOrEqual(30);
    expect(BOOK_DISHES.length).toBeLessThanOrEqual(40);
    const courses = new Set(BOOK_DISHES.map((d) => d.course));
    for (const course of ['main', 'soup', 'salad', 'baking', 'breakfast'])
      expect(courses).toContain(course);
    const tags = new Set(BOOK_DISHES.flatMap((d) => d.tags));
    for (const tag of ['curry', 'pasta', 'cake']) expect(tags).toContain(tag);
    expect(new Set(BOOK_DISHES.map((d) => d.food_category))).toEqual(new Set(foodCategoryValues));
    expect(BOOK_DISHES.filter((d) => d.diets.includes('vegan')).length).toBeGreaterThanOrEqual(3);
    expect(
      BOOK_DISHES.filter((d) => !d.allergens.includes('gluten')).length,
    ).toBeGreaterThanOrEqual(5);
    expect(BOOK_DISHES.filter((d) => d.cuisine === 'german').length).toBeGreaterThanOrEqual(3);
  });

  it('gives every dish its own picture, English and German text and the steps as the server renders them', () => {
    expect(new Set(BOOK_DISHES.map((d) => d.illustration)).size).toBe(BOOK_DISHES.length);
    for (const dish of BOOK_DISHES) {
      expect(dish.illustration).toMatch(/^<svg [^>]*role="img"/);
      expect(dish.illustration).toContain(
        `<title>${dish.en.title.replace(/'/g, '&apos;')}</title>`,
      );
      for (const text of [dish.en, dish.de]) {
        expect(text.title.length).toBeGreaterThan(0);
        expect(text.ingredients.length).toBeGreaterThan(0);
        expect(text.steps.length).toBeGreaterThanOrEqual(3);
      }
      expect(dish.de.ingredients).toHaveLength(dish.en.ingredients.length);
      expect(dish.de.steps).toHaveLength(dish.en.steps.length);
      // Allergens in the contract enum's order.
      expect(dish.allergens).toEqual(allergenValues.filter((a) => dish.allergens.includes(a)));
    }
    expect(bookDish('kartoffelsuppe')).toMatchObject({
      en: { title: 'German Potato Soup' },
      de: { title: 'Kartoffelsuppe' },
    });
  });

  it('keeps allergens and diets apart as the catalogue does: a vegan curry contains no crustaceans', () => {
    expect(bookDish('chickpea-and-spinach-curry')).toMatchObject({
      food_category: 'vegan',
      allergens: [],
      diets: expect.arrayContaining(['vegan', 'vegetarian']),
    });
    // The Thai curry's paste is made with shrimp: that is where crustaceans are.
    expect(bookDish('thai-green-curry').allergens).toContain('crustacean');
    for (const dish of BOOK_DISHES.filter((d) => d.diets.includes('vegan'))) {
      for (const animal of ['milk', 'egg', 'fish', 'crustacean', 'mollusc'] as const)
        expect(dish.allergens).not.toContain(animal);
    }
  });

  it('throws for a dish the slice does not carry', () => {
    expect(() => bookDish('tiramisu')).toThrow('no dish tiramisu');
  });
});
