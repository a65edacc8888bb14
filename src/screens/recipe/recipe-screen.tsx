import { useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { messageFor } from '#src/api/errors';
import type { RecipeDetail as RecipeDetailData } from '#src/api/types';
import { difficultyLabel, foodCategoryLabel, formatTime, parsePositiveInt } from '#src/lib/format';
import { baseServingsOf, scaleSteps } from '#src/lib/scale';
import { useDocumentTitle } from '#src/components/use-document-title';
import { ErrorState } from '#src/components/error-state';
import { Spinner } from '#src/components/ui/spinner';
import { useInstructions } from '#src/features/cook/api/instructions';
import { LazyInstructionsPanel } from '#src/features/cook/components/lazy-instructions-panel';
import {
  RecipeActionsBar,
  ROUND_BUTTON,
} from '#src/features/recipes/components/recipe-actions-bar';
import { SplitView } from '#src/features/recipes/components/split-view';
import type { ShareableRecipe } from '#src/features/recipes/model/share';
import { useMarkRecipeCooked, useRecipe } from '#src/features/recipes/api/recipes';
import { RECIPE_TEXTS } from '#src/features/recipes/texts';
import {
  IngredientsAtServings,
  ingredientLine,
} from '#src/features/recipes/components/ingredient-list';
import { RecipeDetail, type RecipeTab } from '#src/features/recipes/components/recipe-detail';
import { useAmountStyle } from '#src/features/recipes/hooks/use-amount-style';
import { useAddToPlan } from '#src/features/plan/hooks/use-add-to-plan';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';
import { useChosenServings } from '#src/features/recipes/hooks/use-chosen-servings';
import { useUnitSystem } from '#src/features/recipes/hooks/use-unit-system';
import { unitSteps } from '#src/features/recipes/model/unit-lines';
import {
  LaterNutrition,
  LaterPrintSheet,
  LaterRatingNotes,
  LaterRecipeMenu,
  loadRecipeViewLater,
} from './later-parts';

/** Texts of the recipe view's frame. */
const T = RECIPE_TEXTS.view;

/** "Add to shopping list" loads when it is chosen: its code and its status box load when it is chosen. */
const addedToListCode = lazyCode(() => import('#src/features/shopping/components/added-to-list'));
const LazyAddedToList = lazyComponent(addedToListCode, (module) => module.AddedToList);

/**
 * The recipe view at /app/recipe/{id}: the recipe on the left and the cook-along instructions on
 * the right. An id that is not a positive integer goes to the library.
 */

export default function RecipeScreen() {
  const { recipeId } = useParams();
  // ?step=3 opens the instructions on step 3 (the timer indicator links there).
  const [params] = useSearchParams();
  const step = parsePositiveInt(params.get('step'));
  const id = parsePositiveInt(recipeId);
  if (id === null) return <Navigate to="/app/library" replace />;
  // A fresh view per recipe: tab and panel state start over; the chosen servings are remembered.
  return <RecipeView key={id} recipeId={id} initialStep={step === null ? undefined : step - 1} />;
}

function RecipeView({ recipeId, initialStep }: { recipeId: number; initialStep?: number }) {
  const navigate = useNavigate();
  const recipe = useRecipe(recipeId);
  // No polling for a recipe that failed to load: its instructions cannot come.
  const instructions = useInstructions(recipe.isError ? null : recipeId);
  const markCooked = useMarkRecipeCooked();
  // The export runs in the more-menu's code (later-parts.tsx); its failure shows under the header.
  const [exportFailed, setExportFailed] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  const [tab, setTab] = useState<RecipeTab>('ingredients');
  const [servings, setServings] = useChosenServings(recipeId);
  const [menuOpen, setMenuOpen] = useState(false);
  const planning = useAddToPlan();
  // Each choice of "Add to shopping list" adds once: a new number, a new status box.
  const [listing, setListing] = useState(0);
  const [amountStyle, setAmountStyle] = useAmountStyle();
  const units = useUnitSystem();
  const unitSystem = units.system;
  const onDeleted = useCallback(() => void navigate('/app/recipes', { replace: true }), [navigate]);
  // The print sheet's code loads after the page; a print before that waits for it.
  const [, setPrinting] = useState(0);
  const print = () =>
    void loadRecipeViewLater().then(() => {
      flushSync(() => setPrinting((count) => count + 1));
      window.print();
    });
  const data: RecipeDetailData | null | undefined = recipe.data;
  useDocumentTitle(data?.title ?? T.fallbackTitle);

  const base = baseServingsOf(data?.baseServings);
  const chosen = servings ?? base;
  // The amounts in the step text follow the chosen servings like the ingredient lines, and then the
  // unit system (temperatures, and metric amounts in US units); cook mode reads these steps too.
  const ingredients = data?.ingredients;
  const densities = data?.ingredient_densities;
  const scaled = useMemo(
    () =>
      instructions.status === 'ready' && ingredients
        ? {
            ...instructions,
            steps: unitSteps(
              scaleSteps(instructions.steps, ingredients, base, chosen, amountStyle),
              unitSystem,
              ingredients,
              densities,
              amountStyle,
            ),
          }
        : instructions,
    [instructions, ingredients, densities, base, chosen, amountStyle, unitSystem],
  );
  const toLibrary = () => void navigate('/app/library');

  // A recipe that cannot be shown (deleted, another user's, failed) has no instructions either:
  // its error takes the whole width instead of the split view's left pane.
  const failure = recipe.isError
    ? messageFor('recipe', recipe.error)
    : !recipe.isPending && !data
      ? T.missing
      : null;
  if (failure !== null) {
    return (
      <section aria-label={T.region} className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <ErrorState message={failure} onRetry={toLibrary} retryLabel={T.backToLibrary} />
      </section>
    );
  }

  let left;
  if (!data) {
    left = <Spinner label={T.loading} showLabel className="py-24" />;
  } else {
    const shareable = (): Omit<ShareableRecipe, 'url'> => ({
      title: data.title,
      description: data.description,
      servings: chosen,
      ingredients: data.ingredients.map((item) =>
        ingredientLine(item, base, chosen, unitSystem, data.ingredient_densities),
      ),
    });
    const actionsBar = (
      <RecipeActionsBar
        recipeId={data.id}
        shareable={shareable}
        onCollapse={() => setCollapsed(true)}
        onPrint={print}
        moreMenu={
          <LaterRecipeMenu
            recipe={data}
            title={data.title}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            triggerClassName={ROUND_BUTTON}
            onDeleted={onDeleted}
            onExportFailed={setExportFailed}
            onEdit={() => void navigate(`/app/recipe/${data.id}/edit`)}
            onAddToPlan={() =>
              planning.addToPlan({ id: data.id, title: data.title, servings: chosen })
            }
            onAddToShoppingList={() => {
              void addedToListCode.load().catch(() => {});
              setListing((count) => count + 1);
            }}
          />
        }
      />
    );
    left = (
      <RecipeDetail
        recipe={data}
        servings={chosen}
        onServingsChange={setServings}
        amountStyle={amountStyle}
        onAmountStyleChange={setAmountStyle}
        unitSystem={unitSystem}
        onUnitSystemChange={units.setSystem}
        unitSaveFailed={units.saveFailed}
        tab={tab}
        onTabChange={setTab}
        personal={<LaterRatingNotes recipe={data} />}
        actions={
          exportFailed !== null ? (
            // Only while an export failed, so the usual header keeps its layout.
            <div className="flex flex-col items-start gap-2">
              {actionsBar}
              <p role="alert" className="text-sm text-danger">
                {exportFailed}
              </p>
            </div>
          ) : (
            actionsBar
          )
        }
        nutrition={
          data.nutrition || data.nutrition_not_counted?.length ? (
            <LaterNutrition recipe={data} servings={chosen} />
          ) : undefined
        }
      />
    );
  }

  return (
    <>
      <SplitView
        leftLabel={T.region}
        rightLabel={T.instructionsRegion}
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
        left={left}
        right={
          data ? (
            <LazyInstructionsPanel
              state={scaled}
              recipeId={recipeId}
              recipeTitle={data.title}
              initialStep={initialStep}
              onMarkCooked={() => markCooked.mutateAsync(recipeId)}
              ingredients={
                <IngredientsAtServings
                  recipe={data}
                  baseServings={base}
                  servings={chosen}
                  amountStyle={amountStyle}
                  unitSystem={unitSystem}
                />
              }
              afterCooking={
                <LaterRatingNotes
                  recipe={data}
                  heading={RECIPE_TEXTS.rating.afterCooking}
                  hint={RECIPE_TEXTS.rating.afterCookingHint}
                  headingLevel="h3"
                />
              }
            />
          ) : null
        }
      />
      {data && (
        <LaterPrintSheet
          recipe={{
            title: data.title,
            description: data.description,
            imageUrl: data.image_url,
            facts: [
              {
                label: RECIPE_TEXTS.facts.time,
                value: formatTime(data.total_time_minutes, 'detail'),
              },
              { label: RECIPE_TEXTS.facts.difficulty, value: difficultyLabel(data.difficulty) },
              { label: RECIPE_TEXTS.facts.category, value: foodCategoryLabel(data.food_category) },
            ],
            servings: chosen,
            // The amounts as the screen shows them: Kitchen amounts print rounded too.
            ingredients: data.ingredients.map((item) =>
              ingredientLine(
                item,
                base,
                chosen,
                unitSystem,
                data.ingredient_densities,
                amountStyle,
              ),
            ),
            steps: scaled.steps,
          }}
        />
      )}
      {planning.dialogs}
      {data && listing > 0 && (
        <LazyAddedToList
          key={listing}
          addition={{ recipe: { id: data.id, title: data.title }, servings: chosen }}
          onClose={() => setListing(0)}
        />
      )}
    </>
  );
}
