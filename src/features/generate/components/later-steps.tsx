import { useEffect, type Ref } from 'react';
import type { PreparingCapabilities, RecipeOption } from '#src/api/types';
import type { useGenerateFlow } from '#src/features/generate/hooks/use-generate-flow';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';
import { IngredientsStep } from './ingredients-step';
import { OptionsStep } from './options-step';

/** The flow's work past step 1 (generation, the photo, saving), used by useGenerateFlow. */
export * as flowActions from '#src/features/generate/hooks/flow-actions';

/**
 * Steps 2 and 3 of the wizard (the ingredients, the options and their cards) and the dialogs of
 * step 3: a chunk of their own, not on the prompt's first load (hooks/use-later-steps.ts loads it
 * once the page is shown, or at once for a restored session).
 */

type Flow = ReturnType<typeof useGenerateFlow>;

/**
 * The Save to Collection modal (the collection picker, the new-collection field) is step 3's: its
 * code loads once the options are there, not with the wizard's first step.
 */
const saveDialog = lazyCode(
  () => import('#src/features/collections/components/save-to-collection-dialog'),
);
const LazySaveDialog = lazyComponent(saveDialog, (module) => module.SaveToCollectionDialog);

export interface LaterStepProps {
  flow: Flow;
  headingRef: Ref<HTMLHeadingElement>;
  photoReading: PreparingCapabilities['photo_reading'];
  /** "Add to plan" under an option (the screen opens the plan's dialog). */
  onAddToPlan: (option: RecipeOption) => void;
  plannedIds: readonly number[];
}

/** Step 2 or 3 of the wizard, as the flow's state says. */
export function LaterStep({
  flow,
  headingRef,
  photoReading,
  onAddToPlan,
  plannedIds,
}: LaterStepProps) {
  const { state, dispatch } = flow;
  return state.step === 2 ? (
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
      onAddToPlan={onAddToPlan}
      plannedIds={plannedIds}
    />
  );
}

/** Step 3's Save to Collection modal (its code loads once the options are there). */
export function SaveDialog({ flow }: { flow: Flow }) {
  const { state } = flow;
  const hasOptions = state.options.length > 0;
  useEffect(() => {
    if (hasOptions) void saveDialog.load().catch(() => {});
  }, [hasOptions]);

  return (
    flow.chosen.length > 0 && (
      // Keyed by the selection: another selection walks through its recipes from the start.
      <LazySaveDialog
        key={state.selectedIds.join(',')}
        open={flow.modalOpen}
        onOpenChange={flow.setModalOpen}
        recipes={flow.chosen}
        onSave={flow.save}
      />
    )
  );
}
