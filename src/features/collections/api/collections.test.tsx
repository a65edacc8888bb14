import { db, ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing, networkError } from '#mocks/overrides';
import { COLLECTION_IDS, RECIPE_IDS } from '#mocks/scenarios';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messageFor } from '#src/api/errors';
import { withQueryClient } from '#src/testing/query-client';
import {
  useCollection,
  useCollections,
  useCreateCollection,
  useRecipeCollections,
  useSetCollectionMembership,
} from './collections';
import { collectionKeys } from './keys';

/** The recipe list's key: collections sit below recipes and never import their keys. */
const RECIPE_LIST = ['recipes', 'list'];

beforeEach(() => ensureXsrfCookie());

const recipeIdsOf = (id: number) => db.collections.get(id)?.recipe_ids;

describe('collection queries', () => {
  it("loads the cook's collections, one of them empty", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCollections(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((c) => c.name)).toEqual([
      'Weeknight Dinners',
      'Sunday Baking',
      'Party Food',
    ]);
    expect(result.current.data?.find((c) => c.name === 'Party Food')?.recipe_count).toBe(0);
  });

  it('loads one collection with its recipes', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCollection(COLLECTION_IDS.weeknight), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.recipe_ids).toEqual(recipeIdsOf(COLLECTION_IDS.weeknight));
    expect(result.current.data?.recipes).toHaveLength(result.current.data?.recipe_ids.length ?? -1);
  });

  it.each([
    [failing('getCollection', 404), 'Collection not found.'],
    [failing('getCollection', 500), 'Server error. Please try again later.'],
    [failing('getCollection', 403), 'Failed to load collection. Please try again.'],
    [networkError('getCollection'), 'Network error. Please check your connection.'],
  ])('fails so the collection view can word the error (%#)', async (override, message) => {
    server.use(override);
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCollection(COLLECTION_IDS.weeknight), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(messageFor('collection', result.current.error)).toBe(message);
  });

  it("answers another cook's collection as not found", async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCollection(COLLECTION_IDS.othersFavourites), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(messageFor('collection', result.current.error)).toBe('Collection not found.');
  });

  it('loads the collections that contain a recipe', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useRecipeCollections(RECIPE_IDS.curry), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((c) => c.id)).toEqual([COLLECTION_IDS.weeknight]);
  });
});

/** Primes the cache so invalidations can be observed. */
function primeCache(queryClient: ReturnType<typeof withQueryClient>['queryClient']) {
  for (const key of [
    collectionKeys.list(),
    collectionKeys.detail(COLLECTION_IDS.baking),
    collectionKeys.forRecipe(RECIPE_IDS.curry),
    RECIPE_LIST,
  ]) {
    queryClient.setQueryData(key, { primed: true });
  }
  return (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
}

describe('useCreateCollection', () => {
  it('creates a collection, resolves to it with its id and invalidates collections', async () => {
    const { queryClient, wrapper } = withQueryClient();
    const invalidated = primeCache(queryClient);
    queryClient.setQueryData(collectionKeys.list(), []);
    const { result } = renderHook(() => useCreateCollection(), { wrapper });
    const created = await result.current.mutateAsync({ name: 'Soups', description: 'Warming' });
    expect(created).toMatchObject({ name: 'Soups', description: 'Warming', recipe_count: 0 });
    expect(db.collections.get(created.id)?.name).toBe('Soups');
    // In the cached list as soon as the promise resolves, before any reload has answered.
    expect(queryClient.getQueryData(collectionKeys.list())).toEqual([created]);
    expect(invalidated(collectionKeys.list())).toBe(true);
    expect(invalidated(collectionKeys.forRecipe(RECIPE_IDS.curry))).toBe(true);
    expect(invalidated(RECIPE_LIST)).toBe(false);
  });
});

describe('useSetCollectionMembership', () => {
  it('adds recipes to ticked collections and removes them from unticked ones', async () => {
    const { queryClient, wrapper } = withQueryClient();
    const invalidated = primeCache(queryClient);
    const { result } = renderHook(() => useSetCollectionMembership(), { wrapper });
    await result.current.mutateAsync({
      recipeIds: [RECIPE_IDS.curry],
      add: [COLLECTION_IDS.baking, COLLECTION_IDS.party],
      remove: [COLLECTION_IDS.weeknight],
    });
    expect(recipeIdsOf(COLLECTION_IDS.baking)).toEqual([RECIPE_IDS.lemonCake, RECIPE_IDS.curry]);
    expect(recipeIdsOf(COLLECTION_IDS.party)).toEqual([RECIPE_IDS.curry]);
    expect(recipeIdsOf(COLLECTION_IDS.weeknight)).not.toContain(RECIPE_IDS.curry);
    expect(invalidated(collectionKeys.forRecipe(RECIPE_IDS.curry))).toBe(true);
  });

  it('sends nothing for a collection that already has the recipes', async () => {
    const patched: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') patched.push(new URL(request.url).pathname);
    });
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSetCollectionMembership(), { wrapper });
    await result.current.mutateAsync({
      recipeIds: [RECIPE_IDS.curry],
      add: [COLLECTION_IDS.weeknight, COLLECTION_IDS.party],
    });
    server.events.removeAllListeners();
    expect(patched).toEqual([`/api/collection/${COLLECTION_IDS.party}/recipes`]);
  });

  it('builds on the current list, not on a stale cached one', async () => {
    const { queryClient, wrapper } = withQueryClient();
    queryClient.setQueryData(collectionKeys.detail(COLLECTION_IDS.baking), {
      ...db.collections.get(COLLECTION_IDS.baking),
      recipe_ids: [],
    });
    const { result } = renderHook(() => useSetCollectionMembership(), { wrapper });
    await result.current.mutateAsync({
      recipeIds: [RECIPE_IDS.salmon],
      add: [COLLECTION_IDS.baking],
    });
    expect(recipeIdsOf(COLLECTION_IDS.baking)).toEqual([RECIPE_IDS.lemonCake, RECIPE_IDS.salmon]);
  });

  it('rejects when saving fails and still refreshes what changed', async () => {
    server.use(failing('updateCollectionRecipes', 500));
    const { queryClient, wrapper } = withQueryClient();
    const invalidated = primeCache(queryClient);
    const { result } = renderHook(() => useSetCollectionMembership(), { wrapper });
    await expect(
      result.current.mutateAsync({ recipeIds: [RECIPE_IDS.curry], add: [COLLECTION_IDS.party] }),
    ).rejects.toMatchObject({ status: 500 });
    expect(invalidated(collectionKeys.list())).toBe(true);
  });
});
