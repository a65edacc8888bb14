import {
  animationValues,
  difficultyValues,
  foodCategoryValues,
  type components,
} from '#contract/schema.gen.ts';
import {
  AiProviderError,
  InvalidImageError,
  type ComposedRecipe,
} from '#server/src/ai/provider.ts';
import { AI_FAILURE_DETAIL, HttpError } from '#server/src/platform/errors.ts';
import { DETAILS } from '#contract/messages.ts';

type Schemas = components['schemas'];

const DIFFICULTIES = new Set<Schemas['Difficulty']>(difficultyValues);
const CATEGORIES = new Set<Schemas['FoodCategory']>(foodCategoryValues);
const ANIMATIONS = new Set<Schemas['Animation']>(animationValues);

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Maps any provider failure to the contract's 502/503 with a fixed text (the provider's message may carry internals). */
export function aiFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // A photo that passed the type sniffing but cannot be decoded is the user's input, not a provider failure.
  if (error instanceof InvalidImageError) return new HttpError(422, DETAILS.imageUnreadable);
  const status: 502 | 503 =
    error instanceof AiProviderError
      ? error.status
      : (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError'
        ? 503
        : 502;
  return new HttpError(status, AI_FAILURE_DETAIL[status]);
}

function ingredients(list: unknown): Schemas['Ingredient'][] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: Partial<Schemas['Ingredient']>) => {
    const name = text(item?.name, 200);
    if (!name) return [];
    return [
      { quantity: isCount(item.quantity) ? item.quantity : null, unit: text(item.unit, 40), name },
    ];
  });
}

const NUTRIENT_UNITS: Record<keyof Schemas['Nutrition'], [Schemas['NutrientUnit'], boolean]> = {
  calories: ['kcal', true],
  totalFat: ['g', true],
  saturatedFat: ['g', true],
  transFat: ['g', false],
  cholesterol: ['mg', true],
  sodium: ['mg', true],
  totalCarbohydrate: ['g', true],
  dietaryFiber: ['g', true],
  totalSugars: ['g', false],
  protein: ['g', false],
  vitaminD: ['mcg', true],
  calcium: ['mg', true],
  iron: ['mg', true],
  potassium: ['mg', true],
};

/** The nutrition block rebuilt key by key with the contract's fixed units; null when any nutrient is missing. */
export function checkNutrition(value: unknown): Schemas['Nutrition'] | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, { amount?: unknown; dv?: unknown }>;
  const result: Record<string, { amount: number; unit: Schemas['NutrientUnit']; dv?: number }> = {};
  for (const [key, [unit, withDv]] of Object.entries(NUTRIENT_UNITS)) {
    const nutrient = source[key];
    if (!nutrient || !isCount(nutrient.amount) || (withDv && !isCount(nutrient.dv))) return null;
    result[key] = withDv
      ? { amount: nutrient.amount, unit, dv: nutrient.dv as number }
      : { amount: nutrient.amount, unit };
  }
  return result as unknown as Schemas['Nutrition'];
}

/** A composed recipe after the contract checks. */
export type CheckedRecipe = Omit<ComposedRecipe, 'nutrition'> & {
  nutrition: Schemas['Nutrition'] | null;
};

/** Keeps only recipes that fit the contract (lengths, enums, ranges); a provider that yields none has answered badly (502). */
export function checkComposedRecipes(recipes: unknown): CheckedRecipe[] {
  if (!Array.isArray(recipes)) throw new HttpError(502, AI_FAILURE_DETAIL[502]);
  const valid = recipes.flatMap((r: ComposedRecipe): CheckedRecipe[] => {
    const title = text(r?.title, 200);
    if (!title || !DIFFICULTIES.has(r.difficulty) || !CATEGORIES.has(r.food_category)) return [];
    const time = Number.isFinite(r.total_time_minutes)
      ? Math.max(1, Math.round(r.total_time_minutes))
      : 30;
    return [
      {
        ...r,
        title,
        description: text(r.description, 2000),
        baseServings: Number.isInteger(r.baseServings) && r.baseServings >= 1 ? r.baseServings : 4,
        ingredients: ingredients(r.ingredients),
        nutrition: checkNutrition(r.nutrition),
        total_time_minutes: time,
        illustrationSvg: typeof r.illustrationSvg === 'string' ? r.illustrationSvg : '',
      },
    ];
  });
  if (valid.length === 0) throw new HttpError(502, AI_FAILURE_DETAIL[502]);
  return valid;
}

/** Keeps the steps that fit the contract; an unknown animation becomes the neutral prepping one. */
export function checkInstructionSteps(steps: unknown): Schemas['InstructionStep'][] {
  if (!Array.isArray(steps)) throw new AiProviderError('Instructions are not a list', 502);
  const valid = steps.flatMap((s: Partial<Schemas['InstructionStep']>) => {
    const heading = text(s?.heading, 120);
    const description = text(s?.description, 2000);
    if (!heading || !description) return [];
    const timer =
      typeof s.timer === 'number' && Number.isFinite(s.timer) && s.timer >= 1
        ? Math.round(s.timer)
        : null;
    const animation = s.animation && ANIMATIONS.has(s.animation) ? s.animation : 'prepping.json';
    return [{ heading, description, animation, timer }];
  });
  if (valid.length === 0) throw new AiProviderError('No usable instruction steps', 502);
  return valid;
}

/** Trims, de-duplicates and bounds the ingredient names read from a photo. */
export function checkImageIngredients(names: unknown): string[] {
  if (!Array.isArray(names)) throw new HttpError(502, AI_FAILURE_DETAIL[502]);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of names) {
    const clean = text(name, 200);
    if (!clean || seen.has(clean.toLowerCase())) continue;
    seen.add(clean.toLowerCase());
    result.push(clean);
  }
  return result.slice(0, 100);
}
