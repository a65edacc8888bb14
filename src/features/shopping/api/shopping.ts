import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/types';

type Schemas = components['schemas'];
export type ShoppingList = Schemas['ShoppingList'];
export type ShoppingItem = Schemas['ShoppingItem'];
export type ShoppingSection = Schemas['ShoppingSection'];
export type ShoppingAmount = Schemas['ShoppingAmount'];
export type ShoppingListChange = Schemas['ShoppingListChange'];

export const shoppingKeys = {
  list: ['shopping-list'] as const,
  pantry: ['shopping-list', 'pantry'] as const,
};

/**
 * The list's writes run one after another, in the order the cook made them: "Clear checked" right
 * after a tick clears that line too, and a tick never reaches the server behind a later write.
 */
const WRITES_IN_ORDER = { id: 'shopping-list' };

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

function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shoppingKeys.list });
}

/** A line typed by the cook. */
export function useCreateShoppingItem() {
  const refresh = useRefreshList();
  return useMutation({
    scope: WRITES_IN_ORDER,
    mutationFn: (body: Schemas['CreateShoppingItemRequest']) =>
      unwrap(api.POST('/shopping-list/items', { body })),
    onSuccess: refresh,
  });
}

/**
 * Checks a line off or on, renames it or changes its amount. Checking is optimistic (a tap in the
 * shop shows at once); a failure puts the list back as it was.
 */
export function useUpdateShoppingItem() {
  const queryClient = useQueryClient();
  const refresh = useRefreshList();
  return useMutation({
    scope: WRITES_IN_ORDER,
    mutationFn: ({ id, ...body }: Schemas['UpdateShoppingItemRequest'] & { id: number }) =>
      unwrap(
        api.PATCH('/shopping-list/items/{itemId}', { params: { path: { itemId: id } }, body }),
      ),
    onMutate: async ({ id, checked }) => {
      if (checked === undefined) return undefined;
      await queryClient.cancelQueries({ queryKey: shoppingKeys.list });
      const before = queryClient.getQueryData<ShoppingList>(shoppingKeys.list);
      if (before)
        queryClient.setQueryData<ShoppingList>(shoppingKeys.list, {
          ...before,
          items: before.items.map((item) => (item.id === id ? { ...item, checked } : item)),
        });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(shoppingKeys.list, context.before);
    },
    onSettled: refresh,
  });
}

export function useDeleteShoppingItem() {
  const refresh = useRefreshList();
  return useMutation({
    scope: WRITES_IN_ORDER,
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/shopping-list/items/{itemId}', { params: { path: { itemId: id } } })),
    onSuccess: refresh,
  });
}

export function useClearCheckedShoppingItems() {
  const { onMutate, store } = useStoreList();
  return useMutation({
    scope: WRITES_IN_ORDER,
    mutationFn: () => unwrap(api.POST('/shopping-list/clear-checked')),
    onMutate,
    onSuccess: store,
  });
}

export function useUpdatePantry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => unwrap(api.PUT('/shopping-list/pantry', { body: { names } })),
    onSuccess: (pantry) => queryClient.setQueryData(shoppingKeys.pantry, pantry),
  });
}
