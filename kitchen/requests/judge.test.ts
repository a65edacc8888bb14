/** The cook's judge on synthetic answers, and the table it reads. */
import { describe, expect, it } from 'vitest';
import {
  addedSugarPerServing,
  detectLanguage,
  dishNames,
  judge,
  knowsIngredientWord,
  type Answer,
  type AnswerOption,
  type CookRow,
  type Expectation,
} from './judge.ts';
import { readTable } from './table.ts';

function row(expect: Partial<Expectation> & Pick<Expectation, 'language'>): CookRow {
  return { id: 'x', prompt: '', ingredients: '', expect };
}

function option(fields: Partial<AnswerOption> = {}): AnswerOption {
  return {
    title: 'Chicken and Rice Bowl',
    description: 'Tender chicken with rice and spinach, ready in half an hour.',
    servings: 4,
    total_time_minutes: 30,
    ingredients: [
      { quantity: 500, unit: 'g', name: 'chicken thighs' },
      { quantity: 300, unit: 'g', name: 'rice' },
      { quantity: 1, unit: '', name: 'onion' },
    ],
    allergens: [],
    food_category: 'chicken',
    ...fields,
  };
}

const answer = (...options: AnswerOption[]): Answer => ({ options });
const failuresOf = (r: CookRow, a: Answer) => judge(r, a).failures;
const kinds = (r: CookRow, a: Answer) => failuresOf(r, a).map((f) => f.split(':')[0]);

describe('language', () => {
  it('tells English from German by their words', () => {
    expect(detectLanguage('Creamy chicken with rice, ready in 30 minutes.')).toBe('en');
    expect(detectLanguage('Cremiges Hähnchen mit Reis, in 30 Minuten auf dem Tisch.')).toBe('de');
    expect(detectLanguage('Käsespätzle')).toBe('de');
    expect(detectLanguage('Paella')).toBeUndefined();
  });

  it('fails options written in the other language; the declared language decides only unclear text', () => {
    const en = row({ language: 'en' });
    expect(failuresOf(en, answer(option()))).toEqual([]);
    const german = option({
      title: 'Hähnchen mit Reis',
      description: 'Zartes Hähnchen mit Reis und Spinat.',
    });
    expect(kinds(en, answer(option(), german))).toEqual(['language']);
    const unclear = { title: 'Paella', description: 'Paella valenciana.' };
    expect(kinds(en, answer(option({ ...unclear, language: 'de' })))).toEqual(['language']);
    expect(kinds(en, answer(option({ ...unclear, language: 'en' })))).toEqual([]);
  });

  it('fails a notice in the other language', () => {
    const a: Answer = { options: [option()], notice: 'Leider kennt das Buch das noch nicht.' };
    expect(kinds(row({ language: 'en' }), a)).toEqual(['language']);
  });
});

