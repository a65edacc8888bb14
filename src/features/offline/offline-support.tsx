import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { OFFLINE_TEXTS as T } from '#src/features/offline/texts';
import { useOnline } from '#src/lib/use-online';
import { watchConnection } from './connection';
import { keepOfflineWrites } from './offline-writes';

/** How long the page must have been quiet before the worker's precaching starts. */
const QUIET_MS = 2000;

/** Settles once the page has loaded and none of its reads has been on its way for QUIET_MS. */
function pageSettled(queryClient: QueryClient): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const quiet = () => {
          clearTimeout(timer);
          if (queryClient.isFetching() > 0) return;
          timer = setTimeout(() => {
            unsubscribe();
            resolve();
          }, QUIET_MS);
        };
        const unsubscribe = queryClient.getQueryCache().subscribe(quiet);
        quiet();
      }),
  );
}

/**
 * Registers the service worker (scripts/service-worker.mjs) once the page has loaded, read its
 * data and been quiet for QUIET_MS, so its precaching never competes with the first visit. Once it
 * is in control for the first time, the page reads its answers again through it, so the page the
 * cook is on works offline too. Only the real app's build has one: the mock build and Storybook run
 * MSW's worker in the same scope, and a second worker would replace it.
 */
export function registerServiceWorker(queryClient: QueryClient) {
  if (!import.meta.env.PROD || import.meta.env.VITE_API_MOCKING === 'true') return;
  if (!('serviceWorker' in navigator)) return;
  let cancelled = false;
  void pageSettled(queryClient).then(() => {
    const current = navigator.serviceWorker.controller;
    if (cancelled || (current && !current.scriptURL.endsWith('/sw.js'))) return;
    if (!current)
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => void queryClient.refetchQueries({ type: 'active' }),
        { once: true },
      );
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
  return () => {
    cancelled = true;
  };
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
 * (keepOfflineWrites), and the offline banner. Loads after the page, with the app frame.
 */
export function OfflineSupport({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  useEffect(() => watchConnection(queryClient), [queryClient]);
  useEffect(() => keepOfflineWrites(queryClient, userId), [queryClient, userId]);
  useEffect(() => registerServiceWorker(queryClient), [queryClient]);
  return <OfflineBanner />;
}
