import { useExportRecipe } from '#src/features/recipes/api/import-export';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';
import { RecipeMenu, type RecipeMenuProps } from '#src/features/recipes/components/recipe-menu';
import { useRecipeActions } from '#src/features/recipes/hooks/use-recipe-actions';

/**
 * The recipe view's parts no first paint needs, one chunk loaded once the page is shown
 * (recipe-screen.tsx): the rating and note, the Nutrition tab's label, the print sheet, and the
 * more-menu with its delete and edit-collections dialogs and the export.
 */
export { RatingNotes } from '#src/features/recipes/components/rating-notes';
export { recipeNutrition } from '#src/features/recipes/components/nutrition-label';
export { PrintSheet } from '#src/features/recipes/components/print-sheet';

/**
 * The recipe view's more-menu: the recipe's actions (its dialogs portal to the page's body) and the
 * export, whose failure the view shows under its header.
 */
export function RecipeMoreMenu({
  recipe,
  onDeleted,
  onExportFailed,
  ...menu
}: Omit<RecipeMenuProps, 'onEditCollections' | 'onDelete' | 'onExport'> & {
  recipe: { id: number; title: string };
  onDeleted: () => void;
  /** The export's failure message while it failed, else null. */
  onExportFailed: (message: string | null) => void;
}) {
  const actions = useRecipeActions({ onDeleted });
  const exportRecipe = useExportRecipe();
  // Told by the promise, not the mutation's state: the failure's message moves the header's buttons
  // into a new box, which mounts this menu anew.
  const runExport = () => {
    onExportFailed(null);
    exportRecipe
      .mutateAsync(recipe.id)
      .catch(() => onExportFailed(RECIPE_LIST_TEXTS.transfer.exportFailed));
  };
  return (
    <>
      <RecipeMenu
        {...menu}
        onEditCollections={() => actions.editCollections(recipe)}
        onDelete={() => actions.deleteRecipe(recipe)}
        onExport={runExport}
      />
      {actions.dialogs}
    </>
  );
}