describe('dish', () => {
  const paella = row({ language: 'en', dish: 'paella' });

  it('wants every option to be the dish, by its name in the title', () => {
    expect(failuresOf(paella, answer(option({ title: 'Seafood Paella' })))).toEqual([]);
    expect(failuresOf(paella, answer(option({ title: 'PAELLA for two' })))).toEqual([]);
    const verdict = judge(paella, answer(option({ title: 'Paella' }), option()));
    expect(verdict.pass).toBe(false);
    expect(verdict.failures[0]).toMatch(
      /^dish: 1 of 2 options \("Chicken and Rice Bowl"\) not paella/,
    );
  });

  it('knows the German and English names, plurals, accents and German compounds', () => {
    expect(
      failuresOf(
        row({ language: 'en', dish: 'lasagne' }),
        answer(option({ title: 'Beef Lasagna' })),
      ),
    ).toEqual([]);
    const gulasch = row({ language: 'de', dish: 'Gulasch' });
    const de = { description: 'Zartes Rindfleisch mit Paprika, lange geschmort.' };
    expect(failuresOf(gulasch, answer(option({ ...de, title: 'Rindergulasch' })))).toEqual([]);
    expect(failuresOf(gulasch, answer(option({ ...de, title: 'Ungarisches Goulash' })))).toEqual(
      [],
    );
    expect(
      failuresOf(row({ language: 'en', dish: 'tacos' }), answer(option({ title: 'Fish Taco' }))),
    ).toEqual([]);
    expect(
      failuresOf(
        row({ language: 'en', dish: 'crème brûlée' }),
        answer(option({ title: 'Creme Brulee' })),
      ),
    ).toEqual([]);
    expect(dishNames({ dish: 'Käsespätzle' })).toEqual(
      expect.arrayContaining(['kasespatzle', 'kaesespaetzle']),
    );
  });

  it('reads a longer name by its words, and a title by its head (before mit/with)', () => {
    const soup = row({ language: 'en', dish: 'lentil soup' });
    expect(failuresOf(soup, answer(option({ title: 'Velvety Lentil & Carrot Soup' })))).toEqual([]);
    const crumble = row({ language: 'en', dish: 'apple crumble' });
    expect(
      failuresOf(crumble, answer(option({ title: 'Golden Apple & Raspberry Crumble' }))),
    ).toEqual([]);
    expect(kinds(crumble, answer(option({ title: 'Apple Pancakes with Crumble' })))).toEqual([
      'dish',
    ]);
    const kale = row({ language: 'de', dish: 'Grünkohl' });
    const de = { description: 'Mit Kartoffeln und Senf.' };
    expect(kinds(kale, answer(option({ ...de, title: 'Schnelle Pasta mit Grünkohl' })))).toEqual([
      'dish',
    ]);
    expect(kinds(kale, answer(option({ ...de, title: 'Bremer Grünkohl mit Pinkel' })))).toEqual([]);
    const cake = row({ language: 'de', dish: 'Apfelkuchen' });
    expect(kinds(cake, answer(option({ ...de, title: 'Saftiger Kuchen mit Äpfeln' })))).toEqual([]);
  });

  it('takes the dish id when the engine gives one', () => {
    const spaetzle = row({ language: 'de', dish: 'Käsespätzle' });
    const de = { description: 'Spätzle mit Bergkäse und Röstzwiebeln aus dem Ofen.' };
    expect(
      failuresOf(
        spaetzle,
        answer(option({ ...de, title: 'Allgäuer Kässpatzen', dishId: 'kaesespaetzle' })),
      ),
    ).toEqual([]);
    expect(
      kinds(spaetzle, answer(option({ ...de, title: 'Käsespätzle', dishId: 'mac-and-cheese' }))),
    ).toEqual(['dish']);
  });

  it('accepts any of dishAnyOf', () => {
    const r = row({ language: 'de', dishAnyOf: ['Arme Ritter', 'French toast'] });
    expect(
      failuresOf(
        r,
        answer(
          option({ title: 'French Toast', language: 'de', description: 'Mit Zimt und Zucker.' }),
        ),
      ),
    ).toEqual([]);
  });

  it('an unknown dish: the dish, or a notice naming it as unknown with options of the course', () => {
    const r = row({ language: 'en', dish: 'croquembouche', unknownOk: true, course: 'dessert' });
    const cake = option({ title: 'Chocolate Cake', description: 'A rich chocolate cake.' });
    expect(
      failuresOf(
        r,
        answer(option({ title: 'Croquembouche', description: 'A tower of choux buns.' })),
      ),
    ).toEqual([]);
    expect(
      failuresOf(r, { options: [cake], notice: "Sous's recipe book has no croquembouche yet." }),
    ).toEqual([]);
    expect(kinds(r, { options: [cake], notice: 'Here are some desserts.' })).toEqual([
      'unknown dish',
    ]);
    expect(kinds(r, answer(cake))).toEqual(['unknown dish']);
    expect(kinds(r, { options: [option()], notice: 'No croquembouche yet.' })).toEqual(['course']);
  });
});

describe('course', () => {
  it('judges the course by the engine label, else by the title', () => {
    const dessert = row({ language: 'en', course: 'dessert' });
    expect(kinds(dessert, answer(option()))).toEqual(['course']);
    expect(kinds(dessert, answer(option({ title: 'Apple Crumble' })))).toEqual([]);
    expect(kinds(dessert, answer(option({ course: 'dessert' })))).toEqual([]);
    const main = row({ language: 'en', course: 'main' });
    expect(kinds(main, answer(option()))).toEqual([]);
    expect(kinds(main, answer(option({ title: 'Chocolate Cake' })))).toEqual(['course']);
    expect(kinds(main, answer(option({ course: 'dessert' })))).toEqual(['course']);
    for (const title of [
      'Classic Chicken Risotto',
      'Beef Tortellini',
      'Thai Fish Cakes',
      'Flammkuchen',
    ])
      expect(kinds(main, answer(option({ title }))), title).toEqual([]);
    expect(kinds(dessert, answer(option({ title: 'Strawberry Fruit Salad' })))).toEqual([]);
    const soup = row({ language: 'de', course: 'soup' });
    expect(
      kinds(
        soup,
        answer(option({ title: 'Kartoffelsuppe mit Würstchen', description: 'Mit Majoran.' })),
      ),
    ).toEqual([]);
  });
});

