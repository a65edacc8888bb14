/**
 * "Kitchen amounts" (KITCHEN.md, household measures): scaled amounts rounded to what a cook can
 * measure, by unit. Shared by the recipe view (src/lib/scale.ts) and the public share page
 * (server/src/features/share/share-page.ts), so both round alike. Pure.
 */
import { formatAmount } from './servings.ts';
import { unitKey } from './step-scaling.ts';

/** How an amount of a unit is rounded for the cook. */
type AmountKind = 'spoon' | 'whole' | 'piece' | 'measure';

/** Spoons: 1/8 steps. */
const SPOONS = new Set(['tsp', 'tbsp', 'teaspoon', 'tablespoon', 'tl', 'el']);
/** Small countables nobody halves: at least 1, whole ones. */
const WHOLE = new Set(['clove', 'sprig', 'leaf', 'leaves', 'slice', 'stalk', 'pinch', 'dash']);
/** Countables that halve or quarter sensibly (pieces have no unit). */
const PIECES = new Set(['', 'piece', 'can', 'jar', 'pack', 'bunch', 'head', 'handful', 'knob']);

/** German units of German recipes: singular, plural and how they round. */
const GERMAN_UNITS: ReadonlyArray<readonly [string, string, 'whole' | 'piece']> = [
  ['Zehe', 'Zehen', 'whole'],
  ['Zweig', 'Zweige', 'whole'],
  ['Blatt', 'Blätter', 'whole'],
  ['Scheibe', 'Scheiben', 'whole'],
  ['Stange', 'Stangen', 'whole'],
  ['Prise', 'Prisen', 'whole'],
  ['Stück', 'Stück', 'piece'],
  ['Dose', 'Dosen', 'piece'],
  ['Glas', 'Gläser', 'piece'],
  ['Packung', 'Packungen', 'piece'],
  ['Bund', 'Bund', 'piece'],
  ['Kopf', 'Köpfe', 'piece'],
  ['Handvoll', 'Handvoll', 'piece'],
];
const GERMAN_UNIT = new Map(
  GERMAN_UNITS.flatMap((entry) => [
    [entry[0].toLowerCase(), entry],
    [entry[1].toLowerCase(), entry],
  ]),
);
for (const [singular, plural, kind] of GERMAN_UNITS)
  for (const form of [singular, plural])
    (kind === 'whole' ? WHOLE : PIECES).add(form.toLowerCase());

function kindOf(unit: string): AmountKind {
  const key = unitKey(unit);
  if (SPOONS.has(key)) return 'spoon';
  if (WHOLE.has(key)) return 'whole';
  if (PIECES.has(key)) return 'piece';
  return 'measure';
}

const roundTo = (value: number, step: number) => Math.round(value / step + 1e-9) * step;

/** Weights and volumes as a cook measures them (KITCHEN.md, household measures). */
function measured(amount: number, unit: string): number {
  switch (unit.trim().toLowerCase()) {
    case 'g':
    case 'ml':
      return amount > 50 ? roundTo(amount, 5) : Math.max(1, Math.round(amount));
    case 'kg':
    case 'l':
      return Math.max(0.05, roundTo(amount, 0.05));
    case 'oz':
      return amount < 4 ? Math.max(1 / 4, roundTo(amount, 1 / 4)) : Math.round(amount);
    case 'lb':
    case 'cup':
    case 'cups':
    case 'tasse':
    case 'tassen':
      return Math.max(1 / 4, roundTo(amount, 1 / 4));
    case 'fl oz':
      return Math.max(1 / 2, roundTo(amount, 1 / 2));
    default:
      return amount;
  }
}

/** Measures a cook reads as fractions (1/4 cup, 1 1/2 oz); grams and litres keep digits. */
const FRACTION_MEASURES = new Set(['oz', 'lb', 'cup', 'cups', 'tasse', 'tassen', 'fl oz']);

/**
 * Cook-friendly rounding by unit: teaspoons to 1/8 steps (at least 1/8), tablespoons from 1 to
 * halves (the spoon set stops at 1/2 tbsp); cloves, sprigs, slices, leaves, stalks, pinches to whole
 * ones (at least 1); pieces, cans, bunches... to quarters under 1 (at least 1/4), halves under 3 and
 * whole ones from 3 (4.5 avocados -> 5, halves round up); grams and millilitres to 5 above 50 and
 * whole below, ounces to 1/4 under 4 and whole above, cups and pounds to 1/4.
 */
export function cookAmount(amount: number, unit: string): number {
  switch (kindOf(unit)) {
    case 'spoon':
      if (amount >= 1 && ['tbsp', 'tablespoon', 'el'].includes(unitKey(unit)))
        return roundTo(amount, 1 / 2);
      return Math.max(1 / 8, roundTo(amount, 1 / 8));
    case 'whole':
      return Math.max(1, Math.round(amount));
    case 'piece':
      if (amount < 1) return Math.max(1 / 4, roundTo(amount, 1 / 4));
      return amount < 3 ? roundTo(amount, 1 / 2) : Math.round(amount);
    case 'measure':
      return measured(amount, unit);
  }
}

const FRACTIONS: Record<number, string> = {
  1: '1/8',
  2: '1/4',
  3: '3/8',
  4: '1/2',
  5: '5/8',
  6: '3/4',
  7: '7/8',
};

/** An eighth-step amount as a cook writes it: "1/8", "3/4", "1 1/2", "2". */
export function fractionText(amount: number): string {
  const eighths = Math.round(amount * 8);
  const whole = Math.floor(eighths / 8);
  const part = FRACTIONS[eighths % 8];
  if (!part) return String(whole);
  return whole === 0 ? part : `${whole} ${part}`;
}

/**
 * An amount for its unit: eighth steps as fractions, measured units as digits (`formatAmount`;
 * `decimal` writes them for the page's language, "62,5" in Deutsch).
 */
export function cookAmountText(
  amount: number,
  unit: string,
  decimal: (digits: string) => string = (digits) => digits,
): string {
  const rounded = cookAmount(amount, unit);
  return kindOf(unit) === 'measure' && !FRACTION_MEASURES.has(unit.trim().toLowerCase())
    ? decimal(formatAmount(rounded))
    : fractionText(rounded);
}

const PLURALS: Record<string, string> = { leaf: 'leaves', bunch: 'bunches', pinch: 'pinches' };

/** The unit as written for the amount: "clove" for 1 or less, "cloves" above; others unchanged. */
export function unitForAmount(unit: string, amount: number): string {
  const german = GERMAN_UNIT.get(unit.trim().toLowerCase());
  if (german) return amount > 1 ? german[1] : german[0];
  const key = unitKey(unit);
  if (!WHOLE.has(key) && !(PIECES.has(key) && key !== '')) return unit;
  const plural = PLURALS[key] ?? `${key}s`;
  const word = amount > 1 ? plural : key;
  return unit[0] === unit[0]?.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** The word after a measure that makes it a size, not an amount: "a 900 g loaf tin", "400 g cans", "250 g each". */
const SIZE_WORDS =
  /^(?:loaf|tins?|cans?|jars?|pans?|moulds?|molds?|dish(?:es)?|forms?|kastenform|backform|springform|dosen?|gl(?:a|ä)s(?:er)?|each|je|jeweils)$/i;

/** Whether `word` (the word after an amount) makes it a size: kept when scaling, a round weight in US units. */
export const isSizeWord = (word: string) => SIZE_WORDS.test(word.trim());
