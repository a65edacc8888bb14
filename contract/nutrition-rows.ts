/** The Nutrition Facts label's rows, shared by the SPA's label and the server's public share page. */
import type { components } from './schema.gen.ts';

type Nutrition = components['schemas']['Nutrition'];

/** One line of the Nutrition Facts label, in FDA order. */
export interface NutritionRow {
  key: keyof Nutrition;
  label: string;
  /** Sub-nutrients are indented under their parent (Saturated Fat under Total Fat). */
  indent: boolean;
  /** Bold like the FDA label's main nutrients. */
  bold: boolean;
  /** The vitamins and minerals block sits below a thick rule. */
  group: 'macros' | 'micros';
}

/** Every nutrient in the order and nesting of the FDA label. */
export const NUTRITION_ROWS: readonly NutritionRow[] = [
  { key: 'totalFat', label: 'Total Fat', indent: false, bold: true, group: 'macros' },
  { key: 'saturatedFat', label: 'Saturated Fat', indent: true, bold: false, group: 'macros' },
  { key: 'transFat', label: 'Trans Fat', indent: true, bold: false, group: 'macros' },
  { key: 'cholesterol', label: 'Cholesterol', indent: false, bold: true, group: 'macros' },
  { key: 'sodium', label: 'Sodium', indent: false, bold: true, group: 'macros' },
  {
    key: 'totalCarbohydrate',
    label: 'Total Carbohydrate',
    indent: false,
    bold: true,
    group: 'macros',
  },
  { key: 'dietaryFiber', label: 'Dietary Fiber', indent: true, bold: false, group: 'macros' },
  { key: 'totalSugars', label: 'Total Sugars', indent: true, bold: false, group: 'macros' },
  { key: 'protein', label: 'Protein', indent: false, bold: true, group: 'macros' },
  { key: 'vitaminD', label: 'Vitamin D', indent: false, bold: false, group: 'micros' },
  { key: 'calcium', label: 'Calcium', indent: false, bold: false, group: 'micros' },
  { key: 'iron', label: 'Iron', indent: false, bold: false, group: 'micros' },
  { key: 'potassium', label: 'Potassium', indent: false, bold: false, group: 'micros' },
];

/** An amount as the label prints it: whole numbers as they are, others to one decimal ("5.2"). */
export function formatNutrientAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return '0';
  const rounded = Math.round(amount * 10) / 10;
  return String(rounded);
}

/** A percent daily value, rounded to a whole percent ("31%"). */
export function formatDailyValue(dv: number): string {
  return `${Math.max(0, Math.round(dv))}%`;
}
