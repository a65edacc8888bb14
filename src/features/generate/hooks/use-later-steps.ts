import { useEffect, useState } from 'react';
import { pageShown } from '#src/lib/page-shown';

import type * as laterSteps from '#src/features/generate/components/later-steps';

type LaterSteps = typeof laterSteps;

let code: LaterSteps | null = null;
let loading: Promise<LaterSteps> | undefined;

/**
 * Starts (or joins) the load of steps 2 and 3's code; a failed load is tried again by the next call.
 * The restore of a stored session waits for it, so step 3 comes with its options.
 */
export function loadLaterSteps(): Promise<LaterSteps> {
  loading ??= import('#src/features/generate/components/later-steps').then(
    (module) => (code = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Steps 2 and 3's code, or null while it loads. It loads once the first page is shown (decision
 * record 0048), long before the cook is done with step 1; at once when `needed` (a stored session
 * being restored, a step past the first). A failed load a shown step needs goes to the route's error
 * boundary, as a failed page chunk does; one in the background is tried again when needed.
 */
export function useLaterSteps(needed: boolean): LaterSteps | null {
  const [loaded, setLoaded] = useState(code);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    (needed ? loadLaterSteps() : pageShown().then(loadLaterSteps)).then(
      (module) => mounted && setLoaded(module),
      (error: unknown) => mounted && needed && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [loaded, needed]);
  if (failure && needed) throw failure.error;
  // Read from the module too: a restore that waited for the code renders its step at once.
  return loaded ?? code;
}
