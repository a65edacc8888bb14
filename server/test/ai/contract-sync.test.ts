/** The AI engine's constants and schemas agree with openapi.yaml. */
import { describe, expect, it } from 'vitest';
import { ANIMATIONS, DIFFICULTIES, FOOD_CATEGORIES, NUTRIENTS } from '#kitchen/contract.ts';
import { INSTRUCTION_STEPS_SCHEMA, RECIPE_OPTIONS_SCHEMA } from '#server/src/ai/openai/schemas.ts';
import { toNutrition } from '#kitchen/nutrition.ts';
import { contractEnum, contractErrors, openapi } from './support/contract.ts';

describe('contract sync', () => {
  it('uses the contract enums', () => {
    expect([...ANIMATIONS]).toEqual(contractEnum('Animation'));
    expect([...DIFFICULTIES]).toEqual(contractEnum('Difficulty'));
    expect([...FOOD_CATEGORIES]).toEqual(contractEnum('FoodCategory'));
  });

  it('knows every nutrient of the contract', () => {
    const nutrition = openapi.components.schemas.Nutrition as { required: string[] };
    expect(NUTRIENTS.map((def) => def.key).sort()).toEqual([...nutrition.required].sort());
    const zero = Object.fromEntries(NUTRIENTS.map((def) => [def.key, 0])) as Parameters<
      typeof toNutrition
    >[0];
    expect(contractErrors('Nutrition', toNutrition(zero))).toBe('');
  });

  it('computes %DV from the FDA 2,000 kcal references', () => {
    const totals = Object.fromEntries(
      NUTRIENTS.map((def) => [def.key, def.dailyValue ?? 10]),
    ) as Parameters<typeof toNutrition>[0];
    const nutrition = toNutrition(totals) as unknown as Record<string, { dv?: number }>;
    for (const def of NUTRIENTS)
      if (def.dailyValue !== null) expect(nutrition[def.key]?.dv, def.key).toBe(100);
    expect(NUTRIENTS.find((def) => def.key === 'sodium')?.dailyValue).toBe(2300);
    expect(NUTRIENTS.find((def) => def.key === 'totalFat')?.dailyValue).toBe(78);
  });

  it('gives the model the contract enums in its structured-output schemas', () => {
    const recipeText = JSON.stringify(RECIPE_OPTIONS_SCHEMA);
    for (const value of [...DIFFICULTIES, ...FOOD_CATEGORIES])
      expect(recipeText).toContain(`"${value}"`);
    const stepsText = JSON.stringify(INSTRUCTION_STEPS_SCHEMA);
    for (const file of ANIMATIONS) expect(stepsText).toContain(`"${file}"`);
  });
});
