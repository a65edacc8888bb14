import { useState } from 'react';
import { Button } from '#src/components/ui/button';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '#src/components/ui/dialog';
import {
  useCollections,
  useCreateCollection,
  useRecipeCollections,
  useSetCollectionMembership,
} from '#src/features/collections/api/collections';
import { CollectionPicker } from './collection-picker';
import { COLLECTION_TEXTS as T } from '#src/features/collections/texts';

export interface EditCollectionsDialogProps {
  /** The recipe whose collections are edited; null keeps the dialog closed. */
  recipe: { id: number; title: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes the recipe (the red Löschen with nothing ticked); reject to show the delete error. */
  onDeleteRecipe: (recipeId: number) => Promise<unknown>;
  /** Told after the recipe was deleted from here (the recipe view then leaves for /app/recipes). */
  onRecipeDeleted?: (recipeId: number) => void;
}

/**
 * Edits which collections hold one recipe: a checkbox per collection with search and
 * inline creation (a new collection is ticked). Speichern adds and removes exactly the changed
 * memberships; with nothing ticked the button becomes a red Löschen that deletes the recipe after
 * confirmation.
 */
export function EditCollectionsDialog({
  recipe,
  open,
  onOpenChange,
  onDeleteRecipe,
  onRecipeDeleted,
}: EditCollectionsDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open && recipe !== null} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {recipe && (
        <DialogContent closeLabel={T.close} aria-describedby={undefined}>
          <DialogTitle>{T.editTitle}</DialogTitle>
          <EditCollectionsBody
            // A fresh body per recipe: the choices start from the server's memberships.
            key={recipe.id}
            recipe={recipe}
            onBusyChange={setBusy}
            onClose={() => onOpenChange(false)}
            onDeleteRecipe={onDeleteRecipe}
            onRecipeDeleted={onRecipeDeleted}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditCollectionsBody({
  recipe,
  onBusyChange,
  onClose,
  onDeleteRecipe,
  onRecipeDeleted,
}: {
  recipe: { id: number; title: string };
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
  onDeleteRecipe: EditCollectionsDialogProps['onDeleteRecipe'];
  onRecipeDeleted: EditCollectionsDialogProps['onRecipeDeleted'];
}) {
  const collections = useCollections();
  const memberships = useRecipeCollections(recipe.id);
  const createCollection = useCreateCollection();
  const setMembership = useSetCollectionMembership();

  // null until the user changes something: the ticks then start from the loaded memberships.
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const initial = memberships.data?.map((collection) => collection.id) ?? [];
  const selected = chosen ?? initial;
  const status =
    collections.isError || memberships.isError
      ? 'error'
      : collections.isPending || memberships.isPending
        ? 'pending'
        : 'success';
  const saving = setMembership.isPending;
  const busy = saving || deleting;
  const ready = status === 'success';

  const toggle = (collectionId: number, tick: boolean) => {
    setError(null);
    setChosen((current) => {
      const base = current ?? initial;
      return tick
        ? [...base.filter((id) => id !== collectionId), collectionId]
        : base.filter((id) => id !== collectionId);
    });
  };

  const retry = () => {
    if (collections.isError) void collections.refetch();
    if (memberships.isError) void memberships.refetch();
  };

  const save = () => {
    if (selected.length === 0) {
      setError(T.chooseOne);
      return;
    }
    setError(null);
    onBusyChange(true);
    setMembership.mutate(
      {
        recipeIds: [recipe.id],
        add: selected.filter((id) => !initial.includes(id)),
        remove: initial.filter((id) => !selected.includes(id)),
      },
      {
        onSuccess: () => {
          onBusyChange(false);
          onClose();
        },
        onError: () => {
          onBusyChange(false);
          setError(T.saveFailed);
        },
      },
    );
  };

  const deleteRecipe = async () => {
    setDeleting(true);
    onBusyChange(true);
    setError(null);
    try {
      await onDeleteRecipe(recipe.id);
      setConfirming(false);
      onBusyChange(false);
      onClose();
      onRecipeDeleted?.(recipe.id);
    } catch {
      setDeleting(false);
      onBusyChange(false);
      setConfirming(false);
      setError(T.deleteFailed);
    }
  };

  const noneTicked = ready && selected.length === 0;

  return (
    <>
      <DialogDescription className="mt-1 mb-4">
        <span className="font-medium text-ink">{recipe.title}</span>
      </DialogDescription>
      <CollectionPicker
        collections={collections.data}
        status={status}
        onRetry={retry}
        selectedIds={selected}
        onToggle={toggle}
        onCreate={(input) => createCollection.mutateAsync(input)}
        disabled={busy}
      />
      {noneTicked && !error && (
        <p className="mt-3 text-sm text-muted" data-testid="choose-one-hint">
          {T.chooseOne}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        {noneTicked ? (
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
            {deleting ? T.deleting : T.delete}
          </Button>
        ) : (
          <Button onClick={save} disabled={!ready || busy} aria-busy={saving || undefined}>
            {saving ? T.saving : T.save}
          </Button>
        )}
      </DialogFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.confirmDelete}
        confirmLabel={T.delete}
        busyLabel={T.deleting}
        cancelLabel={T.cancel}
        danger
        busy={deleting}
        onConfirm={() => void deleteRecipe()}
      />
    </>
  );
}
