import { ArrowLeft, Info } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { messageFor } from '#src/api/errors';
import type { RecipeInput } from '#src/api/types';
import { parsePositiveInt } from '#src/lib/format';
import { ErrorState } from '#src/components/error-state';
import { Spinner } from '#src/components/ui/spinner';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useSession } from '#src/features/account/api/session';
import { useInstructions } from '#src/features/cook/api/instructions';
import {
  useCreateRecipe,
  useUpdateRecipe,
  useUploadRecipeImage,
} from '#src/features/recipes/api/recipe-edit';
import { useRecipe } from '#src/features/recipes/api/recipes';
import { RecipeForm } from '#src/features/recipes/components/recipe-form';
import { useUnsavedChangesGuard } from '#src/features/recipes/hooks/use-unsaved-changes-guard';
import type { ImportedTextState } from '#src/features/recipes/components/import-dialog';
import {
  emptyForm,
  formFromRecipe,
  formFromText,
  type RecipeFormState,
} from '#src/features/recipes/model/recipe-form';
import { RECIPE_EDIT_TEXTS } from '#src/features/recipes/edit-texts';

const T = RECIPE_EDIT_TEXTS;

/** The recipe read from pasted text that the import dialog handed over, if any. */
function importedText(state: unknown): ImportedTextState['importedText'] | null {
  const value = (state as Partial<ImportedTextState> | null)?.importedText;
  return value && typeof value === 'object' && Array.isArray(value.ingredients) ? value : null;
}

/**
 * /app/recipe/new (one's own recipe from scratch, or the preview of a recipe read from pasted
 * text: the import dialog passes it in the route's state) and /app/recipe/{id}/edit (the stored recipe
 * and its steps in the same form). Saving goes to the recipe view; leaving with unsaved changes
 * asks first.
 */
export default function RecipeEditScreen() {
  const { recipeId } = useParams();
  if (recipeId === undefined) return <RecipeEditor recipeId={null} />;
  const id = parsePositiveInt(recipeId);
  if (id === null) return <Navigate to="/app/library" replace />;
  return <RecipeEditor key={id} recipeId={id} />;
}

function RecipeEditor({ recipeId }: { recipeId: number | null }) {
  const location = useLocation();
  const imported = recipeId === null ? importedText(location.state) : null;
  const heading = imported ? T.importTitle : recipeId === null ? T.newTitle : T.editTitle;
  useDocumentTitle(heading);
  const recipe = useRecipe(recipeId);
  const instructions = useInstructions(recipeId);
  const back = recipeId === null ? '/app/library' : `/app/recipe/${recipeId}`;

  let initial: RecipeFormState | null = null;
  const blank = useMemo(
    () => (recipeId !== null ? null : imported ? formFromText(imported) : emptyForm()),
    [recipeId, imported],
  );
  const loaded = useMemo(
    () =>
      recipe.data && instructions.status !== 'loading'
        ? formFromRecipe(recipe.data, instructions.steps ?? [])
        : null,
    [recipe.data, instructions.status, instructions.steps],
  );
  initial = blank ?? loaded;

  let body;
  if (recipeId !== null && recipe.isError) {
    body = (
      <ErrorState
        message={messageFor('recipe', recipe.error)}
        onRetry={() => void recipe.refetch()}
      />
    );
  } else if (!initial) {
    body = <Spinner label={T.loading} showLabel className="py-24" />;
  } else {
    body = (
      <Editor recipeId={recipeId} initial={initial} back={back} imported={imported !== null} />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3">
        <Link
          to={back}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {T.back}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{heading}</h1>
        {imported && (
          <div className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-ink">
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <div className="flex flex-col gap-1">
              <p>{T.importNote}</p>
              {imported.servings === null && <p className="font-medium">{T.importNoServings}</p>}
            </div>
          </div>
        )}
      </header>
      {body}
    </div>
  );
}

function Editor({
  recipeId,
  initial,
  back,
  imported,
}: {
  recipeId: number | null;
  initial: RecipeFormState;
  back: string;
  /** A preview of pasted text: unsaved from the start, and replaced by the recipe once saved. */
  imported: boolean;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const upload = useUploadRecipeImage();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty || imported);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  const submit = async (input: RecipeInput) => {
    const saved =
      recipeId === null
        ? await create.mutateAsync(input)
        : await update.mutateAsync({ id: recipeId, input });
    guard.allowNextNavigation();
    // Back from the saved recipe does not lead to the preview again (it would save a second copy).
    await navigate(`/app/recipe/${saved.id}`, { replace: imported });
  };

  return (
    <>
      <RecipeForm
        initial={initial}
        onSubmit={submit}
        onCancel={() => void navigate(back)}
        onUploadImage={(file) => upload.mutateAsync({ userId: session.user?.id ?? 0, file })}
        onDirtyChange={onDirtyChange}
      />
      {guard.dialog}
    </>
  );
}
