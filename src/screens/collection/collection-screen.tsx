import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messageFor } from '#src/api/errors';
import { parsePositiveInt } from '#src/lib/format';
import { useDocumentTitle } from '#src/components/use-document-title';
import { ErrorState } from '#src/components/error-state';
import { Spinner } from '#src/components/ui/spinner';
import { useCollection } from '#src/features/collections/api/collections';
import { COLLECTION_LIST_TEXTS } from '#src/features/collections/list-texts';
import { CollectionHeader } from '#src/features/collections/components/collection-header';
import { RecipeFilterBar } from '#src/features/recipes/components/recipe-filter-bar';
import { RecipeGrid } from '#src/features/recipes/components/recipe-grid';
import {
  filterRecipes,
  NO_FILTERS,
  type RecipeFilters,
} from '#src/features/recipes/model/filter-recipes';
import { useRecipeActions } from '#src/features/recipes/hooks/use-recipe-actions';
import { useAddToPlan } from '#src/features/plan/hooks/use-add-to-plan';

/** Texts of the collection page. */
const T = COLLECTION_LIST_TEXTS.page;

/**
 * One collection at /app/collection/{id}: header with collage and count, "Rezepte durchsuchen..."
 * with a Filter, and its recipe cards; 404 / 5xx / other / network errors with a retry.
 */
export default function CollectionScreen() {
  const { collectionId } = useParams();
  const id = parsePositiveInt(collectionId);
  const collection = useCollection(id);
  const [filters, setFilters] = useState<RecipeFilters>(NO_FILTERS);
  const actions = useRecipeActions();
  const planning = useAddToPlan();
  useDocumentTitle(collection.data?.name ?? T.fallbackTitle);

  let body;
  if (id === null) {
    body = <ErrorState message={T.notFound} />;
  } else if (collection.isError) {
    body = (
      <ErrorState
        message={messageFor('collection', collection.error)}
        onRetry={() => void collection.refetch()}
      />
    );
  } else if (!collection.data) {
    body = <Spinner label={T.loading} showLabel className="py-16" />;
  } else {
    const all = collection.data.recipes;
    const visible = filterRecipes(all, filters);
    body = (
      <>
        <CollectionHeader collection={collection.data} />
        {all.length > 0 && <RecipeFilterBar filters={filters} onChange={setFilters} />}
        <RecipeGrid
          recipes={visible}
          totalCount={all.length}
          onEditCollections={actions.editCollections}
          onDelete={actions.deleteRecipe}
          onAddToPlan={planning.addToPlan}
          onClearFilters={() => setFilters(NO_FILTERS)}
        />
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to="/app/recipes"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {T.back}
      </Link>
      {body}
      {actions.dialogs}
      {planning.dialogs}
    </div>
  );
}