describe('servings and time', () => {
  it('wants the servings exactly', () => {
    const r = row({ language: 'en', servings: 2 });
    expect(failuresOf(r, answer(option({ servings: 2 })))).toEqual([]);
    expect(failuresOf(r, answer(option({ servings: 4 })))[0]).toMatch(
      /^servings: .* serves 4, asked 2/,
    );
  });

  it('holds the time limit hard, and an unknown time breaks it', () => {
    const r = row({ language: 'en', maxMinutes: 30 });
    expect(kinds(r, answer(option({ total_time_minutes: 30 })))).toEqual([]);
    expect(kinds(r, answer(option({ total_time_minutes: 31 })))).toEqual(['time']);
    expect(kinds(r, answer(option({ total_time_minutes: null })))).toEqual(['time']);
  });
});

describe('allergens', () => {
  const nutFree = row({ language: 'en', freeOf: ['peanut', 'tree-nut'] });

  it('fails an option tagged with the allergen', () => {
    expect(kinds(nutFree, answer(option({ allergens: ['peanut'] })))).toEqual(['freeOf peanut']);
  });

  it('fails an untagged option whose ingredients name it', () => {
    const satay = option({
      ingredients: [{ quantity: 2, unit: 'tbsp', name: 'crunchy peanut butter' }],
    });
    expect(kinds(nutFree, answer(satay))).toEqual(['freeOf peanut']);
    const ground = option({
      ingredients: [{ quantity: 50, unit: 'g', name: 'gemahlene Mandeln' }],
    });
    expect(kinds(nutFree, answer(ground))).toEqual(['freeOf tree-nut']);
    const fine = option({
      ingredients: [
        { quantity: 1, unit: 'pinch', name: 'nutmeg' },
        { quantity: 400, unit: 'ml', name: 'coconut milk' },
        { quantity: 1, unit: '', name: 'butternut squash' },
      ],
    });
    expect(kinds(nutFree, answer(fine))).toEqual([]);
  });

  it('knows gluten-free stand-ins', () => {
    const r = row({ language: 'en', freeOf: ['gluten'] });
    const gf = option({
      ingredients: [
        { quantity: 200, unit: 'g', name: 'gluten-free spaghetti' },
        { quantity: 2, unit: 'tbsp', name: 'tamari' },
        { quantity: 1, unit: 'tbsp', name: 'cornflour' },
      ],
    });
    expect(kinds(r, answer(gf))).toEqual([]);
    const wheat = option({ ingredients: [{ quantity: 200, unit: 'g', name: 'spaghetti' }] });
    expect(failuresOf(r, answer(wheat))[0]).toBe(
      'freeOf gluten: 1 option(s), "Chicken and Rice Bowl" lists spaghetti',
    );
  });
});

