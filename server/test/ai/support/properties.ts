/**
 * The properties every recipe answer must have, whichever provider wrote it: checked on every
 * row of the quality table for the built-in provider and for the OpenAI-compatible provider.
 */
import { expect } from 'vitest';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { ANIMATIONS } from '#kitchen/contract.ts';
import { difficultyFor } from '#server/src/ai/instructions.ts';
import { matchName } from '#kitchen/matcher.ts';
import { parseEntry, parseIngredients } from '#kitchen/parse-ingredients.ts';
import type { ComposedRecipe } from '#server/src/ai/provider.ts';
import type { InstructionStep } from '#kitchen/contract.ts';
import { contractErrors } from './contract.ts';
import type { QualityCase } from './table.ts';

const MEAT_KINDS = new Set(['beef', 'pork', 'chicken', 'lamb', 'fish', 'seafood']);
const COOKING_ANIMATIONS = new Set([
  'boiling.json',
  'frying.json',
  'baking.json',
  'grilling.json',
  'simmering.json',
  'resting.json',
]);

function itemsOf(recipe: ComposedRecipe): CatalogueItem[] {
  return recipe.ingredients
    .map((ingredient) => matchName(ingredient.name))
    .filter((item): item is CatalogueItem => item !== undefined);
}

/** The ingredients the user gave that the requested diet allows, as catalogue ids. */
export function usableGivenIds(row: QualityCase): Set<string> {
  const parsed = [
    ...parseIngredients(row.input.writtenIngredients),
    ...row.input.imageIngredients.flatMap(parseEntry),
  ];
  const allowed = parsed.filter((entry) => {
    if (row.withoutAllergen && entry.item.allergens.has(row.withoutAllergen)) return false;
    if (row.diet === 'vegan') return entry.item.kind === 'vegan';
    if (row.diet === 'vegetarian') return !MEAT_KINDS.has(entry.item.kind);
    return true;
  });
  return new Set(allowed.map((entry) => entry.item.id));
}

export interface CheckOptions {
  /** Built-in recipes derive difficulty from their steps by a documented rule. */
  readonly strictDifficulty: boolean;
}

