import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageFor } from '#src/api/errors';
import { GENERATE_TEXTS } from '#src/features/generate/texts';
import { useSession } from '#src/features/account/api/session';
import { useSetCollectionMembership } from '#src/features/collections/api/collections';
import { COLLECTION_TEXTS } from '#src/features/collections/texts';
import type { SaveToCollectionPlan } from '#src/features/collections/components/save-to-collection-dialog';
import {
  analyzedLinesToText,
  imageKeyOf,
  interpretImageAnalysis,
} from '#src/features/generate/model/image-analysis';
import {
  clearStoredSession,
  readStoredInputs,
  readStoredSessionId,
  storeSession,
  type GenerateInputs,
} from '#src/features/generate/model/stored-session';
import { validatePrompt } from '#src/features/generate/model/validation';
import {
  NO_CONTROLS,
  controlFields,
  effectiveControls,
} from '#src/features/generate/model/controls';
import {
  NOTICE_MS,
  imageKeyToSend,
  initialWizardState,
  selectedOptions,
  wizardReducer,
  type NoticeKind,
  type WizardState,
} from '#src/features/generate/model/wizard';
import { startInstructionGeneration } from '#src/features/cook/api/instructions';
import {
  imageAnalysisQuery,
  preparingSessionQuery,
  recipeOptionsQuery,
  useAnalyzeImage,
  useFinishPreparingSession,
  useGenerateRecipes,
} from '#src/features/generate/api/preparing';
import { useSaveRecipe } from '#src/features/recipes/api/recipes';

