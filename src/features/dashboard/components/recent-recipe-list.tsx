import { ChefHat, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { resolveImageUrl } from '#src/api/image-url';
import type { Recipe } from '#src/api/types';
import { difficultyLabel, formatTime, normalizeDifficulty } from '#src/lib/format';
import { PanelError } from './panel-error';
import { DASHBOARD_TEXTS as T } from '#src/features/dashboard/texts';

const DIFFICULTY_TEXT = { easy: 'text-easy', medium: 'text-medium', hard: 'text-hard' } as const;

/** A compact list of the newest saved recipes, linking to each recipe view. */
export function RecentRecipeList({
  recipes,
  loading = false,
  error,
  onRetry,
}: {
  recipes?: readonly Recipe[] | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}) {
  if (error) return <PanelError message={error} onRetry={onRetry ?? (() => undefined)} />;
  if (loading || !recipes) {
    return (
      <div role="status" aria-label={T.loadingRecent} className="flex flex-col gap-3">
        {[0, 1, 2].map((row) => (
          <div
            key={row}
            aria-hidden="true"
            className="flex items-center gap-4 rounded-xl bg-white p-3 ring-1 ring-stone-200"
          >
            <span className="h-14 w-14 animate-pulse rounded-lg bg-stone-200" />
            <span className="h-4 flex-1 animate-pulse rounded bg-stone-200" />
          </div>
        ))}
      </div>
    );
  }
  if (recipes.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
        <ChefHat aria-hidden="true" className="h-10 w-10 text-brand-600" />
        <p className="font-semibold text-ink">{T.noRecipes}</p>
        <p className="max-w-sm text-sm text-muted">{T.noRecipesIntro}</p>
        <Link
          to="/app/generate"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {T.generateFirst}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {recipes.map((recipe) => {
        const src = resolveImageUrl(recipe.image_url);
        const difficulty = normalizeDifficulty(recipe.difficulty);
        return (
          <li key={recipe.id}>
            <Link
              to={`/app/recipe/${recipe.id}`}
              className="flex items-center gap-4 rounded-xl bg-white p-3 ring-1 ring-stone-200 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {src ? (
                <img
                  src={src}
                  alt=""
                  loading="lazy"
                  className="h-14 w-14 shrink-0 rounded-lg bg-brand-50 object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-2xl"
                >
                  🍽️
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink">{recipe.title}</span>
                <span className="mt-1 flex items-center gap-3 text-sm text-muted">
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="h-4 w-4" />
                    {formatTime(recipe.total_time_minutes)}
                  </span>
                  <span className={`font-medium ${DIFFICULTY_TEXT[difficulty]}`}>
                    {difficultyLabel(recipe.difficulty)}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
