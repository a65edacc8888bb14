/**
 * The shopping list's own arithmetic (issue 30, item 2; decision record 0042), shared by the server
 * and the mock so both merge and round alike: which lines are the same ingredient (a catalogue key),
 * where it sits in a shop (a section), how amounts add up across units, and what to buy (rounded up
 * to what a shop sells, in the cook's unit system).
 *
 * A line stores its amounts in base units (`BaseMeasure`): grams, millilitres, a count (''), or
 * another unit word as written (clove, can, bunch). Display happens only in `shopAmounts`.
 */
import type { components } from '#contract/schema.gen.ts';
import { findItem } from './catalogue/index.ts';
import type { CatalogueItem } from './catalogue/types.ts';
import { matchName } from './matcher.ts';
import { normalize } from './text.ts';
import { unitDef, unitFromWord } from './units.ts';

type Ingredient = components['schemas']['Ingredient'];
export type UnitSystem = components['schemas']['UnitSystem'];

/** A shop section (the contract's enum, in the order a shop is walked: see SECTION_ORDER). */
export type ShoppingSection = components['schemas']['ShoppingSection'];

/** What to buy of a line, in the cook's units; unit '' is a count ("2 onions"). */
export type ShoppingAmount = components['schemas']['ShoppingAmount'];

/** An amount in a base unit: 'g', 'ml', '' (a count) or another unit word (clove, can, bunch...). */
export interface BaseMeasure {
  readonly quantity: number;
  readonly unit: string;
}

/** The sections in the order a shop is walked. */
export const SECTION_ORDER: readonly ShoppingSection[] = [
  'produce',
  'meat_fish',
  'dairy_eggs',
  'bakery',
  'pantry',
  'oils_sauces',
  'spices',
  'frozen',
  'drinks',
  'other',
];

const SECTION_OF_GROUP: Record<CatalogueItem['group'], ShoppingSection> = {
  vegetable: 'produce',
  fruit: 'produce',
  herb: 'produce',
  beef: 'meat_fish',
  pork: 'meat_fish',
  chicken: 'meat_fish',
  lamb: 'meat_fish',
  fish: 'meat_fish',
  seafood: 'meat_fish',
  dairy: 'dairy_eggs',
  egg: 'dairy_eggs',
  grain: 'pantry',
  legume: 'pantry',
  'plant-protein': 'pantry',
  'nut-seed': 'pantry',
  baking: 'pantry',
  sweetener: 'pantry',
  oil: 'oils_sauces',
  sauce: 'oils_sauces',
  spice: 'spices',
};

/** Catalogue lookups by name are repeated for every line of every recipe: remember them (bounded). */
const matched = new Map<string, CatalogueItem | null>();
const MAX_REMEMBERED = 5000;

function itemOf(name: string): CatalogueItem | null {
  const key = normalize(name);
  const known = matched.get(key);
  if (known !== undefined) return known;
  // Exact names only: a typed "kitchen roll" must not become cherries by a typo allowance.
  const item = key ? (matchName(key, { fuzzy: false }) ?? null) : null;
  if (matched.size >= MAX_REMEMBERED) matched.clear();
  matched.set(key, item);
  return item;
}

/**
 * A catalogue ingredient's id, or 'text:' + the normalised name for a name the catalogue does not
 * know. Lines merge when their keys are equal, and pantry names are compared by key.
 */
export function shoppingKey(name: string): string {
  return itemOf(name)?.id ?? `text:${normalize(name)}`;
}

/** Liquids the catalogue files with sauces that a shop sells as drinks. */
const DRINKS = new Set(['water', 'coffee', 'tea', 'orange-juice', 'apple-juice']);

/** The shop section of a name: from its catalogue food group; bread and wine have their own aisles. */
export function sectionOf(name: string): ShoppingSection {
  const item = itemOf(name);
  if (!item) return 'other';
  if (item.tags.has('bread') || item.tags.has('tortilla')) return 'bakery';
  if (item.tags.has('canned')) return 'pantry';
  if (item.tags.has('alcohol') && item.group === 'sauce') return 'drinks';
  if (DRINKS.has(item.id)) return 'drinks';
  return SECTION_OF_GROUP[item.group];
}

/** A typed amount (quantity + unit as `Ingredient.unit`) in base units; null without a quantity. */
export function baseMeasure(quantity: number | null, unit: string): BaseMeasure | null {
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return null;
  const word = normalize(unit);
  if (word === '') return { quantity, unit: '' };
  const canonical = unitFromWord(word) ?? word;
  const def = unitDef(canonical);
  if (!def) return { quantity, unit: word };
  switch (def.kind) {
    case 'mass':
      return { quantity: quantity * def.factor, unit: 'g' };
    case 'volume':
      return { quantity: quantity * def.factor, unit: 'ml' };
    case 'count':
      return { quantity, unit: '' };
    case 'kitchen':
      return { quantity, unit: canonical };
  }
}

/**
 * The name a shop knows an ingredient line by: without what the cook does to it or notes about it
 * ("onion, finely chopped" -> "onion"; "cooked chickpeas (2 cans, drained)" -> "cooked chickpeas").
 */
