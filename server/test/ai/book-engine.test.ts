/**
 * The book engine as a cook sees it: what the options are, what they contain and what the options
 * step says, for requests a cook writes. Every assertion reads the rendered recipes (titles,
 * servings, times, ingredients, allergens) or the notice, never the engine's internals.
 */
import { describe, expect, it } from 'vitest';
import { findItem } from '#kitchen/catalogue/index.ts';
import { answerFromBook, generateFromBook, theBook } from '#server/src/ai/book-engine/index.ts';
import type { GenerationInput } from '#server/src/ai/provider.ts';

const ask = (prompt: string, more: Partial<GenerationInput> = {}) =>
  answerFromBook({ prompt, writtenIngredients: '', imageIngredients: [], ...more });

const book = theBook();
const courseOf = (dishId: string) => book.byId.get(dishId)!.course;
const spiceOf = (dishId: string) => book.byId.get(dishId)!.spice;
const items = (recipe: { itemIds: readonly string[] }) => recipe.itemIds.map((id) => findItem(id)!);

describe('the book engine', () => {
  it('answers a named dish with that dish only: paella for two -> every option a paella for 2', () => {
    const answer = ask('paella for two tonight');
    expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of answer.recipes) {
      expect(recipe.dishId).toBe('paella-valenciana');
      expect(recipe.title).toMatch(/paella/i);
      expect(recipe.baseServings).toBe(2);
      expect(recipe.ingredients.length).toBeGreaterThan(5);
      expect(recipe.steps.length).toBeGreaterThanOrEqual(4);
    }
    expect(answer.notice).toBeNull();
  });

  it('says so when the book has no such dish, offers desserts, and renames nothing', () => {
    const answer = ask('eton mess for dessert please');
    expect(answer.notice).toBe(
      "Sous's recipe book has no Eton Mess yet; here are desserts that fit.",
    );
    expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of answer.recipes) {
      expect(['dessert', 'baking']).toContain(courseOf(recipe.dishId));
      expect(recipe.title).not.toMatch(/eton|mess/i);
      expect(recipe.title).toBe(
        book.byId.get(recipe.dishId)!.variants?.find((v) => v.id === recipe.variantId)?.name.en ??
          book.byId.get(recipe.dishId)!.name.en,
      );
    }
  });

  it('writes the unknown-dish notice in German for a German request', () => {
    const answer = ask('Ich möchte Labskaus wie in Hamburg kochen');
    expect(answer.notice).toMatch(/^Im Rezeptbuch von Sous gibt es noch kein Rezept für Labskaus/);
    expect(answer.recipes.every((r) => r.language === 'de')).toBe(true);
  });

  it('keeps gluten out for a coeliac cook', () => {
    const answer = ask('coeliac-safe dinner');
    expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of answer.recipes) {
      expect(recipe.allergens).not.toContain('gluten');
      expect(items(recipe).some((item) => item.allergens.has('gluten'))).toBe(false);
    }
  });

  it('keeps pork and alcohol out for halal', () => {
    for (const prompt of ['halal breakfast', 'halal dinner with beef']) {
      const answer = ask(prompt);
      expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
      for (const recipe of answer.recipes) {
        for (const item of items(recipe)) {
          expect(item.group).not.toBe('pork');
          expect(item.tags.has('alcohol')).toBe(false);
          expect(item.id).not.toBe('gelatine');
        }
      }
    }
  });

  it('uses the servings asked for', () => {
    expect(ask('a curry for two').recipes.every((r) => r.baseServings === 2)).toBe(true);
    expect(ask('Gulasch für 4 Personen').recipes.every((r) => r.baseServings === 4)).toBe(true);
    // Without a number each dish keeps its own servings.
    const own = ask('spaghetti carbonara').recipes[0]!;
    expect(own.baseServings).toBe(book.byId.get('spaghetti-carbonara')!.servings);
  });

  it('keeps a written time limit: "15 minutes" -> every option ready in 15 minutes', () => {
    const answer = ask('quick lunch, 15 minutes');
    expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of answer.recipes) expect(recipe.total_time_minutes).toBeLessThanOrEqual(15);
  });

  it('says so when the dish asked for cannot be made in the time, and offers dishes that can', () => {
    const answer = ask('pulled pork in 30 minutes for tonight');
    expect(answer.notice).toMatch(
      /^Pulled Pork can't be made in 30 minutes: it takes at least \d+\./,
    );
    for (const recipe of answer.recipes) expect(recipe.total_time_minutes).toBeLessThanOrEqual(30);
  });

  it('reads "not too spicy" (and the German) as spice at most 1 and no chilli', () => {
    for (const prompt of ['curry but not too spicy', 'Curry, bitte nicht scharf']) {
      const answer = ask(prompt);
      expect(answer.recipes.length).toBeGreaterThan(0);
      for (const recipe of answer.recipes) {
        expect(spiceOf(recipe.dishId)).toBeLessThanOrEqual(1);
        expect(items(recipe).some((item) => item.tags.has('spicy'))).toBe(false);
      }
    }
  });

  it('finds a nut allergy in a long message and keeps every nut out', () => {
    const answer = ask(
      'ok so my son is coming home for the weekend and he has a really bad nut allergy, like epipen ' +
        'and all, so please nothing with nuts. he loves chicken and anything with rice, we are 3',
    );
    expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of answer.recipes) {
      expect(recipe.allergens).not.toContain('tree-nut');
      expect(recipe.allergens).not.toContain('peanut');
      expect(recipe.baseServings).toBe(3);
    }
  });

  it('names the constraint when nothing can meet the request, without an error', () => {
    const answer = ask('vegan low fodmap dinner without soy, gluten or nuts and no added salt');
    expect(answer.recipes).toEqual([]);
    expect(answer.notice).toMatch(
      /^Sous's recipe book has no dish that is .*(vegan|low-FODMAP|no added salt)/,
    );
    const generated = generateFromBook({
      prompt: 'vegan low fodmap dinner without soy, gluten or nuts and no added salt',
      writtenIngredients: '',
      imageIngredients: [],
    });
    expect(generated).toHaveLength(0);
    expect(generated.notice).toBe(answer.notice);
  });

  it('says a named dish cannot be made to fit, and offers other dishes that do', () => {
    const answer = ask('vegan carbonara');
    expect(answer.notice).toBe(
      "Spaghetti Carbonara can't be made vegan with the swaps the recipe book allows; here are other dishes that are.",
    );
    for (const recipe of answer.recipes) {
      expect(recipe.dishId).not.toBe('spaghetti-carbonara');
      expect(recipe.food_category).toBe('vegan');
    }
  });

  it('applies a declared substitution to meet a constraint: gluten-free carbonara', () => {
    const answer = ask('gluten free spaghetti carbonara');
    expect(answer.recipes.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes) {
      expect(recipe.dishId).toBe('spaghetti-carbonara');
      expect(recipe.substitutions.length).toBeGreaterThan(0);
      expect(recipe.allergens).not.toContain('gluten');
    }
  });

  it('never matches a common word to a food: "school lunch" has no plaice', () => {
    const answer = ask('school lunch ideas for my 8 yo');
    for (const recipe of answer.recipes) expect(recipe.title).not.toMatch(/scholle|plaice/i);
    expect(answer.notice).toBeNull();
  });

  it('takes no word of the request for an unknown dish unless it heads the request', () => {
    // Seen in a walk-through: "…has no Sister yet", "…has no Too yet".
    expect(ask('coeliac-safe dinner for my sister').notice).toBeNull();
    expect(ask('something warming but not too spicy, kids will eat it').notice).toBeNull();
    expect(ask('Cullen Skink').notice).toBe(
      "Sous's recipe book has no Cullen Skink yet; here are dishes that fit.",
    );
  });

  it('reads "no cream" in the ingredients box', () => {
    const answer = ask('mushroom pasta', { writtenIngredients: 'mushrooms, pasta, no cream' });
    expect(answer.recipes.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes)
      expect(
        recipe.itemIds.some((id) => ['heavy-cream', 'light-cream', 'sour-cream'].includes(id)),
      ).toBe(false);
  });

  it('applies standing preferences like the same words in the request', () => {
    const answer = ask('something for dinner', {
      preferences: { allergens: ['peanut'], diets: ['halal'], dislikes: ['mushrooms'] },
    });
    expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of answer.recipes) {
      expect(recipe.allergens).not.toContain('peanut');
      for (const item of items(recipe)) {
        expect(item.group).not.toBe('pork');
        expect(item.id).not.toMatch(/mushroom|shiitake|portobello/);
      }
    }
  });

  it("names a shortfall in the cook's amounts", () => {
    const answer = ask('cheese omelette', { writtenIngredients: '1 egg' });
    expect(answer.recipes[0]?.dishId).toBe('cheese-omelette');
    expect(answer.notice).toMatch(/^Not enough for every option: Cheese Omelette needs \d+ eggs/);
  });

  it('gives different options on "Generate New Recipes" and the same for the same input', () => {
    const first = ask('something vegetarian for dinner');
    expect(ask('something vegetarian for dinner').recipes.map((r) => r.title)).toEqual(
      first.recipes.map((r) => r.title),
    );
    const again = ask('something vegetarian for dinner', {
      generation: 1,
      shownTitles: first.recipes.map((r) => r.title),
    });
    expect(again.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of again.recipes)
      expect(first.recipes.map((r) => r.title)).not.toContain(recipe.title);
  });

  it('carries the book steps with every option of the provider', () => {
    const options = generateFromBook({
      prompt: 'shakshuka',
      writtenIngredients: '',
      imageIngredients: [],
    });
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(option.steps?.length).toBeGreaterThanOrEqual(3);
      expect(option.illustrationSvg.startsWith('<svg')).toBe(true);
    }
    expect(options.notice).toBeNull();
  });
});
