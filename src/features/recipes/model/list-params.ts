import type { operations } from '#src/api/types';
import { allergenValues, difficultyValues, foodCategoryValues } from '#src/api/types';
import type { Allergen } from '#src/api/types';
import { parsePositiveInt } from '#src/lib/format';
import { NO_FILTERS, type RecipeFilters } from './filter-recipes';

/** The query of GET /recipe/list without paging. */
export type RecipeListQuery = Omit<
  NonNullable<operations['listRecipes']['parameters']['query']>,
  'cursor' | 'limit'
>;
export type RecipeSortValue = NonNullable<RecipeListQuery['sort']>;

export const RECIPE_SORTS: readonly RecipeSortValue[] = [
  'newest',
  'title',
  'time',
  'last_cooked',
  'rating',
];

/** The "All recipes" choices as the library's URL keeps them; empty values mean "any". */
export interface RecipeListState extends RecipeFilters {
  collectionId: number | null;
  sort: RecipeSortValue;
  /** Allergens the listed recipes must be free of, in the contract's enum order. */
  freeOf: Allergen[];
}

export const NO_LIST_STATE: RecipeListState = {
  ...NO_FILTERS,
  collectionId: null,
  sort: 'newest',
  freeOf: [],
};

/** The URL search parameters the list state uses (others, e.g. last_recipe, are left alone). */
const KEYS = ['q', 'difficulty', 'category', 'max_time', 'collection', 'sort', 'free_of'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Reads the list state from the URL; unknown or malformed values fall back to "any". */
export function listStateFromParams(params: URLSearchParams): RecipeListState {
  const maxTime = parsePositiveInt(params.get('max_time'));
  return {
    query: (params.get('q') ?? '').slice(0, 100),
    difficulty: oneOf(difficultyValues, params.get('difficulty')) ?? '',
    category: oneOf(foodCategoryValues, params.get('category')) ?? '',
    maxMinutes: maxTime !== null && maxTime <= 1440 ? maxTime : null,
    collectionId: parsePositiveInt(params.get('collection')),
    sort: oneOf(RECIPE_SORTS, params.get('sort')) ?? 'newest',
    freeOf: freeOfFromParam(params.get('free_of')),
  };
}

/** `free_of=gluten,milk` -> the known allergens among them, once each, in the enum's order. */
export function freeOfFromParam(value: string | null): Allergen[] {
  const named = new Set((value ?? '').split(','));
  return allergenValues.filter((allergen) => named.has(allergen));
}

/** Writes the list state into a copy of `params`, dropping the keys that hold their default. */
export function paramsWithListState(
  params: URLSearchParams,
  state: RecipeListState,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  const query = state.query.trim();
  if (query) next.set('q', query);
  if (state.difficulty) next.set('difficulty', state.difficulty);
  if (state.category) next.set('category', state.category);
  if (state.maxMinutes !== null) next.set('max_time', String(state.maxMinutes));
  if (state.collectionId !== null) next.set('collection', String(state.collectionId));
  if (state.sort !== 'newest') next.set('sort', state.sort);
  if (state.freeOf.length > 0)
    next.set('free_of', freeOfFromParam(state.freeOf.join(',')).join(','));
  return next;
}

/** The endpoint's query for a list state (only the set parts, so equal states share a cache key). */
export function listQueryFor(state: RecipeListState): RecipeListQuery {
  const query: RecipeListQuery = {};
  const q = state.query.trim();
  if (q) query.q = q;
  if (state.difficulty) query.difficulty = state.difficulty;
  if (state.category) query.category = state.category;
  if (state.maxMinutes !== null) query.max_time = state.maxMinutes;
  if (state.collectionId !== null) query.collection_id = state.collectionId;
  if (state.sort !== 'newest') query.sort = state.sort;
  if (state.freeOf.length > 0) query.free_of = freeOfFromParam(state.freeOf.join(','));
  return query;
}

/** True when a search or filter narrows the list (the sort does not). */
export function isNarrowed(state: RecipeListState): boolean {
  return (
    state.query.trim() !== '' ||
    state.difficulty !== '' ||
    state.category !== '' ||
    state.maxMinutes !== null ||
    state.collectionId !== null ||
    state.freeOf.length > 0
  );
}
