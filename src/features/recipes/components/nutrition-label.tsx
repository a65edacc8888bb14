import type { ReactNode } from 'react';
import type { Nutrition, RecipeDetail } from '#src/api/types';
import { formatNumber } from '#src/lib/format';
import { currentUiLanguage } from '#src/lib/i18n/texts';
import {
  formatDailyValue,
  formatNutrientAmount,
  NUTRITION_ROWS,
  type NutritionRow,
} from '#src/lib/nutrition-rows';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import { NotCountedNote } from './not-counted-note';

/** An amount in the chosen language's notation ("5.2", Deutsch "5,2"); the spec's as the label prints it. */
const amountText = (amount: number) => {
  const text = formatNutrientAmount(amount);
  return currentUiLanguage() === 'spec' ? text : formatNumber(Number(text), 1);
};

/** A nutrient's name in the chosen language (the spec's row label as the fallback). */
const nutrientName = (row: NutritionRow) =>
  (RECIPE_TEXTS.nutrition.nutrients as Record<string, string>)[row.key] ?? row.label;

/** A percent daily value ("31%", Deutsch "31 %"). */
const percentText = (dv: number) =>
  RECIPE_TEXTS.nutrition.percent(formatDailyValue(dv).replace('%', ''));

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
  const T = RECIPE_TEXTS.nutrition;
  const macros = NUTRITION_ROWS.filter((row) => row.group === 'macros');
  const micros = NUTRITION_ROWS.filter((row) => row.group === 'micros');
  const renderRow = (row: (typeof NUTRITION_ROWS)[number], firstOfGroup: boolean) => {
    const value = nutrition[row.key];
    const dv = 'dv' in value && typeof value.dv === 'number' ? percentText(value.dv) : '';
    return (
      <tr
        key={row.key}
        className={firstOfGroup ? '' : 'border-t border-stone-900'}
        data-nutrient={row.key}
      >
        <th scope="row" className={`py-1 text-left font-normal ${row.indent ? 'pl-4' : ''}`}>
          <span className={row.bold ? 'font-bold' : ''}>{nutrientName(row)}</span>{' '}
          {amountText(value.amount)}
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
            {amountText(nutrition.calories.amount)}
          </span>
          <span className="text-xs font-normal">
            {T.caloriesDailyValue(nutrition.calories.unit, percentText(nutrition.calories.dv))}
          </span>
        </span>
      </p>
      <table className="w-full border-collapse">
        <caption className="sr-only">{T.title}</caption>
        <thead>
          <tr>
            <th scope="col" className="sr-only">
              {T.nutrient}
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

/**
 * The recipe view's Nutrition tab: the label at the chosen servings and what it did not count;
 * undefined when the recipe has neither (the tab is then hidden).
 */
export function recipeNutrition(
  recipe: Pick<RecipeDetail, 'nutrition' | 'nutrition_not_counted'>,
  servings: number,
): ReactNode {
  if (!recipe.nutrition && !recipe.nutrition_not_counted?.length) return undefined;
  return (
    <>
      {recipe.nutrition && <NutritionLabel nutrition={recipe.nutrition} servings={servings} />}
      <NotCountedNote names={recipe.nutrition_not_counted ?? []} />
    </>
  );
}
