/** Shared types of the built-in recipe composer. */
import type { CatalogueItem, Role } from '#kitchen/catalogue/types.ts';
import type { AnimationFile } from '#kitchen/contract.ts';
import type { CuisineId, DishRequest, RequestModel } from '#server/src/ai/intent/request.ts';

/** A dish of the registry (dishes/index.ts), by the id in its file. */
export type TemplateId = string;

export type Mood =
  | 'quick'
  | 'spicy'
  | 'warming'
  | 'light'
  | 'hearty'
  | 'creamy'
  | 'dessert'
  | 'breakfast'
  | 'healthy'
  | 'fancy'
  | 'kids';

/** Cuisines a dish suits: the request model's cuisines, plus "asian" for dishes at home across East Asia. */
export type Cuisine = CuisineId | 'asian';

export type Diet = 'vegan' | 'vegetarian' | 'pescatarian' | null;

/** What the composer read from the prompt. */
export interface Intent {
  readonly diet: Diet;
  /** Dishes asked for by name, first named first. */
  readonly dishes: readonly DishRequest[];
  readonly moods: ReadonlySet<Mood>;
  /** The cuisine asked for, and its broad group ("japanese" -> "asian"). */
  readonly cuisine: CuisineId | null;
  readonly broadCuisine: Cuisine | null;
  /** Ingredients named in the prompt ("something spicy with chicken"). */
  readonly mentioned: readonly CatalogueItem[];
  /** Catalogue ids the prompt rules out ("without mushrooms", "no dairy"). */
  readonly excluded: ReadonlySet<string>;
  /** Food groups the prompt rules out ("dairy-free" -> dairy, "no pork" -> pork). */
  readonly excludedGroups: ReadonlySet<string>;
  /** The full request model the intent was read from. */
  readonly request: RequestModel;
}

/** One ingredient line of a recipe, with the catalogue item behind it. */
export interface Line {
  readonly item: CatalogueItem;
  readonly quantity: number | null;
  /** Display unit: "g", "ml", "tbsp", "cloves"... or "" for whole pieces. */
  readonly unit: string;
  readonly name: string;
  /** Grams the line stands for (for nutrition and cooking times). */
  readonly grams: number;
}

/** A recipe's lines sorted by the part they play. */
export type Parts = Record<Role, Line[]> & { readonly all: readonly Line[] };

/** The kind of action a step performs; decides its animation. */
export type Action =
  | 'chop'
  | 'mix'
  | 'boil'
  | 'fry'
  | 'bake'
  | 'grill'
  | 'simmer'
  | 'plate'
  | 'whisk'
  | 'season'
  | 'rest'
  | 'prep';

export const ACTION_ANIMATION: Record<Action, AnimationFile> = {
  chop: 'chopping.json',
  mix: 'mixing.json',
  boil: 'boiling.json',
  fry: 'frying.json',
  bake: 'baking.json',
  grill: 'grilling.json',
  simmer: 'simmering.json',
  plate: 'plating.json',
  whisk: 'whisking.json',
  season: 'seasoning.json',
  rest: 'resting.json',
  prep: 'prepping.json',
};

/** One planned step: what the cook reads, how long it takes and whether it runs on a timer. */
export interface StepPlan {
  readonly heading: string;
  readonly description: string;
  readonly action: Action;
  /** Time the step takes, counted into the recipe's total time. */
  readonly seconds: number;
  /** Countdown for the step, or null when it is hands-on work without waiting. */
  readonly timer: number | null;
  /**
   * Runs unattended while the cook carries on with the next steps (rice simmering, water
   * coming to the boil): it only adds to the total time where it outlasts them.
   */
  readonly background?: boolean;
}
