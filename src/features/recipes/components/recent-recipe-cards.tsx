import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Recipe } from '#src/api/types';
import { recentRecipes } from '#src/features/recipes/model/filter-recipes';
import { LIBRARY_TEXTS } from '#src/features/recipes/library-texts';
import { RecipeCard } from './recipe-card';

const T = LIBRARY_TEXTS;

/**
 * "Letzte Rezepte": the 6 newest recipes by created_at as cards; those in `highlightedIds`
 * (the library's last_recipe) are always among them, glowing with a NEU badge.
 */
export function RecentRecipeCards({
  recipes,
  highlightedIds = [],
  onEditCollections,
  onDelete,
  onAddToPlan,
}: {
  recipes: readonly Recipe[];
  highlightedIds?: readonly number[];
  onEditCollections: (recipe: Recipe) => void;
  onDelete: (recipe: Recipe) => void;
  /** "Add to plan" in each card's menu (the library); none when not given. */
  onAddToPlan?: (recipe: Recipe) => void;
}) {
  const newest = recentRecipes(recipes, highlightedIds);
  return (
    <section aria-labelledby="library-recent" className="flex flex-col gap-4">
      <h2 id="library-recent" className="text-xl font-bold text-ink">
        {T.recentHeading}
      </h2>
      {newest.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-ink">{T.recentEmpty}</p>
          <p className="text-sm text-muted">{T.recentEmptyHint}</p>
          <Link
            to="/app/generate"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            {T.generate}
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {newest.map((recipe, index) => (
            <li key={recipe.id} className="flex">
              <RecipeCard
                recipe={recipe}
                index={index}
                highlighted={highlightedIds.includes(recipe.id)}
                onEditCollections={() => onEditCollections(recipe)}
                onDelete={() => onDelete(recipe)}
                onAddToPlan={onAddToPlan && (() => onAddToPlan(recipe))}
                className="w-full"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
