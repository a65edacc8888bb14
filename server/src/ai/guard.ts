/**
 * The guard every provider's recipes pass before they reach the cook (built-in and
 * OpenAI-compatible alike). It holds the hard constraints of the request model:
 * - no excluded ingredient and no ingredient carrying an excluded allergen: such a line is
 *   swapped for a safe substitute (the name is swapped in the title and description too), a
 *   minor one without a substitute is dropped, and an option that still names something
 *   excluded is rejected;
 * - the diet (vegan, vegetarian, pescatarian) holds for every line;
 * - nutrition goals hold on nutrition computed from the catalogue, not on the provider's claim:
 *   high-protein >= 25 g protein per serving, low-carb <= 20 g carbohydrate per serving.
 * Every recipe that passes carries its allergens.
 */
import { recipeAllergens, textAllergens } from '#kitchen/allergens.ts';
import { findItem } from '#kitchen/catalogue/index.ts';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import type { Ingredient } from '#kitchen/contract.ts';
import { categoryOfItems } from '#kitchen/food-category.ts';
import { itemAllowed, type RequestModel } from './intent/request.ts';
import { matchName, scanItems } from '#kitchen/matcher.ts';
import { estimateNutrition } from '#kitchen/nutrition.ts';
import type { ComposedRecipe } from './provider.ts';
import { normalize } from '#kitchen/text.ts';

/** Nutrition goals per serving. */
export const HIGH_PROTEIN_GRAMS = 25;
export const LOW_CARB_GRAMS = 20;

/** Safe stand-ins, best first; the first one the request allows is used. */
const SUBSTITUTES: Readonly<Record<string, readonly string[]>> = {
  milk: ['oat-milk', 'soy-milk', 'almond-milk'],
  'heavy-cream': ['coconut-milk'],
  'light-cream': ['coconut-milk', 'oat-milk'],
  butter: ['olive-oil', 'sunflower-oil'],
  ghee: ['vegetable-oil', 'coconut-oil'],
  'soy-milk': ['oat-milk', 'almond-milk'],
  'almond-milk': ['oat-milk', 'soy-milk'],
  peanuts: ['sunflower-seeds', 'pumpkin-seeds'],
  'peanut-oil': ['sunflower-oil', 'vegetable-oil'],
  'peanut-butter': ['tahini'],
  almonds: ['sunflower-seeds', 'pumpkin-seeds'],
  walnuts: ['pumpkin-seeds', 'sunflower-seeds'],
  cashews: ['sunflower-seeds', 'pumpkin-seeds'],
  'pine-nuts': ['sunflower-seeds', 'pumpkin-seeds'],
  pistachios: ['pumpkin-seeds'],
  hazelnuts: ['sunflower-seeds'],
  pecans: ['pumpkin-seeds'],
  'sesame-oil': ['sunflower-oil', 'vegetable-oil'],
  'sesame-seeds': ['pumpkin-seeds', 'sunflower-seeds'],
  'soy-sauce': ['tamari', 'coconut-aminos'],
  tamari: ['coconut-aminos'],
  teriyaki: ['coconut-aminos'],
  hoisin: ['coconut-aminos'],
  'oyster-sauce': ['coconut-aminos'],
  'fish-sauce': ['soy-sauce', 'tamari', 'coconut-aminos'],
  'curry-paste': ['curry-powder'],
  pasta: ['gluten-free-pasta'],
  spaghetti: ['gluten-free-pasta'],
  penne: ['gluten-free-pasta'],
  fusilli: ['gluten-free-pasta'],
  tagliatelle: ['gluten-free-pasta', 'pasta'],
  orzo: ['gluten-free-pasta'],
  'whole-wheat-pasta': ['gluten-free-pasta'],
  'egg-noodles': ['rice-noodles', 'noodles'],
  noodles: ['rice-noodles'],
  soba: ['rice-noodles'],
  couscous: ['quinoa'],
  bulgur: ['quinoa'],
  barley: ['brown-rice'],
  bread: ['gluten-free-bread'],
  'whole-wheat-bread': ['gluten-free-bread'],
  baguette: ['gluten-free-bread'],
  pita: ['corn-tortilla'],
  'flour-tortilla': ['corn-tortilla'],
  flour: ['gluten-free-flour'],
  'whole-wheat-flour': ['gluten-free-flour'],
  seitan: ['tofu', 'chickpeas'],
  'vegetable-stock': ['water'],
  'chicken-stock': ['vegetable-stock', 'water'],
  'beef-stock': ['vegetable-stock', 'water'],
  'red-wine': ['vegetable-stock', 'water'],
  'white-wine': ['vegetable-stock', 'water'],
  'red-wine-vinegar': ['rice-vinegar', 'lemon'],
  'white-wine-vinegar': ['rice-vinegar', 'lemon'],
  'malt-vinegar': ['vinegar'],
  'british-sausage': ['sausage'],
  'butter-puff-pastry': ['puff-pastry'],
  balsamic: ['rice-vinegar', 'lemon'],
  mayonnaise: ['yogurt', 'olive-oil'],
  'sour-cream': ['yogurt'],
};

