import { lazyCode } from '#src/lib/lazy-code';

/**
 * The cook-along side's code (src/features/cook/components/instructions-panel.tsx), a chunk of its
 * own: the recipe's routes start it with their data (routes.tsx), so it arrives beside the recipe
 * instead of holding up its first paint. Only this handle is in the app's entry.
 */
export const instructionsPanelCode = lazyCode(() => import('./components/instructions-panel'));
