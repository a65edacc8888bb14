import { db, ensureXsrfCookie } from '#mocks/db';
import { server } from '#mocks/node';
import { failing, networkError } from '#mocks/overrides';
import { applyScenario, COLLECTION_IDS } from '#mocks/scenarios';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, nodeMultipart, pngFile } from '#src/testing/query-client';
import { useSession } from '#src/features/account/api/session';
import {
  GENERATE_INPUTS_KEY,
  PREPARING_SESSION_KEY,
} from '#src/features/generate/model/stored-session';
import { useGenerateFlow } from './use-generate-flow';

beforeEach(() => ensureXsrfCookie());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderFlow() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/generate']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () => ({ flow: useGenerateFlow(), location: useLocation(), session: useSession() }),
    { wrapper },
  );
}

type Rendered = ReturnType<typeof renderFlow>;

/** The wizard lives behind the login guard: the session has settled before anyone can use it. */
async function renderSignedIn() {
  const rendered = renderFlow();
  await waitFor(() => expect(rendered.result.current.session.status).toBe('authenticated'));
  return rendered;
}

function generateBodies() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/preparing/generate')) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function toStepThree(rendered: Rendered, ingredients = '  tomatoes, basil ') {
  act(() =>
    rendered.result.current.flow.dispatch({ type: 'promptSubmitted', prompt: 'Pasta night' }),
  );
  act(() => rendered.result.current.flow.submitIngredients(ingredients));
  await waitFor(() => expect(rendered.result.current.flow.state.step).toBe(3));
}

describe('useGenerateFlow: generation', () => {
  it('generates with trimmed inputs, stores the session and shows the options', async () => {
    const bodies = generateBodies();
    const rendered = renderFlow();
    await toStepThree(rendered);
    server.events.removeAllListeners();
    const { state } = rendered.result.current.flow;
    expect(bodies).toEqual([
      {
        prompt: 'Pasta night',
        written_ingredients: 'tomatoes, basil',
        image_key: '',
        preparing_session_id: null,
      },
    ]);
    expect(state.options.length).toBeGreaterThan(1);
    expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBe(String(state.sessionId));
    expect(state.notices.generated).toBeGreaterThan(0);
  });

  it('sends the controls: the ones the cook set win, the prompt fills the rest (issue #29)', async () => {
    const bodies = generateBodies();
    const rendered = renderFlow();
    act(() =>
      rendered.result.current.flow.dispatch({
        type: 'controlsChanged',
        controls: { servings: 2, diets: ['halal'] },
      }),
    );
    act(() =>
      rendered.result.current.flow.dispatch({
        type: 'promptSubmitted',
        prompt: 'Vegan curry for six, not too spicy',
      }),
    );
    act(() => rendered.result.current.flow.submitIngredients(''));
    await waitFor(() => expect(rendered.result.current.flow.state.step).toBe(3));
    // Generate New Recipes asks for the same.
    act(() => rendered.result.current.flow.regenerate());
    await waitFor(() => expect(bodies).toHaveLength(2));
    server.events.removeAllListeners();
    for (const body of bodies)
      expect(body).toMatchObject({ servings: 2, spice: 'mild', diets: ['vegan', 'halal'] });
    const options = rendered.result.current.flow.state.options;
    expect(options.every((option) => option.servings === 2)).toBe(true);
    expect(JSON.parse(localStorage.getItem(GENERATE_INPUTS_KEY)!).controls).toEqual({
      servings: 2,
      spice: null,
      diets: ['halal'],
    });
  });

  it('hides the success banner after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rendered = renderFlow();
    await toStepThree(rendered);
    act(() => vi.advanceTimersByTime(2900));
    expect(rendered.result.current.flow.state.notices.generated).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(200));
    expect(rendered.result.current.flow.state.notices.generated).toBe(0);
  });

  it('regenerates in the same session with the same inputs', async () => {
    const rendered = renderFlow();
    await toStepThree(rendered);
    const sessionId = rendered.result.current.flow.state.sessionId;
    const bodies = generateBodies();
    act(() => rendered.result.current.flow.regenerate());
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(rendered.result.current.flow.state.busy).toBeNull());
    server.events.removeAllListeners();
    expect(bodies[0]).toMatchObject({
      prompt: 'Pasta night',
      written_ingredients: 'tomatoes, basil',
      preparing_session_id: sessionId,
    });
    expect(rendered.result.current.flow.state.step).toBe(3);
  });

  it.each([
    [500, 'Server error. Please try again later.'],
    [404, 'Resource not found. Please try again.'],
    [429, 'Too many requests. Please wait a moment.'],
    [400, 'Invalid request. Please check your inputs.'],
    [422, 'Failed to generate recipes. Please try again.'],
  ])('shows the %i generation message and stays on step 2', async (status, message) => {
    server.use(failing('generateRecipes', status));
    const rendered = renderFlow();
    act(() => rendered.result.current.flow.dispatch({ type: 'promptSubmitted', prompt: 'Pasta' }));
    act(() => rendered.result.current.flow.submitIngredients(''));
    await waitFor(() => expect(rendered.result.current.flow.state.generationError).toBe(message));
    expect(rendered.result.current.flow.state.step).toBe(2);
    expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
  });

  it('shows the network message when generation gets no response, and the retry works', async () => {
    server.use(networkError('generateRecipes'));
    const rendered = renderFlow();
    act(() => rendered.result.current.flow.dispatch({ type: 'promptSubmitted', prompt: 'Pasta' }));
    act(() => rendered.result.current.flow.submitIngredients('eggs'));
    await waitFor(() =>
      expect(rendered.result.current.flow.state.generationError).toBe(
        'Network error. Please check your connection.',
      ),
    );
    server.resetHandlers();
    act(() => rendered.result.current.flow.regenerate());
    await waitFor(() => expect(rendered.result.current.flow.state.step).toBe(3));
    expect(rendered.result.current.flow.state.generationError).toBeNull();
  });

  it('uses the options wording when the options fetch fails', async () => {
    server.use(failing('getRecipeOptions', 404));
    const rendered = renderFlow();
    act(() => rendered.result.current.flow.dispatch({ type: 'promptSubmitted', prompt: 'Pasta' }));
    act(() => rendered.result.current.flow.submitIngredients(''));
    await waitFor(() =>
      expect(rendered.result.current.flow.state.generationError).toBe(
        'Recipe options not found. Please generate again.',
      ),
    );
    expect(rendered.result.current.flow.state.sessionId).not.toBeNull();
  });
});