/** The first safe stand-in for an item the request rules out, if there is one. */
export function substituteFor(
  item: CatalogueItem,
  request: RequestModel,
): CatalogueItem | undefined {
  return (SUBSTITUTES[item.id] ?? [])
    .map((id) => findItem(id))
    .find(
      (candidate): candidate is CatalogueItem =>
        candidate !== undefined &&
        violation({ quantity: null, unit: '', name: candidate.name }, candidate, request) ===
          undefined,
    );
}

/** Roles a dish survives losing: seasonings, garnishes, condiments. */
const MINOR_ROLES = new Set(['aromatic', 'herb', 'spice', 'sauce', 'nut', 'fat', 'sweet']);

const MEAT_WORDS =
  /\b(chicken|beef|pork|lamb|bacon|ham|sausage|chorizo|salami|prosciutto|pancetta|turkey|duck|veal|mince|steak|meat|gelatin)/;
const ANIMAL_WORDS = /\b(honey|egg|milk|cream|butter|cheese|yogh?urt|ghee|mayo)/;

/** The catalogue items an ingredient line names (fuzzy, for a model's spelling). */
function lineItems(name: string): CatalogueItem[] {
  return scanItems(name, { fuzzy: true }).map((match) => match.item);
}

/** Why a line breaks the request, or undefined when it keeps every constraint. */
function violation(
  ingredient: Ingredient,
  item: CatalogueItem | undefined,
  request: RequestModel,
): string | undefined {
  const text = ` ${normalize(ingredient.name)} `;
  const allergens = textAllergens(ingredient.name);
  item?.allergens.forEach((allergen) => allergens.add(allergen));
  for (const allergen of allergens)
    if (request.excludedAllergens.has(allergen)) return `contains ${allergen}`;
  if (request.excludedNames.some((name) => name && text.includes(` ${name} `)))
    return 'excluded by name';
  const items = item ? [item, ...lineItems(ingredient.name)] : [];
  if (items.some((named) => !itemAllowed(named, request))) return 'not allowed by the request';
  if (!item) {
    const meatless =
      request.diets.has('vegan') ||
      request.diets.has('vegetarian') ||
      request.diets.has('pescatarian');
    if (meatless && MEAT_WORDS.test(text)) return 'meat';
    if (
      request.diets.has('vegan') &&
      ANIMAL_WORDS.test(text) &&
      !/\b(vegan|plant|oat|soy|almond|coconut)\b/.test(text)
    )
      return 'animal product';
  }
  return undefined;
}

