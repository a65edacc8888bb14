import { describe, expect, it } from 'vitest';
import { formatDailyValue, formatNutrientAmount, NUTRITION_ROWS } from '#src/lib/nutrition-rows';

describe('nutrition label rows', () => {
  it('lists every nutrient except calories (shown in its own line) once', () => {
    expect(NUTRITION_ROWS.map((row) => row.key)).toEqual([
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
    ]);
  });

  it('prints amounts to at most one decimal and %DV as whole percents', () => {
    expect(formatNutrientAmount(24)).toBe('24');
    expect(formatNutrientAmount(5.24)).toBe('5.2');
    expect(formatNutrientAmount(0)).toBe('0');
    expect(formatDailyValue(30.6)).toBe('31%');
    expect(formatDailyValue(120)).toBe('120%');
  });
});
