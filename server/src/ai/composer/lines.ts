/**
 * Ingredient lines: nice quantities for a number of servings, display names and units, the
 * phrases steps use ("600 g chicken thighs", "3 cloves garlic"), and sorting lines by role.
 */
import type { CatalogueItem, Role } from '#kitchen/catalogue/types.ts';
import type { Ingredient } from '#kitchen/contract.ts';
import { matchName } from '#kitchen/matcher.ts';
import { ingredientGrams } from '#kitchen/nutrition.ts';
import { joinList } from '#kitchen/text.ts';
import { servingGrams, toGrams } from '#kitchen/units.ts';
import { GERMAN_UNITS, language, say } from './language.ts';
import type { Line, Parts } from './types.ts';

const ROLES: readonly Role[] = [
  'protein',
  'veg',
  'aromatic',
  'starch',
  'fruit',
  'herb',
  'spice',
  'fat',
  'sauce',
  'liquid',
  'cheese',
  'dairy',
  'nut',
  'sweet',
  'baking',
];

/** Units whose display form takes a plural ("3 cloves garlic"). */
const COUNTED_UNITS: Record<string, string> = {
  clove: 'cloves',
  slice: 'slices',
  stalk: 'stalks',
  sprig: 'sprigs',
  leaf: 'leaves',
  can: 'cans',
  bunch: 'bunches',
  handful: 'handfuls',
  pinch: 'pinches',
  head: 'heads',
  pack: 'packs',
  jar: 'jars',
};

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Rounds an amount the way a recipe writer would: 15 g, 250 g, 1½ tbsp, 2 onions. */
export function niceAmount(
  amount: number,
  unit: string,
  item: CatalogueItem,
): { quantity: number; unit: string } {
  switch (unit) {
    case 'g':
    case 'ml': {
      if (amount >= 1000 && unit === 'ml') return { quantity: roundTo(amount, 50), unit };
      if (amount >= 500) return { quantity: roundTo(amount, 50), unit };
      if (amount >= 100) return { quantity: roundTo(amount, 25), unit };
      if (amount >= 20) return { quantity: roundTo(amount, 5), unit };
      return { quantity: Math.max(5, roundTo(amount, 5)), unit };
    }
    case 'tsp': {
      if (amount >= 3) return niceAmount(amount / 3, 'tbsp', item);
      if (amount < 0.25) return { quantity: 1, unit: 'pinch' };
      return { quantity: Math.max(0.25, roundTo(amount, 0.25)), unit };
    }
    case 'tbsp': {
      if (amount < 0.75) return niceAmount(amount * 3, 'tsp', item);
      return { quantity: roundTo(amount, 0.5), unit };
    }
    case 'piece': {
      // Chops, fillets and eggs come whole.
      if (item.role === 'protein') return { quantity: Math.max(1, Math.round(amount)), unit: '' };
      const big = (item.pieceGrams ?? 0) >= 150;
      if (amount < 0.75) return { quantity: big ? 0.5 : 1, unit: '' };
      if (amount < 3) return { quantity: roundTo(amount, big ? 0.5 : 1), unit: '' };
      return { quantity: Math.round(amount), unit: '' };
    }
    case 'pinch':
      return { quantity: Math.max(1, Math.round(amount)), unit };
    default:
      return { quantity: Math.max(1, Math.round(amount)), unit };
  }
}

/** The display unit for a quantity ("cloves" for 3, "clove" for 1). */
export function displayUnit(unit: string, quantity: number | null): string {
  const german = language() === 'de' ? GERMAN_UNITS[unit] : undefined;
  if (german) return quantity !== null && quantity > 1 ? german[1] : german[0];
  const plural = COUNTED_UNITS[unit];
  return plural && quantity !== null && quantity > 1 ? plural : unit;
}

/** The name shown after an amount: plural for counts other than one and for weights of countables. */
export function displayName(item: CatalogueItem, quantity: number | null, unit: string): string {
  if (language() === 'de') {
    // "2 Zwiebeln", "1 Zwiebel"; weights of small countables in the plural ("100 g Heidelbeeren").
    if (unit === '') return quantity !== null && quantity > 1 ? item.dePlural : item.deName;
    return (unit === 'g' || unit === 'ml') && (item.pieceGrams ?? 0) < 500
      ? item.dePlural
      : item.deName;
  }
  if (unit === '' && quantity !== null && quantity <= 1) return item.name;
  if (
    unit === 'clove' ||
    unit === 'cloves' ||
    unit === 'sprig' ||
    unit === 'sprigs' ||
    unit === 'stalk' ||
    unit === 'stalks'
  ) {
    return item.name.replace(/ (clove|sprig|stalk)$/, '');
  }
  return item.plural;
}

