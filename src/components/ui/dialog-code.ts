import type * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';

type Radix = typeof RadixDialog;

/**
 * Radix's dialog (focus trap, scroll lock, dismiss layer) is a chunk of its own: a page renders
 * without it, and it loads as soon as the first dialog (closed, as they start) is on screen, long
 * before anyone opens one. A dialog opened before it is there shows the moment it is.
 */
let radixDialog: Radix | null = null;
let radixLoading: Promise<Radix> | undefined;

/** Loads the dialog's code (once); Storybook and the unit tests load it up front. */
export function loadDialog(): Promise<Radix> {
  radixLoading ??= import('@radix-ui/react-dialog').then((module) => (radixDialog = module));
  return radixLoading;
}

/** The dialog's code, or null while it loads (a failed load is tried again by the next dialog). */
export function useRadixDialog(): Radix | null {
  const [radix, setRadix] = useState(radixDialog);
  useEffect(() => {
    if (radix) return;
    let current = true;
    loadDialog().then(
      (module) => current && setRadix(module),
      () => {
        radixLoading = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, [radix]);
  return radix;
}

/** The loaded code, for the parts of a dialog (a dialog renders them only once it is loaded). */
export function loadedDialog(): Radix {
  if (!radixDialog) throw new Error('Dialog parts render inside a <Dialog> (its code loaded)');
  return radixDialog;
}
