/**
 * The recipe book as the engine reads it: loaded and checked once per process, with an index of
 * every dish's names and aliases (English and German, normalised) and the catalogue ids each
 * version of a dish can use, so a request is answered without re-reading files.
 */
import { findItem, NAME_INDEX } from '#kitchen/catalogue/index.ts';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { normalize } from '#kitchen/text.ts';
import { SERVER_CATALOGUE } from '#kitchen/book/audit.ts';
import type { Dish } from '#kitchen/book/dish.ts';
import { loadBook } from '#kitchen/book/load.ts';

/** A name that points at a dish (and a variant when the name is the variant's). */
interface NameEntry {
  readonly phrase: string;
  readonly dishId: string;
  readonly variant: string | null;
}

export interface BookIndex {
  readonly dishes: readonly Dish[];
  readonly byId: ReadonlyMap<string, Dish>;
  /** The dish a prompt names: the longest name or alias found as whole words (or ending a German compound). */
  findDish(promptNorm: string): { id: string; variant: string | null; phrase: string } | null;
  /** Dishes whose English or German name holds a word or phrase ("pizza" -> Pizza Margherita, Pepperoni Pizza). */
  namedWith(phrase: string): Dish[];
  /** The catalogue item of an id (every id of the book is in the catalogue: the book's lints check it). */
  item(id: string): CatalogueItem;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds the index of a list of dishes (the tests build small books). */
export function indexBook(dishes: readonly Dish[]): BookIndex {
  const entries: NameEntry[] = [];
  for (const dish of dishes) {
    const add = (name: string, variant: string | null) => {
      const phrase = normalize(name);
      if (phrase.length >= 3 && !entries.some((e) => e.phrase === phrase && e.dishId === dish.id))
        entries.push({ phrase, dishId: dish.id, variant });
    };
    add(dish.name.en, null);
    add(dish.name.de, null);
    for (const alias of [...(dish.aliases?.en ?? []), ...(dish.aliases?.de ?? [])])
      add(alias, null);
    for (const variant of dish.variants ?? []) {
      add(variant.name.en, variant.id);
      add(variant.name.de, variant.id);
    }
  }
  // Longest first: "seafood paella" before "paella", "chicken tikka masala" before "tikka".
  entries.sort((a, b) => b.phrase.length - a.phrase.length || a.dishId.localeCompare(b.dishId));
  const byPhrase = new Map<string, NameEntry>();
  for (const entry of entries) if (!byPhrase.has(entry.phrase)) byPhrase.set(entry.phrase, entry);
  const longest = Math.max(...entries.map((e) => e.phrase.split(' ').length));
  // One-word names of 6+ letters a German compound may end with: "Rindergulasch", "Allgäuer Käsespätzle".
  const endings = entries.filter((e) => !e.phrase.includes(' ') && e.phrase.length >= 6);
  const typoNames = entries.filter((e) => !e.phrase.includes(' ') && e.phrase.length >= 7);
  const byId = new Map(dishes.map((dish) => [dish.id, dish]));
  const items = new Map<string, CatalogueItem>();
  const found = (entry: NameEntry) => ({
    id: entry.dishId,
    variant: entry.variant,
    phrase: entry.phrase,
  });
  return {
    dishes,
    byId,
    findDish(promptNorm) {
      const words = promptNorm.split(' ').filter(Boolean);
      let best: NameEntry | undefined;
      for (let i = 0; i < words.length; i++)
        for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
          const entry = byPhrase.get(words.slice(i, i + n).join(' '));
          if (entry && (!best || entry.phrase.length > best.phrase.length)) best = entry;
        }
      if (best) return found(best);
      for (const word of words)
        for (const entry of endings)
          if (
            word.length >= entry.phrase.length + 3 &&
            word.endsWith(entry.phrase) &&
            headFits(word.slice(0, word.length - entry.phrase.length), byId.get(entry.dishId)!)
          )
            return found(entry);
      // A long name misspelt by one letter ("lasange", "kartoffelsupe"); short words never, so
      // a common word is not read as a dish.
      for (const word of words) {
        if (word.length < 7) continue;
        const typo = typoNames.find((entry) => oneEditApart(word, entry.phrase));
        if (typo) return found(typo);
      }
      return null;
    },
    namedWith(phrase) {
      const pattern = new RegExp(`(?:^| )${escape(phrase)}(?: |$)|${escape(phrase)}$`);
      return dishes.filter((dish) =>
        [dish.name.en, dish.name.de].some((name) => pattern.test(normalize(name))),
      );
    },
    item(id) {
      let found = items.get(id);
      if (!found) {
        found = findItem(id);
        if (!found) throw new Error(`The book uses ${id}, which is not in the catalogue`);
        items.set(id, found);
      }
      return found;
    },
  };
}

/** Whether two words are one edit apart (insert, delete, substitute or swap two neighbours). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const MEAT_AND_FISH_GROUPS = new Set(['beef', 'pork', 'chicken', 'lamb', 'fish', 'seafood']);

/**
 * Whether the head of a German compound fits the dish its ending names: "Rindergulasch" is a
 * goulash, "Kohlrouladen" (cabbage) are not beef rouladen. A head that names no food fits.
 */
function headFits(head: string, dish: Dish): boolean {
  const item = [head, head.replace(/(en|er|[ens])$/, '')]
    .map((h) => NAME_INDEX.get(h))
    .find((found) => found !== undefined);
  if (!item) return true;
  const used = [
    ...dish.ingredients.map((i) => i.item),
    ...(dish.variants ?? []).flatMap((v) => [
      ...Object.values(v.replace).flatMap((r) => (r ? [r.item] : [])),
      ...(v.add ?? []).map((a) => a.item),
    ]),
  ].map((id) => findItem(id));
  return used.some(
    (other) =>
      other !== undefined &&
      (other.id === item.id ||
        (MEAT_AND_FISH_GROUPS.has(item.group) && other.group === item.group)),
  );
}

let book: BookIndex | undefined;

/** The whole book, loaded and checked on first use (the server calls it at start-up). */
export function theBook(): BookIndex {
  book ??= indexBook(loadBook(SERVER_CATALOGUE));
  return book;
}
