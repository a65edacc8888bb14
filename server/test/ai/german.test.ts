/** German recipe text of the built-in engine (issue #16 item 5). */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#kitchen/catalogue/index.ts';
import { composeRecipes } from '#server/src/ai/composer/compose.ts';
import { TEMPLATE_BY_ID } from '#server/src/ai/composer/dishes/index.ts';
import { inLanguage, textLanguage } from '#server/src/ai/composer/language.ts';
import { amountPhrase, fixedLine, linesFromIngredients } from '#server/src/ai/composer/lines.ts';
import { statedSeconds, step } from '#server/src/ai/composer/steps.ts';
import { detectTemplate, generateInstructions } from '#server/src/ai/instructions.ts';
import { matchName } from '#kitchen/matcher.ts';
import type { GenerationInput } from '#server/src/ai/provider.ts';

const item = (id: string) => CATALOGUE.find((entry) => entry.id === id)!;
const input = (prompt: string, extra: Partial<GenerationInput> = {}): GenerationInput => ({
  prompt,
  writtenIngredients: '',
  imageIngredients: [],
  ...extra,
});

describe('German durations', () => {
  it('reads German durations like English ones', () => {
    expect(statedSeconds('5 Minuten köcheln lassen.')).toBe(300);
    expect(statedSeconds('Weitere 4 Minuten garen, dann 4 weitere Minuten ruhen lassen.')).toBe(
      480,
    );
    expect(statedSeconds('25-30 Minuten backen.')).toBe(1500);
    expect(statedSeconds('Pro Seite etwa 30 Sekunden anbraten.')).toBe(30);
    expect(statedSeconds('1 Stunde schmoren.')).toBe(3600);
    expect(statedSeconds('Ofen auf 200 °C vorheizen.')).toBeNull();
  });

  it('states a timed step’s countdown in German', () => {
    const plan = inLanguage('de', () => step('Aufkochen', 'Aufkochen lassen.', 'boil', 300));
    expect(plan.description).toBe('Aufkochen lassen. Etwa 5 Minuten einplanen.');
    expect(plan.timer).toBe(300);
  });
});

describe('German ingredient lines', () => {
  it('writes German names and units', () => {
    inLanguage('de', () => {
      expect(amountPhrase(fixedLine(item('garlic'), 3, 'clove'))).toBe('3 Zehen Knoblauch');
      expect(amountPhrase(fixedLine(item('garlic'), 1, 'clove'))).toBe('1 Zehe Knoblauch');
      expect(amountPhrase(fixedLine(item('olive-oil'), 2, 'tbsp'))).toBe('2 EL Olivenöl');
      expect(amountPhrase(fixedLine(item('cumin'), 1, 'tsp'))).toBe('1 TL Kreuzkümmel');
      expect(amountPhrase(fixedLine(item('salt'), 1, 'pinch'))).toBe('1 Prise Salz');
      expect(amountPhrase(fixedLine(item('onion'), 2, 'piece'))).toBe('2 Zwiebeln');
      expect(amountPhrase(fixedLine(item('apple'), 2, 'piece'))).toBe('2 Äpfel');
      expect(amountPhrase(fixedLine(item('ginger'), 1, 'piece'))).toBe('1 Stück Ingwer');
      expect(amountPhrase(fixedLine(item('blueberry'), 100, 'g'))).toBe('100 g Heidelbeeren');
      expect(amountPhrase(fixedLine(item('pumpkin'), 600, 'g'))).toBe('600 g Kürbis');
      expect(amountPhrase(fixedLine(item('zucchini'), 2, 'piece'))).toBe('2 Zucchini');
    });
    expect(amountPhrase(fixedLine(item('garlic'), 3, 'clove'))).toBe('3 cloves garlic');
  });

  it('reads every German display name back as its own item', () => {
    const wrong = CATALOGUE.filter((entry) => matchName(entry.deName)?.id !== entry.id).map(
      (entry) => `${entry.id}: ${entry.deName} -> ${matchName(entry.deName)?.id}`,
    );
    expect(wrong).toEqual([]);
  });
});