describe('useGenerateFlow: image analysis', () => {
  it('appends the found ingredients and passes the image key to generation', async () => {
    const File = await nodeMultipart();
    const rendered = await renderSignedIn();
    act(() => rendered.result.current.flow.dispatch({ type: 'promptSubmitted', prompt: 'Pizza' }));
    act(() =>
      rendered.result.current.flow.dispatch({ type: 'ingredientsChanged', value: 'flour' }),
    );
    await act(() => rendered.result.current.flow.analyzeImage(pngFile(File)));
    const { state } = rendered.result.current.flow;
    expect(state.ingredients).toBe('flour, tomatoes, mozzarella, basil');
    expect(state.imageKey).not.toBe('');
    const bodies = generateBodies();
    act(() => rendered.result.current.flow.submitIngredients(state.ingredients));
    await waitFor(() => expect(rendered.result.current.flow.state.step).toBe(3));
    server.events.removeAllListeners();
    expect(bodies[0]).toMatchObject({ image_key: state.imageKey });
  });

  it('shows the no-ingredients note when the photo has none', async () => {
    const File = await nodeMultipart();
    const rendered = await renderSignedIn();
    await act(() => rendered.result.current.flow.analyzeImage(pngFile(File, 'empty-fridge.png')));
    expect(rendered.result.current.flow.state.notices.noIngredients).toBeGreaterThan(0);
    expect(rendered.result.current.flow.state.ingredients).toBe('');
  });

  it('shows the failure message when the analysis fails', async () => {
    const File = await nodeMultipart();
    server.use(failing('analyzeImage', 502));
    const rendered = await renderSignedIn();
    await act(() => rendered.result.current.flow.analyzeImage(pngFile(File)));
    expect(rendered.result.current.flow.state.analysisError).toBe(
      'Image analysis failed. Please try again.',
    );
  });

  it('requires a signed-in user', async () => {
    applyScenario('anonymous');
    const File = await nodeMultipart();
    const rendered = renderFlow();
    await waitFor(() => expect(rendered.result.current.session.status).toBe('anonymous'));
    await act(() => rendered.result.current.flow.analyzeImage(pngFile(File)));
    expect(rendered.result.current.flow.state.analysisError).toBe(
      'You must be logged in to analyze an image',
    );
  });
});

