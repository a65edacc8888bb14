import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import {
  SHOPPING_WRITE_KEY,
  shoppingWrites,
  writeOf,
  type ShoppingWrite,
} from '#src/features/shopping/api/writes';
import { OFFLINE_WRITES_KEY } from '#src/lib/offline-data';

interface SavedWrites {
  /** The cook who made them: another cook's waiting edits are never sent with this session. */
  user: number;
  /** Oldest first. */
  writes: ShoppingWrite[];
}

const KINDS = new Set<unknown>(['create', 'update', 'remove', 'clear']);

function readSaved(): SavedWrites | null {
  try {
    const saved = JSON.parse(localStorage.getItem(OFFLINE_WRITES_KEY) ?? 'null') as unknown;
    if (
      typeof saved === 'object' &&
      saved !== null &&
      'user' in saved &&
      'writes' in saved &&
      Array.isArray(saved.writes)
    )
      return {
        user: Number(saved.user),
        writes: (saved.writes as { kind?: unknown }[]).filter((write) =>
          KINDS.has(write?.kind),
        ) as ShoppingWrite[],
      };
  } catch {
    // Unreadable: nothing to restore.
  }
  return null;
}

const restored = new WeakSet<QueryClient>();

/**
 * Keeps the shopping list's edits that have no answer yet (offline, or cut off on the way) in
 * localStorage while they wait, and after a reload or a closed tab starts them again, in their
 * order: offline they wait (paused) and the query client sends them on the `online` event. One that
 * was on its way when the tab closed may have arrived: sending a tick or a removal twice is the same
 * tick or removal. Returns the unsubscribe.
 */
export function keepOfflineWrites(client: QueryClient, user: number): () => void {
  const cache = client.getMutationCache();
  const pending = () =>
    cache.findAll({ mutationKey: SHOPPING_WRITE_KEY, status: 'pending' }).map(writeOf);
  if (!restored.has(client)) {
    restored.add(client);
    const saved = readSaved();
    if (saved?.user === user && pending().length === 0) {
      const options = shoppingWrites(client);
      for (const write of saved.writes)
        void new MutationObserver(client, options[write.kind] as never)
          .mutate(write.variables as never)
          .catch(() => undefined);
    }
  }
  const save = () => {
    const writes = pending();
    try {
      if (writes.length === 0) localStorage.removeItem(OFFLINE_WRITES_KEY);
      else
        localStorage.setItem(
          OFFLINE_WRITES_KEY,
          JSON.stringify({ user, writes } satisfies SavedWrites),
        );
    } catch {
      // Storage full or blocked: the edits still wait in this tab.
    }
  };
  save();
  return cache.subscribe(save);
}
