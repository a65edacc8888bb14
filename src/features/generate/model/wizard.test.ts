import { describe, expect, it } from 'vitest';
import type { RecipeOption } from '#src/api/types';
import {
  imageKeyToSend,
  initialWizardState,
  isWizardStep,
  selectedOptions,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard';

const option = (id: number): RecipeOption => ({
  id,
  title: `Option ${id}`,
  description: `Description ${id}`,
  image_url: null,
  total_time_minutes: 30,
  difficulty: 'easy',
  calories: 450,
  allergens: [],
});

const run = (actions: WizardAction[], from: WizardState = initialWizardState) =>
  actions.reduce(wizardReducer, from);

const onStepThree = () =>
  run([
    { type: 'promptSubmitted', prompt: 'Pasta' },
    { type: 'generationStarted', ingredients: 'tomatoes', imageKey: '' },
    { type: 'sessionCreated', sessionId: 4 },
    { type: 'generationSucceeded', options: [option(1), option(2), option(3)] },
  ]);

describe('wizardReducer', () => {
  it('starts on step 1 with nothing chosen', () => {
    expect(initialWizardState.step).toBe(1);
    expect(initialWizardState.selectedIds).toEqual([]);
  });

  it('goes from step 1 to 2 on prompt submit', () => {
    const state = run([{ type: 'promptSubmitted', prompt: 'Pasta' }]);
    expect(state.step).toBe(2);
    expect(state.prompt).toBe('Pasta');
  });

  it('goes back from step 2 to 1 clearing errors', () => {
    const state = run([
      { type: 'promptSubmitted', prompt: 'Pasta' },
      { type: 'analysisFailed', message: 'Image analysis failed. Please try again.' },
      { type: 'generationFailed', message: 'Server error. Please try again later.' },
      { type: 'back' },
    ]);
    expect(state.step).toBe(1);
    expect(state.analysisError).toBeNull();
    expect(state.generationError).toBeNull();
    expect(state.prompt).toBe('Pasta');
  });

  it('jumps to step 3 after generation with the options and shows the success banner', () => {
    const state = onStepThree();
    expect(state.step).toBe(3);
    expect(state.sessionId).toBe(4);
    expect(state.options.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(state.busy).toBeNull();
    expect(state.notices.generated).toBeGreaterThan(0);
  });

  it('stays on the step with the error when generation fails', () => {
    const state = run([
      { type: 'promptSubmitted', prompt: 'Pasta' },
      { type: 'generationStarted', ingredients: '', imageKey: '' },
      { type: 'generationFailed', message: 'Server error. Please try again later.' },
    ]);
    expect(state.step).toBe(2);
    expect(state.busy).toBeNull();
    expect(state.generationError).toBe('Server error. Please try again later.');
  });

  it('keeps the session id when the options fetch fails, so a retry reuses it', () => {
    const state = run([
      { type: 'promptSubmitted', prompt: 'Pasta' },
      { type: 'generationStarted', ingredients: '', imageKey: '' },
      { type: 'sessionCreated', sessionId: 9 },
      { type: 'generationFailed', message: 'Recipe options not found. Please generate again.' },
    ]);
    expect(state.sessionId).toBe(9);
    expect(state.step).toBe(2);
  });

  it('only accepts steps 1 to 3, and step 3 only with options', () => {
    expect(isWizardStep(0)).toBe(false);
    expect(isWizardStep(4)).toBe(false);
    expect(isWizardStep(2)).toBe(true);
    expect(run([{ type: 'stepRequested', step: 4 }]).step).toBe(1);
    expect(run([{ type: 'stepRequested', step: 0 }]).step).toBe(1);
    expect(run([{ type: 'stepRequested', step: 3 }]).step).toBe(1);
    expect(run([{ type: 'stepRequested', step: 2 }], onStepThree()).step).toBe(2);
    expect(run([{ type: 'stepRequested', step: 3 }], { ...onStepThree(), step: 2 }).step).toBe(3);
  });

  it('toggles options and keeps the picking order', () => {
    const state = run(
      [
        { type: 'optionToggled', id: 3 },
        { type: 'optionToggled', id: 1 },
        { type: 'optionToggled', id: 2 },
        { type: 'optionToggled', id: 1 },
        { type: 'optionToggled', id: 99 },
      ],
      onStepThree(),
    );
    expect(state.selectedIds).toEqual([3, 2]);
    expect(selectedOptions(state).map((o) => o.title)).toEqual(['Option 3', 'Option 2']);
  });

  it('drops picks that a regeneration replaced', () => {
    const state = run(
      [
        { type: 'optionToggled', id: 1 },
        { type: 'generationStarted', ingredients: 'tomatoes', imageKey: '' },
        { type: 'generationSucceeded', options: [option(7), option(8)] },
      ],
      onStepThree(),
    );
    expect(state.selectedIds).toEqual([]);
  });

  it('appends found ingredients and remembers the image key', () => {
    const state = run([
      { type: 'promptSubmitted', prompt: 'Pasta' },
      { type: 'ingredientsChanged', value: 'rice' },
      { type: 'analysisStarted' },
      { type: 'analysisFound', text: 'tomatoes, basil', imageKey: 'analysis/1/a.png' },
    ]);
    expect(state.ingredients).toBe('rice, tomatoes, basil');
    expect(state.imageKey).toBe('analysis/1/a.png');
    expect(state.busy).toBeNull();
  });

  it('shows the no-ingredients note and hides it only with its own timer', () => {
    const first = run([{ type: 'analysisStarted' }, { type: 'analysisEmpty', imageKey: 'k' }]);
    const firstId = first.notices.noIngredients;
    expect(firstId).toBeGreaterThan(0);
    const second = run(
      [{ type: 'analysisStarted' }, { type: 'analysisEmpty', imageKey: 'k' }],
      first,
    );
    const stale = wizardReducer(second, {
      type: 'noticeExpired',
      kind: 'noIngredients',
      id: firstId,
    });
    expect(stale.notices.noIngredients).toBe(second.notices.noIngredients);
    const expired = wizardReducer(second, {
      type: 'noticeExpired',
      kind: 'noIngredients',
      id: second.notices.noIngredients,
    });
    expect(expired.notices.noIngredients).toBe(0);
  });

  it('restores onto step 3 with the stored inputs', () => {
    const state = run([
      { type: 'restoreStarted', sessionId: 3 },
      {
        type: 'restoreSucceeded',
        options: [option(5)],
        prompt: 'Pasta',
        ingredients: 'tomatoes',
        imageKey: 'k',
        photoText: 'tomatoes',
      },
    ]);
    expect(state).toMatchObject({
      step: 3,
      sessionId: 3,
      prompt: 'Pasta',
      imageKey: 'k',
      busy: null,
    });
  });

  it('starts over on step 1 with the message when a restore fails', () => {
    const message = 'Failed to restore your previous session. Please generate recipes again.';
    const state = run([
      { type: 'restoreStarted', sessionId: 3 },
      { type: 'restoreFailed', message },
    ]);
    expect(state).toMatchObject({ step: 1, sessionId: null, restoreError: message, busy: null });
  });

  it('does not change step while busy', () => {
    const busy = run([{ type: 'processingStarted' }], onStepThree());
    expect(wizardReducer(busy, { type: 'stepRequested', step: 1 }).step).toBe(3);
    expect(wizardReducer(busy, { type: 'processingEnded' }).busy).toBeNull();
  });

  it('resets everything', () => {
    expect(run([{ type: 'reset' }], onStepThree())).toEqual(initialWizardState);
  });

  it('sends the photo while its ingredients are listed, and not once they were all replaced', () => {
    const withPhoto = run([
      { type: 'promptSubmitted', prompt: 'Tacos' },
      { type: 'analysisStarted' },
      { type: 'analysisFound', text: '2 eggs, 200 g flour', imageKey: 'photos/1/a.png' },
    ]);
    expect(withPhoto).toMatchObject({
      ingredients: '2 eggs, 200 g flour',
      photoText: '2 eggs, 200 g flour',
      imageKey: 'photos/1/a.png',
    });
    expect(imageKeyToSend(withPhoto, '2 eggs, 200 g flour, milk')).toBe('photos/1/a.png');
    expect(imageKeyToSend(withPhoto, 'flour')).toBe('photos/1/a.png');
    // Back to "Your idea", a new prompt, the ingredients replaced: the old photo stays home.
    const replaced = run(
      [
        { type: 'back' },
        { type: 'promptSubmitted', prompt: 'Beef tacos' },
        { type: 'ingredientsChanged', value: 'beef, tortillas' },
      ],
      withPhoto,
    );
    expect(imageKeyToSend(replaced, 'beef, tortillas')).toBe('');
    const started = wizardReducer(replaced, {
      type: 'generationStarted',
      ingredients: 'beef, tortillas',
      imageKey: imageKeyToSend(replaced, 'beef, tortillas'),
    });
    expect(started).toMatchObject({ imageKey: '', photoText: '' });
  });

  it('removes the photo on request, keeping the typed ingredients', () => {
    const state = run([
      { type: 'analysisFound', text: 'eggs', imageKey: 'photos/1/a.png' },
      { type: 'photoRemoved' },
    ]);
    expect(state).toMatchObject({ imageKey: '', photoText: '', ingredients: 'eggs' });
    expect(imageKeyToSend(state, 'eggs')).toBe('');
  });

  it('keeps what the generation ignored, and marks restored options until a new generation', () => {
    const generated = run([
      { type: 'promptSubmitted', prompt: 'Soup blorft' },
      { type: 'generationStarted', ingredients: 'qwxz', imageKey: '' },
      {
        type: 'sessionCreated',
        sessionId: 2,
        ignored: { words: ['blorft'], ingredients: ['qwxz'] },
      },
      { type: 'generationSucceeded', options: [option(1)] },
    ]);
    expect(generated.ignored).toEqual({ words: ['blorft'], ingredients: ['qwxz'] });
    expect(generated.restored).toBe(false);
    const restored = run([
      { type: 'restoreStarted', sessionId: 2 },
      {
        type: 'restoreSucceeded',
        options: [option(1)],
        prompt: 'Soup',
        ingredients: '',
        imageKey: '',
        photoText: '',
      },
    ]);
    expect(restored).toMatchObject({ restored: true, ignored: null });
    const again = run(
      [
        { type: 'generationStarted', ingredients: '', imageKey: '' },
        { type: 'sessionCreated', sessionId: 2 },
        { type: 'generationSucceeded', options: [option(3)] },
      ],
      restored,
    );
    expect(again.restored).toBe(false);
  });
});
