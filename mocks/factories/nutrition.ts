import type { Nutrition } from '#src/api/types';

/** The macro- and micronutrients of one serving, in the contract's fixed units. */
export interface NutrientAmounts {
  calories: number;
  totalFat: number;
  saturatedFat: number;
  transFat: number;
  cholesterol: number;
  sodium: number;
  totalCarbohydrate: number;
  dietaryFiber: number;
  totalSugars: number;
  protein: number;
  vitaminD: number;
  calcium: number;
  iron: number;
  potassium: number;
}

/** FDA reference daily values for a 2,000 kcal diet (the label's % Daily Value). */
const DAILY_VALUES = {
  calories: 2000,
  totalFat: 78,
  saturatedFat: 20,
  cholesterol: 300,
  sodium: 2300,
  totalCarbohydrate: 275,
  dietaryFiber: 28,
  vitaminD: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
} as const;

const dv = (amount: number, key: keyof typeof DAILY_VALUES) =>
  Math.round((amount / DAILY_VALUES[key]) * 100);

/** A full nutrition block (all 14 nutrients, % DV computed) from per-serving amounts. */
export function buildNutrition(a: NutrientAmounts): Nutrition {
  return {
    calories: { amount: a.calories, unit: 'kcal', dv: dv(a.calories, 'calories') },
    totalFat: { amount: a.totalFat, unit: 'g', dv: dv(a.totalFat, 'totalFat') },
    saturatedFat: { amount: a.saturatedFat, unit: 'g', dv: dv(a.saturatedFat, 'saturatedFat') },
    transFat: { amount: a.transFat, unit: 'g' },
    cholesterol: { amount: a.cholesterol, unit: 'mg', dv: dv(a.cholesterol, 'cholesterol') },
    sodium: { amount: a.sodium, unit: 'mg', dv: dv(a.sodium, 'sodium') },
    totalCarbohydrate: {
      amount: a.totalCarbohydrate,
      unit: 'g',
      dv: dv(a.totalCarbohydrate, 'totalCarbohydrate'),
    },
    dietaryFiber: { amount: a.dietaryFiber, unit: 'g', dv: dv(a.dietaryFiber, 'dietaryFiber') },
    totalSugars: { amount: a.totalSugars, unit: 'g' },
    protein: { amount: a.protein, unit: 'g' },
    vitaminD: { amount: a.vitaminD, unit: 'mcg', dv: dv(a.vitaminD, 'vitaminD') },
    calcium: { amount: a.calcium, unit: 'mg', dv: dv(a.calcium, 'calcium') },
    iron: { amount: a.iron, unit: 'mg', dv: dv(a.iron, 'iron') },
    potassium: { amount: a.potassium, unit: 'mg', dv: dv(a.potassium, 'potassium') },
  };
}
