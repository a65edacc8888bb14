/**
 * Validation and repair of model answers. A model's JSON is checked against the structured-
 * output schema (Ajv); whatever can be fixed is fixed (clamped, defaulted, recomputed from the
 * catalogue, mapped to the nearest allowed value) and the result is checked against the
 * contract's shapes. What cannot be fixed is rejected with a 502: nothing half-valid is stored.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import {
  ANIMATIONS,
  DIFFICULTIES,
  FOOD_CATEGORIES,
  NUTRIENTS,
  type AnimationFile,
  type Difficulty,
  type FoodCategory,
  type Ingredient,
  type InstructionStep,
} from '#kitchen/contract.ts';
import { drawIllustration } from '#server/src/ai/composer/illustration.ts';
import { linesFromIngredients } from '#server/src/ai/composer/lines.ts';
import { template } from '#server/src/ai/composer/dishes/index.ts';
import { categoryOfItems } from '#kitchen/food-category.ts';
import {
  detectTemplate,
  difficultyFor,
  MAX_STEPS,
  MIN_STEPS,
  normalizeSteps,
} from '#server/src/ai/instructions.ts';
import { matchName } from '#kitchen/matcher.ts';
import { photoEntry } from '#server/src/ai/ocr.ts';
import { parseEntry } from '#kitchen/parse-ingredients.ts';
import { estimateNutrition, toNutrition, type NutrientTotals } from '#kitchen/nutrition.ts';
import { AiProviderError, type ComposedRecipe } from '#server/src/ai/provider.ts';
import { ACTION_ANIMATION, type Action, type StepPlan } from '#server/src/ai/composer/types.ts';
import {
  CONTRACT_RECIPE_SCHEMA,
  CONTRACT_STEP_SCHEMA,
  INSTRUCTION_STEPS_SCHEMA,
  PHOTO_INGREDIENTS_SCHEMA,
  RECIPE_OPTIONS_SCHEMA,
} from './schemas.ts';

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false });
const validateOptions = ajv.compile(RECIPE_OPTIONS_SCHEMA);
const validateSteps = ajv.compile(INSTRUCTION_STEPS_SCHEMA);
const validatePhoto = ajv.compile(PHOTO_INGREDIENTS_SCHEMA);
const validateRecipe = ajv.compile(CONTRACT_RECIPE_SCHEMA);
const validateStep = ajv.compile(CONTRACT_STEP_SCHEMA);

export const SERVINGS = 4;
const MAX_OPTIONS = 4;
const MIN_OPTIONS = 3;

/** Outcome of checking an answer against its schema: used in logs and tests. */
export interface Checked<T> {
  readonly value: T;
  /** Whether the answer matched the structured-output schema before any repair. */
  readonly schemaValid: boolean;
}

