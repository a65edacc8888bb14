import { db, ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing, networkError } from '#mocks/overrides';
import { RECIPE_IDS } from '#mocks/scenarios';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messageFor } from '#src/api/errors';
import { collectionKeys } from '#src/features/collections/api/keys';
import { instructionKeys } from '#src/features/cook/api/keys';
import { userKeys } from '#src/features/account/api/keys';
import type { Recipe } from '#src/api/types';
import { withQueryClient } from '#src/testing/query-client';
import {
  useDeleteRecipe,
  useMarkRecipeCooked,
  RECIPE_PAGE_SIZE,
  useRecipe,
  useRecipeList,
  useRecentRecipes,
  useRecipesNotIn,
  useSaveRecipe,
} from './recipes';
import { recipeKeys } from './keys';

beforeEach(() => ensureXsrfCookie());

describe('recipeKeys', () => {
  it('nests lists and details under one root, so one invalidation covers both', () => {
    expect(recipeKeys.all).toEqual(['recipes']);
    expect(recipeKeys.list()).toEqual(['recipes', 'list']);
    expect(recipeKeys.detail(7)).toEqual(['recipes', 'detail', 7]);
  });
});

describe('useRecentRecipes', () => {
  it("loads the cook's 6 newest saved recipes, not the whole library", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useRecentRecipes(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const newest = [...db.recipes.values()]
      .filter((r) => r.owner_id === 1 && r.is_saved)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 6)
      .map((r) => r.id);
    expect(newest).toHaveLength(6);
    expect(result.current.data?.map((r) => r.id)).toEqual(newest);
  });

  it.each([
    [failing('listRecipes', 500), 'Server error. Please try again later.'],
    [networkError('listRecipes'), 'Network error. Please check your connection.'],
  ])('fails so the library can word the error (%#)', async (override, message) => {
    server.use(override);
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useRecentRecipes(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(messageFor('library', result.current.error)).toBe(message);
  });
});

describe('useRecipesNotIn', () => {
  it('loads the highlighted recipes the newest page lacks, and leaves out one that is gone', async () => {
    const other = [...db.recipes.values()].find(
      (r) => r.owner_id === 1 && r.is_saved && r.id !== RECIPE_IDS.curry,
    )!;
    const loaded = [{ id: RECIPE_IDS.curry } as Recipe];
    const { wrapper } = withQueryClient();
    const { result } = renderHook(
      () => useRecipesNotIn([RECIPE_IDS.curry, other.id, 999_999], loaded),
      { wrapper },
    );
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current!.map((r) => [r.id, r.title])).toEqual([[other.id, other.title]]);
  });
});

describe('useRecipeList', () => {
  it('pages through the library by next_cursor, newest first like get_all', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useRecipeList({}), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const saved = [...db.recipes.values()]
      .filter((r) => r.owner_id === 1 && r.is_saved)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    expect(saved).toHaveLength(14);
    expect(RECIPE_PAGE_SIZE).toBe(12);
    expect(result.current.data?.pages[0]?.items.map((r) => r.id)).toEqual(
      saved.slice(0, 12).map((r) => r.id),
    );
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages.flatMap((p) => p.items).map((r) => r.id)).toEqual(
      saved.map((r) => r.id),
    );
    expect(result.current.hasNextPage).toBe(false);
  });

  it('asks the server with the search and filters and keeps each query apart', async () => {
    const { wrapper, queryClient } = withQueryClient();
    const { result } = renderHook(() => useRecipeList({ q: 'SALMON', sort: 'title' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.items.map((r) => r.title)).toEqual([
      'Honey Garlic Salmon',
    ]);
    expect(result.current.hasNextPage).toBe(false);
    expect(queryClient.getQueryData(recipeKeys.page({ q: 'SALMON', sort: 'title' }))).toBeDefined();
    expect(queryClient.getQueryData(recipeKeys.page({}))).toBeUndefined();
  });

  it.each([
    [failing('listRecipes', 500), 'Server error. Please try again later.'],
    [failing('listRecipes', 404), 'Failed to load recipes. Please try again.'],
    [networkError('listRecipes'), 'Network error. Please check your connection.'],
  ])('fails so the section can word the error (%#)', async (override, message) => {
    server.use(override);
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useRecipeList({}), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(messageFor('recipeList', result.current.error)).toBe(message);
  });
});

