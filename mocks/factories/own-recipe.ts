/**
 * What the mock computes for a recipe the cook wrote (POST /recipe/create, PUT /recipe/{id}/update):
 * a small stand-in for the server's ingredient catalogue (per-100 g values after USDA FoodData
 * Central, rounded), so nutrition, "not counted" names, allergens and the food category behave as
 * on the server; the figures themselves are the mock's own.
 */
import type { FoodCategory, Ingredient, Nutrition, RecipeInput } from '#src/api/types';
import { allergensOf } from './allergens';
import { type NutrientAmounts, buildNutrition } from './nutrition';

type Kind = 'vegan' | 'vegetarian' | 'chicken' | 'beef' | 'pork' | 'fish' | 'seafood';

interface MockItem {
  names: string[];
  kind: Kind;
  /** Grams of one piece ("2 carrots"). */
  piece: number;
  /** kcal, fat, saturated, trans, cholesterol mg, sodium mg, carbs, fiber, sugars, protein, vit D mcg, calcium mg, iron mg, potassium mg. */
  per100g: readonly number[];
}

const ITEMS: MockItem[] = [
  {
    names: ['lentil', 'lentils', 'red lentils'],
    kind: 'vegan',
    piece: 10,
    per100g: [352, 1.1, 0.2, 0, 0, 6, 63, 11, 2, 25, 0, 35, 6.5, 677],
  },
  {
    names: ['chickpea', 'chickpeas'],
    kind: 'vegan',
    piece: 10,
    per100g: [164, 2.6, 0.3, 0, 0, 7, 27, 7.6, 4.8, 8.9, 0, 49, 2.9, 291],
  },
  {
    names: ['carrot', 'carrots'],
    kind: 'vegan',
    piece: 60,
    per100g: [41, 0.2, 0, 0, 0, 69, 10, 2.8, 4.7, 0.9, 0, 33, 0.3, 320],
  },
  {
    names: ['onion', 'onions'],
    kind: 'vegan',
    piece: 110,
    per100g: [40, 0.1, 0, 0, 0, 4, 9.3, 1.7, 4.2, 1.1, 0, 23, 0.2, 146],
  },
  {
    names: ['garlic', 'garlic clove', 'garlic cloves'],
    kind: 'vegan',
    piece: 5,
    per100g: [149, 0.5, 0.1, 0, 0, 17, 33, 2.1, 1, 6.4, 0, 181, 1.7, 401],
  },
  {
    names: ['tomato', 'tomatoes'],
    kind: 'vegan',
    piece: 120,
    per100g: [18, 0.2, 0, 0, 0, 5, 3.9, 1.2, 2.6, 0.9, 0, 10, 0.3, 237],
  },
  {
    names: ['potato', 'potatoes'],
    kind: 'vegan',
    piece: 170,
    per100g: [77, 0.1, 0, 0, 0, 6, 17, 2.2, 0.8, 2, 0, 12, 0.8, 425],
  },
  {
    names: ['spinach', 'baby spinach'],
    kind: 'vegan',
    piece: 30,
    per100g: [23, 0.4, 0.1, 0, 0, 79, 3.6, 2.2, 0.4, 2.9, 0, 99, 2.7, 558],
  },
  {
    names: ['rice'],
    kind: 'vegan',
    piece: 75,
    per100g: [365, 0.7, 0.2, 0, 0, 5, 80, 1.3, 0.1, 7.1, 0, 28, 0.8, 115],
  },
  {
    names: ['pasta', 'spaghetti', 'penne'],
    kind: 'vegan',
    piece: 100,
    per100g: [371, 1.5, 0.3, 0, 0, 6, 75, 3.2, 2.7, 13, 0, 21, 3.3, 223],
  },
  {
    names: ['flour'],
    kind: 'vegan',
    piece: 100,
    per100g: [364, 1, 0.2, 0, 0, 2, 76, 2.7, 0.3, 10, 0, 15, 1.2, 107],
  },
  {
    names: ['sugar'],
    kind: 'vegan',
    piece: 4,
    per100g: [387, 0, 0, 0, 0, 1, 100, 0, 100, 0, 0, 1, 0, 2],
  },
  {
    names: ['olive oil', 'oil'],
    kind: 'vegan',
    piece: 14,
    per100g: [884, 100, 14, 0, 0, 2, 0, 0, 0, 0, 0, 1, 0.6, 1],
  },
  {
    names: ['coconut milk'],
    kind: 'vegan',
    piece: 400,
    per100g: [230, 24, 21, 0, 0, 15, 6, 2.2, 3.3, 2.3, 0, 16, 1.6, 263],
  },
  {
    names: ['vegetable stock', 'vegetable broth', 'stock'],
    kind: 'vegan',
    piece: 250,
    per100g: [5, 0.1, 0, 0, 0, 300, 1, 0, 0.5, 0.2, 0, 2, 0, 10],
  },
  {
    names: ['lemon', 'lemons'],
    kind: 'vegan',
    piece: 60,
    per100g: [29, 0.3, 0, 0, 0, 2, 9, 2.8, 2.5, 1.1, 0, 26, 0.6, 138],
  },
  {
    names: ['salt'],
    kind: 'vegan',
    piece: 1,
    per100g: [0, 0, 0, 0, 0, 38758, 0, 0, 0, 0, 0, 24, 0.3, 8],
  },
  {
    names: ['pepper', 'black pepper'],
    kind: 'vegan',
    piece: 1,
    per100g: [251, 3.3, 1.4, 0, 0, 20, 64, 25, 0.6, 10, 0, 443, 9.7, 1329],
  },
  {
    names: ['cumin'],
    kind: 'vegan',
    piece: 2,
    per100g: [375, 22, 1.5, 0, 0, 168, 44, 11, 2.3, 18, 0, 931, 66, 1788],
  },
  {
    names: ['bread'],
    kind: 'vegan',
    piece: 30,
    per100g: [265, 3.2, 0.7, 0, 0, 491, 49, 2.7, 5, 9, 0, 260, 3.6, 115],
  },
  {
    names: ['butter'],
    kind: 'vegetarian',
    piece: 10,
    per100g: [717, 81, 51, 3.3, 215, 11, 0.1, 0, 0.1, 0.9, 1.5, 24, 0, 24],
  },
  {
    names: ['egg', 'eggs'],
    kind: 'vegetarian',
    piece: 50,
    per100g: [143, 9.5, 3.1, 0, 372, 142, 0.7, 0, 0.4, 12.6, 2, 56, 1.8, 138],
  },
  {
    names: ['milk'],
    kind: 'vegetarian',
    piece: 250,
    per100g: [61, 3.3, 1.9, 0, 10, 43, 4.8, 0, 5, 3.2, 1.3, 113, 0, 132],
  },
  {
    names: ['feta', 'cheese', 'parmesan'],
    kind: 'vegetarian',
    piece: 30,
    per100g: [264, 21, 15, 0, 89, 917, 4.1, 0, 4.1, 14, 0.4, 493, 0.7, 62],
  },
  {
    names: ['chicken', 'chicken breast', 'chicken thighs'],
    kind: 'chicken',
    piece: 150,
    per100g: [165, 3.6, 1, 0, 85, 74, 0, 0, 0, 31, 0.1, 15, 1, 256],
  },
  {
    names: ['beef', 'ground beef', 'steak'],
    kind: 'beef',
    piece: 200,
    per100g: [250, 15, 6, 1, 90, 72, 0, 0, 0, 26, 0.2, 18, 2.6, 318],
  },
  {
    names: ['bacon', 'pork'],
    kind: 'pork',
    piece: 25,
    per100g: [242, 14, 5, 0, 80, 62, 0, 0, 0, 27, 0.6, 19, 0.9, 423],
  },
  {
    names: ['salmon'],
    kind: 'fish',
    piece: 150,
    per100g: [208, 13, 3, 0, 55, 59, 0, 0, 0, 20, 11, 9, 0.3, 363],
  },
  {
    names: ['shrimp', 'prawns'],
    kind: 'seafood',
    piece: 15,
    per100g: [99, 0.3, 0.1, 0, 189, 111, 0.2, 0, 0, 24, 0, 70, 0.5, 259],
  },
];

