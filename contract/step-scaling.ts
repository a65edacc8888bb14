/**
 * Amounts inside step text for other servings ("Add 2 cloves garlic" -> "Add 1 clove garlic"),
 * shared by the recipe view (src/lib/scale.ts, with its exact or kitchen amounts) and the public
 * share page (server), so both rewrite the same numbers. Pure; how an amount is written is the
 * caller's (`StepAmountWriter`).
 */
import { baseServingsOf } from './servings.ts';

/** Spoon units, whose plural "s" is not part of the key ("tbsps" -> "tbsp"). */
const SPOON_KEYS = new Set(['tsp', 'tbsp', 'teaspoon', 'tablespoon', 'tl', 'el']);

/** The singular, lower-case key of a unit as written ("Cloves" -> "clove", "leaves" -> "leaf"). */
export function unitKey(unit: string): string {
  const word = unit.trim().toLowerCase().replace(/\.$/, '');
  if (word === 'leaves') return 'leaf';
  if (word.endsWith('ches')) return word.slice(0, -2);
  if (word.endsWith('s') && word.length > 3 && !SPOON_KEYS.has(word)) return word.slice(0, -1);
  if (word.endsWith('s') && SPOON_KEYS.has(word.slice(0, -1))) return word.slice(0, -1);
  return word;
}

const UNICODE_FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅛': 0.125 };

/** "1 1/2", "1/2", "1.5", "1,5", "½", "1½" -> a number; NaN when none. */
function parseAmount(text: string): number {
  // No two neighbouring parts can take the same digit, so this runs in linear time.
  const match =
    /^(?:(\d+(?:[.,]\d+)?)(?:\s*([½¼¾⅛])|\s+(\d+)\/(\d+))?|(\d+)\/(\d+)|([½¼¾⅛]))$/.exec(
      text.trim(),
    );
  if (!match) return Number.NaN;
  const [, whole, glyphAfter, numAfter, denAfter, numAlone, denAlone, glyphAlone] = match;
  const num = numAfter ?? numAlone;
  const den = denAfter ?? denAlone;
  const glyph = glyphAfter ?? glyphAlone;
  let value = whole ? Number(whole.replace(',', '.')) : 0;
  if (num && den) value += Number(num) / Number(den);
  if (glyph) value += UNICODE_FRACTIONS[glyph] ?? 0;
  return whole || num || glyph ? value : Number.NaN;
}

/** The singular, lower-case first word of a name ("Avocados, halved" -> "avocado"). */
function headWord(text: string): string {
  const word = (/\p{L}+/u.exec(text)?.[0] ?? '').toLowerCase();
  if (word.endsWith('oes')) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * The word after a piece count for the new amount when it is the name's noun (its last word
 * before any comma): "avocados" for more than 1, "avocado" for 1 or less; other words unchanged.
 */
function nounFor(word: string, name: string, amount: number): string {
  const noun = (name.split(',')[0] ?? '').trim().split(/\s+/).pop() ?? '';
  if (headWord(noun) !== headWord(word)) return word;
  const singular = word.endsWith('oes') ? word.slice(0, -2) : word.replace(/s$/, '');
  if (amount <= 1) return singular;
  if (singular !== word) return word;
  return /(tomato|potato)$/.test(singular) ? `${singular}es` : `${singular}s`;
}

/** An amount followed by the word after it: "2 cloves", "1 1/2 tsp", "½ avocado", "200 g". */
const AMOUNT_IN_TEXT =
  /(?<![\p{L}\d/.,])(\d+(?:[.,]\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+|\d*[½¼¾⅛])(\s*)(\p{L}+)/gu;

export interface ScalableIngredient {
  readonly quantity?: number | null | undefined;
  readonly unit: string;
  readonly name: string;
}

/** How the caller writes a rewritten amount. */
export interface StepAmountWriter {
  /**
   * The amount and unit for `amount` (an ingredient's, at `base` servings) at `servings`; `unit` is
   * the word as the text writes it ('' for pieces). Null leaves the text as it is.
   */
  line(
    amount: number,
    unit: string,
    base: number,
    servings: number,
  ): { amount: string; unit: string } | null;
  /** The number a piece's noun agrees with ("1 avocado", "2 avocados"). */
  count(amount: number, base: number, servings: number): number;
}

/**
 * Step text for the chosen servings: every amount in the text that is an ingredient's amount
 * (the same number followed by its unit, or by its name's first word when it has no unit) is
 * rewritten like the ingredient line ("Add 2 cloves garlic" -> "Add 1 clove garlic" at half).
 * Other numbers (minutes, degrees, sizes) are left alone; the text is unchanged at base servings.
 */
export function scaleAmountsInText(
  text: string,
  ingredients: readonly ScalableIngredient[],
  baseServings: number | null | undefined,
  servings: number,
  writer: StepAmountWriter,
): string {
  const base = baseServingsOf(baseServings);
  if (servings === base) return text;
  return text.replace(AMOUNT_IN_TEXT, (whole, amountText: string, space: string, word: string) => {
    const amount = parseAmount(amountText);
    if (!Number.isFinite(amount)) return whole;
    const key = unitKey(word);
    const ingredient = ingredients.find(
      (item) =>
        typeof item.quantity === 'number' &&
        Math.abs(item.quantity - amount) < 1e-6 &&
        (item.unit.trim() ? unitKey(item.unit) === key : headWord(item.name) === headWord(word)),
    );
    if (!ingredient) return whole;
    const hasUnit = ingredient.unit.trim() !== '';
    const line = writer.line(amount, hasUnit ? word : '', base, servings);
    if (!line) return whole;
    const count = writer.count(amount, base, servings);
    return `${line.amount}${space}${hasUnit ? line.unit : nounFor(word, ingredient.name, count)}`;
  });
}
