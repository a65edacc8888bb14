/**
 * The parts of the /api contract (openapi.yaml) the kitchen and the AI providers produce, as runtime
 * constants. Types come from the generated schema, the enum values from the arrays generated next to
 * it; server/test/ai/contract-sync.test.ts checks the rest against openapi.yaml.
 */
import {
  animationValues,
  difficultyValues,
  foodCategoryValues,
  type components,
} from '#contract/schema.gen.ts';

type Schemas = components['schemas'];
export type Ingredient = Schemas['Ingredient'];
export type Nutrition = Schemas['Nutrition'];
export type Difficulty = Schemas['Difficulty'];
export type FoodCategory = Schemas['FoodCategory'];
export type InstructionStep = Schemas['InstructionStep'];

/** The lottie files the project ships under /lottie-animations/. */
export const ANIMATIONS = animationValues;
export type AnimationFile = (typeof ANIMATIONS)[number];

export const DIFFICULTIES = difficultyValues;

export const FOOD_CATEGORIES = foodCategoryValues;

export type NutrientKey =
  | 'calories'
  | 'totalFat'
  | 'saturatedFat'
  | 'transFat'
  | 'cholesterol'
  | 'sodium'
  | 'totalCarbohydrate'
  | 'dietaryFiber'
  | 'totalSugars'
  | 'protein'
  | 'vitaminD'
  | 'calcium'
  | 'iron'
  | 'potassium';

export interface NutrientDef {
  readonly key: NutrientKey;
  readonly unit: components['schemas']['NutrientUnit'];
  /**
   * FDA reference daily intake for a 2,000 kcal diet (21 CFR 101.9(c), 2016 label rule);
   * null for nutrients the label shows without a %DV.
   */
  readonly dailyValue: number | null;
  /** Index in a catalogue NutrientRow. */
  readonly column: number;
  /** Decimals the amount is rounded to. */
  readonly decimals: number;
}

export const NUTRIENTS: readonly NutrientDef[] = [
  { key: 'calories', unit: 'kcal', dailyValue: 2000, column: 0, decimals: 0 },
  { key: 'totalFat', unit: 'g', dailyValue: 78, column: 1, decimals: 1 },
  { key: 'saturatedFat', unit: 'g', dailyValue: 20, column: 2, decimals: 1 },
  { key: 'transFat', unit: 'g', dailyValue: null, column: 3, decimals: 1 },
  { key: 'cholesterol', unit: 'mg', dailyValue: 300, column: 4, decimals: 0 },
  { key: 'sodium', unit: 'mg', dailyValue: 2300, column: 5, decimals: 0 },
  { key: 'totalCarbohydrate', unit: 'g', dailyValue: 275, column: 6, decimals: 1 },
  { key: 'dietaryFiber', unit: 'g', dailyValue: 28, column: 7, decimals: 1 },
  { key: 'totalSugars', unit: 'g', dailyValue: null, column: 8, decimals: 1 },
  { key: 'protein', unit: 'g', dailyValue: null, column: 9, decimals: 1 },
  { key: 'vitaminD', unit: 'mcg', dailyValue: 20, column: 10, decimals: 1 },
  { key: 'calcium', unit: 'mg', dailyValue: 1300, column: 11, decimals: 0 },
  { key: 'iron', unit: 'mg', dailyValue: 18, column: 12, decimals: 1 },
  { key: 'potassium', unit: 'mg', dailyValue: 4700, column: 13, decimals: 0 },
];