describe('diets', () => {
  const veg = (...ingredients: string[]) =>
    option({
      food_category: 'vegetarian',
      ingredients: ingredients.map((name) => ({ quantity: 1, unit: '', name })),
    });

  it('vegetarian: no meat or fish category, no meat, fish, gelatine or rennet cheese by name', () => {
    const r = row({ language: 'en', diets: ['vegetarian'] });
    expect(kinds(r, answer(veg('aubergine', 'mozzarella', 'vegetarian hard cheese')))).toEqual([]);
    expect(kinds(r, answer(option()))).toEqual(['diet vegetarian']);
    expect(kinds(r, answer(veg('gelatine leaves')))).toEqual(['diet vegetarian']);
    expect(kinds(r, answer(veg('chicken stock')))).toEqual(['diet vegetarian']);
    expect(kinds(r, answer(veg('Parmesan')))).toEqual(['diet vegetarian']);
    expect(kinds(r, answer(veg('Speckwürfel')))).toEqual(['diet vegetarian']);
    expect(kinds(r, answer(veg('Fruchtfleisch einer Mango', 'gehackte Petersilie')))).toEqual([]);
  });

  it('vegan: also no egg, milk or honey, and the vegan category', () => {
    const r = row({ language: 'en', diets: ['vegan'] });
    const vegan = (...names: string[]) => ({ ...veg(...names), food_category: 'vegan' });
    expect(kinds(r, answer(vegan('coconut milk', 'peanut butter', 'oat cream')))).toEqual([]);
    expect(kinds(r, answer(vegan('butter')))).toEqual(['diet vegan']);
    expect(kinds(r, answer(vegan('honey')))).toEqual(['diet vegan']);
    expect(kinds(r, answer(vegan('2 Eier')))).toEqual(['diet vegan']);
    expect(kinds(r, answer(veg('tofu')))).toEqual(['diet vegan']);
  });

  it('coeliac: no gluten tag and no gluten by name, oats included', () => {
    const r = row({ language: 'en', diets: ['coeliac'] });
    expect(kinds(r, answer(option({ allergens: ['gluten'] })))).toEqual(['diet coeliac']);
    expect(kinds(r, answer(veg('rolled oats')))).toEqual(['diet coeliac']);
    expect(kinds(r, answer(veg('gluten-free oats')))).toEqual([]);
  });

  it('halal: no pork and no alcohol; vinegar and Schweine- look-alikes are fine', () => {
    const r = row({ language: 'de', diets: ['halal'] });
    const de = { title: 'Gulasch', description: 'Mit Paprika und Zwiebeln.' };
    expect(kinds(r, answer(option({ ...de, food_category: 'beef' })))).toEqual([]);
    expect(kinds(r, answer(option({ ...de, food_category: 'pork' })))).toEqual(['diet halal']);
    const wine = option({ ...de, ingredients: [{ quantity: 200, unit: 'ml', name: 'Rotwein' }] });
    expect(kinds(r, answer(wine))).toEqual(['diet halal']);
    const mirin = option({ ...de, ingredients: [{ quantity: 2, unit: 'tbsp', name: 'mirin' }] });
    expect(kinds(r, answer(mirin))).toEqual(['diet halal']);
    const fine = option({
      ...de,
      ingredients: [
        { quantity: 1, unit: 'tbsp', name: 'Rotweinessig' },
        { quantity: 1, unit: 'tbsp', name: 'white wine vinegar' },
        { quantity: 200, unit: 'g', name: 'Weintrauben' },
      ],
    });
    expect(kinds(r, answer(fine))).toEqual([]);
    const bacon = option({
      ...de,
      ingredients: [{ quantity: 100, unit: 'g', name: 'Schinkenwürfel' }],
    });
    expect(kinds(r, answer(bacon))).toEqual(['diet halal']);
  });

  it('low-fodmap: no onion, garlic, wheat, honey, apple...; garlic-infused oil and spring onion greens are fine', () => {
    const r = row({ language: 'en', diets: ['low-fodmap'] });
    expect(
      kinds(r, answer(veg('garlic-infused olive oil', 'spring onion greens', 'rice'))),
    ).toEqual([]);
    expect(kinds(r, answer(veg('garlic')))).toEqual(['diet low-fodmap']);
    expect(kinds(r, answer(veg('plain flour')))).toEqual(['diet low-fodmap']);
    expect(kinds(r, answer(veg('Mangold')))).toEqual([]);
  });

  it('no-added-salt: no salt, stock, soy sauce...; unsalted things are fine', () => {
    const r = row({ language: 'en', diets: ['no-added-salt'] });
    expect(kinds(r, answer(veg('unsalted butter', 'sweet potato')))).toEqual([]);
    expect(kinds(r, answer(veg('salt')))).toEqual(['diet no-added-salt']);
    expect(kinds(r, answer(veg('vegetable stock')))).toEqual(['diet no-added-salt']);
    expect(kinds(r, answer(veg('low-sodium vegetable stock')))).toEqual([]);
  });

  it('lower-sugar: at most 10 g added sugar a serving', () => {
    const r = row({ language: 'en', diets: ['lower-sugar'] });
    const cake = (quantity: number, unit: string, name: string) =>
      option({ servings: 8, ingredients: [{ quantity, unit, name }] });
    expect(addedSugarPerServing(cake(200, 'g', 'caster sugar'))).toBe(25);
    expect(kinds(r, answer(cake(200, 'g', 'caster sugar')))).toEqual(['diet lower-sugar']);
    expect(kinds(r, answer(cake(60, 'g', 'brown sugar')))).toEqual([]);
    expect(kinds(r, answer(cake(6, 'tbsp', 'honey')))).toEqual(['diet lower-sugar']);
    expect(kinds(r, answer(cake(200, 'g', 'sugar snap peas')))).toEqual([]);
  });
});