/** Where the wizard sends the user after saving: the library, highlighting the new recipes. */
export const libraryUrlFor = (recipeIds: readonly number[]) =>
  `/app/library?last_recipe=${recipeIds.join(',')}`;

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
    void (async () => {
      try {
        const [options, analysis, details] = await Promise.all([
          queryClient.fetchQuery(recipeOptionsQuery(sessionId)),
          queryClient.fetchQuery(imageAnalysisQuery(sessionId)),
          // The ignored-words note comes back with the session; without it the options still do.
          queryClient.fetchQuery(preparingSessionQuery(sessionId)).catch(() => null),
        ]);
        if (cancelled) return;
        // A session without options has nothing left to choose from.
        if (options.length === 0) throw new Error('The stored session has no options');
        const inputs = readStoredInputs();
        const photoText = analysis ? analyzedLinesToText(analysis.analyzed_ingredients) : '';
        dispatch({
          type: 'restoreSucceeded',
          options,
          prompt: inputs?.prompt ?? '',
          ...(inputs?.controls ? { controls: inputs.controls } : {}),
          ingredients: inputs?.ingredients ?? photoText,
          imageKey: analysis?.image_key ?? inputs?.imageKey ?? '',
          photoText,
          ignored: details
            ? { words: details.ignored_words, ingredients: details.ignored_ingredients }
            : null,
          notice: details?.notice ?? null,
        });
      } catch {
        if (cancelled) return;
        clearStoredSession();
        dispatch({ type: 'restoreFailed', message: GENERATE_TEXTS.sessionRestoreFailed });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  const generate = useCallback(
    async (inputs: GenerateInputs, sessionId: number | null) => {
      const trimmed: Required<GenerateInputs> = {
        prompt: inputs.prompt.trim(),
        ingredients: inputs.ingredients.trim(),
        imageKey: inputs.imageKey.trim(),
        controls: inputs.controls ?? NO_CONTROLS,
      };
      dispatch({
        type: 'generationStarted',
        ingredients: trimmed.ingredients,
        imageKey: trimmed.imageKey,
      });
      let newSessionId: number;
      let ignored: { words: string[]; ingredients: string[] } | undefined;
      let notice: string | null = null;
      try {
        // The prompt reader comes with step 1's controls (its own chunk); loaded by now.
        const { readPrompt } = await import('#src/features/generate/model/prompt-reading');
        const response = await requestGeneration({
          prompt: trimmed.prompt,
          written_ingredients: trimmed.ingredients,
          image_key: trimmed.imageKey,
          preparing_session_id: sessionId,
          // The controls fill the request as the wizard shows them: set by the cook, or read from the prompt.
          ...controlFields(effectiveControls(trimmed.controls, readPrompt(trimmed.prompt))),
        });
        newSessionId = response.preparing_session_id;
        // Older servers answer only the id: then nothing is known about ignored words.
        if (Array.isArray(response.ignored_words) && Array.isArray(response.ignored_ingredients))
          ignored = { words: response.ignored_words, ingredients: response.ignored_ingredients };
        notice = response.notice ?? null;
      } catch (error) {
        dispatch({ type: 'generationFailed', message: messageFor('generation', error) });
        return;
      }
      storeSession(newSessionId, trimmed);
      dispatch({
        type: 'sessionCreated',
        sessionId: newSessionId,
        ...(ignored ? { ignored } : {}),
        notice,
      });
      try {
        const options = await queryClient.fetchQuery(recipeOptionsQuery(newSessionId));
        if (trimmed.imageKey) {
          // The analysis only completes the picture; options without it are still worth showing.
          await queryClient.fetchQuery(imageAnalysisQuery(newSessionId)).catch(() => null);
        }
        dispatch({ type: 'generationSucceeded', options });
      } catch (error) {
        dispatch({ type: 'generationFailed', message: messageFor('options', error) });
      }
    },
    [queryClient, requestGeneration],
  );

  /** Generates again with the current inputs in the current session (retry, Generate New Recipes). */
  const regenerate = useCallback(() => {
    const current = stateRef.current;
    if (current.busy) return;
    // After a restore without stored inputs the prompt is unknown: ask for it again.
    if (validatePrompt(current.prompt)) {
      dispatch({ type: 'stepRequested', step: 1 });
      return;
    }
    void generate(
      {
        prompt: current.prompt,
        ingredients: current.ingredients,
        imageKey: imageKeyToSend(current, current.ingredients),
        controls: current.controls,
      },
      current.sessionId,
    );
  }, [generate]);

  const submitIngredients = useCallback(
    (ingredients: string) => {
      const current = stateRef.current;
      if (current.busy) return;
      void generate(
        {
          prompt: current.prompt,
          ingredients,
          imageKey: imageKeyToSend(current, ingredients),
          controls: current.controls,
        },
        current.sessionId,
      );
    },
    [generate],
  );

  const analyzeImage = useCallback(
    async (file: File) => {
      if (stateRef.current.busy) return;
      if (!user?.id) {
        dispatch({ type: 'analysisFailed', message: GENERATE_TEXTS.imageAnalysisLoggedOut });
        return;
      }
      dispatch({ type: 'analysisStarted' });
      try {
        const result: unknown = await requestAnalysis(file);
        const outcome = interpretImageAnalysis(result);
        const imageKey = imageKeyOf(result);
        if (outcome.kind === 'ingredients') {
          dispatch({ type: 'analysisFound', text: outcome.text, imageKey });
        } else if (outcome.kind === 'none') {
          dispatch({ type: 'analysisEmpty', imageKey });
        } else {
          dispatch({ type: 'analysisFailed', message: GENERATE_TEXTS.imageAnalysisUnusable });
        }
      } catch {
        dispatch({ type: 'analysisFailed', message: GENERATE_TEXTS.imageAnalysisFailed });
      }
    },
    [requestAnalysis, user?.id],
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
    async (plan: SaveToCollectionPlan) => {
      const sessionId = stateRef.current.sessionId;
      dispatch({ type: 'processingStarted' });
      try {
        try {
          for (const [collectionId, recipeIds] of plan.byCollection) {
            await setMembership({ recipeIds, add: [collectionId] });
          }
        } catch {
          throw new Error(COLLECTION_TEXTS.saveFailed);
        }
        // Background work: saving does not wait for it, and failures are only logged.
        const instructionRequests = plan.recipeIds.map((recipeId) =>
          startInstructionGeneration({ preparing_session_id: sessionId, recipe_id: recipeId }),
        );
        try {
          for (const recipeId of plan.recipeIds) await saveRecipe(recipeId);
        } catch {
          throw new Error(GENERATE_TEXTS.saveRecipeFailed);
        }
        if (sessionId !== null) {
          // The jobs name the session: it may only go once the server has taken them on.
          await Promise.all(instructionRequests);
          // The recipes are saved; a session left behind only holds drafts nobody will see.
          await finishSession(sessionId).catch((error: unknown) => {
            console.warn(`Finishing preparing session ${sessionId} failed`, error);
          });
        }
        clearStoredSession();
        setModalOpen(false);
        void navigate(libraryUrlFor(plan.recipeIds));
        dispatch({ type: 'reset' });
      } finally {
        dispatch({ type: 'processingEnded' });
      }
    },
    [finishSession, navigate, saveRecipe, setMembership],
  );

  /**
   * Keeps one option before it is planned (issue 30): the plan names library recipes only, and the
   * session's unsaved drafts go when it finishes. Its steps start as saving them would start them;
   * the session may finish once the server has taken that job on.
   */
  const keepOption = useCallback(
    async (recipeId: number) => {
      const instructions = startInstructionGeneration({
        preparing_session_id: stateRef.current.sessionId,
        recipe_id: recipeId,
      });
      await saveRecipe(recipeId);
      await instructions;
    },
    [saveRecipe],
  );

  /** Start new: the restored session's drafts go, and the wizard starts over at step 1. */
  const startNew = useCallback(async () => {
    const current = stateRef.current;
    if (current.busy) return;
    clearStoredSession();
    dispatch({ type: 'reset' });
    if (current.sessionId !== null) {
      await finishSession(current.sessionId).catch((error: unknown) => {
        console.warn(`Finishing preparing session ${current.sessionId} failed`, error);
      });
    }
  }, [finishSession]);

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