describe('language of composed recipes', () => {
  it('answers a German soup request with German soups, same structure as in English', () => {
    const german = composeRecipes(input('Ich möchte eine Suppe'));
    const english = composeRecipes(input('I want a soup'));
    expect(german.length).toBeGreaterThanOrEqual(3);
    for (const recipe of german)
      expect(textLanguage(`${recipe.title} ${recipe.description}`)).toBe('de');
    expect(german[0]!.title).toMatch(/^\S+ Suppe mit /);
    // Same dish, ingredients and nutrition whatever the language.
    const first = german[0]!;
    const twin = english.find(
      (recipe) =>
        detectTemplate(recipe.title, linesFromIngredients(recipe.ingredients)) === 'soup' &&
        recipe.ingredients.length === first.ingredients.length,
    );
    expect(twin).toBeDefined();
    expect(first.ingredients.map((line) => matchName(line.name)?.id)).toEqual(
      twin!.ingredients.map((line) => matchName(line.name)?.id),
    );
    expect(first.nutrition).toEqual(twin!.nutrition);
    expect(first.total_time_minutes).toBe(twin!.total_time_minutes);
  });

  it('keeps English requests English', () => {
    for (const recipe of composeRecipes(input('pancakes for the kids')))
      expect(textLanguage(`${recipe.title} ${recipe.description}`)).toBe('en');
  });

  it('follows the language setting when the request shows no language', () => {
    const recipes = composeRecipes(
      input('', { writtenIngredients: '', language: 'de', imageIngredients: ['egg', 'spinach'] }),
    );
    const capable = recipes.filter(
      (recipe) =>
        TEMPLATE_BY_ID.get(detectTemplate(recipe.title, linesFromIngredients(recipe.ingredients)))
          ?.de,
    );
    expect(capable.length).toBeGreaterThan(0);
    for (const recipe of capable)
      expect(textLanguage(recipe.title + ' ' + recipe.description)).toBe('de');
  });

  it('writes English for a dish without German wording, never a mix', () => {
    const recipes = composeRecipes(input('vegane Lasagne ohne Nüsse'));
    for (const recipe of recipes) {
      const dish = TEMPLATE_BY_ID.get(
        detectTemplate(recipe.title, linesFromIngredients(recipe.ingredients)),
      );
      const lang = textLanguage(`${recipe.title} ${recipe.description}`);
      expect(lang).toBe(dish?.de ? 'de' : 'en');
      const steps = generateInstructions(recipe)
        .map((plan) => plan.description)
        .join(' ');
      expect(textLanguage(steps)).toBe(lang);
    }
  });
});

describe('instructions of a stored German recipe', () => {
  it('are German, and English for the same dish written in English', () => {
    const ingredients = [
      { quantity: 2, unit: 'Zehen', name: 'Knoblauch' },
      { quantity: 1, unit: '', name: 'Zwiebel' },
      { quantity: 600, unit: 'g', name: 'Kürbis' },
      { quantity: 1000, unit: 'ml', name: 'Gemüsebrühe' },
      { quantity: 2, unit: 'EL', name: 'Olivenöl' },
      { quantity: null, unit: '', name: 'Salz' },
    ];
    const recipe = {
      title: 'Samtige Suppe mit Kürbis',
      description: 'Eine samtig pürierte Suppe aus Kürbis.',
      baseServings: 4,
      ingredients,
      total_time_minutes: 40,
      difficulty: 'easy' as const,
    };
    const steps = generateInstructions(recipe);
    const text = steps.map((plan) => `${plan.heading} ${plan.description}`).join(' ');
    expect(text).toContain('2 EL Olivenöl in einem großen Topf bei mittlerer Hitze erhitzen.');
    expect(text).toContain('Die Suppe mit dem Stabmixer samtig pürieren.');
    expect(textLanguage(text)).toBe('de');
    const english = generateInstructions({
      ...recipe,
      title: 'Velvety Pumpkin Soup',
      description: 'A velvety blended soup of pumpkin.',
    });
    expect(english.map((plan) => plan.description).join(' ')).toContain(
      'in a large pot over medium heat',
    );
  });
});
