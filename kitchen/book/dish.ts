/**
 * The recipe book's data shape: one hand-written dish per file in `dishes/`, checked against
 * `dish.schema.json` (the schema is the authority; these types mirror it for the code).
 */

import type { components } from '#contract/schema.gen.ts';

/** A text in both languages the book is written in. */
export interface Bilingual {
  readonly en: string;
  readonly de: string;
}

export type Course =
  | 'breakfast'
  | 'main'
  | 'side'
  | 'soup'
  | 'salad'
  | 'starter'
  | 'snack'
  | 'dessert'
  | 'baking'
  | 'drink'
  | 'sauce';

export type BookUnit =
  | 'g'
  | 'kg'
  | 'ml'
  | 'l'
  | 'tsp'
  | 'tbsp'
  | 'piece'
  | 'clove'
  | 'slice'
  | 'stalk'
  | 'sprig'
  | 'leaf'
  | 'pinch'
  | 'can'
  | 'bunch';

/** A Lottie file the app ships (the contract's `Animation`). */
export type Animation = components['schemas']['Animation'];

/** What goes into the pot: a catalogue item, its amount for the dish's servings and how the recipe names it. */
export interface Replacement {
  readonly item: string;
  readonly amount?: number;
  readonly unit?: BookUnit;
  readonly name?: Bilingual;
  readonly prep?: Bilingual;
}

export interface BookIngredient extends Replacement {
  /** How the steps name it: `{ref}`. */
  readonly ref: string;
  readonly optional?: true;
  readonly group?: Bilingual;
}

export interface BookStep {
  readonly heading: Bilingual;
  readonly text: Bilingual;
  readonly animation: Animation;
  /** "8min", "90s", "1h 30min". */
  readonly timer?: string;
}

/** 1-based step number -> the fields that change, or null to drop the step. */
export type StepOverrides = Readonly<
  Record<string, (Partial<Omit<BookStep, 'timer'>> & { timer?: string | null }) | null>
>;

export interface Variant {
  readonly id: string;
  readonly name: Bilingual;
  readonly description?: Bilingual;
  readonly replace: Readonly<Record<string, Replacement | null>>;
  readonly add?: readonly BookIngredient[];
  readonly steps?: StepOverrides;
  readonly time?: { readonly active: number; readonly total: number };
  readonly tags?: readonly string[];
}

export interface Substitution {
  readonly ref: string;
  readonly use?: Replacement;
  readonly omit?: true;
  readonly steps?: StepOverrides;
}

export interface Dish {
  readonly id: string;
  readonly name: Bilingual;
  readonly aliases?: { readonly en?: readonly string[]; readonly de?: readonly string[] };
  readonly description: Bilingual;
  readonly cuisine: string;
  readonly course: Course;
  readonly tags?: readonly string[];
  readonly servings: number;
  readonly yields?: Bilingual;
  readonly time: { readonly active: number; readonly total: number };
  readonly difficulty: 'easy' | 'medium' | 'hard';
  readonly spice: 0 | 1 | 2 | 3;
  readonly ingredients: readonly BookIngredient[];
  readonly steps: readonly BookStep[];
  readonly variants?: readonly Variant[];
  readonly substitutions?: readonly Substitution[];
  readonly notes?: Bilingual;
}

/** Seconds of a book duration ("8min" -> 480, "1h 30min" -> 5400, "90s" -> 90). */
export function durationSeconds(duration: string): number {
  const hours = /(\d+)h/.exec(duration)?.[1];
  const minutes = /(\d+)min/.exec(duration)?.[1];
  const seconds = /(\d+)s$/.exec(duration)?.[1];
  return Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
}
