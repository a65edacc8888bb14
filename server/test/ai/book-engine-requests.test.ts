/**
 * The book engine on the kinds of request the cook request table found it failing: drinks, German
 * written without function words, courses, people listed in a long message, misspelt dish names,
 * negations, mild versions by declared swaps, vegetarian hard cheese. Every assertion reads what a
 * cook sees: the options' titles, servings, language, ingredients, allergens, and the notice.
 */
import { describe, expect, it } from 'vitest';
import { findItem } from '#kitchen/catalogue/index.ts';
import { answerFromBook, theBook } from '#server/src/ai/book-engine/index.ts';
import { oneEditApart } from '#server/src/ai/book-engine/book.ts';
import { readServings } from '#server/src/ai/book-engine/request.ts';
import type { GenerationInput } from '#server/src/ai/provider.ts';

const ask = (prompt: string, more: Partial<GenerationInput> = {}) =>
  answerFromBook({ prompt, writtenIngredients: '', imageIngredients: [], ...more });

const book = theBook();
const courseOf = (dishId: string) => book.byId.get(dishId)!.course;
const items = (recipe: { itemIds: readonly string[] }) => recipe.itemIds.map((id) => findItem(id)!);
const names = (recipe: { ingredients: readonly { name: string }[] }) =>
  recipe.ingredients.map((i) => i.name.toLowerCase()).join(' | ');

describe('drinks', () => {
  it('answers drinks by name, in the language asked, for the number of cups asked', () => {
    const punch = ask('Kinderpunsch für 10 Tassen');
    expect(punch.notice).toBeNull();
    expect(punch.recipes.map((r) => r.title)).toEqual(['Kinderpunsch']);
    expect(punch.recipes[0]!.baseServings).toBe(10);
    expect(punch.recipes[0]!.language).toBe('de');

    expect(ask('hot chocolate thick like in paris').recipes.map((r) => r.title)).toEqual([
      'Thick Hot Chocolate',
    ]);
    expect(ask('masala chai from scratch').recipes.map((r) => r.title)).toEqual(['Masala Chai']);
    const glueh = ask('Glühwein für 8');
    expect(glueh.recipes.map((r) => [r.title, r.baseServings])).toEqual([['Glühwein', 8]]);
  });

  it('keeps wine and spirits out of a mocktail, and says nothing about an unknown "mocktail"', () => {
    const answer = ask('mocktail for a baby shower, no alcohol obviously');
    expect(answer.notice).toBeNull();
    expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of answer.recipes) {
      expect(courseOf(recipe.dishId)).toBe('drink');
      expect(items(recipe).some((item) => item.tags.has('alcohol'))).toBe(false);
      expect(recipe.title).not.toMatch(/wine|glühwein/i);
    }
  });

  it('makes golden milk with oat milk swapped in only when dairy is ruled out', () => {
    expect(names(ask('golden milk').recipes[0]!)).toMatch(/\bmilk\b/);
    const dairyFree = ask('golden milk, dairy free');
    expect(dairyFree.recipes[0]!.title).toBe('Golden Oat Milk');
    expect(names(dairyFree.recipes[0]!)).toMatch(/oat milk/);
    expect(dairyFree.recipes[0]!.allergens).not.toContain('milk');
  });
});

describe('reading the request', () => {
  it('reads German requests without function words as German', () => {
    for (const prompt of [
      'hab nur ne viertelstunde mittagspause',
      'Leipziger Allerlei als Beilage',
      'halal Schweinebraten',
    ]) {
      const answer = ask(prompt);
      expect(answer.request.language).toBe('de');
      for (const recipe of answer.recipes) expect(recipe.language).toBe('de');
    }
    expect(ask('halal Schweinebraten').notice).toMatch(/passt nicht zu „halal“/);
  });

  it('counts the people a cook lists, a German group and a work week of lunches', () => {
    expect(readServings('so thats her, the 2 kids, me and my husband. nothing too fancy')).toBe(5);
    expect(readServings('theres me, my husband, his mom and our 3 kids (the youngest is 4)')).toBe(
      6,
    );
    expect(readServings('Wir sind am Wochenende zu sechst in einer Ferienwohnung')).toBe(6);
    expect(readServings('meal prep lunches for the work week, high protein')).toBe(5);
    // Two named are no list: "me and my husband" may be cooking for guests too.
    expect(readServings('me and my husband love curry')).toBeNull();
    const answer = ask(
      'theres me, my husband, his mom and our 3 kids, something everyone will eat with chicken',
    );
    expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of answer.recipes) expect(recipe.baseServings).toBe(6);
  });

  it('finds a long dish name misspelt by one letter, never a short word', () => {
    expect(oneEditApart('lasange', 'lasagne')).toBe(true);
    expect(oneEditApart('kartoffelsupe', 'kartoffelsuppe')).toBe(true);
    expect(oneEditApart('school', 'scholle')).toBe(false);
    const lasagne = ask('lasange like my mum used to make');
    expect(lasagne.recipes.length).toBeGreaterThan(0);
    for (const recipe of lasagne.recipes) expect(recipe.title).toMatch(/lasagne/i);
    const soup = ask('kartoffelsupe mit würstchen');
    expect(soup.recipes.map((r) => r.title)).toContain('Kartoffelsuppe');
  });

  it('does not read a compound whose head is another food as the dish it ends with', () => {
    const answer = ask('Kohlrouladen, so wie meine Mutter sie gemacht hat');
    expect(answer.notice).toBe(
      'Im Rezeptbuch von Sous gibt es noch kein Rezept für Kohlrouladen; hier sind Gerichte, die passen.',
    );
    for (const recipe of answer.recipes) expect(recipe.title).not.toMatch(/rouladen/i);
    expect(ask('Rindergulasch für 4').recipes[0]!.dishId).toBe('goulash');
  });

  it('keeps olive oil when the cook says "no olives", and leaves out what they named', () => {
    const answer = ask('pizza. no mushrooms no olives no capers');
    expect(answer.recipes.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes) {
      expect(recipe.title).toMatch(/pizza/i);
      const ids = recipe.itemIds;
      for (const id of ['mushroom', 'black-olives', 'green-olives', 'capers'])
        expect(ids).not.toContain(id);
    }
  });

  it('says so when no dish of the kind named can meet the constraints', () => {
    const answer = ask('low fodmap vegan pizza without soy');
    expect(answer.notice).toMatch(/^Pizza can't be made /);
    for (const recipe of answer.recipes) expect(recipe.title).not.toMatch(/pizza/i);
  });
});

