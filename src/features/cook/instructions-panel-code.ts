import { lazyCode } from '#src/lib/lazy-code';

/**
 * The cook-along side's code (src/features/cook/components/instructions-panel.tsx), a chunk of its
 * own, so the recipe paints without it: the recipe's routes start it (routes.tsx), and the panel's
 * place loads it if nothing did. Only this handle is in the app's entry.
 */
export const instructionsPanelCode = lazyCode(() => import('./components/instructions-panel'));
