import type { Mutation, MutationOptions, QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import { isNetworkError, statusOf } from '#src/api/errors';
import type { components } from '#src/api/types';

type Schemas = components['schemas'];
type ShoppingList = Schemas['ShoppingList'];

export const shoppingKeys = {
  list: ['shopping-list'] as const,
  pantry: ['shopping-list', 'pantry'] as const,
};

/** The cook's edits of the list's lines: what waits while offline (issue 30 item 4). */
export type ShoppingWrite =
  | { kind: 'create'; variables: Schemas['CreateShoppingItemRequest'] }
  | { kind: 'update'; variables: Schemas['UpdateShoppingItemRequest'] & { id: number } }
  | { kind: 'remove'; variables: number }
  | { kind: 'clear'; variables: undefined };
export type ShoppingWriteKind = ShoppingWrite['kind'];

/** Every line edit's mutation key starts with this: the offline queue keeps exactly these. */
export const SHOPPING_WRITE_KEY = ['shopping-list', 'write'] as const;
export const shoppingWriteKey = (kind: ShoppingWriteKind) => [...SHOPPING_WRITE_KEY, kind];

/** The line edit a pending mutation under SHOPPING_WRITE_KEY stands for: its kind and variables. */
export const writeOf = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  ({
    kind: mutation.options.mutationKey?.[2],
    variables: mutation.state.variables,
  }) as ShoppingWrite;

/**
 * The list's writes run one after another, in the order the cook made them: "Clear checked" right
 * after a tick clears that line too, and a tick never reaches the server behind a later write.
 * Offline they wait (paused, in this order) and run when the connection is back.
 */
export const WRITES_IN_ORDER = { id: 'shopping-list' };

/**
 * A tick, an edit or a removal of a line someone removed meanwhile (on another phone, while this
 * one was offline) has nothing left to do: the removal stands, and the list is read again.
 */
const unlessGone = (write: Promise<unknown>) =>
  write.catch((error: unknown) => {
    if (statusOf(error) === 404) return null;
    throw error;
  });

/** A dropped connection in the middle of a write is tried again twice; an answer never is. */
const retryNetwork = (failures: number, error: unknown) => failures < 2 && isNetworkError(error);

type WriteOptions<K extends ShoppingWriteKind> = MutationOptions<
  unknown,
  Error,
  Extract<ShoppingWrite, { kind: K }>['variables']
>;

/**
 * The options of each line edit: the same for the screen's hooks and for the writes the offline
 * queue restores after a reload (src/features/offline), which have no screen to call back.
 * While a write is pending the screen shows the list with it applied (applyPendingWrites); it stays
 * pending until the list is read again, so the line never flickers back in between.
 */
export function shoppingWrites(queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: shoppingKeys.list });
  const common = { scope: WRITES_IN_ORDER, retry: retryNetwork, onSettled: refresh };
  const create: WriteOptions<'create'> = {
    ...common,
    mutationKey: shoppingWriteKey('create'),
    mutationFn: (body) => unwrap(api.POST('/shopping-list/items', { body })),
  };
  const update: WriteOptions<'update'> = {
    ...common,
    mutationKey: shoppingWriteKey('update'),
    mutationFn: ({ id, ...body }) =>
      unlessGone(
        unwrap(
          api.PATCH('/shopping-list/items/{itemId}', { params: { path: { itemId: id } }, body }),
        ),
      ),
  };
  const remove: WriteOptions<'remove'> = {
    ...common,
    mutationKey: shoppingWriteKey('remove'),
    mutationFn: (id) =>
      unlessGone(
        unwrap(api.DELETE('/shopping-list/items/{itemId}', { params: { path: { itemId: id } } })),
      ),
  };
  const clear: WriteOptions<'clear'> = {
    ...common,
    mutationKey: shoppingWriteKey('clear'),
    mutationFn: () => unwrap(api.POST('/shopping-list/clear-checked')),
    // A read still on its way could otherwise answer the lines this clears after the answer is shown.
    onMutate: () => queryClient.cancelQueries({ queryKey: shoppingKeys.list }),
    // The answer is the list as it is now: no second read.
    onSettled: (list, error) =>
      error ? refresh() : queryClient.setQueryData(shoppingKeys.list, list as ShoppingList),
  };
  return { create, update, remove, clear };
}
