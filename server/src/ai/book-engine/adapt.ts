/**
 * One dish of the book made to fit the cook's constraints: as written or as one of its declared
 * variants, with declared substitutions for the ingredients that break a constraint. Nothing else
 * is changed: a version that needs an undeclared change is not offered, and the reason is kept so
 * the answer can say which constraint could not be met.
 */
import type { Dish } from '#kitchen/book/dish.ts';
import { renderDish, type Language, type RenderedRecipe } from '#kitchen/book/render.ts';
import type { BookIndex } from './book.ts';
import { addedSugarPerServing, itemBreaks, LOWER_SUGAR_GRAMS, type Constraints } from './rules.ts';

/** A way to cook a dish: as written (variant null) or one declared variant. */
export interface Version {
  readonly dish: Dish;
  readonly variant: string | null;
  readonly totalMinutes: number;
  /** Catalogue ids of the version's ingredients (optional ones included). */
  readonly items: readonly string[];
}

/** A version made to comply: the declared substitutions to apply. */
export interface Fit {
  readonly version: Version;
  readonly substitutions: readonly number[];
}

export type Adapted =
  { readonly ok: true; readonly fit: Fit } | { readonly ok: false; readonly broken: string };

const VERSIONS = new WeakMap<Dish, readonly Version[]>();
const PARTS = new WeakMap<Version, readonly Part[]>();

/** Every version of a dish: as written, then each variant in the book's order (computed once per dish). */
export function versionsOf(dish: Dish): readonly Version[] {
  let versions = VERSIONS.get(dish);
  if (!versions) {
    versions = computeVersions(dish);
    VERSIONS.set(dish, versions);
  }
  return versions;
}

function computeVersions(dish: Dish): Version[] {
  const base: Version = {
    dish,
    variant: null,
    totalMinutes: dish.time.total,
    items: dish.ingredients.map((i) => i.item),
  };
  const variants = (dish.variants ?? []).map((variant): Version => {
    const kept = dish.ingredients.flatMap((ingredient) => {
      if (!(ingredient.ref in variant.replace)) return [ingredient.item];
      const replacement = variant.replace[ingredient.ref];
      return replacement ? [replacement.item] : [];
    });
    return {
      dish,
      variant: variant.id,
      totalMinutes: (variant.time ?? dish.time).total,
      items: [...kept, ...(variant.add ?? []).map((added) => added.item)],
    };
  });
  return [base, ...variants];
}

interface Part {
  readonly ref: string;
  readonly item: string;
  /** The variant replaced or added it. */
  readonly touched: boolean;
}

/** The parts (ref and catalogue id) of a version, and the refs its variant replaced or added (cached). */
function partsOf(version: Version): readonly Part[] {
  let parts = PARTS.get(version);
  if (!parts) {
    parts = computeParts(version);
    PARTS.set(version, parts);
  }
  return parts;
}

function computeParts(version: Version): Part[] {
  const { dish } = version;
  const variant = dish.variants?.find((v) => v.id === version.variant);
  const parts: Part[] = dish.ingredients.flatMap((ingredient): Part[] => {
    if (!variant || !(ingredient.ref in variant.replace))
      return [{ ref: ingredient.ref, item: ingredient.item, touched: false }];
    const replacement = variant.replace[ingredient.ref];
    return replacement ? [{ ref: ingredient.ref, item: replacement.item, touched: true }] : [];
  });
  for (const added of variant?.add ?? [])
    parts.push({ ref: added.ref, item: added.item, touched: true });
  return parts;
}

/**
 * The version adapted to the constraints with declared substitutions only, or the first constraint
 * that it cannot meet ("allergen:gluten", "diet:halal", "spice", "diet:lower-sugar").
 */
export function adapt(version: Version, c: Constraints, book: BookIndex): Adapted {
  const { dish } = version;
  // Hotter than asked: only when its heat comes from spicy ingredients that declared swaps take out
  // (chilli left out of a chili con carne for children); a dish hot by its nature is not offered.
  if (
    c.maxSpice !== null &&
    dish.spice > c.maxSpice &&
    !partsOf(version).some((part) => book.item(part.item).tags.has('spicy'))
  )
    return { ok: false, broken: 'spice:' };
  const substitutions: number[] = [];
  for (const part of partsOf(version)) {
    const broken = itemBreaks(book.item(part.item), c);
    if (!broken) continue;
    // A substitution of an ingredient the variant replaced would swap the wrong thing: only kept ones.
    const index = part.touched
      ? -1
      : (dish.substitutions ?? []).findIndex(
          (s, i) =>
            s.ref === part.ref &&
            !substitutions.includes(i) &&
            (s.omit === true || (s.use !== undefined && !itemBreaks(book.item(s.use.item), c))),
        );
    if (index < 0) return { ok: false, broken };
    substitutions.push(index);
  }
  if (c.diets.has('lower-sugar')) {
    const recipe = renderDish(dish, {
      ...(version.variant ? { variant: version.variant } : {}),
      substitutions,
      servings: dish.servings,
      language: 'en',
    });
    const lines = recipe.lines.map((line) => ({ item: book.item(line.item), grams: line.grams }));
    if (addedSugarPerServing(lines, dish.servings) > LOWER_SUGAR_GRAMS)
      return { ok: false, broken: 'diet:lower-sugar' };
  }
  return { ok: true, fit: { version, substitutions } };
}

/** The fit rendered for the cook; its items are checked again after rendering (belt and braces). */
export function renderFit(
  fit: Fit,
  servings: number,
  language: Language,
  c: Constraints,
  book: BookIndex,
): RenderedRecipe | null {
  const recipe = renderDish(fit.version.dish, {
    ...(fit.version.variant ? { variant: fit.version.variant } : {}),
    substitutions: fit.substitutions,
    servings,
    language,
  });
  if (recipe.itemIds.some((id) => itemBreaks(book.item(id), c))) return null;
  return recipe;
}