function errorsOf(validate: ValidateFunction): string {
  return ajv.errorsText(validate.errors, { separator: '; ' });
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function asText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return value.replace(/\s+/g, ' ').trim().slice(0, max);
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The array an answer holds under `key`, or the answer itself when the model sent a bare array. */
function listOf(raw: unknown, key: string): unknown[] {
  if (Array.isArray(raw)) return raw;
  const value = asRecord(raw)?.[key];
  return Array.isArray(value) ? value : [];
}

function repairIngredient(raw: unknown): Ingredient | undefined {
  const record = asRecord(raw);
  if (!record) return undefined;
  const name = asText(record.name, 200);
  if (!name) return undefined;
  const quantity = asNumber(record.quantity);
  return {
    quantity: quantity === undefined || quantity < 0 ? null : Math.round(quantity * 100) / 100,
    unit: asText(record.unit, 40),
    name,
  };
}

/**
 * Nutrition per serving: the model's figures when they are complete and plausible, otherwise
 * the catalogue's. "Plausible" means energy that matches its macronutrients, amounts within
 * human ranges, and, when the catalogue knows most ingredients, within half of its estimate.
 */
export function repairNutrition(
  raw: unknown,
  ingredients: readonly Ingredient[],
): ComposedRecipe['nutrition'] {
  const estimate = estimateNutrition(ingredients, SERVINGS);
  const record = asRecord(raw);
  if (!record) return estimate.nutrition;
  const totals = {} as NutrientTotals;
  for (const def of NUTRIENTS) {
    const value = asNumber(record[def.key]);
    if (value === undefined || value < 0) return estimate.nutrition;
    totals[def.key] = value;
  }
  const kcal = totals.calories;
  const fromMacros = totals.totalFat * 9 + totals.totalCarbohydrate * 4 + totals.protein * 4;
  const implausible =
    kcal < 50 ||
    kcal > 2500 ||
    Math.abs(fromMacros - kcal) > Math.max(80, kcal * 0.35) ||
    totals.saturatedFat > totals.totalFat + 0.5 ||
    totals.dietaryFiber > totals.totalCarbohydrate + 0.5 ||
    totals.sodium > 10_000;
  const estimatedKcal = estimate.nutrition.calories.amount;
  const disagrees =
    estimate.coverage >= 0.6 &&
    estimatedKcal > 0 &&
    Math.abs(kcal - estimatedKcal) / estimatedKcal > 0.5;
  return implausible || disagrees ? estimate.nutrition : toNutrition(totals);
}

function knownItems(ingredients: readonly Ingredient[]): CatalogueItem[] {
  return ingredients
    .map((ingredient) => matchName(ingredient.name))
    .filter((item): item is CatalogueItem => item !== undefined);
}

/** food_category from the ingredients; the model's word only counts when none are known. */
export function repairCategory(raw: unknown, ingredients: readonly Ingredient[]): FoodCategory {
  const items = knownItems(ingredients);
  if (items.length > 0) return categoryOfItems(items);
  return FOOD_CATEGORIES.includes(raw as FoodCategory) ? (raw as FoodCategory) : 'vegetarian';
}

function repairOption(raw: unknown): Omit<ComposedRecipe, 'illustrationSvg'> | undefined {
  const record = asRecord(raw);
  if (!record) return undefined;
  const title = asText(record.title, 200);
  const ingredients = (Array.isArray(record.ingredients) ? record.ingredients : [])
    .map(repairIngredient)
    .filter((ingredient): ingredient is Ingredient => ingredient !== undefined)
    .slice(0, 40);
  if (!title || ingredients.length < 2) return undefined;
  const minutes = Math.round(clamp(asNumber(record.total_time_minutes) ?? 30, 5, 600));
  const difficulty = DIFFICULTIES.includes(record.difficulty as Difficulty)
    ? (record.difficulty as Difficulty)
    : difficultyFor(6, minutes);
  return {
    title,
    description: asText(record.description, 2000) || title,
    baseServings: SERVINGS,
    ingredients,
    difficulty,
    total_time_minutes: minutes,
    food_category: repairCategory(record.food_category, ingredients),
    nutrition: repairNutrition(record.nutrition, ingredients),
  };
}

/** Draws the illustration the model cannot: the built-in composer's drawing of the dish. */
export function illustrate(recipe: Omit<ComposedRecipe, 'illustrationSvg'>): string {
  const lines = linesFromIngredients(recipe.ingredients);
  const dish = template(detectTemplate(recipe.title, lines));
  return drawIllustration({
    title: recipe.title,
    vessel: dish.vessel,
    items: lines.map((line) => line.item),
    hot: !['salad', 'fruit-salad'].includes(dish.id),
  });
}

/** Repairs a recipe-options answer into 3-4 valid recipes, or rejects it with a 502. */
export function repairRecipes(raw: unknown): Checked<ComposedRecipe[]> {
  const schemaValid = validateOptions(raw);
  const titles = new Set<string>();
  const recipes: ComposedRecipe[] = [];
  for (const option of listOf(raw, 'options')) {
    const repaired = repairOption(option);
    if (!repaired || titles.has(repaired.title.toLowerCase())) continue;
    if (!validateRecipe(repaired)) continue;
    titles.add(repaired.title.toLowerCase());
    recipes.push({ ...repaired, illustrationSvg: illustrate(repaired) });
    if (recipes.length === MAX_OPTIONS) break;
  }
  if (recipes.length < MIN_OPTIONS) {
    const why = schemaValid ? 'too few usable options' : errorsOf(validateOptions);
    throw new AiProviderError(`The AI provider returned an unusable answer (${why}).`, 502);
  }
  return { value: recipes, schemaValid };
}

/** Words in a step that give away its action, for steps whose animation is missing or unknown. */
const ANIMATION_KEYWORDS: ReadonlyArray<readonly [RegExp, AnimationFile]> = [
  [/\b(whisk|beat|whip|emulsif)/, 'whisking.json'],
  [/\b(chop|dice|slice|cut|mince|grate|peel|shred|julienne|knife)/, 'chopping.json'],
  [/\b(grill|broil|char|barbecue|bbq)/, 'grilling.json'],
  [/\b(bake|roast|oven)/, 'baking.json'],
  [/\b(simmer|braise|stew|poach|reduce)/, 'simmering.json'],
  [/\b(boil|blanch)/, 'boiling.json'],
  [/\b(fry|fri|sear|saute|sauté|brown|stir-fry|pan)/, 'frying.json'],
  [/\b(season|marinat|spice|rub|salt)/, 'seasoning.json'],
  [/\b(rest|cool|chill|stand|set aside|prove|rise)/, 'resting.json'],
  [/\b(serve|plate|garnish|arrange)/, 'plating.json'],
  [/\b(mix|stir|toss|combine|fold|blend)/, 'mixing.json'],
];

/** The allowed animation closest to what a step says (or to an unknown file name). */
export function closestAnimation(...texts: string[]): AnimationFile {
  for (const text of texts) {
    const lower = text.toLowerCase();
    for (const [pattern, file] of ANIMATION_KEYWORDS) if (pattern.test(lower)) return file;
  }
  return 'prepping.json';
}

const ANIMATION_ACTION = new Map(
  Object.entries(ACTION_ANIMATION).map(([action, file]) => [file, action as Action]),
);

const TIMED_ANIMATIONS = new Set<AnimationFile>([
  'boiling.json',
  'frying.json',
  'baking.json',
  'grilling.json',
  'simmering.json',
  'resting.json',
]);

/** "for 20 minutes", "about 1 hour", "30 seconds" -> seconds, when a step states a duration. */
export function statedSeconds(text: string): number | undefined {
  const match =
    /(?<![\d.,])(\d+(?:[.,]\d+)?)(?:\s*(?:-|to)\s*\d+(?:[.,]\d+)?)?\s*(hours?|hrs?|h\b|minutes?|mins?|seconds?|secs?)/i.exec(
      text,
    );
  if (!match) return undefined;
  const amount = Number(match[1]!.replace(',', '.'));
  const unit = match[2]!.toLowerCase();
  if (unit.startsWith('h')) return Math.round(amount * 3600);
  if (unit.startsWith('s')) return Math.round(amount);
  return Math.round(amount * 60);
}

function repairStep(raw: unknown, index: number): StepPlan | undefined {
  const record = asRecord(raw);
  if (!record) return undefined;
  const description = asText(record.description, 2000);
  if (!description) return undefined;
  const heading = asText(record.heading, 120) || `Step ${index + 1}`;
  const animation = ANIMATIONS.includes(record.animation as AnimationFile)
    ? (record.animation as AnimationFile)
    : closestAnimation(String(record.animation ?? ''), heading, description);
  let timer = asNumber(record.timer);
  timer = timer === undefined || timer < 1 ? undefined : Math.round(clamp(timer, 1, 6 * 3600));
  // Cooking steps need a countdown: take the duration the step states when the model gave none.
  if (timer === undefined && TIMED_ANIMATIONS.has(animation)) timer = statedSeconds(description);
  return {
    heading,
    description,
    action: ANIMATION_ACTION.get(animation) ?? 'prep',
    seconds: timer ?? 120,
    timer: timer ?? null,
  };
}

/**
 * Repairs an instructions answer into 4-12 valid steps. Timers are scaled down when together
 * they exceed the recipe's total time (the model's minutes must fit the recipe it was given).
 */
export function repairSteps(raw: unknown, totalMinutes: number | null): Checked<InstructionStep[]> {
  const schemaValid = validateSteps(raw);
  const planned = listOf(raw, 'steps')
    .map((step, index) => repairStep(step, index))
    .filter((step): step is StepPlan => step !== undefined);
  if (planned.length < 2) {
    throw new AiProviderError(
      `The AI provider returned unusable instructions (${schemaValid ? 'too few steps' : errorsOf(validateSteps)}).`,
      502,
    );
  }
  let steps = normalizeSteps(planned);
  const timed = steps.reduce((sum, step) => sum + (step.timer ?? 0), 0);
  if (totalMinutes !== null && timed > totalMinutes * 60) {
    const factor = (totalMinutes * 60) / timed;
    steps = steps.map((step) =>
      step.timer === null ? step : { ...step, timer: Math.max(1, Math.floor(step.timer * factor)) },
    );
  }
  const value = steps.map((step) => ({
    heading: step.heading,
    description: step.description,
    animation: ACTION_ANIMATION[step.action],
    timer: step.timer,
  }));
  if (
    value.length < MIN_STEPS ||
    value.length > MAX_STEPS ||
    !value.every((step) => validateStep(step))
  ) {
    throw new AiProviderError(
      'The AI provider returned instructions that do not fit the contract.',
      502,
    );
  }
  return { value, schemaValid };
}

/**
 * Repairs a photo answer into clean ingredients (catalogue names where known), keeping an amount
 * the list or label showed ("500 g spaghetti").
 */
export function repairPhotoIngredients(raw: unknown): Checked<string[]> {
  const schemaValid = validatePhoto(raw);
  const names: string[] = [];
  for (const entry of listOf(raw, 'ingredients').slice(0, 60)) {
    const text = asText(entry, 60)
      .replace(/[^\p{L}\p{N} './-]/gu, '')
      .trim();
    if (!/\p{L}{2}/u.test(text)) continue;
    const [parsed] = parseEntry(text);
    const name =
      parsed && parsed.quantity !== null
        ? photoEntry(parsed)
        : (matchName(text)?.name ?? text.toLowerCase());
    if (!names.includes(name)) names.push(name);
    if (names.length === 40) break;
  }
  return { value: names, schemaValid };
}
