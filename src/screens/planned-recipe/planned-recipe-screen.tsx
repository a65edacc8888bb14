import { lazy, Suspense } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { parsePositiveInt } from '#src/lib/format';
import { Spinner } from '#src/components/ui/spinner';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';

/**
 * The view loads behind the route (routes.tsx starts it with the entry's data): as a fourth screen
 * of the recipe view's parts it would move them into the app's widely shared file, which every
 * /app page loads (+8 KB gz on the dashboard).
 */
const PlannedRecipeView = lazy(() => import('./planned-recipe-view'));

/**
 * /app/plan/{entryId}/recipe: a recipe of the household's plan, read through its entry. An id that
 * is not a positive integer goes to the plan.
 */
export default function PlannedRecipeScreen() {
  const id = parsePositiveInt(useParams().entryId);
  // ?step=3 opens the instructions on step 3 (the timer indicator links there).
  const step = parsePositiveInt(useSearchParams()[0].get('step'));
  if (id === null) return <Navigate to="/app/plan" replace />;
  return (
    <Suspense fallback={<Spinner label={RECIPE_TEXTS.view.loading} showLabel className="py-24" />}>
      <PlannedRecipeView key={id} entryId={id} initialStep={step === null ? undefined : step - 1} />
    </Suspense>
  );
}
