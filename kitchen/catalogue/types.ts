/**
 * Types of the ingredient catalogue. The catalogue is plain data so it can be reviewed and
 * extended without touching the composer; everything the composer, the parser, OCR matching
 * and the nutrition calculator know about an ingredient lives in one `CatalogueItem`.
 */

import type { Allergen } from './allergens.ts';

/**
 * Nutrients per 100 g, in the order of the Nutrition Facts label:
 * kcal, total fat g, saturated fat g, trans fat g, cholesterol mg, sodium mg,
 * total carbohydrate g, dietary fibre g, total sugars g, protein g,
 * vitamin D mcg, calcium mg, iron mg, potassium mg.
 */
export type NutrientRow = readonly [
  kcal: number,
  fat: number,
  saturatedFat: number,
  transFat: number,
  cholesterol: number,
  sodium: number,
  carbohydrate: number,
  fiber: number,
  sugars: number,
  protein: number,
  vitaminD: number,
  calcium: number,
  iron: number,
  potassium: number,
];

/** Units the catalogue measures typical servings in. */
export type CatalogueUnit =
  'g' | 'ml' | 'piece' | 'clove' | 'slice' | 'tbsp' | 'tsp' | 'stalk' | 'sprig' | 'leaf' | 'pinch';

/**
 * Typical amount for one serving when the ingredient is a main part of a dish, its unit and,
 * for units other than g, how many grams one unit weighs (for ml: grams per ml).
 */
export type Serving = readonly [amount: number, unit: CatalogueUnit, gramsPerUnit?: number];

/** Where the ingredient sits in a shop / food-composition table. */
export type FoodGroup =
  | 'vegetable'
  | 'fruit'
  | 'herb'
  | 'spice'
  | 'oil'
  | 'sauce'
  | 'sweetener'
  | 'baking'
  | 'grain'
  | 'legume'
  | 'plant-protein'
  | 'nut-seed'
  | 'dairy'
  | 'egg'
  | 'beef'
  | 'pork'
  | 'chicken'
  | 'lamb'
  | 'fish'
  | 'seafood';

/** What the ingredient means for a dish's food_category (the contract's values minus mixed-meat). */
export type FoodKind =
  'vegan' | 'vegetarian' | 'beef' | 'pork' | 'chicken' | 'lamb' | 'fish' | 'seafood';

/** The part an ingredient plays in a dish; templates fill their slots by role. */
export type Role =
  | 'protein'
  | 'veg'
  | 'aromatic'
  | 'starch'
  | 'fruit'
  | 'herb'
  | 'spice'
  | 'fat'
  | 'sauce'
  | 'liquid'
  | 'cheese'
  | 'dairy'
  | 'nut'
  | 'sweet'
  | 'baking';

/** How the ingredient is prepared before cooking; drives the wording of prep steps. */
export type Prep =
  | 'chop'
  | 'dice'
  | 'slice'
  | 'mince'
  | 'grate'
  | 'shred'
  | 'tear'
  | 'halve'
  | 'cube'
  | 'crumble'
  | 'trim'
  | 'peel'
  | 'juice'
  | 'rinse'
  | 'drain'
  | 'measure'
  | 'segment'
  | 'pit'
  | 'crack';

/** Finer traits templates use to pick ingredients (a risotto wants risotto rice, tacos want tortillas). */
export type Tag =
  | 'leafy'
  | 'raw-ok'
  | 'root'
  | 'spicy'
  | 'pasta'
  | 'rice'
  | 'risotto-rice'
  | 'noodles'
  | 'tortilla'
  | 'bread'
  | 'potato'
  | 'grain'
  | 'melting'
  | 'hard-cheese'
  | 'cream'
  | 'stock'
  | 'citrus'
  | 'berry'
  | 'asian'
  | 'mexican'
  | 'italian'
  | 'indian'
  | 'minor'
  | 'canned'
  | 'cured'
  | 'ground'
  | 'slow-cook'
  | 'dessert'
  | 'pastry'
  | 'smoky'
  // Constraint data the book engine reads (kitchen/engine/rules.ts):
  /** Rich in FODMAPs (Monash: fructans, GOS, lactose, excess fructose, polyols): out on a low-FODMAP diet. */
  | 'high-fodmap'
  /** Contains alcohol (wine, beer, sake, mirin, kirsch): out for halal. */
  | 'alcohol'
  /** Adds salt (salt, stock, soy and fish sauce, miso): out for "no added salt". */
  | 'added-salt'
  /** Added sugar (sugar, syrups, honey, jam, chocolate): counted for "lower sugar". */
  | 'added-sugar';

/** One ingredient of the catalogue. */
export interface CatalogueItem {
  readonly id: string;
  /** Canonical English name, singular ("tomato", "chicken thigh"). */
  readonly name: string;
  /** Name for amounts other than one ("tomatoes"); equals `name` for mass nouns ("spinach"). */
  readonly plural: string;
  /** German display name (singular) and plural, from the first German names of the data file. */
  readonly deName: string;
  readonly dePlural: string;
  /** German counts it ("2 Zwiebeln", "2 Zucchini"); otherwise pieces are "1 Stück Ingwer". */
  readonly deCounted: boolean;
  /** Every other way to write it: English synonyms and plurals, German names. */
  readonly synonyms: readonly string[];
  readonly group: FoodGroup;
  readonly kind: FoodKind;
  readonly role: Role;
  readonly tags: ReadonlySet<Tag>;
  /** US major 9 and EU 14 allergens the item carries (allergens.ts). */
  readonly allergens: ReadonlySet<Allergen>;
  readonly per100g: NutrientRow;
  readonly serving: Serving;
  /** Grams of one piece, when the ingredient is countable (for "3 tomatoes"). */
  readonly pieceGrams: number | undefined;
  /** Grams per ml, for cups and spoons of solids (flour ~0.53). */
  readonly density: number;
  /** True when `density` is measured (the data file names it, or the item is a liquid), not the 0.6 fallback. */
  readonly densityKnown: boolean;
  readonly prep: Prep;
  /** Kept in most kitchens; the composer may add staples the user did not list. */
  readonly staple: boolean;
  /** Fill colour of the ingredient in the illustration. */
  readonly color: string;
}
