/**
 * Finds catalogue ingredients in free text: exact names first (longest phrase wins, so
 * "chicken stock" beats "chicken"), then, where allowed, names within a small edit distance
 * (typos, OCR misreads such as "tornatoes").
 */
import { NAME_INDEX } from '#kitchen/catalogue/index.ts';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { editDistance, tokens, typoAllowance } from './text.ts';

export interface ItemMatch {
  readonly item: CatalogueItem;
  /** Token positions [start, end) of the matched phrase. */
  readonly start: number;
  readonly end: number;
  /** 0 for an exact name, else the edit distance to the closest name. */
  readonly distance: number;
}

export interface ScanOptions {
  /** Allow near matches (typos, OCR errors). Off for prompts, where "quick" must not become "quiche". */
  readonly fuzzy: boolean;
}

/** Words that are never ingredients on their own, so they must not fuzzy-match one ("some" ~ "sole"). */
const STOP_WORDS = new Set(
  (
    'a an the of and or with without some any few fresh freshly chopped diced sliced minced large small medium ' +
    'ripe organic frozen raw cooked whole big little extra about approx handful pinch bunch can tin jar pack ' +
    'packet bag box bottle piece pieces for to from in on at my our your have got need want buy list shopping ' +
    'und oder mit ohne von vom frisch frische frischer etwas paar ein eine einen einer viel wenig stuck packung ' +
    'dose glas bund liste einkaufsliste kaufen noch auch g kg ml l lb lbs oz tbsp tsp cup cups el tl'
  ).split(' '),
);

/** Words that name no one item on their own but are close to one ("Bohnen" ~ "Birnen"): not fuzzy-matched alone, so they are reported as not understood, like "beans". */
const VAGUE_ALONE = new Set(['bohne', 'bohnen']);

const MAX_PHRASE_TOKENS = Math.max(...[...NAME_INDEX.keys()].map((name) => name.split(' ').length));

/** Bit i set when letter i (a-z, then digits and space folded together) occurs in the text. */
function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i) - 97;
    mask |= 1 << (code >= 0 && code < 26 ? code : 26);
  }
  return mask;
}

function popcount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

interface IndexedName {
  readonly name: string;
  readonly mask: number;
}

/** Index names grouped by length, so a fuzzy lookup only compares names of a similar length. */
const NAMES_BY_LENGTH = (() => {
  const byLength = new Map<number, IndexedName[]>();
  for (const name of NAME_INDEX.keys()) {
    if (name.length < 4) continue;
    const list = byLength.get(name.length) ?? [];
    list.push({ name, mask: letterMask(name) });
    byLength.set(name.length, list);
  }
  return byLength;
})();

const fuzzyCache = new Map<string, { name: string; distance: number } | null>();
const FUZZY_CACHE_LIMIT = 20_000;

/** The closest catalogue name to a phrase within the typo allowance, or null. */
function closestName(phrase: string): { name: string; distance: number } | null {
  const cached = fuzzyCache.get(phrase);
  if (cached !== undefined) return cached;
  let best: { name: string; distance: number } | null = null;
  const spread = typoAllowance(phrase.length + 3);
  const phraseMask = letterMask(phrase);
  for (let length = phrase.length - spread; length <= phrase.length + spread; length++) {
    for (const { name, mask } of NAMES_BY_LENGTH.get(length) ?? []) {
      const allowance = typoAllowance(Math.min(name.length, phrase.length));
      if (allowance === 0) continue;
      // Short words must at least start alike: "lime" should not turn into "sole".
      if (name.length <= 6 && name[0] !== phrase[0]) continue;
      // One edit changes at most two letters of the letter set: a cheap lower bound.
      if (popcount(mask ^ phraseMask) > 2 * allowance) continue;
      const limit = Math.min(allowance, best ? best.distance : allowance);
      const distance = editDistance(phrase, name, limit);
      if (distance > limit) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && name.length > best.name.length)
      ) {
        best = { name, distance };
      }
    }
  }
  if (fuzzyCache.size >= FUZZY_CACHE_LIMIT) fuzzyCache.clear();
  fuzzyCache.set(phrase, best);
  return best;
}

/** All ingredients mentioned in the text, left to right, without overlaps. */
export function scanItems(text: string, options: ScanOptions): ItemMatch[] {
  return scanTokens(tokens(text), options);
}

/**
 * Generic nouns that only restate the group of the name before them: "parmesan cheese" is
 * parmesan, not parmesan plus cheese; "cod fillets" is cod.
 */
const GENERIC_HEADS = new Set([
  'cheese',
  'kase',
  'oil',
  'ol',
  'sauce',
  'sosse',
  'fillet',
  'fillets',
  'filet',
  'filets',
  'meat',
  'fleisch',
  'stock',
  'broth',
  'powder',
  'pulver',
  'leaves',
  'steak',
  'steaks',
]);

function isGenericHead(word: string, fuzzy: boolean): boolean {
  if (GENERIC_HEADS.has(word)) return true;
  if (!fuzzy || word.length < 4) return false;
  return [...GENERIC_HEADS].some((head) => head.length >= 4 && editDistance(word, head, 1) <= 1);
}

export function scanTokens(words: readonly string[], options: ScanOptions): ItemMatch[] {
  const matches: ItemMatch[] = [];
  let i = 0;
  while (i < words.length) {
    const match = matchAt(words, i, options);
    if (match) {
      const next = words[match.end];
      const absorbs = next !== undefined && isGenericHead(next, options.fuzzy);
      matches.push(absorbs ? { ...match, end: match.end + 1 } : match);
      i = absorbs ? match.end + 1 : match.end;
    } else {
      i += 1;
    }
  }
  return matches;
}

function matchAt(
  words: readonly string[],
  start: number,
  options: ScanOptions,
): ItemMatch | undefined {
  const longest = Math.min(MAX_PHRASE_TOKENS, words.length - start);
  for (let length = longest; length >= 1; length--) {
    const phrase = words.slice(start, start + length).join(' ');
    const item = NAME_INDEX.get(phrase);
    if (item && !(length === 1 && STOP_WORDS.has(phrase)))
      return { item, start, end: start + length, distance: 0 };
  }
  if (!options.fuzzy) return undefined;
  for (let length = Math.min(longest, 3); length >= 1; length--) {
    const slice = words.slice(start, start + length);
    if (STOP_WORDS.has(slice[0]!) || STOP_WORDS.has(slice[slice.length - 1]!)) continue;
    if (slice.some((word) => /^\d+$/.test(word))) continue;
    const phrase = slice.join(' ');
    if (VAGUE_ALONE.has(phrase)) continue;
    // Four-letter words are too close to each other ("here" ~ "Hefe"): they must match exactly.
    if (phrase.length < 5) continue;
    const closest = closestName(phrase);
    if (closest) {
      const item = NAME_INDEX.get(closest.name);
      if (item) return { item, start, end: start + length, distance: closest.distance };
    }
  }
  return undefined;
}

/** The single best catalogue item for a short name ("Kartoffeln", "chiken thigh"), if any. */
export function matchName(
  text: string,
  options: ScanOptions = { fuzzy: true },
): CatalogueItem | undefined {
  const matches = scanItems(text, options);
  if (matches.length === 0) return undefined;
  // The widest, then the closest, then the last match: English puts the head noun last.
  const ranked = [...matches].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || a.distance - b.distance || b.start - a.start,
  );
  return ranked[0]?.item;
}
