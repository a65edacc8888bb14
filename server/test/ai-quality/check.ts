/** Checks one quality-table request against the built-in engine; returns what it got wrong. */
import { composeRecipes } from '#server/src/ai/composer/compose.ts';
import { TEMPLATE_BY_ID } from '#server/src/ai/composer/dishes/index.ts';
import { linesFromIngredients } from '#server/src/ai/composer/lines.ts';
import { textAllergens } from '#kitchen/allergens.ts';
import { textLanguage } from '#server/src/ai/composer/language.ts';
import { detectTemplate, generateInstructions } from '#server/src/ai/instructions.ts';
import { readRequest } from '#server/src/ai/intent/request.ts';
import type { ComposedRecipe, GenerationInput } from '#server/src/ai/provider.ts';
import { normalize, tokens } from '#kitchen/text.ts';
import { checkCoherence } from './coherence.ts';
import type { QualityRequest } from './requests.ts';

const MEAT = new Set(['beef', 'pork', 'chicken', 'lamb', 'mixed-meat']);

/** English words a German recipe's text must not contain. */
const ENGLISH_WORDS = [
  'the',
  'and',
  'with',
  'until',
  'into',
  'for',
  'minutes',
  'seconds',
  'add',
  'stir',
  'heat',
  'cook',
  'serve',
  'season',
  'tbsp',
  'tsp',
  'cloves',
  'pinch',
  'allow',
  'about',
];
/** German function words: a German method uses at least three of them. */
const GERMAN_WORDS = ['und', 'mit', 'in', 'bis', 'den', 'die', 'der', 'das'];

/** What is English in a recipe that should be German (title, description, ingredients, steps). */
function germanFailures(recipe: ComposedRecipe): string[] {
  const where = `"${recipe.title}"`;
  const steps = generateInstructions(recipe);
  const text = [
    recipe.title,
    recipe.description,
    ...recipe.ingredients.map((line) => `${line.unit} ${line.name}`),
    ...steps.flatMap((step) => [step.heading, step.description]),
  ].join(' ');
  const words = new Set(tokens(text));
  const failures = ENGLISH_WORDS.filter((word) => words.has(word)).map(
    (word) => `${where} (German) says "${word}"`,
  );
  const stepWords = new Set(tokens(steps.map((step) => step.description).join(' ')));
  const germanWords = GERMAN_WORDS.filter((word) => stepWords.has(word));
  if (germanWords.length < 3)
    failures.push(`${where}: the steps have only ${germanWords.length} German function words`);
  for (const step of steps) {
    if (step.timer !== null && step.timer >= 60 && !/\bMinuten?\b/.test(step.description))
      failures.push(`${where} step "${step.heading}" states its time without "Minuten"`);
  }
  return failures;
}

function familyOf(recipe: ComposedRecipe): string | undefined {
  const id = detectTemplate(recipe.title, linesFromIngredients(recipe.ingredients));
  return TEMPLATE_BY_ID.get(id)?.family;
}

export function checkRequest(row: QualityRequest): string[] {
  const input: GenerationInput = {
    prompt: row.prompt,
    writtenIngredients: row.ingredients,
    imageIngredients: [],
  };
  const recipes = composeRecipes(input);
  const failures: string[] = [];
  const { expect } = row;
  if (recipes.length < 3) failures.push(`${recipes.length} options`);
  if (expect.family) {
    const count = recipes.filter((recipe) => familyOf(recipe) === expect.family).length;
    if (count < 3) failures.push(`${count} options of family ${expect.family}`);
  }
  if (expect.contains) {
    const word = normalize(expect.contains);
    const count = recipes.filter((recipe) =>
      recipe.ingredients.some((line) => normalize(line.name).includes(word)),
    ).length;
    if (count < 3) failures.push(`${count} options with ${expect.contains}`);
  }
  for (const recipe of recipes) {
    failures.push(...checkCoherence(recipe));
    const where = `"${recipe.title}"`;
    const lines = recipe.ingredients.map((ingredient) => ingredient.name);
    for (const allergen of expect.noAllergens ?? []) {
      const found =
        (recipe.allergens ?? []).includes(allergen) ||
        lines.some((name) => textAllergens(name).has(allergen));
      if (found) failures.push(`${where} contains ${allergen}`);
    }
    const text = ` ${normalize([recipe.title, recipe.description, ...lines].join(' '))} `;
    for (const word of expect.noWords ?? [])
      if (new RegExp(`\\b${normalize(word)}(s|es)?\\b`).test(text))
        failures.push(`${where} names ${word}`);
    if (expect.diet === 'vegan' && recipe.food_category !== 'vegan')
      failures.push(`${where} is ${recipe.food_category}`);
    if (expect.diet === 'vegetarian' && !['vegan', 'vegetarian'].includes(recipe.food_category))
      failures.push(`${where} is ${recipe.food_category}`);
    if (expect.diet === 'pescatarian' && MEAT.has(recipe.food_category))
      failures.push(`${where} is ${recipe.food_category}`);
    if (expect.highProtein && recipe.nutrition.protein.amount < 25)
      failures.push(`${where} has ${recipe.nutrition.protein.amount} g protein`);
    if (expect.lowCarb && recipe.nutrition.totalCarbohydrate.amount > 20)
      failures.push(`${where} has ${recipe.nutrition.totalCarbohydrate.amount} g carbohydrate`);
  }
  if (expect.germanText !== undefined) {
    const german = recipes.filter(
      (recipe) => textLanguage(`${recipe.title} ${recipe.description}`) === 'de',
    );
    if (german.length < expect.germanText)
      failures.push(`${german.length} options in German, wanted ${expect.germanText}`);
    for (const recipe of recipes) {
      const dish = TEMPLATE_BY_ID.get(
        detectTemplate(recipe.title, linesFromIngredients(recipe.ingredients)),
      );
      if (dish?.de && !german.includes(recipe))
        failures.push(`"${recipe.title}" is English though its dish has German wording`);
    }
    for (const recipe of german) failures.push(...germanFailures(recipe));
  }
  if (expect.language && readRequest(input).language !== expect.language)
    failures.push(`language is not ${expect.language}`);
  if (expect.variety) {
    const shownTitles = recipes.map((recipe) => recipe.title);
    const again = composeRecipes({ ...input, generation: 1, shownTitles });
    const repeated = again.filter((recipe) => shownTitles.includes(recipe.title));
    if (again.length < 3 || repeated.length > 0)
      failures.push(`regenerate repeats ${repeated.map((recipe) => recipe.title).join(', ')}`);
  }
  return failures;
}
