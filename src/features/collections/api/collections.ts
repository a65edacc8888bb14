import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import { collectionKeys } from './keys';
import type { CreateCollectionRequest } from '#src/api/types';

const isId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id >= 1;

/** The signed-in user's collections, oldest first. */
export const collectionsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.list(),
    queryFn: () => unwrap(api.GET('/collection/all')),
  });

const fetchCollection = (id: number) =>
  unwrap(api.GET('/collection/{id}', { params: { path: { id } } }));

/** One collection with its recipe ids and recipes; disabled until the id is a positive integer. */
export const collectionQuery = (id: number | null | undefined) =>
  queryOptions({
    queryKey: collectionKeys.detail(id ?? 0),
    queryFn: isId(id) ? () => fetchCollection(id) : skipToken,
  });

/** The collections that contain a recipe; disabled until the id is a positive integer. */
export const recipeCollectionsQuery = (recipeId: number | null | undefined) =>
  queryOptions({
    queryKey: collectionKeys.forRecipe(recipeId ?? 0),
    queryFn: isId(recipeId)
      ? () =>
          unwrap(
            api.GET('/collection/recipe/{id}/collections', {
              params: { path: { id: recipeId } },
            }),
          )
      : skipToken,
  });

/** Loads the user's collections. */
export function useCollections() {
  return useQuery(collectionsQuery());
}

/** Loads one collection with its recipes. */
export function useCollection(id: number | null | undefined) {
  return useQuery(collectionQuery(id));
}

/** Loads the collections a recipe belongs to. */
export function useRecipeCollections(recipeId: number | null | undefined) {
  return useQuery(recipeCollectionsQuery(recipeId));
}

const invalidateCollections = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: collectionKeys.all });

/** Creates an (empty) collection and resolves to it, with its id. */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCollectionRequest) =>
      unwrap(api.POST('/collection/create', { body: input })),
    // The new collection joins the cached list at once, so whoever resolves on it (a picker
    // ticking it, the library closing its dialog) renders it in the same pass; the reload that
    // follows is not awaited, or the list would show it a moment before the caller can react.
    onSuccess: (created) => {
      queryClient.setQueryData(collectionsQuery().queryKey, (list) =>
        list && !list.some((collection) => collection.id === created.id)
          ? [...list, created]
          : list,
      );
      void invalidateCollections(queryClient);
    },
  });
}

export interface CollectionMembershipInput {
  /** The recipes to add or remove. */
  recipeIds: number[];
  /** Collections that should contain the recipes. */
  add?: number[];
  /** Collections that should no longer contain them. */
  remove?: number[];
}

/**
 * Adds recipes to some collections and removes them from others, each collection patched once with
 * its full new list built from a fresh read (the Save to Collection modal and the edit dialog).
 */
export function useSetCollectionMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipeIds, add = [], remove = [] }: CollectionMembershipInput) => {
      const adding = new Set(add);
      const removing = new Set(remove.filter((id) => !adding.has(id)));
      for (const collectionId of [...adding, ...removing]) {
        const current = await queryClient.fetchQuery({
          queryKey: collectionKeys.detail(collectionId),
          queryFn: () => fetchCollection(collectionId),
          staleTime: 0,
        });
        const next = adding.has(collectionId)
          ? [...current.recipe_ids, ...recipeIds.filter((id) => !current.recipe_ids.includes(id))]
          : current.recipe_ids.filter((id) => !recipeIds.includes(id));
        if (
          next.length === current.recipe_ids.length &&
          next.every((id, i) => id === current.recipe_ids[i])
        ) {
          continue;
        }
        const updated = await unwrap(
          api.PATCH('/collection/{id}/recipes', {
            params: { path: { id: collectionId } },
            body: { recipe_ids: next },
          }),
        );
        queryClient.setQueryData(collectionKeys.detail(collectionId), updated);
      }
    },
    onSettled: () => invalidateCollections(queryClient),
  });
}
