/**
 * Servings scaling: quantities are stored for the recipe's base servings and
 * shown for the servings the cook chose.
 */

import { baseServingsOf, scaleQuantity } from '#contract/servings';
import { formatAmount } from './amount-text';
import { scaleAmountsInText, type ScalableIngredient } from '#contract/step-scaling';
import {
  cookAmount,
  cookAmountText as kitchenAmountText,
  unitForAmount,
} from '#contract/kitchen-amounts';
import { currentUiLanguage } from './i18n/texts';

export { baseServingsOf, DEFAULT_SERVINGS, MIN_SERVINGS, scaleQuantity } from '#contract/servings';
export type { ScalableIngredient } from '#contract/step-scaling';

export { formatAmount } from './amount-text';

/** The amount text of an ingredient line for the chosen servings, or null when it is hidden. */
export function scaledAmountText(
  quantity: number | null | undefined,
  baseServings: number | null | undefined,
  servings: number,
): string | null {
  const scaled = scaleQuantity(quantity, baseServings, servings);
  return scaled === null ? null : formatAmount(scaled);
}

export { cookAmount, fractionText, isSizeWord, unitForAmount } from '#contract/kitchen-amounts';

/** An amount for its unit as the cook reads it: fractions, or digits with the UI's decimal mark. */
export function cookAmountText(amount: number, unit: string): string {
  return kitchenAmountText(amount, unit, (digits) =>
    currentUiLanguage() === 'de' ? digits.replace('.', ',') : digits,
  );
}

/**
 * How scaled amounts are shown: `exact` is the spec's rule (`formatAmount`, the default);
 * `kitchen` rounds spoons, cloves and pieces to what a cook can measure (1/8 tsp, whole cloves,
 * halves and quarters of pieces), chosen by the cook on the recipe view.
 */
export type AmountStyle = 'exact' | 'kitchen';

/** The amount and unit of an ingredient line for the chosen servings; null when hidden. */
export function scaledLine(
  quantity: number | null | undefined,
  unit: string,
  baseServings: number | null | undefined,
  servings: number,
  style: AmountStyle = 'exact',
): { amount: string; unit: string } | null {
  const scaled = scaleQuantity(quantity, baseServings, servings);
  if (scaled === null) return null;
  if (style === 'exact') return { amount: formatAmount(scaled), unit };
  return {
    amount: cookAmountText(scaled, unit),
    unit: unitForAmount(unit, cookAmount(scaled, unit)),
  };
}

/**
 * Step text for the chosen servings: the ingredients' amounts inside it rewritten like their
 * ingredient lines, in the chosen amount style (contract/step-scaling.ts finds them).
 */
export function scaleStepText(
  text: string,
  ingredients: readonly ScalableIngredient[],
  baseServings: number | null | undefined,
  servings: number,
  style: AmountStyle = 'exact',
): string {
  return scaleAmountsInText(text, ingredients, baseServings, servings, {
    line: (amount, unit, base, to) => scaledLine(amount, unit, base, to, style),
    count: (amount, base, to) =>
      style === 'kitchen' ? cookAmount((amount / base) * to, '') : (amount / base) * to,
  });
}

/** Steps whose descriptions are rewritten by `scaleStepText`; the same array at base servings. */
export function scaleSteps<Step extends { readonly description: string }>(
  steps: Step[],
  ingredients: readonly ScalableIngredient[],
  baseServings: number | null | undefined,
  servings: number,
  style: AmountStyle = 'exact',
): Step[] {
  if (servings === baseServingsOf(baseServings)) return steps;
  return steps.map((step) => ({
    ...step,
    description: scaleStepText(step.description, ingredients, baseServings, servings, style),
  }));
}
