import { useEffect } from 'react';

/**
 * Keeps the screen awake while `active` (instructions open, timers running), re-acquiring the lock
 * when the page becomes visible again, since browsers drop it whenever the tab is hidden.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await wakeLock.request('screen');
        if (cancelled) void lock.release().catch(() => undefined);
        else sentinel = lock;
      } catch {
        /* denied (battery saver, unsupported frame): the page still works */
      }
    };
    const onVisibilityChange = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
