import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, multipart, unwrap } from '#src/api/client';
import { statusOf } from '#src/api/errors';
import { collectionKeys } from '#src/features/collections/api/keys';
import { preparingKeys } from './keys';
import type {
  GenerateRequest,
  ImageAnalysis,
  PreparingCapabilities,
  components,
} from '#src/api/types';

const isSessionId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id >= 1;

/** The recipe options of a preparing session (an option's id is a draft recipe id). */
export const fetchRecipeOptions = (sessionId: number) =>
  unwrap(api.GET('/preparing/{sessionId}/get_options', { params: { path: { sessionId } } }));

/** The photo analysis a session was generated with, or null when it had no photo (404). */
export async function fetchImageAnalysis(sessionId: number): Promise<ImageAnalysis | null> {
  try {
    return await unwrap(
      api.GET('/preparing/{sessionId}/image-analysis', { params: { path: { sessionId } } }),
    );
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** Options of a session; disabled until the id is a positive integer. */
export const recipeOptionsQuery = (sessionId: number | null | undefined) =>
  queryOptions({
    queryKey: preparingKeys.options(sessionId ?? 0),
    queryFn: isSessionId(sessionId) ? () => fetchRecipeOptions(sessionId) : skipToken,
  });

/** Photo analysis of a session (null: none); disabled until the id is a positive integer. */
export const imageAnalysisQuery = (sessionId: number | null | undefined) =>
  queryOptions({
    queryKey: preparingKeys.imageAnalysis(sessionId ?? 0),
    queryFn: isSessionId(sessionId) ? () => fetchImageAnalysis(sessionId) : skipToken,
  });

/** Generates recipe options and resolves to the preparing session id holding them. */
export function useGenerateRecipes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateRequest) =>
      unwrap(
        api.POST('/preparing/generate', {
          body: {
            prompt: input.prompt,
            written_ingredients: input.written_ingredients ?? '',
            image_key: input.image_key ?? '',
            preparing_session_id: input.preparing_session_id ?? null,
            // The wizard's controls, only when set (issue #29).
            ...(input.servings !== undefined ? { servings: input.servings } : {}),
            ...(input.diets?.length ? { diets: input.diets } : {}),
            ...(input.spice !== undefined ? { spice: input.spice } : {}),
          },
        }),
      ),
    // Generating again in a session replaces its drafts, so its cached options are outdated.
    onSuccess: ({ preparing_session_id }) =>
      queryClient.invalidateQueries({ queryKey: preparingKeys.session(preparing_session_id) }),
  });
}

/** Reads ingredients from a photo (multipart `file`) and resolves to its image key and ingredients. */
export function useAnalyzeImage() {
  return useMutation({
    mutationFn: (file: Blob) =>
      unwrap(
        api.POST(
          '/preparing/image-analysis',
          multipart<components['schemas']['ImageUploadForm']>({ file }),
        ),
      ),
  });
}

/**
 * What a photo is read for on this server: `ingredients` with a vision model, `text` (a shopping
 * list or recipe) otherwise; `text` until the server has answered, so the wizard never promises more.
 */
export function usePhotoReading(): PreparingCapabilities['photo_reading'] {
  const { data } = useQuery({
    queryKey: preparingKeys.capabilities(),
    queryFn: () => unwrap(api.GET('/preparing/capabilities')),
    staleTime: Infinity,
  });
  return data?.photo_reading ?? 'text';
}

/** Finishes a preparing session, which deletes its unsaved drafts (also from collections). */
export function useFinishPreparingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      unwrap(api.DELETE('/preparing/{sessionId}/finish', { params: { path: { sessionId } } })),
    onSuccess: (_data, sessionId) => {
      queryClient.removeQueries({ queryKey: preparingKeys.session(sessionId) });
      return queryClient.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}

/** What a session's last generation answered (its ignored words and entries), stored with it. */
export const fetchPreparingSession = (sessionId: number) =>
  unwrap(api.GET('/preparing/{sessionId}/details', { params: { path: { sessionId } } }));

/** The stored answer of a session; disabled until the id is a positive integer. */
export const preparingSessionQuery = (sessionId: number | null | undefined) =>
  queryOptions({
    queryKey: preparingKeys.details(sessionId ?? 0),
    queryFn: isSessionId(sessionId) ? () => fetchPreparingSession(sessionId) : skipToken,
  });
