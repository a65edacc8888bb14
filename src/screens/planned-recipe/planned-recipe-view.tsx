import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Users } from 'lucide-react';
import { messageFor, statusOf } from '#src/api/errors';
import { baseServingsOf, scaleSteps } from '#src/lib/scale';
import { useDocumentTitle } from '#src/components/use-document-title';
import { ErrorState } from '#src/components/error-state';
import { Spinner } from '#src/components/ui/spinner';
import type { InstructionsState } from '#src/features/cook/api/instructions';
import { LazyInstructionsPanel } from '#src/features/cook/components/lazy-instructions-panel';
import { IngredientsAtServings } from '#src/features/recipes/components/ingredient-list';
import { recipeNutrition } from '#src/features/recipes/components/nutrition-label';
import { RecipeDetail, type RecipeTab } from '#src/features/recipes/components/recipe-detail';
import { SplitView } from '#src/features/recipes/components/split-view';
import { useAmountStyle } from '#src/features/recipes/hooks/use-amount-style';
import { useUnitSystem } from '#src/features/recipes/hooks/use-unit-system';
import { unitSteps } from '#src/features/recipes/model/unit-lines';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import { usePlanEntryRecipe } from '#src/features/plan/api/entry-recipe';
import { useMarkPlanEntryCooked } from '#src/features/plan/api/plan';
import { PLAN_TEXTS } from '#src/features/plan/texts';

const T = PLAN_TEXTS.entryRecipe;

/**
 * A recipe of the household's plan at /app/plan/{entryId}/recipe, read through its entry (issue 30
 * item 3: recipes stay private unless they are in the plan). Another member's recipe is read-only:
 * servings, units, nutrition and cook-along work; editing, sharing, collections and the owner's
 * rating and note stay theirs. The cook's own recipe goes to the recipe view.
 */
export default function PlannedRecipeView({
  entryId,
  initialStep,
}: {
  entryId: number;
  /** Zero-based step to open on (the timer indicator links to its step). */
  initialStep?: number | undefined;
}) {
  const navigate = useNavigate();
  const query = usePlanEntryRecipe(entryId);
  const markCooked = useMarkPlanEntryCooked();
  const [tab, setTab] = useState<RecipeTab>('ingredients');
  const [collapsed, setCollapsed] = useState(false);
  const [chosenServings, setServings] = useState<number | null>(null);
  const [amountStyle, setAmountStyle] = useAmountStyle();
  const units = useUnitSystem();
  const unitSystem = units.system;
  const { data, refetch } = query;
  const recipe = data?.recipe;
  useDocumentTitle(recipe?.title ?? RECIPE_TEXTS.view.fallbackTitle);

  const base = baseServingsOf(recipe?.baseServings);
  const servings = chosenServings ?? data?.servings ?? base;
  const steps = data?.steps;
  const instructions = useMemo((): Pick<
    InstructionsState,
    'status' | 'steps' | 'error' | 'retry'
  > => {
    const retry = () => void refetch();
    // While the steps are written the panel says so (the query reads again every 2 s).
    if (!recipe || !steps) return { status: 'loading', steps: undefined, error: null, retry };
    return {
      status: 'ready',
      steps: unitSteps(
        scaleSteps(steps, recipe.ingredients, base, servings, amountStyle),
        unitSystem,
        recipe.ingredients,
        recipe.ingredient_densities,
        amountStyle,
      ),
      error: null,
      retry,
    };
  }, [recipe, steps, base, servings, amountStyle, unitSystem, refetch]);

  if (query.isError) {
    return (
      <section
        aria-label={RECIPE_TEXTS.view.region}
        className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6"
      >
        <ErrorState
          message={statusOf(query.error) === 404 ? T.gone : messageFor('recipe', query.error)}
          onRetry={() => void navigate('/app/plan')}
          retryLabel={T.backToPlan}
        />
      </section>
    );
  }
  if (!data || !recipe) {
    return <Spinner label={RECIPE_TEXTS.view.loading} showLabel className="py-24" />;
  }

  const owner = data.owner;
  // The cook's own recipe: the recipe view, with everything it offers.
  if (owner === null) return <Navigate to={`/app/recipe/${recipe.id}`} replace />;
  return (
    <SplitView
      leftLabel={RECIPE_TEXTS.view.region}
      rightLabel={RECIPE_TEXTS.view.instructionsRegion}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      left={
        <RecipeDetail
          recipe={recipe}
          servings={servings}
          onServingsChange={setServings}
          amountStyle={amountStyle}
          onAmountStyleChange={setAmountStyle}
          unitSystem={unitSystem}
          onUnitSystemChange={units.setSystem}
          unitSaveFailed={units.saveFailed}
          tab={tab}
          onTabChange={setTab}
          actions={
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              <Users aria-hidden="true" className="h-4 w-4" />
              {PLAN_TEXTS.sharedBy(owner)}
            </span>
          }
          personal={
            <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-ink">
              <Users aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              {T.owner(owner)}
            </p>
          }
          nutrition={recipeNutrition(recipe, servings)}
        />
      }
      right={
        data.steps_status === 'failed' ? (
          <p role="status" className="p-6 text-muted lg:p-8">
            {T.stepsFailed(owner)}
          </p>
        ) : (
          <LazyInstructionsPanel
            state={instructions}
            recipeId={recipe.id}
            recipeTitle={recipe.title}
            // A started timer lives on in the app's indicator and leads back here, not to the
            // owner's recipe view (which answers only the owner).
            recipePath={`/app/plan/${entryId}/recipe`}
            initialStep={initialStep}
            onMarkCooked={() => markCooked.mutateAsync(entryId)}
            ingredients={
              <IngredientsAtServings
                recipe={recipe}
                baseServings={base}
                servings={servings}
                amountStyle={amountStyle}
                unitSystem={unitSystem}
              />
            }
          />
        )
      }
    />
  );
}
