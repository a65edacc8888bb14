import type { StandingPreferences } from '#src/api/types';

/** The contract's bounds on dislikes (openapi.yaml StandingPreferences). */
export const MAX_DISLIKES = 30;
export const MAX_DISLIKE_LENGTH = 60;

export type DislikeProblem = 'tooLong' | 'duplicate' | 'full';

/**
 * Adds a typed food to the dislikes as the server will store it (trimmed), or says why it cannot
 * be: longer than 60 characters, already there ignoring case, or the list holds 30. Blank text
 * adds nothing.
 */
export function addDislike(
  dislikes: readonly string[],
  typed: string,
): { dislikes: string[]; problem: DislikeProblem | null } {
  const text = typed.trim();
  const same = { dislikes: [...dislikes] };
  if (text === '') return { ...same, problem: null };
  if (text.length > MAX_DISLIKE_LENGTH) return { ...same, problem: 'tooLong' };
  const key = text.toLocaleLowerCase();
  if (dislikes.some((d) => d.toLocaleLowerCase() === key)) return { ...same, problem: 'duplicate' };
  if (dislikes.length >= MAX_DISLIKES) return { ...same, problem: 'full' };
  return { dislikes: [...dislikes, text], problem: null };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** True when both hold the same allergens, diets and dislikes (in the same order). */
export const samePreferences = (a: StandingPreferences, b: StandingPreferences): boolean =>
  sameList(a.allergens, b.allergens) &&
  sameList(a.diets, b.diets) &&
  sameList(a.dislikes, b.dislikes);

/**
 * What the cook avoids, in running text: the allergens' names, what each diet leaves out, then the
 * dislikes as written ("peanuts, pork and alcohol, coriander"). Empty when nothing is set.
 */
export function avoidedItems(
  preferences: StandingPreferences,
  names: {
    allergen: (a: StandingPreferences['allergens'][number]) => string;
    diet: (d: StandingPreferences['diets'][number]) => string;
  },
): string[] {
  return [
    ...preferences.allergens.map(names.allergen),
    ...preferences.diets.map(names.diet),
    ...preferences.dislikes,
  ];
}
