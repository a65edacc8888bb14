import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { OFFLINE_TEXTS as T } from '#src/features/offline/texts';
import { useOnline } from '#src/lib/use-online';
import { watchConnection } from './connection';
import { keepOfflineWrites } from './offline-writes';

/**
 * Registers the service worker (scripts/service-worker.mjs) once the page has loaded, so its
 * precaching never competes with the first visit. Only the real app's build has one: the mock
 * build and Storybook run MSW's worker in the same scope, and a second worker would replace it.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || import.meta.env.VITE_API_MOCKING === 'true') return;
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const current = navigator.serviceWorker.controller;
    if (current && !current.scriptURL.endsWith('/sw.js')) return;
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The bar under which the app keeps working without a connection: says what works, and only then. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="sticky top-0 z-20 flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {T.offline}
    </p>
  );
}

/**
 * Everything offline in the signed-in app (issue 30 item 4): the service worker, whether the
 * server can be reached (watchConnection), the shopping list's waiting edits kept across reloads
 * (keepOfflineWrites), and the offline banner. Loads after
 * the page, with the app frame.
 */
export function OfflineSupport({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  useEffect(() => watchConnection(queryClient), [queryClient]);
  useEffect(() => keepOfflineWrites(queryClient, userId), [queryClient, userId]);
  useEffect(registerServiceWorker, []);
  return <OfflineBanner />;
}