describe('courses', () => {
  it('answers "cake" with bakes: an egg-free birthday cake is a cake, not a fruit salad', () => {
    const answer = ask('egg allergy - birthday cake for a 5 yo');
    expect(answer.recipes.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes) {
      expect(courseOf(recipe.dishId)).toBe('baking');
      expect(recipe.allergens).not.toContain('egg');
    }
    expect(answer.recipes.map((r) => r.title)).toContain('Vegan Chocolate Cake (Wacky Cake)');
  });

  it('bakes a vegan, gluten-free and nut-free cake with the declared gluten-free flour', () => {
    const answer = ask('vegan AND gluten free AND nut free birthday cake, 12 kids');
    const cake = answer.recipes.find((r) => r.dishId === 'vegan-chocolate-cake');
    expect(cake).toBeDefined();
    expect(cake!.baseServings).toBe(12);
    expect(cake!.allergens).toEqual([]);
    expect(names(cake!)).toMatch(/gluten-free plain flour blend/);
  });

  it('answers "no-bake dessert, too hot for the oven" with desserts and no bakes', () => {
    const answer = ask('easy no-bake dessert, too hot to use the oven');
    expect(answer.recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of answer.recipes) expect(courseOf(recipe.dishId)).toBe('dessert');
  });

  it('says a breakfast dish is a breakfast', () => {
    const answer = ask('halal breakfast ideas');
    for (const recipe of answer.recipes)
      expect(`${recipe.title} ${recipe.description}`).toMatch(
        /breakfast|brunch|pancake|toast|oats|porridge|granola/i,
      );
  });
});

describe('constraints kept by declared swaps', () => {
  it('makes chili con carne mild for children by leaving out the chilli, and says nothing hot', () => {
    const answer = ask('Chili con Carne für Kinder, nicht scharf');
    expect(answer.notice).toBeNull();
    expect(answer.recipes.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes) {
      expect(recipe.title).toMatch(/chili con carne/i);
      expect(items(recipe).some((item) => item.tags.has('spicy'))).toBe(false);
      expect(recipe.description).not.toMatch(/chili|scharf/i);
    }
  });

  it('makes butter chicken with sweet paprika for a cook who wants it not hot', () => {
    const answer = ask('butter chicken not too hot, kids are eating too');
    expect(answer.recipes.map((r) => r.title)).toContain('Butter Chicken');
    for (const recipe of answer.recipes) {
      expect(names(recipe)).toMatch(/sweet paprika/);
      expect(names(recipe)).not.toMatch(/chili/);
      expect(recipe.description).not.toMatch(/chili/i);
    }
  });

  it('never offers a dish hot by its nature to a cook who wants it mild', () => {
    const answer = ask('vindaloo but not spicy please');
    for (const recipe of answer.recipes)
      expect(items(recipe).some((item) => item.tags.has('spicy'))).toBe(false);
  });

  it('swaps Parmesan for a vegetarian hard cheese in a vegetarian risotto and lasagne', () => {
    const risotto = ask('vegetarian risotto - proper vegetarian, no parmesan with animal rennet');
    expect(risotto.recipes.length).toBeGreaterThan(0);
    for (const recipe of risotto.recipes) {
      expect(recipe.title).toMatch(/risotto/i);
      expect(recipe.itemIds).not.toContain('parmesan');
      expect(recipe.itemIds).toContain('vegetarian-hard-cheese');
    }
    const lasagne = ask('vegetarische Lasagne für 8');
    expect(lasagne.notice).toBeNull();
    expect(lasagne.recipes[0]!.title).toMatch(/lasagne/i);
    expect(lasagne.recipes[0]!.baseServings).toBe(8);
    expect(names(lasagne.recipes[0]!)).toMatch(/vegetarischer hartkäse/);
  });

  it('makes a Caesar salad for a fish allergy with capers instead of anchovies', () => {
    const answer = ask('caesar salad but fish allergy');
    expect(answer.notice).toBeNull();
    for (const recipe of answer.recipes) {
      expect(recipe.title).toMatch(/caesar/i);
      expect(recipe.allergens).not.toContain('fish');
      expect(recipe.description).toMatch(/caper/);
      expect(recipe.description).not.toMatch(/anchov/i);
    }
  });

  it('lists no lard in a halal goulash', () => {
    const answer = ask('Halal Gulasch ohne Wein für 8');
    expect(answer.recipes.length).toBeGreaterThan(0);
    for (const recipe of answer.recipes) expect(names(recipe)).not.toMatch(/schmalz|lard/);
  });
});
