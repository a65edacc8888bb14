/**
 * JSON schemas for the model's structured outputs, derived from the contract's shapes
 * (contract.ts mirrors openapi.yaml; server/test/ai/contract-sync.test.ts keeps them equal).
 * They follow OpenAI's strict-mode rules: every property required, no additional properties,
 * no numeric ranges (ranges are enforced when answers are repaired).
 */
import { ANIMATIONS, DIFFICULTIES, FOOD_CATEGORIES, NUTRIENTS } from '#kitchen/contract.ts';

type JsonSchema = Record<string, unknown>;

function object(properties: Record<string, JsonSchema>): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  };
}

export const INGREDIENT_SCHEMA: JsonSchema = object({
  quantity: {
    type: ['number', 'null'],
    description: 'Amount for 4 servings; null when unmeasured (salt to taste).',
  },
  unit: {
    type: 'string',
    description: 'g, ml, tbsp, tsp, cloves... or an empty string for whole items.',
  },
  name: { type: 'string' },
});

/** Nutrition per serving as plain numbers in the contract's units; % daily values are computed by us. */
export const NUTRITION_AMOUNTS_SCHEMA: JsonSchema = object(
  Object.fromEntries(
    NUTRIENTS.map((def) => [
      def.key,
      { type: 'number', description: `per serving, in ${def.unit}` },
    ]),
  ),
);

export const RECIPE_OPTIONS_SCHEMA: JsonSchema = object({
  options: {
    type: 'array',
    description: '3 or 4 clearly different recipes.',
    items: object({
      title: { type: 'string' },
      description: { type: 'string', description: 'One or two appetising sentences.' },
      ingredients: { type: 'array', items: INGREDIENT_SCHEMA },
      difficulty: { type: 'string', enum: [...DIFFICULTIES] },
      total_time_minutes: { type: 'integer' },
      food_category: { type: 'string', enum: [...FOOD_CATEGORIES] },
      nutrition: NUTRITION_AMOUNTS_SCHEMA,
    }),
  },
});

export const INSTRUCTION_STEPS_SCHEMA: JsonSchema = object({
  steps: {
    type: 'array',
    description: '4 to 12 steps.',
    items: object({
      heading: { type: 'string' },
      description: { type: 'string' },
      animation: { type: 'string', enum: [...ANIMATIONS] },
      timer: {
        type: ['integer', 'null'],
        description: 'Countdown in whole seconds for steps that take time, else null.',
      },
    }),
  },
});

export const PHOTO_INGREDIENTS_SCHEMA: JsonSchema = object({
  ingredients: { type: 'array', items: { type: 'string' } },
});

/** The contract's own shapes, used to validate every repaired answer before it leaves the provider. */
const NUTRIENT_WITH_DV = (unit: string): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'unit', 'dv'],
  properties: {
    amount: { type: 'number', minimum: 0 },
    unit: { const: unit },
    dv: { type: 'number', minimum: 0 },
  },
});
const NUTRIENT_AMOUNT = (unit: string): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'unit'],
  properties: { amount: { type: 'number', minimum: 0 }, unit: { const: unit } },
});

export const CONTRACT_RECIPE_SCHEMA: JsonSchema = {
  type: 'object',
  required: [
    'title',
    'description',
    'ingredients',
    'difficulty',
    'total_time_minutes',
    'food_category',
    'nutrition',
  ],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    description: { type: 'string', maxLength: 2000 },
    ingredients: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['quantity', 'unit', 'name'],
        properties: {
          quantity: { type: ['number', 'null'], minimum: 0 },
          unit: { type: 'string', maxLength: 40 },
          name: { type: 'string', minLength: 1, maxLength: 200 },
        },
      },
    },
    difficulty: { enum: [...DIFFICULTIES] },
    total_time_minutes: { type: 'integer', minimum: 1 },
    food_category: { enum: [...FOOD_CATEGORIES] },
    nutrition: {
      type: 'object',
      additionalProperties: false,
      required: NUTRIENTS.map((def) => def.key),
      properties: Object.fromEntries(
        NUTRIENTS.map((def) => [
          def.key,
          def.dailyValue === null ? NUTRIENT_AMOUNT(def.unit) : NUTRIENT_WITH_DV(def.unit),
        ]),
      ),
    },
  },
};

export const CONTRACT_STEP_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['heading', 'description', 'animation', 'timer'],
  properties: {
    heading: { type: 'string', minLength: 1, maxLength: 120 },
    description: { type: 'string', minLength: 1, maxLength: 2000 },
    animation: { enum: [...ANIMATIONS] },
    timer: { type: ['integer', 'null'], minimum: 1 },
  },
};