const KEYS: (keyof NutrientAmounts)[] = [
  'calories',
  'totalFat',
  'saturatedFat',
  'transFat',
  'cholesterol',
  'sodium',
  'totalCarbohydrate',
  'dietaryFiber',
  'totalSugars',
  'protein',
  'vitaminD',
  'calcium',
  'iron',
  'potassium',
];

/** Grams per unit; volumes as water. */
const UNIT_GRAMS: Record<string, number> = {
  g: 1,
  kg: 1000,
  mg: 0.001,
  ml: 1,
  l: 1000,
  tsp: 5,
  tbsp: 15,
  cup: 240,
  cups: 240,
  oz: 28.35,
  lb: 453.6,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The mock catalogue item an ingredient name names (the longest matching name wins). */
export function mockCatalogueItem(name: string): MockItem | undefined {
  const text = name.toLowerCase();
  let best: { item: MockItem; length: number } | undefined;
  for (const item of ITEMS)
    for (const candidate of item.names)
      if (
        new RegExp(`\\b${escape(candidate)}\\b`).test(text) &&
        candidate.length > (best?.length ?? 0)
      )
        best = { item, length: candidate.length };
  return best?.item;
}

function grams(item: MockItem, line: Ingredient): number {
  if (line.quantity === null || !(line.quantity > 0)) return Math.min(item.piece, 2);
  const unit = line.unit.trim().toLowerCase();
  return line.quantity * (unit === '' ? item.piece : (UNIT_GRAMS[unit] ?? item.piece));
}

const round = (value: number) => Math.round(value * 10) / 10;

function categoryOf(items: readonly MockItem[]): FoodCategory {
  const meats = new Set(
    items.map((i) => i.kind).filter((k) => k !== 'vegan' && k !== 'vegetarian'),
  );
  if (meats.size === 0) return items.some((i) => i.kind === 'vegetarian') ? 'vegetarian' : 'vegan';
  if (meats.size === 1) return [...meats][0] as FoodCategory;
  if ([...meats].every((k) => k === 'fish' || k === 'seafood')) return 'seafood';
  return 'mixed-meat';
}

export interface OwnRecipeFields {
  ingredients: Ingredient[];
  nutrition: Nutrition | null;
  nutrition_not_counted: string[];
  allergens: ReturnType<typeof allergensOf>;
  food_category: FoodCategory;
}

/** Nutrition per serving (null when no line is known), the unknown names, allergens and category. */
export function computeOwnRecipe(input: RecipeInput): OwnRecipeFields {
  const ingredients = input.ingredients.map((line) => ({
    quantity: line.quantity,
    unit: line.unit.trim(),
    name: line.name.trim(),
  }));
  const totals = KEYS.map(() => 0);
  const items: MockItem[] = [];
  const notCounted: string[] = [];
  for (const line of ingredients) {
    const item = mockCatalogueItem(line.name);
    if (!item) {
      if (!notCounted.includes(line.name)) notCounted.push(line.name);
      continue;
    }
    items.push(item);
    const g = grams(item, line);
    item.per100g.forEach((value, i) => (totals[i]! += (value * g) / 100));
  }
  const perServing = Object.fromEntries(
    KEYS.map((key, i) => [key, round(totals[i]! / Math.max(1, input.servings))]),
  ) as unknown as NutrientAmounts;
  perServing.calories = Math.round(perServing.calories);
  return {
    ingredients,
    nutrition: items.length > 0 ? buildNutrition(perServing) : null,
    nutrition_not_counted: notCounted,
    allergens: allergensOf(ingredients),
    food_category: categoryOf(items),
  };
}
