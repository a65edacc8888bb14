import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '#src/components/use-document-title';
import { Spinner } from '#src/components/ui/spinner';
import { GENERATE_TEXTS as T } from '#src/features/generate/texts';
import { PromptStep } from '#src/features/generate/components/prompt-step';
import { WizardProgress } from '#src/features/generate/components/wizard-progress';
import { StandingPreferencesNote } from '#src/features/generate/components/standing-preferences';
import type { WizardStep } from '#src/features/generate/model/wizard';
import {
  readPlannedOptions,
  storePlannedOptions,
} from '#src/features/generate/model/session-storage';
import { useGenerateFlow } from '#src/features/generate/hooks/use-generate-flow';
import { useLaterSteps } from '#src/features/generate/hooks/use-later-steps';
import { usePhotoReading } from '#src/features/generate/api/preparing';
import type { PlannedRecipe } from '#src/features/plan/components/add-to-plan-dialog';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

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
    if (hasOptions) void planDialogs.load().catch(() => {});
  }, [hasOptions]);

  const restoring = state.busy === 'restoring';
  // Steps 2 and 3 are a chunk of their own: loaded once the page is shown, or at once when needed.
  const laterSteps = useLaterSteps(restoring || state.step !== 1);

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
        ) : !laterSteps ? (
          // Only when the cook is past step 1 before its code came (a restore waits for it).
          <Spinner className="py-16" />
        ) : (
          <laterSteps.LaterStep
            flow={flow}
            headingRef={headingRef}
            photoReading={photoReading}
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

      {laterSteps && <laterSteps.SaveDialog flow={flow} />}
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
