import { useEffect, useState } from 'react';
import { lazyCode } from '#src/lib/lazy-code';

import type * as laterSteps from '#src/features/generate/components/later-steps';

type LaterSteps = typeof laterSteps;

/**
 * Steps 2 and 3's code (later-steps.tsx): it loads once the first page is shown (decision record
 * 0048), long before the cook is done with step 1.
 */
const laterStepsCode = lazyCode<LaterSteps>(
  () => import('#src/features/generate/components/later-steps'),
);

/**
 * Starts (or joins) the load at once; a failed load is tried again by the next call. The restore of
 * a stored session waits for it, so step 3 comes with its options.
 */
export const loadLaterSteps = laterStepsCode.load;

/**
 * Steps 2 and 3's code, or null while it loads: after the page is shown, at once when `needed` (a
 * stored session being restored, a step past the first). A failed load a shown step needs goes to
 * the route's error boundary, as a failed page chunk does; one in the background is tried again
 * when needed.
 */
export function useLaterSteps(needed: boolean): LaterSteps | null {
  const afterPage = laterStepsCode.use();
  const [now, setNow] = useState<LaterSteps | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!needed || laterStepsCode.loaded()) return;
    let mounted = true;
    laterStepsCode.load().then(
      (module) => mounted && setNow(module),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [needed]);
  if (failure && needed) throw failure.error;
  // Read from the code too: a restore that waited for it renders its step at once.
  return afterPage ?? now ?? laterStepsCode.loaded();
}
