/**
 * Turns what a user types ("2 lbs chicken thighs, a handful of spinach, 3 eggs; tomatoes",
 * "Kartoffeln\nZwiebeln") into catalogue items with optional quantities and units.
 *
 * A hand-written parser rather than an npm ingredient parser: the inputs here are short
 * shopping-list entries in English and German, and what matters is matching them to our own
 * catalogue (synonyms, plurals, typos), which no general parser does.
 */
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { scanItems } from './matcher.ts';
import { toGrams, unitFromWord } from './units.ts';

export interface ParsedIngredient {
  /** The list entry as the user wrote it. */
  readonly text: string;
  readonly item: CatalogueItem;
  /** The amount written before or after the name, if any. */
  readonly quantity: number | null;
  /** Canonical unit key ("g", "tbsp", "can", "" for pieces); '' when no quantity was given. */
  readonly unit: string;
  /** The written amount in grams, when one was given. */
  readonly grams: number | null;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  half: 0.5,
  couple: 2,
  few: 3,
  several: 3,
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  dutzend: 12,
  halb: 0.5,
  halbe: 0.5,
  halben: 0.5,
  paar: 2,
};

/** Words before an amount that do not change it. */
const HEDGES = new Set([
  'about',
  'approx',
  'approximately',
  'ca',
  'circa',
  'around',
  'roughly',
  'etwa',
  'ungefahr',
  'some',
  'etwas',
  'einige',
]);
/** Size words allowed between the number and the unit ("1 small can"). */
const SIZES = new Set([
  'small',
  'medium',
  'large',
  'big',
  'heaped',
  'heaping',
  'level',
  'generous',
  'kleine',
  'kleiner',
  'grosse',
  'grosser',
  'gehaufter',
]);
const LINKS = new Set(['of', 'von', 'x']);

const FRACTIONS: Record<string, string> = {
  '½': ' 1/2',
  '¼': ' 1/4',
  '¾': ' 3/4',
  '⅓': ' 1/3',
  '⅔': ' 2/3',
  '⅛': ' 1/8',
};

/** Splits a free-text list into entries: newlines, commas, semicolons, bullets, "and"/"und"/"&". */
export function splitEntries(text: string): string[] {
  return text
    .replace(/(\d),(\d)/g, '$1.$2')
    .split(/[\n\r;,•·|]+|\s[-*–]\s|\s(?:and|und|plus|or|oder|&|\+)\s/i)
    .map((entry) => entry.replace(/^\s*(?:[-*–]|\d+[.)])\s+/, '').trim())
    .filter((entry) => entry.length > 0);
}

function entryTokens(entry: string): string[] {
  let text = entry.toLowerCase().replace(/ß/g, 'ss');
  for (const [glyph, ascii] of Object.entries(FRACTIONS)) text = text.split(glyph).join(ascii);
  text = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d)\s*([a-z])/g, '$1 $2')
    .replace(/\bx(\d)/g, 'x $1')
    .replace(/(\d)\s*[-–]\s*(\d)/g, '$1 - $2')
    .replace(/[^a-z0-9./\- ]+/g, ' ')
    .replace(/(^|\s)[-.]+(?=\s|$)/g, '$1- ');
  return text.split(/\s+/).filter(Boolean);
}

function parseNumber(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  if (fraction)
    return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2]);
  if (/^\d+(\.\d+)?$/.test(token)) return Number(token);
  return undefined;
}

interface Amount {
  quantity: number | null;
  unit: string;
  /** Tokens consumed. */
  length: number;
}

/** Reads "2", "1 1/2", "2-3", "a couple of", "500 g", "a handful of" from the start of `words`. */
function readAmount(words: readonly string[]): Amount {
  let i = 0;
  while (i < words.length && HEDGES.has(words[i]!)) i++;
  let quantity: number | null = null;
  const numeric = parseNumber(words[i]);
  if (numeric !== undefined) {
    quantity = numeric;
    i++;
    const fraction = /^\d+\/\d+$/.test(words[i] ?? '') ? parseNumber(words[i]) : undefined;
    if (fraction !== undefined) {
      quantity += fraction;
      i++;
    } else if (
      (words[i] === '-' || words[i] === 'to' || words[i] === 'bis') &&
      parseNumber(words[i + 1]) !== undefined
    ) {
      i += 2;
    }
  } else if (words[i] !== undefined && NUMBER_WORDS[words[i]!] !== undefined) {
    quantity = NUMBER_WORDS[words[i]!]!;
    i++;
    // "a couple of", "half a", "a dozen": the second number word wins when it says more.
    const next = words[i];
    if (next !== undefined && NUMBER_WORDS[next] !== undefined) {
      quantity = quantity === 0.5 ? 0.5 : NUMBER_WORDS[next]!;
      i++;
    }
  }
  if (quantity === null) return { quantity: null, unit: '', length: i };
  let j = i;
  while (j < words.length && SIZES.has(words[j]!)) j++;
  const unit = words[j] !== undefined ? unitFromWord(words[j]!) : undefined;
  if (unit !== undefined && j + 1 < words.length) i = j + 1;
  while (i < words.length && LINKS.has(words[i]!)) i++;
  return {
    quantity,
    unit: unit !== undefined && i === j + 1 ? unit : unit !== undefined && i > j ? unit : '',
    length: i,
  };
}

/** Reads a trailing amount as shopping lists write it: "milk 2 l", "eggs x6", "Kartoffeln 1kg". */
function readTrailingAmount(words: readonly string[]): Amount | undefined {
  const n = words.length;
  const last = words[n - 1];
  const beforeLast = words[n - 2];
  const unitLast = last !== undefined ? unitFromWord(last) : undefined;
  if (unitLast !== undefined && parseNumber(beforeLast) !== undefined && n > 2) {
    return { quantity: parseNumber(beforeLast)!, unit: unitLast, length: 2 };
  }
  if (parseNumber(last) !== undefined && n > 1) {
    const withX = beforeLast === 'x' ? 2 : 1;
    return { quantity: parseNumber(last)!, unit: '', length: withX };
  }
  return undefined;
}

/** Parses one list entry; an entry naming several ingredients ("salt pepper") yields several. */
export function parseEntry(entry: string): ParsedIngredient[] {
  let words = entryTokens(entry);
  let amount = readAmount(words);
  words = words.slice(amount.length);
  if (amount.quantity === null) {
    const trailing = readTrailingAmount(words);
    if (trailing) {
      amount = trailing;
      words = words.slice(0, words.length - trailing.length);
    }
  }
  const matches = scanItems(words.join(' '), { fuzzy: true });
  return matches.map((match, index) => {
    const quantity = index === 0 ? amount.quantity : null;
    const unit = quantity === null ? '' : amount.unit;
    return {
      text: entry,
      item: match.item,
      quantity,
      unit,
      grams: quantity === null ? null : toGrams(match.item, quantity, unit),
    };
  });
}

/** Parses a whole free-text ingredient list. Unknown words are skipped, never an error. */
export function parseIngredients(text: string): ParsedIngredient[] {
  return splitEntries(text.slice(0, 5000)).flatMap(parseEntry);
}

/** The distinct catalogue items of a list, in the order first written. */
export function uniqueItems(parsed: readonly ParsedIngredient[]): ParsedIngredient[] {
  const seen = new Set<string>();
  return parsed.filter((entry) => {
    if (seen.has(entry.item.id)) return false;
    seen.add(entry.item.id);
    return true;
  });
}
