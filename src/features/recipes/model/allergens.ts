import type { Allergen } from '#src/api/types';
import { ALLERGEN_TEXTS } from '#src/features/recipes/allergen-texts';

/** How the app names an allergen tag in running text, in the current language. */
export const allergenName = (allergen: Allergen): string => ALLERGEN_TEXTS.names[allergen];

/**
 * The allergen line of an option card or recipe: "Contains: milk, eggs · check labels", or
 * "No common allergens found · check labels" (products vary, so the note is always there).
 */
export function allergenLine(allergens: readonly Allergen[]): string {
  const T = ALLERGEN_TEXTS;
  const names = [...new Set(allergens)].map(allergenName);
  const head = names.length > 0 ? `${T.contains} ${names.join(', ')}` : T.none;
  return `${head} · ${T.checkLabels}`;
}