describe('useRecipe', () => {
  it('loads one recipe with its ingredients', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useRecipe(RECIPE_IDS.curry), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ id: RECIPE_IDS.curry, baseServings: 4 });
    expect(result.current.data?.ingredients.length).toBeGreaterThan(0);
  });

  it("words another cook's or a missing recipe as not found", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useRecipe(RECIPE_IDS.otherCooksGoulash), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(messageFor('recipe', result.current.error)).toBe(
      'Recipe not found. It may have been deleted.',
    );
  });

  it.each([0, -1, 1.5, null, undefined])('does not fetch for the id %s', async (id) => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useRecipe(id), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
  });
});

/** Puts loaded data in the cache under the keys a mutation should invalidate. */
function primeCache(queryClient: ReturnType<typeof withQueryClient>['queryClient']) {
  const keys = [
    recipeKeys.list(),
    recipeKeys.detail(RECIPE_IDS.salmon),
    collectionKeys.list(),
    collectionKeys.forRecipe(RECIPE_IDS.salmon),
    userKeys.stats(),
  ];
  for (const key of keys) queryClient.setQueryData(key, { primed: true });
  return (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
}

describe('useSaveRecipe', () => {
  it('saves a draft into the library and invalidates recipes, collections and stats', async () => {
    const id = RECIPE_IDS.risotto;
    const row = db.recipes.get(id);
    if (row) row.is_saved = false;
    const { queryClient, wrapper } = withQueryClient();
    const invalidated = primeCache(queryClient);
    const { result } = renderHook(() => useSaveRecipe(), { wrapper });
    await expect(result.current.mutateAsync(id)).resolves.toEqual({ message: 'Recipe saved' });
    expect(db.recipes.get(id)?.is_saved).toBe(true);
    expect(invalidated(recipeKeys.list())).toBe(true);
    expect(invalidated(recipeKeys.detail(RECIPE_IDS.salmon))).toBe(true);
    expect(invalidated(collectionKeys.list())).toBe(true);
    expect(invalidated(collectionKeys.forRecipe(RECIPE_IDS.salmon))).toBe(true);
    expect(invalidated(userKeys.stats())).toBe(true);
  });
});

describe('useDeleteRecipe', () => {
  it('deletes the recipe, forgets its own queries and invalidates the lists and stats', async () => {
    const { queryClient, wrapper } = withQueryClient();
    const invalidated = primeCache(queryClient);
    queryClient.setQueryData(recipeKeys.detail(RECIPE_IDS.curry), { primed: true });
    queryClient.setQueryData(instructionKeys.detail(RECIPE_IDS.curry), []);
    const { result } = renderHook(() => useDeleteRecipe(), { wrapper });
    await result.current.mutateAsync(RECIPE_IDS.curry);
    expect(db.recipes.has(RECIPE_IDS.curry)).toBe(false);
    expect(queryClient.getQueryState(recipeKeys.detail(RECIPE_IDS.curry))).toBeUndefined();
    expect(queryClient.getQueryState(instructionKeys.detail(RECIPE_IDS.curry))).toBeUndefined();
    expect(invalidated(recipeKeys.list())).toBe(true);
    expect(invalidated(collectionKeys.list())).toBe(true);
    expect(invalidated(userKeys.stats())).toBe(true);
  });

  it('leaves the cache alone when the delete fails', async () => {
    server.use(failing('deleteRecipe', 500));
    const { queryClient, wrapper } = withQueryClient();
    const invalidated = primeCache(queryClient);
    const { result } = renderHook(() => useDeleteRecipe(), { wrapper });
    await expect(result.current.mutateAsync(RECIPE_IDS.curry)).rejects.toMatchObject({
      status: 500,
    });
    expect(invalidated(recipeKeys.list())).toBe(false);
  });
});

describe('useMarkRecipeCooked', () => {
  it('records the cooking and invalidates the dashboard numbers only', async () => {
    const { queryClient, wrapper } = withQueryClient();
    const invalidated = primeCache(queryClient);
    const before = db.cooked.size;
    const { result } = renderHook(() => useMarkRecipeCooked(), { wrapper });
    await result.current.mutateAsync(RECIPE_IDS.salmon);
    expect(db.cooked.size).toBe(before + 1);
    expect(invalidated(userKeys.stats())).toBe(true);
    expect(invalidated(recipeKeys.list())).toBe(false);
  });
});
