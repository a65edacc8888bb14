// The cook's standing food preferences (openapi.yaml StandingPreferences): the rules the contract
// states in words beyond its schema (trimmed dislikes, no duplicates ignoring case), and how an
// imported recipe conflicts with them. Shared by the server and the mock, so both answer alike.

import { allergenValues, preferenceDietValues, type components } from './schema.gen.ts';
import { DETAILS } from './messages.ts';

type Schemas = components['schemas'];
export type StandingPreferences = Schemas['StandingPreferences'];
export type PreferenceDiet = Schemas['PreferenceDiet'];
type Allergen = Schemas['Allergen'];
type ValidationItem = Schemas['ValidationItem'];

/** At most this many dislikes, each at most this long (after trimming). */
export const MAX_DISLIKES = 30;
export const MAX_DISLIKE_LENGTH = 60;

/** A user who has set nothing. */
export const NO_PREFERENCES: StandingPreferences = { allergens: [], diets: [], dislikes: [] };

/**
 * The preferences as stored: allergens and diets in their enum's order without repeats, dislikes
 * trimmed in the order given. Answers the 422 items instead when a dislike is blank after trimming
 * or repeats an earlier one ignoring case (the schema has already bounded counts and lengths).
 */
export function normalisePreferences(
  input: StandingPreferences,
): { ok: true; value: StandingPreferences } | { ok: false; issues: ValidationItem[] } {
  const issues: ValidationItem[] = [];
  const dislikes: string[] = [];
  const seen = new Set<string>();
  input.dislikes.forEach((raw, index) => {
    const text = raw.trim();
    const loc = ['body', 'dislikes', index];
    if (text.length === 0) {
      issues.push({ loc, msg: DETAILS.atLeastOneCharacter, type: 'string_too_short' });
      return;
    }
    const key = text.toLocaleLowerCase();
    if (seen.has(key)) {
      issues.push({ loc, msg: DETAILS.dislikeDuplicate, type: 'dislike_duplicate' });
      return;
    }
    seen.add(key);
    dislikes.push(text);
  });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      allergens: allergenValues.filter((a) => input.allergens.includes(a)),
      diets: preferenceDietValues.filter((d) => input.diets.includes(d)),
      dislikes,
    },
  };
}

/** True when the cook has set any preference. */
export const hasPreferences = (p: StandingPreferences): boolean =>
  p.allergens.length + p.diets.length + p.dislikes.length > 0;

/** The food categories each diet rules out (what an imported recipe's category tells for sure). */
const DIET_EXCLUDES: Partial<Record<PreferenceDiet, readonly Schemas['FoodCategory'][]>> = {
  vegetarian: ['beef', 'pork', 'chicken', 'lamb', 'fish', 'seafood', 'mixed-meat'],
  vegan: ['vegetarian', 'beef', 'pork', 'chicken', 'lamb', 'fish', 'seafood', 'mixed-meat'],
  pescatarian: ['beef', 'pork', 'chicken', 'lamb', 'mixed-meat'],
  halal: ['pork'],
};

/** Letters and digits of text, lower-cased, as whole words separated by single spaces. */
const words = (text: string): string =>
  ` ${text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;

/**
 * How a recipe conflicts with the cook's preferences: the allergens it contains that the cook
 * avoids, the diets its food category rules out, and the dislikes named (as whole words,
 * ignoring case) in its title or ingredients. Null when it fits. Diets that a category cannot
 * tell (low-FODMAP, salt, sugar) are never claimed.
 */
export function preferenceConflicts(
  recipe: {
    title: string;
    allergens: readonly Allergen[];
    food_category: Schemas['FoodCategory'] | null;
    ingredients: readonly { name: string }[];
  },
  preferences: StandingPreferences,
): { allergens: Allergen[]; diets: PreferenceDiet[]; dislikes: string[] } | null {
  const allergens = preferences.allergens.filter((a) => recipe.allergens.includes(a));
  const category = recipe.food_category;
  const diets = preferences.diets.filter(
    (d) => category !== null && (DIET_EXCLUDES[d] ?? []).includes(category),
  );
  const text = words([recipe.title, ...recipe.ingredients.map((i) => i.name)].join(' '));
  const dislikes = preferences.dislikes.filter((d) => {
    const needle = words(d);
    return needle.trim().length > 0 && text.includes(needle);
  });
  return allergens.length + diets.length + dislikes.length > 0
    ? { allergens, diets, dislikes }
    : null;
}
