import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiBaseUrl } from '#src/api/client';
import { planKeys } from '#src/features/plan/api/keys';
import { shoppingKeys } from '#src/features/shopping/api/shopping';
import { useOnline } from '#src/lib/use-online';
import { householdKey, refreshShared } from './household';

/**
 * Keeps a shared plan and list live (GET /household/events, decision record 0045): while `shared`
 * and online, a server-sent event stream says when another member changed the list, the plan or
 * the household, and the page reads that again. The browser reconnects by itself (the stream asks
 * for 5 s); after a reconnect everything shared is read again, as changes may have been missed.
 */
export function useHouseholdEvents(shared: boolean) {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!shared || !online || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${apiBaseUrl()}/household/events`, { withCredentials: true });
    let connected = false;
    source.addEventListener('ready', () => {
      if (connected) refreshShared(queryClient);
      connected = true;
    });
    source.addEventListener(
      'list',
      () => void queryClient.invalidateQueries({ queryKey: shoppingKeys.list }),
    );
    source.addEventListener(
      'plan',
      () => void queryClient.invalidateQueries({ queryKey: planKeys.all }),
    );
    source.addEventListener('household', () => {
      void queryClient.invalidateQueries({ queryKey: householdKey });
      refreshShared(queryClient);
    });
    return () => source.close();
  }, [shared, online, queryClient]);
}
