import type { Nutrition } from '#src/api/types';
import { formatDailyValue, formatNutrientAmount, NUTRITION_ROWS } from '#src/lib/nutrition-rows';

export const NUTRITION_TEXTS = {
  title: 'Nutrition Facts',
  servingsPerRecipe: (servings: number) =>
    `${servings} ${servings === 1 ? 'serving' : 'servings'} per recipe`,
  servingSize: 'Serving size',
  oneServing: '1 serving',
  amountPerServing: 'Amount per serving',
  calories: 'Calories',
  dailyValue: '% Daily Value*',
  footnote:
    '* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
} as const;

const T = NUTRITION_TEXTS;

/**
 * A Nutrition Facts label in the FDA layout: the chosen servings as servings per recipe, calories,
 * then every nutrient per serving with its unit and % Daily Value, and the 2,000-calorie footnote.
 */
export function NutritionLabel({
  nutrition,
  servings,
}: {
  nutrition: Nutrition;
  servings: number;
}) {
  const macros = NUTRITION_ROWS.filter((row) => row.group === 'macros');
  const micros = NUTRITION_ROWS.filter((row) => row.group === 'micros');
  const renderRow = (row: (typeof NUTRITION_ROWS)[number], firstOfGroup: boolean) => {
    const value = nutrition[row.key];
    const dv = 'dv' in value && typeof value.dv === 'number' ? formatDailyValue(value.dv) : '';
    return (
      <tr
        key={row.key}
        className={firstOfGroup ? '' : 'border-t border-stone-900'}
        data-nutrient={row.key}
      >
        <th scope="row" className={`py-1 text-left font-normal ${row.indent ? 'pl-4' : ''}`}>
          <span className={row.bold ? 'font-bold' : ''}>{row.label}</span>{' '}
          {formatNutrientAmount(value.amount)}
          {value.unit}
        </th>
        <td className="py-1 text-right font-bold">{dv}</td>
      </tr>
    );
  };

  return (
    <section
      aria-labelledby="nutrition-facts-title"
      className="mx-auto max-w-sm border-2 border-stone-900 bg-white p-3 font-sans text-sm text-stone-900"
    >
      <h2 id="nutrition-facts-title" className="text-3xl leading-none font-black tracking-tight">
        {T.title}
      </h2>
      <p className="mt-1 border-b border-stone-900 pb-1" data-testid="servings-per-recipe">
        {T.servingsPerRecipe(servings)}
      </p>
      <p className="flex justify-between border-b-[10px] border-stone-900 py-1 text-base font-bold">
        <span>{T.servingSize}</span>
        <span>{T.oneServing}</span>
      </p>
      <p className="pt-1 text-xs font-bold">{T.amountPerServing}</p>
      <p className="flex items-end justify-between border-b-[5px] border-stone-900 pb-1">
        <span className="text-2xl font-black">{T.calories}</span>
        <span className="flex items-baseline gap-2">
          <span className="text-3xl font-black" data-testid="calories">
            {formatNutrientAmount(nutrition.calories.amount)}
          </span>
          <span className="text-xs font-normal">
            {nutrition.calories.unit}, {formatDailyValue(nutrition.calories.dv)} DV
          </span>
        </span>
      </p>
      <table className="w-full border-collapse">
        <caption className="sr-only">{T.title}</caption>
        <thead>
          <tr>
            <th scope="col" className="sr-only">
              Nutrient
            </th>
            <th scope="col" className="py-1 text-right text-xs font-bold">
              {T.dailyValue}
            </th>
          </tr>
        </thead>
        <tbody className="border-t border-stone-900">
          {macros.map((row, i) => renderRow(row, i === 0))}
        </tbody>
        <tbody className="border-t-[10px] border-stone-900">
          {micros.map((row, i) => renderRow(row, i === 0))}
        </tbody>
      </table>
      <p className="mt-1 border-t-[5px] border-stone-900 pt-2 text-xs leading-snug">{T.footnote}</p>
    </section>
  );
}
