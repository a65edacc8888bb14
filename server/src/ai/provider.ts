import type { components } from '#contract/schema.gen.ts';
import type { Allergen } from '#kitchen/catalogue/allergens.ts';

type Schemas = components['schemas'];

/** A standing diet of the cook (Settings); allergies are the contract's allergens. */
export type PreferenceDiet =
  'vegetarian' | 'vegan' | 'pescatarian' | 'halal' | 'low-fodmap' | 'no-added-salt' | 'lower-sugar';

/**
 * The cook's standing preferences from Settings: hard constraints on every generation, the same
 * as if the request had said them ("no peanuts", "halal", "no mushrooms").
 */
export interface StandingPreferences {
  readonly allergens: readonly Allergen[];
  readonly diets: readonly PreferenceDiet[];
  /** Foods the cook does not eat, as written ("coriander", "Pilze"); matched to catalogue items. */
  readonly dislikes: readonly string[];
}

/** What the user asked for: the wizard's prompt, typed ingredients and the photo's ingredients. */
export interface GenerationInput {
  prompt: string;
  writtenIngredients: string;
  /** Ingredient names read from the session's photo, if one was analysed. */
  imageIngredients: string[];
  /** How many times this session has generated before ("Generate New Recipes" counts up). */
  generation?: number;
  /** Titles the session has already shown: new options must differ from them. */
  shownTitles?: readonly string[];
  /**
   * The user's language setting: the recipe text's language when the prompt and ingredients
   * show none (a German or English prompt wins over it).
   */
  language?: 'en' | 'de';
  /** The cook's standing preferences (Settings), applied as hard constraints. */
  preferences?: StandingPreferences;
  /** The wizard's controls (issue #29): read like the same words in the prompt; servings and spice win over it. */
  servings?: number;
  diets?: readonly StandingPreferences['diets'][number][];
  spice?: 'none' | 'mild' | 'medium' | 'hot';
}

/** One composed recipe option with everything the recipe view needs. */
export interface ComposedRecipe {
  title: string;
  description: string;
  /** An SVG document illustrating the dish; the server stores it as a file and uses its key as image_url. */
  illustrationSvg: string;
  baseServings: number;
  ingredients: Schemas['Ingredient'][];
  difficulty: Schemas['Difficulty'];
  total_time_minutes: number;
  food_category: Schemas['FoodCategory'];
  nutrition: Schemas['Nutrition'];
  /** Allergens (US major 9 + EU 14) of the ingredients; set by the guard every provider's answer passes. */
  allergens?: readonly Allergen[];
  /**
   * The cook-along steps when the recipe comes with its own method (a recipe-book dish): stored with
   * the draft, so the instructions are the book's and never re-derived. Absent: the instruction job writes them.
   */
  steps?: Schemas['InstructionStep'][];
}

/**
 * The options of one generation. `notice` is what the options step says when the request could not
 * be answered as asked (an unknown dish, a constraint nothing meets); with a notice the list may be
 * empty. A plain array is a valid answer (no notice).
 */
export type GeneratedRecipes = ComposedRecipe[] & { readonly notice?: string | null };

/** The recipe an instruction job writes steps for. */
export interface InstructionInput {
  title: string;
  description: string;
  baseServings: number;
  ingredients: Schemas['Ingredient'][];
  total_time_minutes: number | null;
  difficulty: Schemas['Difficulty'];
}

/** A failure of the AI provider that the API reports as 502 (bad answer) or 503 (unavailable). */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

/**
 * The photo could not be read as an image (unsupported format, corrupt bytes): the API
 * reports it as 422 (or 415 when the declared type is not an image).
 */
export class InvalidImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidImageError';
  }
}

/** The three jobs of the AI engine; the built-in composer and the OpenAI-compatible provider both implement it. */
export interface AiProvider {
  readonly name: string;
  /** Composes 3-4 distinct recipe options (fewer, or none, only with a notice saying why). */
  generateRecipes(input: GenerationInput, signal?: AbortSignal): Promise<GeneratedRecipes>;
  /** Reads ingredient names from a photo (shopping list, labels); [] when none are found. */
  analyzeImage(image: Buffer, signal?: AbortSignal): Promise<string[]>;
  /** Writes 4-12 cook-along steps for a recipe. */
  generateInstructions(
    recipe: InstructionInput,
    signal?: AbortSignal,
  ): Promise<Schemas['InstructionStep'][]>;
  /** Frees workers (OCR) on shutdown. */
  close?(): Promise<void>;
}
