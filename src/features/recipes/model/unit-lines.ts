import type { Ingredient } from '#src/api/types';
import {
  cookAmount,
  cookAmountText,
  formatAmount,
  isSizeWord,
  scaledLine,
  scaleQuantity,
  type AmountStyle,
  type ScalableIngredient,
} from '#src/lib/scale';
import { currentUiLanguage } from '#src/lib/i18n/texts';
import { convertMeasure, convertTemperatures, type UnitSystem } from '#src/lib/units';

export type { UnitSystem } from '#src/lib/units';

/** Grams per millilitre by ingredient name (`RecipeDetail.ingredient_densities`). */
export type Densities = Readonly<Record<string, number>>;

/** The amount text of a converted measure for the style, and its unit as written for that amount. */
function converted(quantity: number, unit: string, style: AmountStyle) {
  if (style === 'kitchen')
    return {
      amount: cookAmountText(quantity, unit),
      unit: usUnitWord(unit, cookAmount(quantity, unit)),
    };
  return { amount: formatAmount(quantity), unit: usUnitWord(unit, quantity) };
}

/** German words of the US cook's measures (EL/TL like German recipes; oz, lb and fl oz stay). */
const GERMAN_US_UNITS: Record<string, readonly [string, string]> = {
  cup: ['Tasse', 'Tassen'],
  tbsp: ['EL', 'EL'],
  tsp: ['TL', 'TL'],
};

/** A converted unit as written for its amount: "cups" above 1; in Deutsch "Tasse(n)", "EL", "TL". */
function usUnitWord(unit: string, amount: number): string {
  const german = currentUiLanguage() === 'de' ? GERMAN_US_UNITS[unit] : undefined;
  if (german) return amount > 1 ? german[1] : german[0];
  return unit === 'cup' && amount > 1 ? 'cups' : unit;
}

/**
 * An ingredient's amount and unit for the chosen servings, amount style and unit system. Scales
 * first, then converts (decision record 0028): in US units grams become cups when the ingredient
 * has a density, ounces or pounds otherwise, millilitres become tsp/tbsp/cups; in metric, US
 * units become g/ml. A line the system does not change (spoons, pieces, cloves, metric in metric)
 * is exactly what `scaledLine` shows. Null when the amount is hidden.
 */
export function unitLine(
  ingredient: Pick<Ingredient, 'quantity' | 'unit' | 'name'>,
  baseServings: number,
  servings: number,
  style: AmountStyle = 'exact',
  system: UnitSystem = 'metric',
  densities: Densities = {},
): { amount: string; unit: string } | null {
  const scaled = scaleQuantity(ingredient.quantity, baseServings, servings);
  if (scaled === null) return null;
  const measure = convertMeasure(
    { quantity: scaled, unit: ingredient.unit },
    system,
    densities[ingredient.name],
  );
  if (measure.unit === ingredient.unit)
    return scaledLine(ingredient.quantity, ingredient.unit, baseServings, servings, style);
  return converted(measure.quantity, measure.unit, style);
}

/** An ingredient line as text ("1 1/2 cups flour", "200 g flour"); no amount when none. */
export function unitLineText(
  ingredient: Ingredient,
  baseServings: number,
  servings: number,
  style: AmountStyle = 'exact',
  system: UnitSystem = 'metric',
  densities: Densities = {},
): string {
  const line = unitLine(ingredient, baseServings, servings, style, system, densities);
  return [line?.amount, line?.unit, ingredient.name].filter(Boolean).join(' ');
}

/** The first word of a name, lower-cased, without a plural s ("Plain flour" -> "plain"). */
const words = (text: string) =>
  (text.toLowerCase().match(/\p{L}+/gu) ?? []).map((w) => w.replace(/s$/, ''));

/** A metric amount in step text: "200 g", "1.5 kg", "250ml" (not inside a word or a number). */
const METRIC_IN_TEXT = /(?<![\p{L}\d/.,])(\d+(?:[.,]\d+)?)\s?(mg|g|kg|ml|cl|dl|l)(?![\p{L}\d])/gu;

/**
 * Step text in the chosen system: temperatures (°C <-> °F, whole degrees) always; in US units
 * also metric amounts ("200 g flour" -> "1 1/2 cups flour"), with the density of the ingredient
 * named in the words that follow the amount, if any (ounces otherwise); a size stays a round
 * weight ("a 900 g loaf tin" -> "a 2 lb loaf tin"). Text that names no
 * temperature or amount is returned unchanged.
 */
export function unitStepText(
  text: string,
  system: UnitSystem,
  ingredients: readonly ScalableIngredient[] = [],
  densities: Densities = {},
  style: AmountStyle = 'exact',
): string {
  const withTemperatures = convertTemperatures(text, system);
  if (system !== 'us') return withTemperatures;
  return withTemperatures.replace(
    METRIC_IN_TEXT,
    (whole, amount: string, unit: string, offset: number, all: string) => {
      const rest = all.slice(offset + whole.length, offset + whole.length + 40);
      // A size ("a 900 g loaf tin", "400 g cans") is a round figure of weight: "2 lb", "14 oz".
      const size = isSizeWord(/^\s*(\p{L}+)/u.exec(rest)?.[1] ?? '');
      const after = words(rest);
      const ingredient = size
        ? undefined
        : ingredients.find((item) => {
            const name = words(item.name.split(',')[0] ?? '');
            return name.length > 0 && name.every((w) => after.includes(w));
          });
      const measure = convertMeasure(
        { quantity: Number(amount.replace(',', '.')), unit },
        'us',
        ingredient ? densities[ingredient.name] : undefined,
      );
      const line = converted(measure.quantity, measure.unit, size ? 'kitchen' : style);
      return `${line.amount} ${line.unit}`;
    },
  );
}

/** Steps whose text is in the chosen system (see `unitStepText`); the same array when nothing changes. */
export function unitSteps<Step extends { readonly description: string; readonly heading?: string }>(
  steps: Step[],
  system: UnitSystem,
  ingredients: readonly ScalableIngredient[] = [],
  densities: Densities = {},
  style: AmountStyle = 'exact',
): Step[] {
  let changed = false;
  const next = steps.map((step) => {
    const description = unitStepText(step.description, system, ingredients, densities, style);
    // A heading names temperatures too ("Preheat the oven to 200 °C"); amounts stay in the text.
    const heading =
      step.heading === undefined ? undefined : convertTemperatures(step.heading, system);
    if (description === step.description && heading === step.heading) return step;
    changed = true;
    return heading === undefined ? { ...step, description } : { ...step, description, heading };
  });
  return changed ? next : steps;
}