describe('avoid and uses', () => {
  const withIngredients = (...names: string[]) =>
    option({ ingredients: names.map((name) => ({ quantity: 1, unit: '', name })) });

  it('avoid: no ingredient named so, English or German, look-alikes aside', () => {
    const olives = row({ language: 'en', avoid: ['olive'] });
    expect(kinds(olives, answer(withIngredients('olive oil')))).toEqual([]);
    expect(kinds(olives, answer(withIngredients('black olives')))).toEqual(['avoid olive']);
    const cream = row({ language: 'en', avoid: ['cream'] });
    expect(kinds(cream, answer(withIngredients('cream cheese', 'parmesan')))).toEqual([]);
    expect(kinds(cream, answer(withIngredients('double cream')))).toEqual(['avoid cream']);
    const onion = row({ language: 'de', avoid: ['onion'] });
    const de = { title: 'Hackbraten', description: 'Saftiger Hackbraten mit Soße.' };
    expect(kinds(onion, answer({ ...withIngredients('rote Zwiebeln'), ...de }))).toEqual([
      'avoid onion',
    ]);
    const wine = row({ language: 'de', avoid: ['wine'] });
    expect(kinds(wine, answer({ ...withIngredients('Schweinebauch'), ...de }))).toEqual([]);
  });

  it('avoid meat/pork/beef/poultry also by the food category', () => {
    const r = row({ language: 'en', avoid: ['meat', 'poultry'] });
    expect(kinds(r, answer(option({ ingredients: [] })))).toEqual(['avoid meat', 'avoid poultry']);
    expect(kinds(r, answer(option({ food_category: 'fish', ingredients: [] })))).toEqual([]);
  });

  it('uses: one option uses every named ingredient', () => {
    const r = row({ language: 'en', uses: ['egg', 'bread'] });
    expect(kinds(r, answer(withIngredients('3 eggs', 'stale sourdough bread')))).toEqual([]);
    expect(kinds(r, answer(withIngredients('eggs'), withIngredients('bread')))).toEqual(['uses']);
    expect(failuresOf(r, answer(withIngredients('eggplant', 'bread')))[0]).toMatch(/lacks egg$/);
    const chicken = row({ language: 'en', uses: ['chicken'] });
    expect(kinds(chicken, answer(withIngredients('chicken stock', 'rice')))).toEqual(['uses']);
  });
});

describe('not spicy', () => {
  const r = row({ language: 'en', notSpicy: true });

  it('fails options called spicy or hot, or rated above mild', () => {
    expect(kinds(r, answer(option({ description: 'Serve hot with rice.' })))).toEqual([]);
    expect(kinds(r, answer(option({ title: 'Spicy Chicken Bowl' })))).toEqual(['spicy']);
    expect(kinds(r, answer(option({ description: 'A fiery sauce.' })))).toEqual(['spicy']);
    expect(kinds(r, answer(option({ description: 'Not spicy at all.' })))).toEqual([]);
    expect(kinds(r, answer(option({ spice: 2 })))).toEqual(['spicy']);
    expect(kinds(r, answer(option({ spice: 1 })))).toEqual([]);
  });

  it('reads the ingredients for chilli only when the engine gives no spice rating', () => {
    const chilli = [{ quantity: 1, unit: '', name: 'red chilli' }];
    expect(kinds(r, answer(option({ ingredients: chilli })))).toEqual(['spicy']);
    expect(kinds(r, answer(option({ ingredients: chilli, spice: 1 })))).toEqual([]);
    const mild = [{ quantity: 1, unit: 'tsp', name: 'mild chilli powder' }];
    const chili = { title: 'Chili con Carne for Kids', description: 'A gentle chili con carne.' };
    expect(kinds(r, answer(option({ ...chili, ingredients: mild })))).toEqual([]);
  });
});