/** Checks one provider's answer for one table row; `steps[i]` are the instructions of recipe i. */
export function checkAnswer(
  row: QualityCase,
  recipes: readonly ComposedRecipe[],
  steps: readonly InstructionStep[][],
  options: CheckOptions,
): void {
  const label = `[${row.name}]`;
  expect(recipes.length, `${label} option count`).toBeGreaterThanOrEqual(3);
  expect(recipes.length, `${label} option count`).toBeLessThanOrEqual(4);
  const titles = recipes.map((recipe) => recipe.title.toLowerCase());
  expect(new Set(titles).size, `${label} distinct titles ${titles.join(' | ')}`).toBe(
    recipes.length,
  );

  const given = usableGivenIds(row);
  recipes.forEach((recipe, index) => {
    const where = `${label} "${recipe.title}"`;
    const items = itemsOf(recipe);
    const ids = new Set(items.map((item) => item.id));

    // Contract shapes.
    for (const ingredient of recipe.ingredients)
      expect(contractErrors('Ingredient', ingredient), where).toBe('');
    expect(contractErrors('Nutrition', recipe.nutrition), where).toBe('');
    expect(contractErrors('Difficulty', recipe.difficulty), where).toBe('');
    expect(contractErrors('FoodCategory', recipe.food_category), where).toBe('');
    expect(recipe.title.length, where).toBeGreaterThan(0);
    expect(recipe.title.length, where).toBeLessThanOrEqual(200);
    expect(recipe.description.length, where).toBeLessThanOrEqual(2000);
    expect(
      Number.isInteger(recipe.total_time_minutes) && recipe.total_time_minutes >= 1,
      where,
    ).toBe(true);
    expect(recipe.baseServings, where).toBe(4);

    // Uses the user's ingredients.
    const used = [...given].filter((id) => ids.has(id)).length;
    expect(used, `${where} uses given ${[...given].join(', ')}`).toBeGreaterThanOrEqual(
      Math.min(2, given.size),
    );

    // Diet and category follow the ingredients.
    const kinds = new Set(items.map((item) => item.kind));
    const meats = [...kinds].filter((kind) => MEAT_KINDS.has(kind));
    if (row.diet === 'vegan') expect(recipe.food_category, where).toBe('vegan');
    if (row.diet === 'vegetarian')
      expect(['vegan', 'vegetarian'], where).toContain(recipe.food_category);
    if (row.withoutAllergen) {
      expect(
        items.filter((item) => item.allergens.has(row.withoutAllergen!)).map((item) => item.name),
        where,
      ).toEqual([]);
      expect(recipe.allergens ?? [], where).not.toContain(row.withoutAllergen);
    }
    switch (recipe.food_category) {
      case 'vegan':
        expect(
          [...kinds].filter((kind) => kind !== 'vegan'),
          `${where} vegan`,
        ).toEqual([]);
        break;
      case 'vegetarian':
        expect(meats, `${where} vegetarian`).toEqual([]);
        expect(kinds.has('vegetarian'), `${where} vegetarian needs dairy/eggs`).toBe(true);
        break;
      case 'mixed-meat':
        expect(meats.length, `${where} mixed-meat`).toBeGreaterThanOrEqual(2);
        break;
      default:
        expect(
          kinds.has(recipe.food_category as CatalogueItem['kind']),
          `${where} ${recipe.food_category}`,
        ).toBe(true);
    }

    // Nutrition per serving.
    expect(recipe.nutrition.calories.amount, `${where} kcal`).toBeGreaterThanOrEqual(100);
    expect(recipe.nutrition.calories.amount, `${where} kcal`).toBeLessThanOrEqual(1500);

    // Illustration: a standalone SVG without scripts.
    expect(
      recipe.illustrationSvg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'),
      where,
    ).toBe(true);
    expect(recipe.illustrationSvg, where).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(recipe.illustrationSvg, where).not.toMatch(
      /<script|\son[a-z]+=|javascript:|<foreignObject|href=/i,
    );

    // Steps: count, contract, animations, timers, time and difficulty.
    const recipeSteps = steps[index] ?? [];
    expect(recipeSteps.length, `${where} steps`).toBeGreaterThanOrEqual(4);
    expect(recipeSteps.length, `${where} steps`).toBeLessThanOrEqual(12);
    for (const step of recipeSteps) {
      expect(contractErrors('InstructionStep', step), where).toBe('');
      expect(ANIMATIONS, where).toContain(step.animation);
      if (COOKING_ANIMATIONS.has(step.animation))
        expect(step.timer, `${where} timer on "${step.heading}"`).toBeGreaterThanOrEqual(1);
    }
    const timers = recipeSteps.map((step) => step.timer ?? 0);
    expect(recipe.total_time_minutes * 60, `${where} longest timer fits`).toBeGreaterThanOrEqual(
      Math.max(0, ...timers),
    );
    const timed = timers.reduce((sum, seconds) => sum + seconds, 0) / 60;
    expect(recipe.total_time_minutes, `${where} total vs timers`).toBeLessThanOrEqual(
      timed + recipeSteps.length * 10 + 5,
    );
    if (options.strictDifficulty) {
      expect(recipe.difficulty, `${where} difficulty`).toBe(
        difficultyFor(recipeSteps.length, recipe.total_time_minutes),
      );
      // The steps name the recipe's real ingredients with their quantities.
      const text = recipeSteps.map((step) => step.description).join(' ');
      const measured = recipe.ingredients.filter(
        (ingredient) => ingredient.quantity !== null && !/salt|pepper/.test(ingredient.name),
      );
      const named = measured.filter((ingredient) => text.includes(ingredient.name));
      expect(
        named.length / Math.max(1, measured.length),
        `${where} steps name ingredients`,
      ).toBeGreaterThanOrEqual(0.8);
    }
  });
}
