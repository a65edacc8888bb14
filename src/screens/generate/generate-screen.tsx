import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '#src/components/use-document-title';
import { Spinner } from '#src/components/ui/spinner';
import { GENERATE_TEXTS as T } from '#src/features/generate/texts';
import { IngredientsStep } from '#src/features/generate/components/ingredients-step';
import { OptionsStep } from '#src/features/generate/components/options-step';
import { PromptStep } from '#src/features/generate/components/prompt-step';
import { WizardProgress } from '#src/features/generate/components/wizard-progress';
import { StandingPreferencesNote } from '#src/features/generate/components/standing-preferences';
import type { WizardStep } from '#src/features/generate/model/wizard';
import {
  readPlannedOptions,
  storePlannedOptions,
} from '#src/features/generate/model/stored-session';
import { useGenerateFlow } from '#src/features/generate/hooks/use-generate-flow';
import { usePhotoReading } from '#src/features/generate/api/preparing';
import type { PlannedRecipe } from '#src/features/plan/components/add-to-plan-dialog';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

/**
 * The Save to Collection modal (the collection picker, the new-collection field) is step 3's: its
 * code loads once the options are there, not with the wizard's first step.
 */
const saveDialog = lazyCode(
  () => import('#src/features/collections/components/save-to-collection-dialog'),
);
const LazySaveDialog = lazyComponent(saveDialog, (module) => module.SaveToCollectionDialog);

/** "Add to plan" under an option (decision record 0046): the plan's dialog, loaded with step 3. */
const planDialogs = lazyCode(() => import('#src/features/plan/components/add-to-plan-dialog'));
const LazyPlanDialogs = lazyComponent(planDialogs, (module) => module.PlanRecipeDialogs);

/** /app/generate: the three-step Generate Recipe wizard and its Save to Collection modal. */
export default function GenerateScreen() {
  useDocumentTitle(T.pageTitle);
  const flow = useGenerateFlow();
  const photoReading = usePhotoReading();
  const { state, dispatch } = flow;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  // A new step is announced by moving focus to its heading (not on first render).
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  const reachable: WizardStep[] = [1, 2, ...(state.options.length > 0 ? [3 as const] : [])];
  const hasOptions = state.options.length > 0;
  useEffect(() => {
    if (!hasOptions) return;
    void saveDialog.load().catch(() => {});
    void planDialogs.load().catch(() => {});
  }, [hasOptions]);

  const restoring = state.busy === 'restoring';

  // "Add to plan" under an option saves it first: the plan names library recipes only.
  const [planning, setPlanning] = useState<PlannedRecipe | null>(null);
  // Kept with the session, so the options' "Planned" badges survive a reload.
  const [plannedIds, setPlannedIds] = useState<number[]>(readPlannedOptions);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4">
        <h1 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {T.pageTitle}
        </h1>
        <WizardProgress
          step={state.step}
          reachable={state.busy ? [] : reachable.filter((step) => step < state.step || step === 3)}
          onSelect={(step) => dispatch({ type: 'stepRequested', step })}
        />
        <StandingPreferencesNote />
      </header>

      {state.restoreError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
          {state.restoreError}
        </p>
      )}

      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-8">
        {restoring ? (
          <Spinner label={T.restoring} showLabel className="py-16" />
        ) : state.step === 1 ? (
          <PromptStep
            headingRef={headingRef}
            value={state.prompt}
            onChange={(value) => dispatch({ type: 'promptChanged', value })}
            onSubmit={(prompt) => dispatch({ type: 'promptSubmitted', prompt })}
            controls={state.controls}
            onControlsChange={(controls) => dispatch({ type: 'controlsChanged', controls })}
          />
        ) : state.step === 2 ? (
          <IngredientsStep
            headingRef={headingRef}
            value={state.ingredients}
            onChange={(value) => dispatch({ type: 'ingredientsChanged', value })}
            onSubmit={flow.submitIngredients}
            onBack={() => dispatch({ type: 'back' })}
            onAnalyzeImage={(file) => void flow.analyzeImage(file)}
            busy={state.busy === 'generating' || state.busy === 'analyzing' ? state.busy : null}
            analysisError={state.analysisError}
            noIngredientsDetected={state.notices.noIngredients > 0}
            generationError={state.generationError}
            onRetry={flow.regenerate}
            photoReading={photoReading}
            imageKey={state.imageKey}
            onRemovePhoto={() => dispatch({ type: 'photoRemoved' })}
          />
        ) : (
          <OptionsStep
            headingRef={headingRef}
            options={state.options}
            selectedIds={state.selectedIds}
            onToggle={(id) => dispatch({ type: 'optionToggled', id })}
            onRegenerate={flow.regenerate}
            onGenerate={flow.openSaveModal}
            busy={state.busy === 'generating' || state.busy === 'processing' ? state.busy : null}
            showSuccess={state.notices.generated > 0}
            generationError={state.generationError}
            onRetry={flow.regenerate}
            ignored={state.ignored}
            notice={state.notice}
            restored={state.restored}
            onStartNew={() => void flow.startNew()}
            onAddToPlan={(option) =>
              setPlanning({
                id: option.id,
                title: option.title,
                ...(option.servings !== undefined ? { servings: option.servings } : {}),
                draft: true,
              })
            }
            plannedIds={plannedIds}
          />
        )}
      </div>

      {flow.chosen.length > 0 && (
        // Keyed by the selection: another selection walks through its recipes from the start.
        <LazySaveDialog
          key={state.selectedIds.join(',')}
          open={flow.modalOpen}
          onOpenChange={flow.setModalOpen}
          recipes={flow.chosen}
          onSave={flow.save}
        />
      )}
      {hasOptions && (
        <LazyPlanDialogs
          recipe={planning}
          onClose={() => setPlanning(null)}
          prepare={(recipe) => flow.keepOption(recipe.id)}
          onAdded={({ recipe }) => {
            if (!recipe || plannedIds.includes(recipe.id)) return;
            const next = [...plannedIds, recipe.id];
            setPlannedIds(next);
            storePlannedOptions(next);
          }}
        />
      )}
    </div>
  );
}