/** Every English way to write an item, longest first, for swapping names in free text. */
function namesOf(item: CatalogueItem): string[] {
  return [item.name, item.plural, ...item.synonyms]
    .filter((name) => /^[a-z][a-z '-]*$/i.test(name))
    .sort((a, b) => b.length - a.length);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function swapName(text: string, from: CatalogueItem, to: CatalogueItem): string {
  let result = text;
  for (const name of namesOf(from)) {
    const pattern = new RegExp(`\\b${escape(name)}\\b`, 'gi');
    result = result.replace(pattern, (found) => {
      const plural = found.toLowerCase() === from.plural.toLowerCase() && from.plural !== from.name;
      const replacement = plural ? to.plural : to.name;
      return /^[A-Z]/.test(found)
        ? replacement.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())
        : replacement;
    });
  }
  return result;
}

/** Whether free text still names something the request rules out. */
export function namesExcluded(text: string, request: RequestModel): boolean {
  const normalized = ` ${normalize(text)} `;
  if (request.excludedNames.some((name) => name && normalized.includes(` ${name} `))) return true;
  for (const allergen of textAllergens(text))
    if (request.excludedAllergens.has(allergen)) return true;
  return false;
}

export interface GuardVerdict {
  /** The recipe as it may be shown, or undefined when it had to be rejected. */
  readonly recipe: ComposedRecipe | undefined;
  /** Why lines were swapped or dropped, or why the recipe was rejected. */
  readonly notes: readonly string[];
}

/** Checks one recipe against the request; repairs what can be repaired. */
export function guardRecipe(recipe: ComposedRecipe, request: RequestModel): GuardVerdict {
  const notes: string[] = [];
  let { title, description } = recipe;
  let changed = false;
  const ingredients: Ingredient[] = [];
  for (const ingredient of recipe.ingredients) {
    const item = matchName(ingredient.name);
    const why = violation(ingredient, item, request);
    if (!why) {
      ingredients.push(ingredient);
      continue;
    }
    changed = true;
    const substitute = item
      ? (SUBSTITUTES[item.id] ?? [])
          .map((id) => findItem(id))
          .find(
            (candidate): candidate is CatalogueItem =>
              candidate !== undefined &&
              violation({ ...ingredient, name: candidate.name }, candidate, request) ===
                undefined &&
              !recipe.ingredients.some((other) => matchName(other.name)?.id === candidate.id),
          )
      : undefined;
    if (item && substitute) {
      const name =
        ingredient.quantity !== null && ingredient.quantity > 1 && !ingredient.unit
          ? substitute.plural
          : substitute.name;
      ingredients.push({ ...ingredient, name });
      title = swapName(title, item, substitute);
      description = swapName(description, item, substitute);
      notes.push(`${ingredient.name} -> ${name} (${why})`);
    } else if (item && MINOR_ROLES.has(item.role)) {
      notes.push(`dropped ${ingredient.name} (${why})`);
    } else {
      return { recipe: undefined, notes: [`rejected: ${ingredient.name} (${why})`] };
    }
  }
  if (namesExcluded(title, request) || namesExcluded(description, request))
    return { recipe: undefined, notes: [...notes, 'rejected: the text names an excluded food'] };
  if (ingredients.length < 2)
    return { recipe: undefined, notes: [...notes, 'rejected: too few lines'] };

  const servings = recipe.baseServings > 0 ? recipe.baseServings : 4;
  const computed = estimateNutrition(ingredients, servings).nutrition;
  if (request.diets.has('high-protein') && computed.protein.amount < HIGH_PROTEIN_GRAMS)
    return {
      recipe: undefined,
      notes: [...notes, `rejected: ${computed.protein.amount} g protein`],
    };
  if (request.diets.has('low-carb') && computed.totalCarbohydrate.amount > LOW_CARB_GRAMS)
    return {
      recipe: undefined,
      notes: [...notes, `rejected: ${computed.totalCarbohydrate.amount} g carbohydrate`],
    };

  const items = ingredients
    .map((ingredient) => matchName(ingredient.name))
    .filter((item): item is CatalogueItem => item !== undefined);
  return {
    recipe: {
      ...recipe,
      title,
      description,
      ingredients,
      nutrition: changed ? computed : recipe.nutrition,
      food_category: changed && items.length > 0 ? categoryOfItems(items) : recipe.food_category,
      allergens: recipeAllergens(ingredients),
    },
    notes,
  };
}

/** The recipes that keep the request's hard constraints, repaired where possible. */
export function guardRecipes(
  recipes: readonly ComposedRecipe[],
  request: RequestModel,
): ComposedRecipe[] {
  return recipes.flatMap((recipe) => {
    const { recipe: kept } = guardRecipe(recipe, request);
    return kept ? [kept] : [];
  });
}
