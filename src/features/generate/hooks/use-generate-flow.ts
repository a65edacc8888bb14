import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '#src/features/account/api/session';
import { useSetCollectionMembership } from '#src/features/collections/api/collections';
import type { SaveToCollectionPlan } from '#src/features/collections/components/save-to-collection-dialog';
import { readStoredSessionId } from '#src/features/generate/model/session-storage';
import {
  NOTICE_MS,
  initialWizardState,
  selectedOptions,
  wizardReducer,
  type NoticeKind,
  type WizardState,
} from '#src/features/generate/model/wizard';
import {
  imageAnalysisQuery,
  preparingSessionQuery,
  recipeOptionsQuery,
  useAnalyzeImage,
  useFinishPreparingSession,
  useGenerateRecipes,
} from '#src/features/generate/api/preparing';
import { useSaveRecipe } from '#src/features/recipes/api/recipes';
import type { FlowContext } from './flow-actions';
import { loadLaterSteps } from './use-later-steps';

import type * as flowActions from './flow-actions';

type FlowActions = typeof flowActions;

/**
 * Runs work past step 1 (generation, the photo, saving): it comes with steps 2 and 3's code, a
 * chunk of its own that is there by the time the cook can ask for it.
 */
const withActions = (run: (actions: FlowActions) => Promise<void>) =>
  loadLaterSteps().then((code) => run(code.flowActions));

/** Hides a transient notice after NOTICE_MS, unless a newer notice of the kind replaced it. */
function useNoticeTimer(
  kind: NoticeKind,
  id: number,
  dispatch: (action: { type: 'noticeExpired'; kind: NoticeKind; id: number }) => void,
) {
  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => dispatch({ type: 'noticeExpired', kind, id }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [kind, id, dispatch]);
}

/**
 * The Generate Recipe wizard's behaviour: the step machine, generation and regeneration,
 * photo analysis, session restore on load, and saving the chosen recipes into collections.
 */
export function useGenerateFlow() {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [modalOpen, setModalOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const { mutateAsync: requestGeneration } = useGenerateRecipes();
  const { mutateAsync: requestAnalysis } = useAnalyzeImage();
  const { mutateAsync: setMembership } = useSetCollectionMembership();
  const { mutateAsync: saveRecipe } = useSaveRecipe();
  const { mutateAsync: finishSession } = useFinishPreparingSession();

  // The latest state for async handlers that outlive the render they started in.
  const stateRef = useRef<WizardState>(state);
  stateRef.current = state;

  useNoticeTimer('generated', state.notices.generated, dispatch);
  useNoticeTimer('noIngredients', state.notices.noIngredients, dispatch);

  // Session restore on page load: a stored valid id reloads its options and photo analysis.
  useEffect(() => {
    const sessionId = readStoredSessionId();
    if (sessionId === null) return;
    let cancelled = false;
    dispatch({ type: 'restoreStarted', sessionId });
    // The answers are read by step 3's code (a chunk of its own, loading with them), so the step
    // shows with them. Should that code fail to load, the screen says so and the session stays.
    const answers = Promise.all([
      queryClient.fetchQuery(recipeOptionsQuery(sessionId)),
      queryClient.fetchQuery(imageAnalysisQuery(sessionId)),
      // The ignored-words note comes back with the session; without it the options still do.
      queryClient.fetchQuery(preparingSessionQuery(sessionId)).catch(() => null),
    ]);
    answers.catch(() => {}); // Handled by the restore, once its code is there.
    withActions((actions) => actions.restore(dispatch, answers, () => cancelled)).catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  const context = useMemo<FlowContext>(
    () => ({
      dispatch,
      stateRef,
      queryClient,
      navigate,
      setModalOpen,
      userId: user?.id,
      requestGeneration,
      requestAnalysis,
      setMembership,
      saveRecipe,
      finishSession,
    }),
    [
      queryClient,
      navigate,
      user?.id,
      requestGeneration,
      requestAnalysis,
      setMembership,
      saveRecipe,
      finishSession,
    ],
  );

  /** Generates again with the current inputs in the current session (retry, Generate New Recipes). */
  const regenerate = useCallback(
    () => void withActions((actions) => actions.regenerate(context)),
    [context],
  );

  const submitIngredients = useCallback(
    (ingredients: string) =>
      void withActions((actions) => actions.submitIngredients(context, ingredients)),
    [context],
  );

  const analyzeImage = useCallback(
    (file: File) => withActions((actions) => actions.analyzeImage(context, file)),
    [context],
  );

  const openSaveModal = useCallback(() => {
    const current = stateRef.current;
    if (current.selectedIds.length === 0 || current.busy) return;
    setModalOpen(true);
  }, []);

  /**
   * Speichern: each chosen collection gets its recipes, then instructions start in the background,
   * each recipe is saved, the session is finished, the library opens and the wizard starts over.
   * A failure keeps the modal and every choice as they are.
   */
  const save = useCallback(
    (plan: SaveToCollectionPlan) => withActions((actions) => actions.save(context, plan)),
    [context],
  );

  /** Keeps one option before it is planned (issue 30): the plan names library recipes only. */
  const keepOption = useCallback(
    (recipeId: number) => withActions((actions) => actions.keepOption(context, recipeId)),
    [context],
  );

  /** Start new: the restored session's drafts go, and the wizard starts over at step 1. */
  const startNew = useCallback(
    () => withActions((actions) => actions.startNew(context)),
    [context],
  );

  const chosen = useMemo(() => selectedOptions(state), [state]);

  return {
    state,
    dispatch,
    chosen,
    modalOpen,
    setModalOpen,
    regenerate,
    submitIngredients,
    analyzeImage,
    openSaveModal,
    save,
    keepOption,
    startNew,
  };
}
