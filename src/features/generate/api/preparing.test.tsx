import { db, ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing, networkError } from '#mocks/overrides';
import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageFor } from '#src/api/errors';
import { collectionKeys } from '#src/features/collections/api/keys';
import { nodeMultipart, pngFile, withQueryClient } from '#src/testing/query-client';
import {
  fetchImageAnalysis,
  fetchRecipeOptions,
  imageAnalysisQuery,
  recipeOptionsQuery,
  useAnalyzeImage,
  useFinishPreparingSession,
  useGenerateRecipes,
} from './preparing';
import { preparingKeys } from './keys';

beforeEach(() => ensureXsrfCookie());
afterEach(() => vi.unstubAllGlobals());

const request = { prompt: 'a warming curry', written_ingredients: 'chickpeas, spinach, rice' };

async function generate(
  input: Parameters<ReturnType<typeof useGenerateRecipes>['mutateAsync']>[0],
) {
  const { queryClient, wrapper } = withQueryClient();
  const { result } = renderHook(() => useGenerateRecipes(), { wrapper });
  const { preparing_session_id } = await result.current.mutateAsync(input);
  return { sessionId: preparing_session_id, queryClient, wrapper };
}

describe('useGenerateRecipes', () => {
  it('generates options into a new session and resolves to its id', async () => {
    const { sessionId } = await generate(request);
    expect(sessionId).toBeGreaterThan(0);
    const options = await fetchRecipeOptions(sessionId);
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(db.recipes.get(option.id)?.is_saved).toBe(false);
  });

  it('sends the defaults: empty image key and no session', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request: sent }) => {
      if (sent.url.endsWith('/preparing/generate')) bodies.push(await sent.clone().json());
    });
    await generate({ prompt: 'pasta' });
    server.events.removeAllListeners();
    expect(bodies).toEqual([
      { prompt: 'pasta', written_ingredients: '', image_key: '', preparing_session_id: null },
    ]);
  });

  it('regenerates in the same session and invalidates its cached options', async () => {
    const first = await generate(request);
    first.queryClient.setQueryData(preparingKeys.options(first.sessionId), []);
    const { result } = renderHook(() => useGenerateRecipes(), { wrapper: first.wrapper });
    const again = await result.current.mutateAsync({
      ...request,
      preparing_session_id: first.sessionId,
    });
    expect(again.preparing_session_id).toBe(first.sessionId);
    expect(
      first.queryClient.getQueryState(preparingKeys.options(first.sessionId))?.isInvalidated,
    ).toBe(true);
  });

  it.each([
    [failing('generateRecipes', 503), 'Server error. Please try again later.'],
    [failing('generateRecipes', 404), 'Resource not found. Please try again.'],
    [failing('generateRecipes', 429), 'Too many requests. Please wait a moment.'],
    [failing('generateRecipes', 400), 'Invalid request. Please check your inputs.'],
    [networkError('generateRecipes'), 'Network error. Please check your connection.'],
    [failing('generateRecipes', 422), 'Failed to generate recipes. Please try again.'],
  ])('fails so the wizard can word the error (%#)', async (override, message) => {
    server.use(override);
    const error = await generate(request).catch((e: unknown) => e);
    expect(messageFor('generation', error)).toBe(message);
  });
});

describe('recipe options', () => {
  it('recipeOptionsQuery loads the options of a session', async () => {
    const { sessionId, wrapper } = await generate(request);
    const { result } = renderHook(() => useQuery(recipeOptionsQuery(sessionId)), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
    });
  });

  it('does not fetch without a valid session id', async () => {
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useQuery(recipeOptionsQuery(null)), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
  });

  it.each([
    [failing('getRecipeOptions', 404), 'Recipe options not found. Please generate again.'],
    [failing('getRecipeOptions', 500), 'Server error. Please try again later.'],
    [networkError('getRecipeOptions'), 'Network error. Please check your connection.'],
    [failing('getRecipeOptions', 403), 'Failed to load recipe options. Please try again.'],
  ])(
    'fetchRecipeOptions fails so the wizard can word the error (%#)',
    async (override, message) => {
      server.use(override);
      const error = await fetchRecipeOptions(1).catch((e: unknown) => e);
      expect(messageFor('options', error)).toBe(message);
    },
  );
});

describe('image analysis', () => {
  it('reads ingredients from a photo sent as multipart file, then generates with its key', async () => {
    const File = await nodeMultipart();
    const { wrapper } = withQueryClient();
    const analyze = renderHook(() => useAnalyzeImage(), { wrapper });
    const analysis = await analyze.result.current.mutateAsync(pngFile(File));
    expect(analysis).toEqual({ image_key: expect.any(String), ingredients: expect.any(Array) });

    const { sessionId } = await generate({ ...request, image_key: analysis.image_key });
    await expect(fetchImageAnalysis(sessionId)).resolves.toMatchObject({
      image_key: analysis.image_key,
      analyzed_ingredients: expect.any(String),
    });
  });

  it('gives null for a session generated without a photo (404)', async () => {
    const { sessionId, wrapper } = await generate(request);
    await expect(fetchImageAnalysis(sessionId)).resolves.toBeNull();
    const { result } = renderHook(() => useQuery(imageAnalysisQuery(sessionId)), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('lets other failures through', async () => {
    server.use(failing('getImageAnalysis', 500));
    await expect(fetchImageAnalysis(1)).rejects.toMatchObject({ status: 500 });
  });

  it('rejects when the analysis fails', async () => {
    const File = await nodeMultipart();
    server.use(failing('analyzeImage', 502));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useAnalyzeImage(), { wrapper });
    await expect(result.current.mutateAsync(pngFile(File))).rejects.toMatchObject({ status: 502 });
  });
});

describe('useFinishPreparingSession', () => {
  it('deletes the unsaved drafts, forgets the session and invalidates collections', async () => {
    const { sessionId, queryClient, wrapper } = await generate(request);
    const drafts = (await fetchRecipeOptions(sessionId)).map((option) => option.id);
    queryClient.setQueryData(preparingKeys.options(sessionId), []);
    queryClient.setQueryData(collectionKeys.list(), []);
    const { result } = renderHook(() => useFinishPreparingSession(), { wrapper });
    await result.current.mutateAsync(sessionId);
    for (const id of drafts) expect(db.recipes.has(id)).toBe(false);
    expect(queryClient.getQueryState(preparingKeys.options(sessionId))).toBeUndefined();
    expect(queryClient.getQueryState(collectionKeys.list())?.isInvalidated).toBe(true);
  });
});
