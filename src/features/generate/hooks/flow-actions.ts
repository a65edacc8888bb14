import type { QueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { messageFor } from '#src/api/errors';
import type { useSetCollectionMembership } from '#src/features/collections/api/collections';
import type { SaveToCollectionPlan } from '#src/features/collections/components/save-to-collection-dialog';
import { startInstructionGeneration } from '#src/features/cook/api/instructions';
import type {
  useAnalyzeImage,
  useFinishPreparingSession,
  useGenerateRecipes,
} from '#src/features/generate/api/preparing';
import {
  imageAnalysisQuery,
  recipeOptionsQuery,
  type fetchImageAnalysis,
  type fetchPreparingSession,
} from '#src/features/generate/api/preparing';
import {
  NO_CONTROLS,
  controlFields,
  effectiveControls,
} from '#src/features/generate/model/controls';
import { imageKeyOf, interpretImageAnalysis } from '#src/features/generate/model/analysis-answer';
import { analyzedLinesToText } from '#src/features/generate/model/image-analysis';
import {
  clearStoredSession,
  readStoredInputs,
  storeSession,
  type GenerateInputs,
} from '#src/features/generate/model/stored-session';
import { validatePrompt } from '#src/features/generate/model/validation';
import {
  imageKeyToSend,
  type WizardAction,
  type WizardState,
} from '#src/features/generate/model/wizard';
import { GENERATE_TEXTS } from '#src/features/generate/texts';
import type { RecipeOption } from '#src/api/types';
import type { useSaveRecipe } from '#src/features/recipes/api/recipes';

/**
 * The wizard's work past step 1 (generation, the photo, saving, planning, starting over): plain
 * functions of the flow's context, in the chunk of steps 2 and 3 (useGenerateFlow calls them).
 */

/** What the actions work with: the flow's state and dispatch, the client, the mutations. */
export interface FlowContext {
  dispatch: Dispatch<WizardAction>;
  /** The latest state, for async work that outlives the render it started in. */
  stateRef: { readonly current: WizardState };
  queryClient: QueryClient;
  navigate: NavigateFunction;
  setModalOpen: (open: boolean) => void;
  userId: number | undefined;
  requestGeneration: ReturnType<typeof useGenerateRecipes>['mutateAsync'];
  requestAnalysis: ReturnType<typeof useAnalyzeImage>['mutateAsync'];
  setMembership: ReturnType<typeof useSetCollectionMembership>['mutateAsync'];
  saveRecipe: ReturnType<typeof useSaveRecipe>['mutateAsync'];
  finishSession: ReturnType<typeof useFinishPreparingSession>['mutateAsync'];
}

/** Where the wizard sends the user after saving: the library, highlighting the new recipes. */
export const libraryUrlFor = (recipeIds: readonly number[]) =>
  `/app/library?last_recipe=${recipeIds.join(',')}`;

/** A stored session's answers: its options, its photo's analysis, its details (null: unknown). */
export type RestoreAnswers = Promise<
  [
    RecipeOption[],
    Awaited<ReturnType<typeof fetchImageAnalysis>>,
    Awaited<ReturnType<typeof fetchPreparingSession>> | null,
  ]
>;

/**
 * Session restore on page load: the stored session's options and photo analysis come back on step
 * 3, with the inputs stored with it; a session that cannot come back is forgotten.
 */
export async function restore(
  dispatch: Dispatch<WizardAction>,
  answers: RestoreAnswers,
  cancelled: () => boolean,
) {
  try {
    const [options, analysis, details] = await answers;
    if (cancelled()) return;
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
    if (cancelled()) return;
    clearStoredSession();
    dispatch({ type: 'restoreFailed', message: GENERATE_TEXTS.sessionRestoreFailed });
  }
}

async function generate(
  { dispatch, queryClient, requestGeneration }: FlowContext,
  inputs: GenerateInputs,
  sessionId: number | null,
) {
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
}

/** Generates again with the current inputs in the current session (retry, Generate New Recipes). */
export async function regenerate(context: FlowContext) {
  const current = context.stateRef.current;
  if (current.busy) return;
  // After a restore without stored inputs the prompt is unknown: ask for it again.
  if (validatePrompt(current.prompt)) {
    context.dispatch({ type: 'stepRequested', step: 1 });
    return;
  }
  await generate(
    context,
    {
      prompt: current.prompt,
      ingredients: current.ingredients,
      imageKey: imageKeyToSend(current, current.ingredients),
      controls: current.controls,
    },
    current.sessionId,
  );
}

/** Generate Recipes on step 2, with the ingredients as the cook left them. */
export async function submitIngredients(context: FlowContext, ingredients: string) {
  const current = context.stateRef.current;
  if (current.busy) return;
  await generate(
    context,
    {
      prompt: current.prompt,
      ingredients,
      imageKey: imageKeyToSend(current, ingredients),
      controls: current.controls,
    },
    current.sessionId,
  );
}

/** Reads ingredients from the cook's photo into step 2's field. */
export async function analyzeImage(
  { dispatch, stateRef, userId, requestAnalysis }: FlowContext,
  file: File,
) {
  if (stateRef.current.busy) return;
  if (!userId) {
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
}

/**
 * Speichern: each chosen collection gets its recipes, then instructions start in the background,
 * each recipe is saved, the session is finished, the library opens and the wizard starts over.
 * A failure keeps the modal and every choice as they are.
 */
export async function save(
  {
    dispatch,
    stateRef,
    navigate,
    setModalOpen,
    setMembership,
    saveRecipe,
    finishSession,
  }: FlowContext,
  plan: SaveToCollectionPlan,
) {
  const sessionId = stateRef.current.sessionId;
  dispatch({ type: 'processingStarted' });
  try {
    try {
      for (const [collectionId, recipeIds] of plan.byCollection) {
        await setMembership({ recipeIds, add: [collectionId] });
      }
    } catch {
      // No message: the modal shows its own "saving failed" (the collections' texts are its).
      throw new Error();
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
}

/**
 * Keeps one option before it is planned (issue 30): the plan names library recipes only, and the
 * session's unsaved drafts go when it finishes. Its steps start as saving them would start them;
 * the session may finish once the server has taken that job on.
 */
export async function keepOption({ stateRef, saveRecipe }: FlowContext, recipeId: number) {
  const instructions = startInstructionGeneration({
    preparing_session_id: stateRef.current.sessionId,
    recipe_id: recipeId,
  });
  await saveRecipe(recipeId);
  await instructions;
}

/** Start new: the restored session's drafts go, and the wizard starts over at step 1. */
export async function startNew({ dispatch, stateRef, finishSession }: FlowContext) {
  const current = stateRef.current;
  if (current.busy) return;
  clearStoredSession();
  dispatch({ type: 'reset' });
  if (current.sessionId !== null) {
    await finishSession(current.sessionId).catch((error: unknown) => {
      console.warn(`Finishing preparing session ${current.sessionId} failed`, error);
    });
  }
}