export function shopName(name: string): string {
  const bare = name
    .replace(/\([^)]*\)/g, ' ')
    .split(',')[0]!
    .replace(/\s+/g, ' ')
    .trim();
  return bare || name.trim();
}

/** What one recipe line brings to the list, scaled by `factor` (servings wanted / the recipe's). */
export function shoppingLine(
  ingredient: Ingredient,
  factor: number,
): { key: string; name: string; section: ShoppingSection; measure: BaseMeasure | null } {
  const measure = baseMeasure(ingredient.quantity, ingredient.unit);
  return {
    key: shoppingKey(ingredient.name.trim()),
    name: shopName(ingredient.name),
    section: sectionOf(ingredient.name.trim()),
    measure: measure && { quantity: measure.quantity * factor, unit: measure.unit },
  };
}

/** Grams per millilitre of the key's ingredient, when measured (so 100 ml of oil can join 50 g). */
function densityOf(key: string): number | null {
  if (key.startsWith('text:')) return null;
  const item = findItem(key);
  return item?.densityKnown && item.density > 0 ? item.density : null;
}

/**
 * Adds an incoming amount to a line's amounts: into the amount of the same unit, or mass and volume
 * together in grams when the ingredient's density is known; otherwise it is kept beside them
 * (2 cloves + 10 g garlic). No amount (salt to taste) changes nothing. Returns a new array.
 */
export function addMeasure(
  measures: readonly BaseMeasure[],
  incoming: BaseMeasure | null,
  key: string,
): BaseMeasure[] {
  const result = measures.map((measure) => ({ ...measure }));
  if (!incoming) return result;
  const same = result.find((measure) => measure.unit === incoming.unit);
  if (same) {
    same.quantity += incoming.quantity;
    return result;
  }
  const density = densityOf(key);
  if (density !== null && (incoming.unit === 'g' || incoming.unit === 'ml')) {
    const other = result.findIndex((m) => m.unit === (incoming.unit === 'g' ? 'ml' : 'g'));
    if (other >= 0) {
      const toGrams = (m: BaseMeasure) => (m.unit === 'ml' ? m.quantity * density : m.quantity);
      result[other] = { quantity: toGrams(result[other]!) + toGrams(incoming), unit: 'g' };
      return result;
    }
  }
  result.push({ ...incoming });
  return result;
}

// The spoons the recipe lines were read with (kitchen/units.ts), so 2 tbsp read in comes out as 2 tbsp.
const ML_PER_TBSP = unitDef('tbsp')!.factor;
const ML_PER_TSP = unitDef('tsp')!.factor;
const GRAMS_PER_OUNCE = 28.349523125;
const GRAMS_PER_POUND = 453.59237;
const ML_PER_CUP = 236.5882365;
/** Volumes under 4 tablespoons are bought by the spoon (a spice jar, a bottle of oil already open). */
const SPOON_LIMIT_ML = 60;

/** Rounds up to a multiple of step, forgiving the float noise of scaling (2.0000001 stays 2). */
function up(value: number, step: number): number {
  const steps = Math.ceil(value / step - 1e-9);
  return Number((Math.max(1, steps) * step).toFixed(3));
}

function metricMass(grams: number): ShoppingAmount {
  if (grams >= 1000) return { quantity: up(grams / 1000, 0.1), unit: 'kg' };
  const step = grams < 50 ? 5 : grams < 250 ? 10 : 50;
  const quantity = up(grams, step);
  return quantity >= 1000 ? { quantity: 1, unit: 'kg' } : { quantity, unit: 'g' };
}

function usMass(grams: number): ShoppingAmount {
  if (grams >= GRAMS_PER_POUND) return { quantity: up(grams / GRAMS_PER_POUND, 0.25), unit: 'lb' };
  const ounces = up(grams / GRAMS_PER_OUNCE, 1);
  return ounces >= 16 ? { quantity: 1, unit: 'lb' } : { quantity: ounces, unit: 'oz' };
}

/** A small volume as whole teaspoons, written as tablespoons and the teaspoons left (2 tbsp + 1 tsp). */
function spoons(ml: number): ShoppingAmount[] {
  const teaspoons = up(ml / ML_PER_TSP, 1);
  const tablespoons = Math.floor(teaspoons / (ML_PER_TBSP / ML_PER_TSP));
  const rest = teaspoons - tablespoons * (ML_PER_TBSP / ML_PER_TSP);
  const amounts: ShoppingAmount[] = [];
  if (tablespoons > 0) amounts.push({ quantity: tablespoons, unit: 'tbsp' });
  if (rest > 0) amounts.push({ quantity: rest, unit: 'tsp' });
  return amounts;
}

function metricVolume(ml: number): ShoppingAmount {
  if (ml >= 1000) return { quantity: up(ml / 1000, 0.1), unit: 'l' };
  const quantity = up(ml, ml < 250 ? 10 : 50);
  return quantity >= 1000 ? { quantity: 1, unit: 'l' } : { quantity, unit: 'ml' };
}