export function makeLine(item: CatalogueItem, quantity: number | null, unit: string): Line {
  // German counts pieces of what it does not count ("1 Stück Ingwer", not "1 Ingwer").
  const piece = language() === 'de' && unit === '' && quantity !== null && !item.deCounted;
  const shownUnit = piece ? 'Stück' : displayUnit(unit, quantity);
  const grams = quantity === null ? Math.min(servingGrams(item), 2) : toGrams(item, quantity, unit);
  return { item, quantity, unit: shownUnit, name: displayName(item, quantity, unit), grams };
}

/** A line of the item's typical serving times `portions` (servings x scale). */
export function portionLine(item: CatalogueItem, portions: number): Line {
  const [amount, unit] = item.serving;
  const nice = niceAmount(amount * portions, unit, item);
  return makeLine(item, nice.quantity, nice.unit);
}

/** A line of a given weight, written in the item's natural unit (pieces for onions, g for spinach). */
export function gramsLine(item: CatalogueItem, grams: number): Line {
  const [, unit, gramsPerUnit] = item.serving;
  if (unit === 'g' || unit === 'ml') {
    const perUnit = unit === 'ml' ? (gramsPerUnit ?? 1) : 1;
    const nice = niceAmount(grams / perUnit, unit, item);
    return makeLine(item, nice.quantity, nice.unit);
  }
  const nice = niceAmount(grams / (gramsPerUnit ?? servingGrams(item)), unit, item);
  return makeLine(item, nice.quantity, nice.unit);
}

/** A line with an explicit amount for the whole recipe ([2, 'tbsp']). */
export function fixedLine(item: CatalogueItem, quantity: number, unit: string): Line {
  const nice = niceAmount(quantity, unit, item);
  return makeLine(item, nice.quantity, nice.unit);
}

/** Turns contract ingredients back into lines (for instructions of a stored recipe). */
export function linesFromIngredients(ingredients: readonly Ingredient[]): Line[] {
  const lines: Line[] = [];
  for (const ingredient of ingredients) {
    const item = matchName(ingredient.name);
    if (!item) continue;
    lines.push({
      item,
      quantity: ingredient.quantity,
      unit: ingredient.unit,
      name: ingredient.name,
      grams: ingredientGrams(item, ingredient),
    });
  }
  return lines;
}

export function toIngredient(line: Line): Ingredient {
  return { quantity: line.quantity, unit: line.unit, name: line.name };
}

export function groupParts(lines: readonly Line[]): Parts {
  const parts = Object.fromEntries(ROLES.map((role) => [role, [] as Line[]])) as Record<
    Role,
    Line[]
  >;
  for (const line of lines) parts[line.item.role].push(line);
  return { ...parts, all: lines };
}

const FRACTION_GLYPHS: Record<string, string> = { '0.25': '¼', '0.5': '½', '0.75': '¾' };

/** "1½", "¼", "600": how a quantity reads in a sentence. */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const fraction = Math.round((quantity - whole) * 100) / 100;
  const glyph = FRACTION_GLYPHS[String(fraction)];
  if (glyph) return whole > 0 ? `${whole}${glyph}` : glyph;
  return String(Math.round(quantity * 100) / 100);
}

/** "600 g chicken thighs", "2 onions", "3 cloves garlic", "salt" (no quantity). */
export function amountPhrase(line: Line): string {
  if (line.quantity === null) return line.name;
  const amount = formatQuantity(line.quantity);
  if (line.unit === '') return `${amount} ${line.name}`;
  if (line.unit === 'pinch' || line.unit === 'pinches')
    return `${amount} ${line.unit} of ${line.name}`;
  if (/^prisen?$/i.test(line.unit)) return `${amount} ${line.unit} ${line.name}`;
  return `${amount} ${line.unit} ${line.name}`;
}

export function amountList(lines: readonly Line[]): string {
  return joinList(lines.map(amountPhrase), say('and', 'und'));
}

export function nameList(lines: readonly Line[], conjunction?: string): string {
  return joinList(
    lines.map((line) => line.name),
    conjunction ?? say('and', 'und'),
  );
}
