/**
 * The allergens of ingredient text (US major 9 + EU 14, the tags of contract's Allergen): the
 * catalogue's tags of the items a line names, allergen words the catalogue does not hold, minus what
 * the line calls free of them. The server (the guard, own and imported recipes) and the mock use it.
 */
import { ALLERGEN_NAME_WORDS, ALLERGENS, type Allergen } from './catalogue/allergens.ts';
import type { Ingredient } from './contract.ts';
import { scanTokens } from './matcher.ts';
import { tokens } from './text.ts';

/** Words that say a named product is made without an allergen ("gluten-free pasta", "oat milk"). */
const FREE_OF: ReadonlyArray<readonly [RegExp, readonly Allergen[]]> = [
  [/\bgluten free\b/, ['gluten']],
  [/\b(dairy|lactose|milk) free\b/, ['milk']],
  [/\begg free\b/, ['egg']],
  [/\b(pea)?nut free\b/, ['tree-nut', 'peanut']],
  [/\bsoy free\b/, ['soy']],
  [/\b(vegan|plant based)\b/, ['milk', 'egg', 'fish', 'crustacean', 'mollusc']],
  [/\b(oat|soy|soya|rice|coconut|almond|plant) (milk|cream|yogh?urt|drink)\b/, ['milk']],
];

/**
 * The allergens named in a text (an ingredient line, a title): the catalogue's tags of every
 * item it names, plus allergen words in what is left over, minus what the text calls free of
 * them ("gluten-free pasta", "oat milk").
 */
export function textAllergens(text: string): Set<Allergen> {
  const words = tokens(text);
  const found = new Set<Allergen>();
  const covered = new Array<boolean>(words.length).fill(false);
  for (const match of scanTokens(words, { fuzzy: false })) {
    match.item.allergens.forEach((allergen) => found.add(allergen));
    for (let i = match.start; i < match.end; i++) covered[i] = true;
  }
  const rest = words.filter((_, i) => !covered[i]).join(' ');
  for (const [pattern, allergen] of ALLERGEN_NAME_WORDS)
    if (pattern.test(rest)) found.add(allergen);
  const whole = words.join(' ');
  for (const [pattern, freeOf] of FREE_OF)
    if (pattern.test(whole)) freeOf.forEach((allergen) => found.delete(allergen));
  return found;
}

/** The allergens of a recipe's ingredient list, in the fixed order of ALLERGENS. */
export function recipeAllergens(ingredients: readonly Ingredient[]): Allergen[] {
  const found = new Set<Allergen>();
  for (const ingredient of ingredients)
    for (const allergen of textAllergens(ingredient.name)) found.add(allergen);
  return ALLERGENS.filter((allergen) => found.has(allergen));
}
