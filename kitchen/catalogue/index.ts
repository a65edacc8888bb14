/**
 * The ingredient catalogue: every item of the data files, with lookups by id and by any of its
 * names. Sources and units are documented in each data file's header.
 */
import { normalize } from '#kitchen/text.ts';
import { BAKING, OILS, SAUCES, SWEETENERS } from '#kitchen/catalogue/data/pantry.ts';
import { BEEF, LAMB, PORK, POULTRY } from '#kitchen/catalogue/data/meat.ts';
import { DAIRY, EGGS } from '#kitchen/catalogue/data/dairy-eggs.ts';
import { FISH, SEAFOOD } from '#kitchen/catalogue/data/fish-seafood.ts';
import { FRUITS } from '#kitchen/catalogue/data/fruits.ts';
import {
  GRAINS,
  LEGUMES,
  NUTS_SEEDS,
  PLANT_PROTEINS,
} from '#kitchen/catalogue/data/grains-legumes-nuts.ts';
import { HERBS, SPICES } from '#kitchen/catalogue/data/herbs-spices.ts';
import { VEGETABLES } from '#kitchen/catalogue/data/vegetables.ts';
import type { CatalogueItem } from './types.ts';

export type * from './types.ts';

export const CATALOGUE: readonly CatalogueItem[] = [
  ...VEGETABLES,
  ...FRUITS,
  ...HERBS,
  ...SPICES,
  ...OILS,
  ...SAUCES,
  ...SWEETENERS,
  ...BAKING,
  ...GRAINS,
  ...LEGUMES,
  ...PLANT_PROTEINS,
  ...NUTS_SEEDS,
  ...DAIRY,
  ...EGGS,
  ...BEEF,
  ...PORK,
  ...LAMB,
  ...POULTRY,
  ...FISH,
  ...SEAFOOD,
];

const BY_ID = new Map<string, CatalogueItem>();
for (const item of CATALOGUE) {
  if (BY_ID.has(item.id)) throw new Error(`duplicate catalogue id ${item.id}`);
  BY_ID.set(item.id, item);
}

/** Every normalised name (canonical, plural, synonyms) -> its item. The first item to claim a name keeps it. */
export const NAME_INDEX: ReadonlyMap<string, CatalogueItem> = buildNameIndex();

/** Names claimed by more than one item; a catalogue test keeps this empty. */
export const NAME_CONFLICTS: readonly string[] = findConflicts();

function allNames(item: CatalogueItem): string[] {
  return [item.name, item.plural, ...item.synonyms].map(normalize).filter(Boolean);
}

function buildNameIndex(): Map<string, CatalogueItem> {
  const index = new Map<string, CatalogueItem>();
  for (const item of CATALOGUE) {
    for (const name of allNames(item)) if (!index.has(name)) index.set(name, item);
  }
  return index;
}

function findConflicts(): string[] {
  const owner = new Map<string, string>();
  const conflicts: string[] = [];
  for (const item of CATALOGUE) {
    for (const name of new Set(allNames(item))) {
      const previous = owner.get(name);
      if (previous && previous !== item.id) conflicts.push(`${name}: ${previous} / ${item.id}`);
      else owner.set(name, item.id);
    }
  }
  return conflicts;
}

export function getItem(id: string): CatalogueItem {
  const item = BY_ID.get(id);
  if (!item) throw new Error(`unknown catalogue item ${id}`);
  return item;
}

export function findItem(id: string): CatalogueItem | undefined {
  return BY_ID.get(id);
}
