import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/types';
import type { PendingWrite } from '#src/features/shopping/model/pending';
import {
  SHOPPING_WRITE_KEY,
  WRITES_IN_ORDER,
  shoppingKeys,
  shoppingWrites,
  writeOf,
} from './writes';

type Schemas = components['schemas'];
export type ShoppingList = Schemas['ShoppingList'];
export type ShoppingItem = Schemas['ShoppingItem'];
export type ShoppingSection = Schemas['ShoppingSection'];
export type ShoppingAmount = Schemas['ShoppingAmount'];
export type ShoppingListChange = Schemas['ShoppingListChange'];

export { shoppingKeys };

export const shoppingListQuery = () =>
  queryOptions({
    queryKey: shoppingKeys.list,
    queryFn: ({ signal }) => unwrap(api.GET('/shopping-list', { signal })),
  });

export function useShoppingList() {
  return useQuery(shoppingListQuery());
}

export function usePantry(enabled = true) {
  return useQuery({
    queryKey: shoppingKeys.pantry,
    queryFn: ({ signal }) => unwrap(api.GET('/shopping-list/pantry', { signal })),
    enabled,
  });
}

/**
 * Writes that answer the whole list put it in the cache as answered. A read of the list still on its
 * way when such a write starts (after a tick) is cancelled first, so it cannot answer the list as it
 * was after the write's answer is shown.
 */
function useStoreList() {
  const queryClient = useQueryClient();
  return {
    onMutate: () => queryClient.cancelQueries({ queryKey: shoppingKeys.list }),
    store: (list: ShoppingList) => queryClient.setQueryData(shoppingKeys.list, list),
  };
}

/** Puts a recipe's ingredients on the list at `servings`. */
export function useAddRecipeToShoppingList() {
  const { onMutate, store } = useStoreList();
  return useMutation({
    scope: WRITES_IN_ORDER,
    mutationFn: (body: Schemas['AddRecipeToShoppingListRequest']) =>
      unwrap(api.POST('/shopping-list/recipe', { body })),
    onMutate,
    onSuccess: (change) => store(change.list),
  });
}

/** Puts the plan's recipes from `from` to `to` on the list (entries added before are skipped). */
export function useAddPlanToShoppingList() {
  const { onMutate, store } = useStoreList();
  return useMutation({
    scope: WRITES_IN_ORDER,
    mutationFn: (body: Schemas['AddPlanToShoppingListRequest']) =>
      unwrap(api.POST('/shopping-list/plan', { body })),
    onMutate,
    onSuccess: (change) => store(change.list),
  });
}

/** A line typed by the cook. */
export function useCreateShoppingItem() {
  return useMutation(shoppingWrites(useQueryClient()).create);
}

/** Checks a line off or on, renames it or changes its amount; shown at once (usePendingShoppingWrites). */
export function useUpdateShoppingItem() {
  return useMutation(shoppingWrites(useQueryClient()).update);
}

export function useDeleteShoppingItem() {
  return useMutation(shoppingWrites(useQueryClient()).remove);
}

export function useClearCheckedShoppingItems() {
  return useMutation(shoppingWrites(useQueryClient()).clear);
}

/**
 * The line edits not yet answered, oldest first: running, waiting for the one before, or paused
 * offline (`paused`). The screen shows the list with them applied (applyPendingWrites).
 */
export function usePendingShoppingWrites(): PendingWrite[] {
  return useMutationState({
    filters: { mutationKey: SHOPPING_WRITE_KEY, status: 'pending' },
    select: (mutation) =>
      ({ ...writeOf(mutation), paused: mutation.state.isPaused }) as PendingWrite,
  });
}

export function useUpdatePantry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => unwrap(api.PUT('/shopping-list/pantry', { body: { names } })),
    onSuccess: (pantry) => queryClient.setQueryData(shoppingKeys.pantry, pantry),
  });
}
