import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog';
import { RECIPE_EDIT_TEXTS } from '#src/features/recipes/edit-texts';

const T = RECIPE_EDIT_TEXTS;

/**
 * Asks before unsaved changes are lost: leaving for another page of the app (the router's
 * blocker, with a confirmation dialog) and closing or reloading the tab (beforeunload, the
 * browser's own prompt). `allowNextNavigation()` lets the navigation after a save through.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={T.leaveTitle}
      description={T.leaveDescription}
      confirmLabel={T.leave}
      cancelLabel={T.stay}
      danger
      onConfirm={() => blocker.proceed?.()}
    />
  );

  return {
    dialog,
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
