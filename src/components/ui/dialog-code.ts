import type * as RadixDialog from '@radix-ui/react-dialog';
import { lazyCode } from '#src/lib/lazy-code';

type Radix = typeof RadixDialog;

/**
 * Radix's dialog (focus trap, scroll lock, dismiss layer) is a chunk of its own: a page renders
 * without it, and it loads once the first dialog (closed, as they start) is on screen and the first
 * page has been shown (src/lib/page-shown.ts), long before anyone opens one. A dialog opened before
 * it is there shows the moment it is.
 */
const radixDialog = lazyCode<Radix>(() => import('@radix-ui/react-dialog'));

/** Loads the dialog's code (once); Storybook and the unit tests load it up front. */
export const loadDialog = radixDialog.load;

/** The dialog's code, or null while it loads. */
export const useRadixDialog = radixDialog.use;

/** The loaded code, for the parts of a dialog (a dialog renders them only once it is loaded). */
export function loadedDialog(): Radix {
  const radix = radixDialog.loaded();
  if (!radix) throw new Error('Dialog parts render inside a <Dialog> (its code loaded)');
  return radix;
}
