import type { Allergen } from '#src/api/types';

/** How the app names each allergen tag in running text. */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: 'gluten',
  crustacean: 'shellfish',
  egg: 'eggs',
  fish: 'fish',
  peanut: 'peanuts',
  soy: 'soy',
  milk: 'milk',
  'tree-nut': 'tree nuts',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphite: 'sulphites',
  lupin: 'lupin',
  mollusc: 'molluscs',
};

export const ALLERGEN_TEXTS = {
  contains: 'Contains:',
  none: 'No common allergens found',
  checkLabels: 'check labels',
} as const;

/**
 * The allergen line of an option card or recipe: "Contains: milk, eggs · check labels", or
 * "No common allergens found · check labels" (products vary, so the note is always there).
 */
export function allergenLine(allergens: readonly Allergen[]): string {
  const names = [...new Set(allergens)].map((allergen) => ALLERGEN_NAMES[allergen]);
  const head =
    names.length > 0 ? `${ALLERGEN_TEXTS.contains} ${names.join(', ')}` : ALLERGEN_TEXTS.none;
  return `${head} · ${ALLERGEN_TEXTS.checkLabels}`;
}
