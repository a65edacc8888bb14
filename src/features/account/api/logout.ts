import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import { forgetOfflineData } from '#src/lib/offline-data';
import { authKeys } from './keys';

// Signing out, apart from signing in (auth.ts): every app page's menu signs out, and it must not
// load the sign-in forms' calls and rules with it (issue 32).

/**
 * Everything cached belongs to one user: drop it all, except the session itself, and what the
 * browser kept for offline use. Signing out also forgets the list edits still waiting for a
 * connection; a sign-in keeps them for their own cook (they carry the cook's id).
 */
export function dropUserData(queryClient: QueryClient, { signOut = false } = {}) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  void forgetOfflineData({ waitingWrites: signOut });
}

/**
 * Signs out: the call, then `leave` (e.g. navigating out of the guarded area), then the user is
 * cleared from the cache — even when the call failed. The call comes first so the session
 * is over on the server before the page changes: a reload or a closed tab right after cannot keep it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leave?: () => Promise<void>) => {
      try {
        await unwrap(api.POST('/auth/logout'));
      } finally {
        await leave?.();
        await queryClient.cancelQueries({ queryKey: authKeys.me() });
        queryClient.setQueryData(authKeys.me(), null);
        dropUserData(queryClient, { signOut: true });
      }
    },
  });
}
