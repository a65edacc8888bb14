/** The request model on realistic requests, English and German. */
import { describe, expect, it } from 'vitest';
import { readRequest, type RequestModel } from '#server/src/ai/intent/request.ts';

function read(
  prompt: string,
  writtenIngredients = '',
  imageIngredients: string[] = [],
): RequestModel {
  return readRequest({ prompt, writtenIngredients, imageIngredients });
}

describe('request model', () => {
  it('reads an allergy as an exclusion, not as a wanted ingredient', () => {
    const request = read('peanut allergy! a chicken stir-fry');
    expect([...request.excludedAllergens]).toEqual(['peanut']);
    expect(request.dishes.map((dish) => dish.id)).toEqual(['stir-fry']);
    expect(request.mentioned.map((item) => item.id)).toEqual(['chicken']);
    expect(request.ignored).toEqual([]);
    expect(request.language).toBe('en');
  });

  it('reads an intolerance as a diet', () => {
    const request = read('lactose intolerant creamy pasta');
    expect([...request.diets]).toEqual(['dairy-free']);
    expect([...request.excludedAllergens]).toEqual(['milk']);
    expect(request.dishes[0]).toEqual({ id: 'pasta', family: 'pasta' });
    expect(request.moods.has('creamy')).toBe(true);
  });

  it('reads German requests', () => {
    const request = read('Ich möchte eine Suppe ohne Nüsse');
    expect(request.language).toBe('de');
    expect(request.dishes[0]?.family).toBe('soup');
    expect(request.excludedAllergens).toEqual(new Set(['tree-nut', 'peanut']));
    expect(request.ignored).toEqual([]);
  });

  it('reads German compounds: Nussallergie, glutenfrei, laktosefrei', () => {
    const request = read('Ich habe eine Nussallergie und möchte glutenfreies Brot, laktosefrei');
    expect(request.excludedAllergens).toEqual(new Set(['tree-nut', 'peanut', 'gluten', 'milk']));
    expect(request.diets).toEqual(new Set(['nut-free', 'gluten-free', 'dairy-free']));
    expect(request.dishes[0]?.id).toBe('bread');
  });

  it('reports nonsense instead of dropping it', () => {
    const request = read('asdf qwer', 'rocks and glue, tomatoes');
    expect(request.ignored).toEqual(['asdf', 'qwer', 'rocks', 'glue']);
    expect(request.listed.map((entry) => entry.item.id)).toEqual(['tomato']);
  });

  it('reads "I hate X" as no X anywhere, with its relatives', () => {
    const request = read('I hate garlic. Quick tacos under 20 minutes');
    expect(request.excludedItems).toEqual(new Set(['garlic', 'garlic-powder']));
    expect(request.maxMinutes).toBe(20);
    expect(request.dishes[0]).toEqual({ id: 'tacos', family: 'tortilla' });
  });

  it('reads lists of exclusions after one negation', () => {
    expect(read('no nuts or dairy please').excludedAllergens).toEqual(
      new Set(['tree-nut', 'peanut', 'milk']),
    );
    expect(read('allergic to shellfish and eggs').excludedAllergens).toEqual(
      new Set(['crustacean', 'mollusc', 'egg']),
    );
    expect(read('without mushrooms or onions').excludedItems).toContain('mushroom');
    expect(read('kein Schweinefleisch').excludedGroups).toEqual(new Set(['pork']));
  });

  it('reads diets and nutrition goals', () => {
    const cases: Array<[string, string[]]> = [
      ['vegan birthday cake', ['vegan']],
      ['vegetarian lasagna', ['vegetarian']],
      ['pescatarian dinner', ['pescatarian']],
      ['gluten-free pancakes', ['gluten-free']],
      ['dairy-free dessert', ['dairy-free']],
      ['nut-free snack', ['nut-free']],
      ['egg-free cake', ['egg-free']],
      ['keto dinner', ['low-carb']],
      ['low carb lunch', ['low-carb']],
      ['High-protein breakfast', ['high-protein']],
      ['vegetarisch und eiweißreich', ['vegetarian', 'high-protein']],
    ];
    for (const [prompt, diets] of cases) expect([...read(prompt).diets], prompt).toEqual(diets);
  });

  it('reads meals, cuisines and the dish family', () => {
    expect(read('High-protein breakfast').meal).toBe('breakfast');
    expect(read('nut-free snack').meal).toBe('snack');
    expect(read('something Japanese with miso').cuisine).toBe('japanese');
    expect(read('something Japanese with miso').mentioned.map((item) => item.id)).toEqual(['miso']);
    expect(read('a burrito').dishes[0]).toEqual({ id: 'burrito', family: 'tortilla' });
    expect(read('vegetarian lasagna').dishes[0]).toEqual({ id: 'lasagna', family: 'baked-pasta' });
    expect(read('Schokoladenkuchen zum Nachtisch').dishes[0]?.family).toBe('cake');
  });

  it('reads time limits', () => {
    expect(read('quick dinner').maxMinutes).toBe(30);
    expect(read('dinner in 15 min').maxMinutes).toBe(15);
    expect(read('etwas unter 20 Minuten').maxMinutes).toBe(20);
    expect(read('a stew, I have 2 hours').maxMinutes).toBe(120);
    expect(read('a stew').maxMinutes).toBeNull();
  });

  it('tells the language from the prompt, else from the ingredients', () => {
    expect(read('Abendessen für die Familie').language).toBe('de');
    expect(read('', 'Kartoffeln, Zwiebeln, Lauch').language).toBe('de');
    expect(read('dinner for the family').language).toBe('en');
    expect(read('', 'potatoes, onions').language).toBe('en');
  });

  it("takes the user's language setting when the request shows none, never over it", () => {
    const withSetting = (prompt: string, language: 'en' | 'de', ingredients = '') =>
      readRequest({ prompt, writtenIngredients: ingredients, imageIngredients: [], language })
        .language;
    expect(withSetting('', 'de')).toBe('de');
    expect(withSetting('risotto', 'de', 'tomato, basil')).toBe('de');
    expect(withSetting('', 'en')).toBe('en');
    expect(withSetting('Ich möchte eine Suppe', 'en')).toBe('de');
    expect(withSetting('dinner for the family', 'de')).toBe('en');
    expect(withSetting('', 'en', 'Kartoffeln, Zwiebeln, Lauch')).toBe('de');
  });

  it('does not read "no" in a wanted dish as an exclusion of what follows a pause', () => {
    const request = read('chicken curry, no cream');
    expect(request.mentioned.map((item) => item.id)).toEqual(['chicken']);
    expect(request.excludedItems.has('heavy-cream')).toBe(true);
    expect(request.excludedItems.has('chicken')).toBe(false);
  });
});