function shopAmount(measure: BaseMeasure, system: UnitSystem): ShoppingAmount[] {
  switch (measure.unit) {
    case 'g':
      return [system === 'us' ? usMass(measure.quantity) : metricMass(measure.quantity)];
    case 'ml':
      if (measure.quantity < SPOON_LIMIT_ML) return spoons(measure.quantity);
      return [
        system === 'us'
          ? { quantity: up(measure.quantity / ML_PER_CUP, 0.25), unit: 'cup' }
          : metricVolume(measure.quantity),
      ];
    default:
      // Counts and kitchen units are bought whole: no "0.37 onions", no "1.5 cans".
      return [{ quantity: up(measure.quantity, 1), unit: measure.unit }];
  }
}

/**
 * What to buy (`ShoppingItem.amounts`): each stored amount in the cook's unit system, rounded up to
 * what a shop sells: whole pieces and cans; grams in 5 / 10 / 50 g steps and kilograms to 0.1 kg;
 * volumes under 60 ml as tablespoons and teaspoons, larger ones in 10 / 50 ml or litres (metric) or
 * quarter cups (US); ounces and quarter pounds in US units.
 */
export function shopAmounts(
  measures: readonly BaseMeasure[],
  system: UnitSystem,
): ShoppingAmount[] {
  return measures.flatMap((measure) => shopAmount(measure, system));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The list's order: section in shop order, unchecked before checked, then name (without case). */
export function compareItems(
  a: { section: ShoppingSection; checked: boolean; name: string },
  b: { section: ShoppingSection; checked: boolean; name: string },
): number {
  return (
    SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section) ||
    Number(a.checked) - Number(b.checked) ||
    collator.compare(a.name, b.name)
  );
}

/** Where a line came from: a recipe's id and title (`ShoppingItem.recipes`). */
export interface ShoppingRecipeRef {
  readonly id: number;
  readonly title: string;
}

/** A line of the list as the merge sees it: a stored one (id) or one this addition makes (id null). */
export interface MergeLine {
  id: number | null;
  key: string;
  name: string;
  section: ShoppingSection;
  measures: BaseMeasure[];
  recipes: ShoppingRecipeRef[];
  changed: boolean;
}

/** The recipes a line names at most (`ShoppingItem.recipes` maxItems); it keeps merging past them. */
const MAX_LINE_RECIPES = 100;

/**
 * Adds recipes to a list by the list's one rule (the server and the mock both use it): a recipe line
 * joins the first unchecked line of the same key that the cook did not type, else it becomes a new
 * line; a line whose key is a pantry staple's is left out and its name listed once (without case).
 */
export class ListMerge {
  private readonly open = new Map<string, MergeLine>();
  /** The lines this addition makes, in the order the recipes bring them. */
  readonly added: MergeLine[] = [];
  /** The names left out as pantry staples, once each, as the recipes write them. */
  readonly leftOut: string[] = [];
  private readonly leftOutSeen = new Set<string>();
  private readonly pantryKeys: ReadonlySet<string>;

  constructor(
    existing: readonly {
      id: number;
      key: string;
      name: string;
      section: ShoppingSection;
      measures: readonly BaseMeasure[];
      recipes: readonly ShoppingRecipeRef[];
      manual: boolean;
      checked: boolean;
    }[],
    pantryNames: readonly string[],
  ) {
    this.pantryKeys = new Set(pantryNames.map(shoppingKey));
    for (const line of existing) {
      if (line.manual || line.checked || this.open.has(line.key)) continue;
      this.open.set(line.key, {
        id: line.id,
        key: line.key,
        name: line.name,
        section: line.section,
        measures: [...line.measures],
        recipes: [...line.recipes],
        changed: false,
      });
    }
  }

  /** Adds a recipe's ingredient lines at `servings` (the recipe is for `baseServings`). */
  addRecipe(
    recipe: { id: number; title: string; baseServings: number; ingredients: readonly Ingredient[] },
    servings: number,
  ): void {
    const factor = servings / recipe.baseServings;
    const source = { id: recipe.id, title: recipe.title };
    for (const ingredient of recipe.ingredients) {
      const line = shoppingLine(ingredient, factor);
      if (!line.name) continue;
      if (this.pantryKeys.has(line.key)) {
        const seen = line.name.toLowerCase();
        if (!this.leftOutSeen.has(seen)) {
          this.leftOutSeen.add(seen);
          this.leftOut.push(line.name);
        }
        continue;
      }
      const into = this.open.get(line.key);
      if (into) {
        into.measures = addMeasure(into.measures, line.measure, line.key);
        if (
          into.recipes.length < MAX_LINE_RECIPES &&
          !into.recipes.some((known) => known.id === source.id)
        )
          into.recipes = [...into.recipes, source];
        into.changed = true;
        continue;
      }
      const created: MergeLine = {
        id: null,
        key: line.key,
        name: line.name,
        section: line.section,
        measures: line.measure ? [line.measure] : [],
        recipes: [source],
        changed: true,
      };
      this.open.set(line.key, created);
      this.added.push(created);
    }
  }

  /** The stored lines this addition changed. */
  merged(): (MergeLine & { id: number })[] {
    return [...this.open.values()].filter(
      (line): line is MergeLine & { id: number } => line.id !== null && line.changed,
    );
  }
}
