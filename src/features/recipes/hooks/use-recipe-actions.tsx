import { useState, type ReactNode } from 'react';
import { useDeleteRecipe } from '#src/features/recipes/api/recipes';
import { DeleteRecipeDialog } from '#src/features/recipes/components/delete-recipe-dialog';
import { editCollectionsCode } from '#src/features/recipes/components/recipe-menu';
import { lazyComponent } from '#src/lib/lazy-code';

/** The edit-collections dialog once its code is there (the recipe menu starts the load on opening). */
const LazyEditCollectionsDialog = lazyComponent(
  editCollectionsCode,
  (module) => module.EditCollectionsDialog,
);

interface RecipeRef {
  id: number;
  title: string;
}

export interface RecipeActions {
  /** Opens the edit-collections dialog for the recipe. */
  editCollections: (recipe: RecipeRef) => void;
  /** Asks to delete the recipe ("Möchtest du dieses Rezept wirklich löschen?"). */
  deleteRecipe: (recipe: RecipeRef) => void;
  /** The dialogs to render once on the screen. */
  dialogs: ReactNode;
}

/**
 * The per-recipe menu's two actions shared by the library, a collection and the recipe view: the
 * edit-collections dialog (whose Löschen deletes too) and the delete confirmation. The dialog's
 * code (its form, the new-collection field) loads on the first opening, not with the page.
 */
export function useRecipeActions({
  onDeleted,
}: { onDeleted?: (recipeId: number) => void } = {}): RecipeActions {
  const [editing, setEditing] = useState<RecipeRef | null>(null);
  // Mounted from the first opening on, so closing plays out and reopening is instant.
  const [edited, setEdited] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const deletion = useDeleteRecipe();

  const dialogs = (
    <>
      {edited && (
        <LazyEditCollectionsDialog
          recipe={editing}
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onDeleteRecipe={(id) => deletion.mutateAsync(id)}
          {...(onDeleted ? { onRecipeDeleted: onDeleted } : {})}
        />
      )}
      <DeleteRecipeDialog
        recipeId={deleting}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        {...(onDeleted ? { onDeleted } : {})}
      />
    </>
  );

  return {
    editCollections: (recipe) => {
      setEdited(true);
      setEditing({ id: recipe.id, title: recipe.title });
    },
    deleteRecipe: (recipe) => setDeleting(recipe.id),
    dialogs,
  };
}