describe('must say cannot', () => {
  const r = row({ language: 'de', dish: 'Schweinebraten', diets: ['halal'], mustSayCannot: true });
  const lamb = option({
    title: 'Lammbraten',
    description: 'Zarter Lammbraten mit Kartoffeln aus dem Ofen.',
    food_category: 'lamb',
  });

  it('wants a notice naming the broken constraint, and options that keep it', () => {
    const notice = 'Ein Schweinebraten kann nicht halal sein. Stattdessen:';
    expect(failuresOf(r, { options: [lamb], notice })).toEqual([]);
    expect(failuresOf(r, { options: [], notice })).toEqual([]);
    expect(kinds(r, answer(lamb))).toEqual(['cannot']);
    expect(kinds(r, { options: [lamb], notice: 'Hier sind Braten.' })).toEqual(['cannot']);
    const pork = option({ ...lamb, title: 'Schweinebraten', food_category: 'pork' });
    expect(kinds(r, { options: [pork], notice })).toEqual(['diet halal']);
  });

  it('an error saying so counts; other errors fail', () => {
    expect(
      failuresOf(r, {
        options: [],
        error: { status: 422, detail: 'Schweinebraten ist nicht halal.' },
      }),
    ).toEqual([]);
    expect(kinds(r, { options: [], error: { status: 422, detail: 'Validation failed' } })).toEqual([
      'cannot',
      'error',
    ]);
  });

  it('time: names the minutes', () => {
    const slow = row({ language: 'en', dish: 'pulled pork', maxMinutes: 30, mustSayCannot: true });
    expect(
      failuresOf(slow, { options: [], notice: 'Pulled pork cannot be done in 30 minutes.' }),
    ).toEqual([]);
  });
});

describe('errors and empty answers', () => {
  it('a 5xx fails every row, an answer without options fails', () => {
    const r = row({ language: 'en' });
    expect(
      judge(r, { options: [option()], error: { status: 503, detail: 'busy' } }).failures,
    ).toEqual(['error: server error 503: busy']);
    expect(failuresOf(r, answer())).toEqual(['options: no options']);
    expect(kinds(r, { options: [], error: { status: 422, detail: 'prompt too short' } })).toEqual([
      'error',
    ]);
  });
});

describe('the table', () => {
  const table = readTable();
  const keys = new Set([
    'language',
    'dish',
    'dishAnyOf',
    'unknownOk',
    'course',
    'servings',
    'maxMinutes',
    'freeOf',
    'diets',
    'avoid',
    'uses',
    'notSpicy',
    'mustSayCannot',
  ]);

  it('has at least 150 rows, each in a category', () => {
    expect(table.length).toBeGreaterThanOrEqual(150);
    expect(new Set(table.map((r) => r.id)).size).toBe(table.length);
    expect(table.filter((r) => r.category === '(none)')).toEqual([]);
  });

  it('asks only what the judge knows', () => {
    for (const r of table) {
      expect(
        Object.keys(r.expect).filter((k) => !keys.has(k)),
        r.id,
      ).toEqual([]);
      expect(['en', 'de'], r.id).toContain(r.expect.language);
      for (const word of [...(r.expect.avoid ?? []), ...(r.expect.uses ?? [])])
        expect(knowsIngredientWord(word), `${r.id}: ${word}`).toBe(true);
    }
  });

  it('every dish row is judged by name', () => {
    for (const r of table.filter((t) => t.expect.dish || t.expect.dishAnyOf)) {
      expect(dishNames(r.expect).length, r.id).toBeGreaterThan(0);
    }
  });

  it('reads look-alikes for what they are: Tamarinde is no Rind, Rinderschmalz no pork', () => {
    const veg = row({ language: 'en', diets: ['vegetarian'] });
    const tamarind = option({
      title: 'Tofu Pad Thai',
      food_category: 'vegetarian',
      ingredients: [{ quantity: 2, unit: 'EL', name: 'Tamarindenpaste' }],
    });
    expect(kinds(veg, answer(tamarind))).toEqual([]);
    const beef = option({
      food_category: 'vegetarian',
      ingredients: [{ quantity: 200, unit: 'g', name: 'Rinderhack' }],
    });
    expect(kinds(veg, answer(beef))).toEqual(['diet vegetarian']);

    const noPork = row({ language: 'en', avoid: ['pork'] });
    const dripping = option({
      food_category: 'beef',
      ingredients: [{ quantity: 2, unit: 'EL', name: 'Öl oder Rinderschmalz' }],
    });
    expect(kinds(noPork, answer(dripping))).toEqual([]);
    const lard = option({
      food_category: 'beef',
      ingredients: [{ quantity: 2, unit: 'EL', name: 'Schweineschmalz' }],
    });
    expect(kinds(noPork, answer(lard))).toEqual(['avoid pork']);
  });
});
