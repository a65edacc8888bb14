/** Checks one quality-table request against the built-in engine; returns what it got wrong. */
import { composeRecipes } from '../../src/ai/composer/compose.ts';
import { TEMPLATE_BY_ID } from '../../src/ai/composer/dishes/index.ts';
import { linesFromIngredients } from '../../src/ai/composer/lines.ts';
import { textAllergens } from '../../src/ai/guard.ts';
import { detectTemplate } from '../../src/ai/instructions.ts';
import { readRequest } from '../../src/ai/intent/request.ts';
import type { ComposedRecipe, GenerationInput } from '../../src/ai/provider.ts';
import { normalize } from '../../src/ai/text.ts';
import { checkCoherence } from './coherence.ts';
import type { QualityRequest } from './requests.ts';

const MEAT = new Set(['beef', 'pork', 'chicken', 'lamb', 'mixed-meat']);

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
