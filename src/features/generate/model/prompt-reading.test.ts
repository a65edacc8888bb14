import { describe, expect, it } from 'vitest';
import {
  NO_CONTROLS,
  controlFields,
  effectiveControls,
} from '#src/features/generate/model/controls';
import { readPrompt } from '#src/features/generate/model/prompt-reading';

describe('reading the prompt for the wizard controls', () => {
  it('reads "for two, not too spicy" as 2 servings, mild', () => {
    expect(readPrompt('Pasta for two, not too spicy')).toEqual({
      servings: 2,
      spice: 'mild',
      diets: [],
    });
  });

  it('reads German servings, spice and diets', () => {
    expect(readPrompt('Scharfes Curry für 4 Personen, vegetarisch und salzarm')).toEqual({
      servings: 4,
      spice: 'hot',
      diets: ['vegetarian', 'no-added-salt'],
    });
  });

  it('reads nothing from a prompt that names none, and no servings beyond the stepper', () => {
    expect(readPrompt('A cosy curry')).toEqual({ servings: null, spice: null, diets: [] });
    expect(readPrompt('soup ready in 20 minutes').servings).toBeNull();
    expect(readPrompt('party food for 30 guests').servings).toBeNull();
  });

  it('lets a control the cook set win over the prompt, and adds diets up', () => {
    const reading = readPrompt('vegan chili for six, not too spicy');
    const effective = effectiveControls({ servings: 2, spice: 'hot', diets: ['halal'] }, reading);
    expect(effective).toMatchObject({ servings: 2, spice: 'hot', diets: ['vegan', 'halal'] });
    expect(effective.from).toEqual({ servings: false, spice: false, diets: ['vegan'] });
    const fromWords = effectiveControls(NO_CONTROLS, reading);
    expect(fromWords).toMatchObject({ servings: 6, spice: 'mild', diets: ['vegan'] });
    expect(fromWords.from).toEqual({ servings: true, spice: true, diets: ['vegan'] });
  });

  it('sends only what is set', () => {
    expect(controlFields(NO_CONTROLS)).toEqual({});
    expect(controlFields({ servings: 2, spice: 'mild', diets: ['vegan'] })).toEqual({
      servings: 2,
      spice: 'mild',
      diets: ['vegan'],
    });
  });
});
