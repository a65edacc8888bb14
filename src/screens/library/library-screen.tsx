import { ArrowLeft, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messageFor } from '#src/api/errors';
import { parseIdList } from '#src/lib/format';
import { useDocumentTitle } from '#src/components/use-document-title';
import { ErrorState } from '#src/components/error-state';
import { Spinner } from '#src/components/ui/spinner';
import { useCollections, useCreateCollection } from '#src/features/collections/api/collections';
import { CollectionsSection } from '#src/features/collections/components/collections-section';
import { useRecentRecipes, useRecipesNotIn } from '#src/features/recipes/api/recipes';
import { AllRecipesSection } from '#src/features/recipes/components/all-recipes-section';
import { RecentRecipeCards } from '#src/features/recipes/components/recent-recipe-cards';
import { LibraryTransfer } from '#src/features/recipes/components/library-transfer';
import { listStateFromParams, paramsWithListState } from '#src/features/recipes/model/list-params';
import { useRecipeActions } from '#src/features/recipes/hooks/use-recipe-actions';
import { useAddToPlan } from '#src/features/plan/hooks/use-add-to-plan';
import { LIBRARY_TEXTS } from '#src/features/recipes/library-texts';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

const T = LIBRARY_TEXTS;

/**
 * The "Neue Sammlung erstellen" dialog (its form) is not part of the page's first load: its code
 * loads once the collections are on screen, well before a cook reaches for the button.
 */
const createDialog = lazyCode(
  () => import('#src/features/collections/components/create-collection-dialog'),
);
const LazyCreateCollectionDialog = lazyComponent(
  createDialog,
  (module) => module.CreateCollectionDialog,
);

/**
 * The recipe library at /app/library and /app/recipes: "Letzte Rezepte" (6 newest, those of
 * `last_recipe` highlighted with NEU), the "Sammlungen" grid, the create-collection dialog and
 * "Alle Rezepte" (paged, searched, filtered and sorted; its choices live in the URL).
 */
export default function LibraryScreen() {
  useDocumentTitle(T.libraryTitle);
  const [params, setParams] = useSearchParams();
  const highlighted = parseIdList(params.get('last_recipe'));
  const recipes = useRecentRecipes();
  const olderHighlighted = useRecipesNotIn(highlighted, recipes.data);
  const collections = useCollections();
  const createCollection = useCreateCollection();
  const [creating, setCreating] = useState(false);
  const actions = useRecipeActions();
  const planning = useAddToPlan();
  const collectionsShown = collections.isSuccess;
  useEffect(() => {
    if (collectionsShown) void createDialog.load().catch(() => {});
  }, [collectionsShown]);

  const error = recipes.error ?? collections.error;
  const retry = () => {
    if (recipes.isError) void recipes.refetch();
    if (collections.isError) void collections.refetch();
  };

  let body;
  if (error) {
    body = <ErrorState message={messageFor('library', error)} onRetry={retry} />;
  } else if (!recipes.data || !collections.data || !olderHighlighted) {
    // A screen tall while loading: the footer starts below the fold instead of being pushed down
    // when the recipes arrive (a layout shift).
    body = <Spinner label={T.libraryLoading} showLabel className="min-h-dvh py-16" />;
  } else {
    const recentCount = Math.min(recipes.data.length, 6);
    body = (
      <>
        <RecentRecipeCards
          recipes={[...recipes.data, ...olderHighlighted]}
          highlightedIds={highlighted}
          onEditCollections={actions.editCollections}
          onDelete={actions.deleteRecipe}
          onAddToPlan={planning.addToPlan}
        />
        <CollectionsSection
          collections={collections.data}
          onCreate={() => setCreating(true)}
          staggerOffset={recentCount}
        />
        <AllRecipesSection
          state={listStateFromParams(params)}
          onChange={(state) =>
            setParams((current) => paramsWithListState(current, state), { replace: true })
          }
          collections={collections.data}
          onEditCollections={actions.editCollections}
          onDelete={actions.deleteRecipe}
          onAddToPlan={planning.addToPlan}
        />
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-3">
        <Link
          to="/app"
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {T.libraryBack}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {T.libraryTitle}
            </h1>
            <p className="mt-1 text-muted">{T.librarySubtitle}</p>
          </div>
          <Link
            to="/app/recipe/new"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {T.edit.newRecipe}
          </Link>
        </div>
        <LibraryTransfer />
      </header>
      {body}
      <LazyCreateCollectionDialog
        open={creating}
        onOpenChange={setCreating}
        onCreate={(input) => createCollection.mutateAsync(input)}
      />
      {actions.dialogs}
      {planning.dialogs}
    </div>
  );
}
