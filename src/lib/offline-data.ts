/** The Cache Storage of the API answers the service worker keeps (scripts/service-worker.mjs). */
export const API_CACHE = 'sous-api';
/** Where the shopping list's edits made offline wait across reloads (src/features/offline). */
export const OFFLINE_WRITES_KEY = 'sous.offline-writes';

/**
 * Forgets what this browser kept of the signed-in cook for offline use: the API answers (recipes,
 * the list, the profile) and, on sign-out, the list edits still waiting for a connection. Another
 * cook signing in on the same phone sees none of it.
 */
export async function forgetOfflineData({ waitingWrites }: { waitingWrites: boolean }) {
  if (waitingWrites) {
    try {
      localStorage.removeItem(OFFLINE_WRITES_KEY);
    } catch {
      // Storage blocked: nothing was kept.
    }
  }
  await globalThis.caches?.delete(API_CACHE).catch(() => false);
}
