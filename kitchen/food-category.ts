/**
 * food_category from a recipe's ingredients: one kind of meat, fish or seafood names
 * the category; several land meats, or land meat with fish/seafood, make "mixed-meat"; fish
 * with seafood counts as seafood; no meat but dairy/eggs (or honey) makes "vegetarian";
 * otherwise "vegan". Condiments tagged `minor` (fish sauce, chicken stock) only decide when
 * no main protein does.
 */
import type { CatalogueItem, FoodKind } from '#kitchen/catalogue/types.ts';
import type { FoodCategory } from './contract.ts';

type MeatKind = Exclude<FoodKind, 'vegan' | 'vegetarian'>;

function isMeat(kind: FoodKind): kind is MeatKind {
  return kind !== 'vegan' && kind !== 'vegetarian';
}

export function categoryOfItems(items: readonly CatalogueItem[]): FoodCategory {
  const major = new Set<MeatKind>();
  const minor = new Set<MeatKind>();
  let animalProduct = false;
  for (const item of items) {
    if (item.kind === 'vegetarian') animalProduct = true;
    else if (isMeat(item.kind)) (item.tags.has('minor') ? minor : major).add(item.kind);
  }
  const meats = major.size > 0 ? major : minor;
  if (meats.size === 0) return animalProduct ? 'vegetarian' : 'vegan';
  if (meats.size === 1) return [...meats][0]!;
  if ([...meats].every((kind) => kind === 'fish' || kind === 'seafood')) return 'seafood';
  return 'mixed-meat';
}

/** Whether an item may appear in a dish of the given dietary category. */
export function fitsDiet(
  item: CatalogueItem,
  diet: 'vegan' | 'vegetarian' | 'pescatarian' | null,
): boolean {
  if (diet === null) return true;
  if (diet === 'vegan') return item.kind === 'vegan';
  if (diet === 'vegetarian') return item.kind === 'vegan' || item.kind === 'vegetarian';
  return !isMeat(item.kind) || item.kind === 'fish' || item.kind === 'seafood';
}