describe('useGenerateFlow: session restore', () => {
  it('reloads the options of a stored session onto step 3', async () => {
    const first = renderFlow();
    await toStepThree(first);
    const { sessionId, options } = first.result.current.flow.state;
    first.unmount();

    const rendered = renderFlow();
    await waitFor(() => expect(rendered.result.current.flow.state.step).toBe(3));
    expect(rendered.result.current.flow.state.sessionId).toBe(sessionId);
    expect(rendered.result.current.flow.state.options).toEqual(options);
    expect(rendered.result.current.flow.state.prompt).toBe('Pasta night');
  });

  it('shows the ignored-words note of a stored session again after a reload', async () => {
    const first = renderFlow();
    act(() =>
      first.result.current.flow.dispatch({ type: 'promptSubmitted', prompt: 'Pasta xkcd night' }),
    );
    act(() => first.result.current.flow.submitIngredients('tomatoes, brrr'));
    await waitFor(() => expect(first.result.current.flow.state.step).toBe(3));
    expect(first.result.current.flow.state.ignored).toEqual({
      words: ['xkcd'],
      ingredients: ['brrr'],
    });
    first.unmount();

    const rendered = renderFlow();
    await waitFor(() => expect(rendered.result.current.flow.state.restored).toBe(true));
    expect(rendered.result.current.flow.state.ignored).toEqual({
      words: ['xkcd'],
      ingredients: ['brrr'],
    });
  });

  it('restores the options without the note when the session details fail', async () => {
    const first = renderFlow();
    await toStepThree(first, 'tomatoes, brrr');
    first.unmount();
    server.use(failing('getPreparingSession', 500));
    const rendered = renderFlow();
    await waitFor(() => expect(rendered.result.current.flow.state.restored).toBe(true));
    expect(rendered.result.current.flow.state.step).toBe(3);
    expect(rendered.result.current.flow.state.ignored).toBeNull();
  });

  it('clears the stored id and shows the message when the restore fails', async () => {
    localStorage.setItem(PREPARING_SESSION_KEY, '9999');
    localStorage.setItem(GENERATE_INPUTS_KEY, JSON.stringify({ prompt: 'Old' }));
    const rendered = renderFlow();
    await waitFor(() =>
      expect(rendered.result.current.flow.state.restoreError).toBe(
        'Failed to restore your previous session. Please generate recipes again.',
      ),
    );
    expect(rendered.result.current.flow.state.step).toBe(1);
    expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(GENERATE_INPUTS_KEY)).toBeNull();
  });

  it('discards a non-numeric stored id without asking the server', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    localStorage.setItem(PREPARING_SESSION_KEY, 'abc');
    const rendered = renderFlow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.events.removeAllListeners();
    expect(requests.filter((url) => url.includes('/preparing/'))).toEqual([]);
    expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
    expect(rendered.result.current.flow.state).toMatchObject({ step: 1, restoreError: null });
  });
});

