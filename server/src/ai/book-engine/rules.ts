/**
 * The cook's hard constraints and what breaks them: allergens, diets, excluded foods and groups,
 * spice. One rule per constraint, each with the words a notice names it by (English and German).
 */
import type { Allergen } from '#kitchen/catalogue/allergens.ts';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';

export type Diet =
  'vegan' | 'vegetarian' | 'pescatarian' | 'halal' | 'low-fodmap' | 'no-added-salt' | 'lower-sugar';

export type Language = 'en' | 'de';

/** Everything a recipe must satisfy. */
export interface Constraints {
  readonly allergens: ReadonlySet<Allergen>;
  readonly diets: ReadonlySet<Diet>;
  /** Catalogue ids ruled out by name ("no cream", a dislike). */
  readonly items: ReadonlySet<string>;
  /** Meat groups ruled out ("no pork"). */
  readonly groups: ReadonlySet<string>;
  /** Highest spice rating (0-3) allowed; null when any. */
  readonly maxSpice: number | null;
}

/** Grams of added sugar a serving may carry under "lower sugar" (the judge's and the WHO-minded line). */
export const LOWER_SUGAR_GRAMS = 10;

const MEAT_KINDS = new Set(['beef', 'pork', 'chicken', 'lamb']);
/** Items whose catalogue kind is too kind to them (gelatine is an animal product). */
const ANIMAL_GELATINE = new Set(['gelatine']);
/** Cheeses made with animal rennet by their rules of origin (Parmigiano Reggiano): not vegetarian. */
const ANIMAL_RENNET = new Set(['parmesan']);

/**
 * The constraint an item breaks, as a key `constraintName` can word; null when the item is allowed.
 * Lower sugar is judged on amounts (see `tooSweet`), not per item.
 */
export function itemBreaks(item: CatalogueItem, c: Constraints): string | null {
  for (const allergen of item.allergens)
    if (c.allergens.has(allergen)) return `allergen:${allergen}`;
  if (c.items.has(item.id)) return `item:${item.id}`;
  if (c.groups.has(item.group)) return `group:${item.group}`;
  const d = c.diets;
  if (d.has('vegan') && (item.kind !== 'vegan' || ANIMAL_GELATINE.has(item.id)))
    return 'diet:vegan';
  if (
    d.has('vegetarian') &&
    ((item.kind !== 'vegan' && item.kind !== 'vegetarian') ||
      ANIMAL_GELATINE.has(item.id) ||
      ANIMAL_RENNET.has(item.id))
  )
    return 'diet:vegetarian';
  if (d.has('pescatarian') && MEAT_KINDS.has(item.kind)) return 'diet:pescatarian';
  if (
    d.has('halal') &&
    (item.kind === 'pork' || item.tags.has('alcohol') || ANIMAL_GELATINE.has(item.id))
  )
    return 'diet:halal';
  if (d.has('low-fodmap') && item.tags.has('high-fodmap')) return 'diet:low-fodmap';
  if (d.has('no-added-salt') && item.tags.has('added-salt')) return 'diet:no-added-salt';
  // "Not spicy": no chilli, cayenne or hot sauce, unless a declared swap takes it out.
  if (c.maxSpice !== null && c.maxSpice <= 1 && item.tags.has('spicy')) return 'spice:';
  return null;
}

/** Share of a sweetener that is added sugar (chocolate is about half sugar). */
const SUGAR_SHARE: Readonly<Record<string, number>> = {
  'dark-chocolate': 0.35,
  'milk-chocolate': 0.55,
  'condensed-milk': 0.55,
  jam: 0.6,
  honey: 0.82,
  'maple-syrup': 0.67,
  'corn-syrup': 0.75,
};

/** Grams of added sugar a serving carries (lines: catalogue item and grams for all servings). */
export function addedSugarPerServing(
  lines: readonly { readonly item: CatalogueItem; readonly grams: number }[],
  servings: number,
): number {
  let grams = 0;
  for (const { item, grams: lineGrams } of lines)
    if (item.tags.has('added-sugar')) grams += lineGrams * (SUGAR_SHARE[item.id] ?? 1);
  return grams / Math.max(1, servings);
}

const ALLERGEN_NAMES: Readonly<Record<Allergen, Readonly<Record<Language, string>>>> = {
  gluten: { en: 'gluten-free', de: 'glutenfrei' },
  crustacean: { en: 'without shellfish', de: 'ohne Krebstiere' },
  egg: { en: 'without eggs', de: 'ohne Eier' },
  fish: { en: 'without fish', de: 'ohne Fisch' },
  peanut: { en: 'without peanuts', de: 'ohne Erdnüsse' },
  soy: { en: 'without soy', de: 'ohne Soja' },
  milk: { en: 'dairy-free', de: 'ohne Milchprodukte' },
  'tree-nut': { en: 'without nuts', de: 'ohne Nüsse' },
  celery: { en: 'without celery', de: 'ohne Sellerie' },
  mustard: { en: 'without mustard', de: 'ohne Senf' },
  sesame: { en: 'without sesame', de: 'ohne Sesam' },
  sulphite: { en: 'without sulphites', de: 'ohne Sulfite' },
  lupin: { en: 'without lupin', de: 'ohne Lupinen' },
  mollusc: { en: 'without molluscs', de: 'ohne Weichtiere' },
};

const DIET_NAMES: Readonly<Record<Diet, Readonly<Record<Language, string>>>> = {
  vegan: { en: 'vegan', de: 'vegan' },
  vegetarian: { en: 'vegetarian', de: 'vegetarisch' },
  pescatarian: { en: 'pescatarian', de: 'pescetarisch' },
  halal: { en: 'halal', de: 'halal' },
  'low-fodmap': { en: 'low-FODMAP', de: 'FODMAP-arm' },
  'no-added-salt': { en: 'with no added salt', de: 'ohne zugesetztes Salz' },
  'lower-sugar': { en: 'lower in sugar', de: 'zuckerärmer' },
};

const GROUP_NAMES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  pork: { en: 'without pork', de: 'ohne Schweinefleisch' },
  beef: { en: 'without beef', de: 'ohne Rindfleisch' },
  chicken: { en: 'without poultry', de: 'ohne Geflügel' },
  lamb: { en: 'without lamb', de: 'ohne Lamm' },
};

/**
 * How a notice names a broken constraint ("gluten-free", "ohne Sahne", "not spicy").
 * `itemName` gives an excluded item's name in the language.
 */
export function constraintName(
  key: string,
  language: Language,
  itemName: (id: string) => string,
): string {
  const [kind, value = ''] = key.split(/:(.*)/s);
  if (kind === 'allergen') return ALLERGEN_NAMES[value as Allergen]?.[language] ?? value;
  if (kind === 'diet') return DIET_NAMES[value as Diet]?.[language] ?? value;
  if (kind === 'group')
    return (
      GROUP_NAMES[value]?.[language] ?? (language === 'de' ? `ohne ${value}` : `without ${value}`)
    );
  if (kind === 'item')
    return language === 'de' ? `ohne ${itemName(value)}` : `without ${itemName(value)}`;
  if (kind === 'spice') return 'mild';
  if (kind === 'time') return language === 'de' ? `in ${value} Minuten` : `in ${value} minutes`;
  return value;
}
