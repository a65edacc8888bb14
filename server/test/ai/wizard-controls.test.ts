/**
 * The wizard's servings, diet and spice controls (issue #29) as the book engine reads them: exactly
 * like the same words in the prompt, and a servings or spice control the cook set wins over the
 * prompt's words. Assertions read the rendered options (servings, dishes' spice, items).
 */
import { describe, expect, it } from 'vitest';
import { findItem } from '#kitchen/catalogue/index.ts';
import { answerFromBook, theBook } from '#server/src/ai/book-engine/index.ts';
import { readCookRequest } from '#server/src/ai/book-engine/request.ts';
import type { GenerationInput } from '#server/src/ai/provider.ts';

const ask = (prompt: string, more: Partial<GenerationInput> = {}) =>
  answerFromBook({ prompt, writtenIngredients: '', imageIngredients: [], ...more });

const book = theBook();
const spiceOf = (dishId: string) => book.byId.get(dishId)!.spice;
const items = (recipe: { itemIds: readonly string[] }) => recipe.itemIds.map((id) => findItem(id)!);
/** What the engine read: servings and the hard constraints, as comparable data. */
const read = (prompt: string, more: Partial<GenerationInput> = {}) => {
  const r = readCookRequest(
    { prompt, writtenIngredients: '', imageIngredients: [], ...more },
    book,
  );
  return {
    servings: r.servings,
    maxSpice: r.constraints.maxSpice,
    diets: [...r.constraints.diets].sort(),
    spicy: r.moods.has('spicy'),
  };
};

describe('the wizard controls in the book engine', () => {
  it('servings 2 answers like "for two" in the prompt', () => {
    const control = ask('a chicken curry', { servings: 2 });
    expect(control.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of control.recipes) expect(recipe.baseServings).toBe(2);
    expect(read('a chicken curry', { servings: 2 })).toEqual(read('a chicken curry for two'));
  });

  it('a servings control wins over the prompt: "for six" with the stepper at 2 is for 2', () => {
    const answer = ask('lasagne for six', { servings: 2 });
    expect(answer.recipes.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes) expect(recipe.baseServings).toBe(2);
  });

  it('spice mild answers like "not too spicy": no dish above mild, no chilli', () => {
    const control = ask('dinner tonight', { spice: 'mild' });
    expect(control.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of control.recipes) {
      expect(spiceOf(recipe.dishId)).toBeLessThanOrEqual(1);
      expect(items(recipe).some((item) => item.tags.has('spicy'))).toBe(false);
    }
    expect(read('a chicken curry', { spice: 'mild' })).toEqual(
      read('a chicken curry, not too spicy'),
    );
  });

  it('spice none allows no heat at all; medium nothing fiery', () => {
    const none = ask('a curry', { spice: 'none' }).recipes;
    expect(none.length).toBeGreaterThan(0);
    for (const recipe of none) {
      // A dish hot only by its chilli comes with the chilli left out (the book's declared swap,
      // e.g. a butter chicken of heat 1); what is served carries no spicy ingredient at all.
      expect(spiceOf(recipe.dishId)).toBeLessThanOrEqual(1);
      expect(items(recipe).some((item) => item.tags.has('spicy'))).toBe(false);
    }
    const medium = ask('a curry', { spice: 'medium' });
    expect(medium.recipes.length).toBeGreaterThan(0);
    for (const recipe of medium.recipes) expect(spiceOf(recipe.dishId)).toBeLessThanOrEqual(2);
  });

  it('spice hot wins over "not too spicy" in the prompt and prefers dishes with heat', () => {
    const hot = ask('dinner, not too spicy', { spice: 'hot' });
    expect(hot.recipes.some((recipe) => spiceOf(recipe.dishId) >= 2)).toBe(true);
    expect(read('dinner, not too spicy', { spice: 'hot' })).toEqual(read('spicy dinner'));
    const mild = ask('dinner, not too spicy');
    expect(mild.recipes.every((recipe) => spiceOf(recipe.dishId) <= 1)).toBe(true);
  });

  it('diet chips apply like the words: vegan and halal', () => {
    const vegan = ask('dinner tonight', { diets: ['vegan'] });
    expect(vegan.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of vegan.recipes)
      expect(items(recipe).every((item) => item.kind === 'vegan')).toBe(true);
    expect(read('a curry', { diets: ['vegan', 'halal'] })).toEqual(read('a vegan halal curry'));
    const halal = ask('pasta for dinner', { diets: ['halal'] });
    for (const recipe of halal.recipes)
      expect(items(recipe).some((item) => item.kind === 'pork' || item.tags.has('alcohol'))).toBe(
        false,
      );
  });
});
