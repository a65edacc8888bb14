import { BookOpen, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Recipe } from '#src/api/types';
import { Button } from '#src/components/ui/button';
import { RecipeCard } from './recipe-card';
import { RECIPE_LIST_TEXTS } from '#src/features/recipes/list-texts';

/** Texts of a collection's recipe grid (German). */
export const RECIPE_GRID_TEXTS = RECIPE_LIST_TEXTS.grid;

const T = RECIPE_GRID_TEXTS;

/**
 * A collection's recipes as cards, or "Keine Rezepte in dieser Sammlung" (with a way to the
 * library) when it has none, or "Keine Ergebnisse gefunden" when the search and filters hide all.
 */
export function RecipeGrid({
  recipes,
  totalCount,
  onEditCollections,
  onDelete,
  onAddToPlan,
  onClearFilters,
}: {
  /** The recipes to show (already searched and filtered). */
  recipes: readonly Recipe[];
  /** How many recipes the collection has before searching. */
  totalCount: number;
  onEditCollections: (recipe: Recipe) => void;
  onDelete: (recipe: Recipe) => void;
  /** "Add to plan" in each card's menu (the library); none when not given. */
  onAddToPlan?: (recipe: Recipe) => void;
  onClearFilters: () => void;
}) {
  if (totalCount === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <BookOpen aria-hidden="true" className="h-10 w-10 text-brand-300" />
        <p className="text-lg font-semibold text-ink">{T.empty}</p>
        <p className="text-sm text-muted">{T.emptyHint}</p>
        <Link
          to="/app/library"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {T.toLibrary}
        </Link>
      </div>
    );
  }
  if (recipes.length === 0) return <NoRecipeResults onClear={onClearFilters} />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {recipes.map((recipe, index) => (
        <li key={recipe.id} className="flex">
          <RecipeCard
            recipe={recipe}
            index={index}
            headingLevel="h2"
            onEditCollections={() => onEditCollections(recipe)}
            onDelete={() => onDelete(recipe)}
            onAddToPlan={onAddToPlan && (() => onAddToPlan(recipe))}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}

/** "No results" for a search or filter that matched nothing, with the reset action. */
export function NoRecipeResults({ onClear }: { onClear: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center"
    >
      <SearchX aria-hidden="true" className="h-10 w-10 text-stone-400" />
      <p className="text-lg font-semibold text-ink">{T.noResults}</p>
      <p className="text-sm text-muted">{T.noResultsHint}</p>
      <Button variant="secondary" onClick={onClear}>
        {T.clear}
      </Button>
    </div>
  );
}
