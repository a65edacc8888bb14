import {
  infiniteQueryOptions,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { RatingNotesInput, Recipe, RecipeDetail } from '#src/api/types';
import { collectionKeys } from '#src/features/collections/api/keys';
import { instructionKeys } from '#src/features/cook/api/keys';
import type { RecipeListQuery } from '#src/features/recipes/model/list-params';
import { recipeKeys } from './keys';
import { userKeys } from '#src/features/account/api/keys';

const isRecipeId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id >= 1;

/** How many of the newest recipes the library's "Letzte Rezepte" strip shows (the dashboard shows fewer). */
export const RECENT_RECIPES = 6;

/**
 * The signed-in user's newest saved recipes (by created_at): the first page of the paged list,
 * so the library and the dashboard load 6 recipes, not the whole library (GET /recipe/get_all).
 */
export const recentRecipesQuery = () =>
  queryOptions({
    queryKey: recipeKeys.recent(),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/recipe/list', {
            params: { query: { sort: 'newest', limit: RECENT_RECIPES } },
            signal,
          }),
        )
      ).items,
  });

/** Recipes per page of the library's "Alle Rezepte" (fills rows of 1, 2, 3 and 4 columns). */
export const RECIPE_PAGE_SIZE = 12;

/** The library's paged, searched and filtered recipes: each page passes on its `next_cursor`. */
export const recipeListQuery = (query: RecipeListQuery) =>
  infiniteQueryOptions({
    queryKey: recipeKeys.page(query),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/recipe/list', {
          params: {
            query: {
              ...query,
              limit: RECIPE_PAGE_SIZE,
              ...(pageParam === null ? {} : { cursor: pageParam }),
            },
          },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

/** Loads the library's "Alle Rezepte" page by page. */
export function useRecipeList(query: RecipeListQuery) {
  return useInfiniteQuery(recipeListQuery(query));
}

/** One recipe with ingredients and nutrition; disabled until the id is a positive integer. */
export const recipeQuery = (id: number | null | undefined) =>
  queryOptions({
    queryKey: recipeKeys.detail(id ?? 0),
    queryFn: isRecipeId(id)
      ? () => unwrap(api.GET('/recipe/{id}/get', { params: { path: { id } } }))
      : skipToken,
  });

/** Loads the newest saved recipes (see recentRecipesQuery). */
export function useRecentRecipes() {
  return useQuery(recentRecipesQuery());
}

/**
 * The recipes of `ids` (the library's `last_recipe`, at most RECENT_RECIPES of them) that are not
 * among `loaded`, so a highlighted recipe older than the newest page still shows in "Letzte Rezepte".
 * Undefined until they have loaded; an id that fails (deleted, not the user's) is left out.
 */
export function useRecipesNotIn(ids: readonly number[], loaded: readonly Recipe[] | undefined) {
  const missing = loaded
    ? ids.slice(0, RECENT_RECIPES).filter((id) => !loaded.some((recipe) => recipe.id === id))
    : [];
  return useQueries({
    queries: missing.map((id) => ({ ...recipeQuery(id), retry: false })),
    combine: (results): Recipe[] | undefined =>
      results.some((result) => result.isPending)
        ? undefined
        : results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}

/** Loads one recipe for the recipe view. */
export function useRecipe(id: number | null | undefined) {
  return useQuery(recipeQuery(id));
}

/** A recipe's membership of the library shows in lists, collections and the dashboard numbers. */
function invalidateLibrary(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
    queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.stats() }),
  ]);
}

/** Saves a generated draft into the library. */
export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/recipe/{id}/save', { params: { path: { id } } })),
    onSuccess: () => invalidateLibrary(queryClient),
  });
}

/** Deletes a recipe (also from every collection). */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/recipe/{id}/delete', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      // Refetching the deleted recipe would only turn its open view into a 404.
      queryClient.removeQueries({ queryKey: recipeKeys.detail(id), exact: true });
      queryClient.removeQueries({ queryKey: instructionKeys.detail(id), exact: true });
      queryClient.removeQueries({ queryKey: collectionKeys.forRecipe(id), exact: true });
      return invalidateLibrary(queryClient);
    },
  });
}

/** Records that the user cooked the recipe now (feeds the dashboard numbers). */
export function useMarkRecipeCooked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/recipe/{id}/cooked', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.stats() }),
  });
}

/** Whether the recipe has a public link, and the link; loaded only while `enabled` (the share dialog is open). */
export function useRecipeShare(id: number, enabled: boolean) {
  return useQuery({
    queryKey: recipeKeys.share(id),
    queryFn: () => unwrap(api.GET('/recipe/{id}/share', { params: { path: { id } } })),
    enabled,
  });
}

/** Turns the public link on (`true`) or revokes it (`false`); the answer is the new sharing state. */
export function useSetRecipeShared(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      unwrap(
        on
          ? api.POST('/recipe/{id}/share', { params: { path: { id } } })
          : api.DELETE('/recipe/{id}/share', { params: { path: { id } } }),
      ),
    onSuccess: (state) => queryClient.setQueryData(recipeKeys.share(id), state),
  });
}

/**
 * Sets the recipe's rating and/or personal note (PATCH /recipe/{id}/rating-notes; a field left out
 * stays). The answer goes into the recipe view at once; the lists (card stars, rating sort, note
 * search) refetch.
 */
export function useUpdateRatingNotes(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RatingNotesInput) =>
      unwrap(api.PATCH('/recipe/{id}/rating-notes', { params: { path: { id } }, body: change })),
    onSuccess: (stored) => {
      queryClient.setQueryData<RecipeDetail>(recipeKeys.detail(id), (recipe) =>
        recipe ? { ...recipe, ...stored } : recipe,
      );
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
