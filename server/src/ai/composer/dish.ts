/**
 * The shape of one dish of the built-in composer: its template (what it suits, which of the
 * user's ingredients it takes, its base, staples and defaults) and its method (the steps).
 * Every dish lives in a file of its own under dishes/, listed in dishes/index.ts.
 */
import type { CatalogueItem, Role, Tag } from '#kitchen/catalogue/types.ts';
import type { Cuisine, Diet, Mood, Parts, StepPlan, TemplateId } from './types.ts';

export type Vessel = 'bowl' | 'plate' | 'tray' | 'pan' | 'board' | 'dish';

/** A pantry staple a template adds: catalogue id and amount for the whole recipe (4 servings). */
export interface StapleSpec {
  readonly id: string;
  readonly quantity: number;
  readonly unit: string;
}

/** What a template knows about the dish being composed when it picks staples. */
export interface StapleContext {
  readonly diet: Diet;
  readonly cuisine: Cuisine | null;
  readonly moods: ReadonlySet<Mood>;
  /** Whether an item with this id is already in the recipe. */
  has(id: string): boolean;
  /** Whether some item in the recipe plays this role. */
  hasRole(role: Role): boolean;
  /** Whether some item in the recipe carries this tag. */
  hasTag(tag: Tag): boolean;
}

export interface BaseSpec {
  /** Which given items can serve as the base. */
  readonly accepts: (item: CatalogueItem) => boolean;
  /** Catalogue id added when the user has no suitable base. */
  readonly fallback: (context: StapleContext) => string;
  /** Portions of the base's typical serving per serving of the dish. */
  readonly scale: number;
}

/** A dish's German wording: its noun and grammatical gender, style words and description. */
export interface GermanDish {
  /** "Suppe", "Pfannkuchen". */
  readonly dish: string;
  /** Gender of the noun ('pl' for plural nouns): decides the adjective ending. */
  readonly gender: 'f' | 'm' | 'n' | 'pl';
  /** Adjective stems for titles ("herzhaft" -> "Herzhafte Suppe"). */
  readonly styleWords: readonly string[];
  /** The description's opening sentence, given the headline ingredients ("Kürbis und Karotten"). */
  readonly pitch: (mains: string, parts: Parts) => string;
}

export interface DishTemplate {
  readonly id: TemplateId;
  /** Close relatives answer the same request: "burrito" and "tacos" are both tortilla dishes. */
  readonly family: string;
  /** Words that may open its titles ("Sticky", "Golden"); a default set otherwise. */
  readonly styleWords?: readonly string[];
  /** Request dish ids (intent/words.ts) this dish answers besides its own id. */
  readonly answers?: readonly string[];
  /** German wording; a dish without it is written in English even for German requests. */
  readonly de?: GermanDish;
  /** Dish noun used in titles ("Stir-Fry"); instructions recognise the template by it. */
  readonly dish: string;
  /** Normalised title phrases that identify this template, most specific first. */
  readonly titleAliases: readonly string[];
  readonly vessel: Vessel;
  readonly course: 'main' | 'dessert';
  readonly moods: Partial<Record<Mood, number>>;
  readonly cuisines: Partial<Record<Cuisine, number>>;
  /** How many of the user's ingredients of each role the dish can take. */
  readonly capacity: Partial<Record<Role, number>>;
  /** Extra filter on the user's ingredients (a stir-fry takes no lettuce). */
  readonly accepts: (item: CatalogueItem) => boolean;
  readonly base?: BaseSpec;
  /** Grams of vegetables (fruit, for desserts) per serving, shared between those used. */
  readonly vegPerServing: number;
  readonly proteinScale: number;
  readonly allowsDiet: (diet: Diet, excludedGroups: ReadonlySet<string>) => boolean;
  readonly staples: (context: StapleContext) => StapleSpec[];
  /** Main ingredients when the user gave none the dish can use, by diet. */
  readonly defaults: (diet: Diet) => string[];
}

export interface MethodContext {
  readonly parts: Parts;
  /** Normalised words of the recipe title: style words ("creamy") pick method variants. */
  readonly titleWords: ReadonlySet<string>;
}

export type Method = (context: MethodContext) => StepPlan[];

/** A dish of the registry: template and method together. */
export interface Dish {
  readonly template: DishTemplate;
  readonly method: Method;
}
