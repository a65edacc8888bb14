/**
 * Servings scaling: quantities are stored for the recipe's base servings and shown for the
 * servings the cook chose. Shared by the SPA (src/lib/scale.ts) and the server's public share page.
 */

export const DEFAULT_SERVINGS = 4;
export const MIN_SERVINGS = 1;

/** The servings a recipe's quantities are for: its baseServings, 4 when missing or invalid. */
export function baseServingsOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= MIN_SERVINGS
    ? value
    : DEFAULT_SERVINGS;
}

/**
 * quantity / base servings x chosen servings; null when the amount is not given (null, zero
 * or negative), so the line shows no amount.
 */
export function scaleQuantity(
  quantity: number | null | undefined,
  baseServings: number | null | undefined,
  servings: number,
): number | null {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity) || quantity <= 0) {
    return null;
  }
  return (quantity / baseServingsOf(baseServings)) * servings;
}

/**
 * Rounding: a positive amount under 0.1 to 1 significant digit, otherwise to 2 decimals
 * with trailing zeros dropped ("2.5", "3", "0.33").
 */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  if (amount > 0 && amount < 0.1) {
    const digits = Math.max(1, -Math.floor(Math.log10(amount)));
    // toPrecision(1) may round up into the next decade (0.096 -> 0.1): fixed notation handles both.
    const rounded = Number(amount.toPrecision(1));
    return rounded.toFixed(digits).replace(/\.?(?<!0)0+$/, '');
  }
  const rounded = Math.round((amount + Number.EPSILON) * 100) / 100;
  return String(rounded);
}
