import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import { statusOf } from '#src/api/errors';
import { instructionKeys } from './keys';
import type { GenerateInstructionsRequest, InstructionStep } from '#src/api/types';

/** Instruction polling every 2000 ms. */
export const INSTRUCTIONS_POLL_MS = 2000;

/**
 * Starts generating a recipe's instructions in the background without waiting for it
 * (not awaited, failures logged).
 */
export function generateInstructions(input: GenerateInstructionsRequest): void {
  void startInstructionGeneration(input);
}

/**
 * The same request, resolving once the server has answered it (never rejecting: failures are
 * logged), for callers that must not finish the preparing session before the job was accepted.
 */
export function startInstructionGeneration(input: GenerateInstructionsRequest): Promise<void> {
  return unwrap(api.POST('/instruction/generate', { body: input })).then(
    () => undefined,
    (error: unknown) => {
      console.warn(`Instruction generation for recipe ${input.recipe_id} failed`, error);
    },
  );
}

/** The steps, or null while they are not ready (404: keep polling silently). */
async function fetchInstructions(recipeId: number): Promise<InstructionStep[] | null> {
  try {
    return await unwrap(api.GET('/instruction/{recipeId}', { params: { path: { recipeId } } }));
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** A recipe's instructions, polled every 2 s while not ready; any other error stops the polling. */
export const instructionsQuery = (recipeId: number | null | undefined) =>
  queryOptions({
    queryKey: instructionKeys.detail(recipeId ?? 0),
    queryFn:
      typeof recipeId === 'number' && Number.isInteger(recipeId) && recipeId >= 1
        ? () => fetchInstructions(recipeId)
        : skipToken,
    refetchInterval: (query) =>
      query.state.status === 'success' && query.state.data === null ? INSTRUCTIONS_POLL_MS : false,
    // An error other than 404 ends the wait at once and shows the error state.
    retry: false,
  });

export type InstructionsState =
  | { status: 'loading'; steps: undefined; error: null; retry: () => void }
  | { status: 'error'; steps: undefined; error: Error; retry: () => void }
  | { status: 'ready'; steps: InstructionStep[]; error: null; retry: () => void };

/** The instructions screen's state: loading (also while not ready), error, or ready with the steps. */
export function useInstructions(recipeId: number | null | undefined): InstructionsState {
  const { data, error, refetch } = useQuery(instructionsQuery(recipeId));
  const retry = () => void refetch();
  if (error) return { status: 'error', steps: undefined, error, retry };
  if (data) return { status: 'ready', steps: data, error: null, retry };
  return { status: 'loading', steps: undefined, error: null, retry };
}
