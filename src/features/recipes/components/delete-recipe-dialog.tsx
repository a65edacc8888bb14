import { useDeleteRecipe } from '#src/features/recipes/api/recipes';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

import { RECIPE_LIST_TEXTS as T } from '#src/features/recipes/list-texts';

/**
 * The confirmation's code loads after the page (decision record 0048), as its Radix dialog does: it
 * renders nothing until then, as closed. A delete chosen earlier shows it once the code is there.
 */
const ConfirmDialog = lazyComponent(
  lazyCode(() => import('#src/components/ui/confirm-dialog')),
  (module) => module.ConfirmDialog,
);

/**
 * Asks "Möchtest du dieses Rezept wirklich löschen?" and deletes the recipe on Löschen. On failure
 * it shows the browser alert and logs the error; the lists are not reloaded then.
 */
export function DeleteRecipeDialog({
  recipeId,
  open,
  onOpenChange,
  onDeleted,
}: {
  recipeId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful delete (e.g. to leave the deleted recipe's page). */
  onDeleted?: (recipeId: number) => void;
}) {
  const deletion = useDeleteRecipe();
  const confirm = () => {
    if (recipeId === null) return;
    deletion.mutate(recipeId, {
      onSuccess: () => {
        onOpenChange(false);
        onDeleted?.(recipeId);
      },
      onError: (error) => {
        console.error('Deleting recipe failed', error);
        onOpenChange(false);
        window.alert(T.deleteFailedAlert);
      },
    });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.deleteConfirmation}
      confirmLabel={T.delete}
      busyLabel={T.deleting}
      cancelLabel={T.cancel}
      danger
      busy={deletion.isPending}
      onConfirm={confirm}
    />
  );
}