describe('useGenerateFlow: save', () => {
  async function chooseTwo() {
    const rendered = renderFlow();
    await toStepThree(rendered);
    const [a, b] = rendered.result.current.flow.state.options;
    act(() => rendered.result.current.flow.dispatch({ type: 'optionToggled', id: a!.id }));
    act(() => rendered.result.current.flow.dispatch({ type: 'optionToggled', id: b!.id }));
    return {
      rendered,
      ids: [a!.id, b!.id],
      sessionId: rendered.result.current.flow.state.sessionId!,
    };
  }

  it('adds to collections, saves, finishes the session, opens the library and starts over', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { rendered, ids, sessionId } = await chooseTwo();
    const instructionCalls: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/instruction/generate')) {
        instructionCalls.push(await request.clone().json());
      }
    });
    const party = COLLECTION_IDS.party;
    const weeknight = COLLECTION_IDS.weeknight;
    const before = [...db.collections.get(weeknight)!.recipe_ids];
    await act(() =>
      rendered.result.current.flow.save({
        assignments: { [ids[0]!]: [party, weeknight], [ids[1]!]: [party] },
        byCollection: new Map([
          [party, ids],
          [weeknight, [ids[0]!]],
        ]),
        recipeIds: ids,
      }),
    );
    server.events.removeAllListeners();
    expect(db.collections.get(party)!.recipe_ids).toEqual(ids);
    expect(db.collections.get(weeknight)!.recipe_ids).toEqual([...before, ids[0]]);
    expect(instructionCalls).toEqual(
      ids.map((recipe_id) => ({ preparing_session_id: sessionId, recipe_id })),
    );
    for (const id of ids) expect(db.recipes.get(id)!.is_saved).toBe(true);
    expect(db.preparingSessions.has(sessionId)).toBe(false);
    expect(rendered.result.current.location.pathname).toBe('/app/library');
    expect(rendered.result.current.location.search).toBe(`?last_recipe=${ids.join(',')}`);
    expect(rendered.result.current.flow.state.step).toBe(1);
    expect(rendered.result.current.flow.state.options).toEqual([]);
    expect(localStorage.getItem(PREPARING_SESSION_KEY)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps everything and leaves the collection failure to the modal’s own message', async () => {
    server.use(failing('updateCollectionRecipes', 500));
    const { rendered, ids } = await chooseTwo();
    await expect(
      rendered.result.current.flow.save({
        assignments: { [ids[0]!]: [3], [ids[1]!]: [3] },
        byCollection: new Map([[3, ids]]),
        recipeIds: ids,
      }),
    ).rejects.toMatchObject({ message: '' });
    await waitFor(() => expect(rendered.result.current.flow.state.busy).toBeNull());
    expect(rendered.result.current.flow.state.selectedIds).toEqual(ids);
    expect(rendered.result.current.location.pathname).toBe('/app/generate');
    expect(localStorage.getItem(PREPARING_SESSION_KEY)).not.toBeNull();
  });

  it('reports a failed recipe save', async () => {
    server.use(failing('saveRecipe', 500));
    const { rendered, ids } = await chooseTwo();
    await expect(
      rendered.result.current.flow.save({
        assignments: { [ids[0]!]: [3], [ids[1]!]: [3] },
        byCollection: new Map([[3, ids]]),
        recipeIds: ids,
      }),
    ).rejects.toThrow('Failed to save recipe. Please try again.');
    expect(rendered.result.current.flow.state.step).toBe(3);
  });
});

describe('useGenerateFlow: keep an option to plan it', () => {
  it('saves the option and starts its steps, on step 3; Start new keeps it and drops the rest', async () => {
    const rendered = renderFlow();
    await toStepThree(rendered);
    const sessionId = rendered.result.current.flow.state.sessionId!;
    const [kept, ...others] = rendered.result.current.flow.state.options;
    const instructionCalls: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/instruction/generate')) {
        instructionCalls.push(await request.clone().json());
      }
    });
    await act(() => rendered.result.current.flow.keepOption(kept!.id));
    server.events.removeAllListeners();
    expect(db.recipes.get(kept!.id)!.is_saved).toBe(true);
    expect(instructionCalls).toEqual([{ preparing_session_id: sessionId, recipe_id: kept!.id }]);
    expect(rendered.result.current.flow.state.step).toBe(3);
    expect(rendered.result.current.location.pathname).toBe('/app/generate');

    await act(() => rendered.result.current.flow.startNew());
    expect(db.recipes.has(kept!.id)).toBe(true);
    for (const other of others) expect(db.recipes.has(other.id)).toBe(false);
  });

  it('rejects with the server’s answer when the library is full, saving nothing', async () => {
    const full =
      'Your library can hold at most 10000 recipes. Delete some to make room for new ones.';
    server.use(failing('saveRecipe', 409, full));
    const rendered = renderFlow();
    await toStepThree(rendered);
    const [option] = rendered.result.current.flow.state.options;
    await expect(rendered.result.current.flow.keepOption(option!.id)).rejects.toMatchObject({
      body: { detail: full },
    });
    expect(db.recipes.get(option!.id)!.is_saved).toBe(false);
  });
});
