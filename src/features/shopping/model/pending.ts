import type { components } from '#src/api/types';
import type { ShoppingWrite } from '#src/features/shopping/api/writes';

type ShoppingList = components['schemas']['ShoppingList'];
type ShoppingItem = components['schemas']['ShoppingItem'];

/** A line edit not yet answered by the server; `paused` while it waits for the connection. */
export type PendingWrite = ShoppingWrite & { paused: boolean };

/** The list as the cook sees it, and which of its lines the server does not have yet. */
export interface ShownList {
  list: ShoppingList;
  /** Ids of lines typed while their write is pending: not on the server yet (negative ids). */
  unsaved: ReadonlySet<number>;
}

/**
 * The server's list with the cook's pending edits applied, oldest first: a tick shows at once and
 * stays while it waits offline, across reloads (the offline queue restores the writes), and a read
 * of the list in between cannot undo it. A typed line shows at the end of the open "Other" lines until
 * the server files it under its section; an edit of a line the list no longer has (removed on another phone) is
 * skipped here, as the server will answer it.
 */
export function applyPendingWrites(
  list: ShoppingList,
  writes: readonly ShoppingWrite[],
): ShownList {
  let items: ShoppingItem[] = list.items;
  const unsaved = new Set<number>();
  writes.forEach((write, index) => {
    switch (write.kind) {
      case 'update': {
        const { id, checked, name, quantity, unit } = write.variables;
        items = items.map((item) => {
          if (item.id !== id) return item;
          const next = { ...item };
          if (checked !== undefined) {
            next.checked = checked;
            next.checked_at = checked ? (item.checked_at ?? new Date().toISOString()) : null;
          }
          if (name !== undefined) next.name = name;
          if (quantity !== undefined)
            next.amounts = quantity === null ? [] : [{ quantity, unit: unit ?? '' }];
          return next;
        });
        break;
      }
      case 'remove':
        items = items.filter((item) => item.id !== write.variables);
        break;
      case 'clear':
        items = items.filter((item) => !item.checked);
        break;
      case 'create': {
        const { name, quantity, unit } = write.variables;
        const id = -(index + 1);
        unsaved.add(id);
        const line: ShoppingItem = {
          id,
          name,
          section: 'other',
          amounts: quantity ? [{ quantity, unit: unit ?? '' }] : [],
          checked: false,
          checked_at: null,
          manual: true,
          recipes: [],
        };
        // "Other" is the last section, its open lines before its checked ones (the server's order).
        const firstChecked = items.findIndex((item) => item.section === 'other' && item.checked);
        items =
          firstChecked === -1
            ? [...items, line]
            : [...items.slice(0, firstChecked), line, ...items.slice(firstChecked)];
        break;
      }
    }
  });
  return { list: items === list.items ? list : { ...list, items }, unsaved };
}
