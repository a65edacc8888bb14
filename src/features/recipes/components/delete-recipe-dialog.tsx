import { ConfirmDialog } from '#src/components/ui/confirm-dialog';
import { useDeleteRecipe } from '#src/features/recipes/api/recipes';

/** The confirmation asked before a recipe is deleted. */
export const DELETE_CONFIRMATION = 'Möchtest du dieses Rezept wirklich löschen?';
/** Shown in a browser alert when deleting a recipe fails. */
export const DELETE_FAILED_ALERT = 'Fehler beim Löschen des Rezepts';

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
        window.alert(DELETE_FAILED_ALERT);
      },
    });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={DELETE_CONFIRMATION}
      confirmLabel="Löschen"
      busyLabel="Löschen..."
      cancelLabel="Abbrechen"
      danger
      busy={deletion.isPending}
      onConfirm={confirm}
    />
  );
}
