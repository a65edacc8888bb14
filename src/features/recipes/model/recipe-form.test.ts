import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  errorsFromServer,
  firstInvalidField,
  formFromRecipe,
  formFromText,
  move,
  parseAmount,
  parseTimerSeconds,
  sameForm,
  toRecipeInput,
  validateForm,
  type RecipeFormState,
} from './recipe-form';

const filled = (): RecipeFormState => ({
  ...emptyForm(),
  title: '  Lentil Soup ',
  description: 'Warming.',
  servings: '2',
  totalTime: '40',
  ingredients: [
    { key: 'a', quantity: '1/2', unit: 'kg', name: ' red lentils ' },
    { key: 'b', quantity: '', unit: '', name: 'salt' },
  ],
  steps: [
    { key: 'c', text: 'Simmer.', timerMinutes: '1,5' },
    { key: 'd', text: 'Serve.', timerMinutes: '' },
  ],
});

describe('the recipe form model', () => {
  it('reads amounts as decimals, fractions and mixed numbers; empty is no amount', () => {
    expect(parseAmount('250')).toBe(250);
    expect(parseAmount('0,5')).toBe(0.5);
    expect(parseAmount('1/2')).toBe(0.5);
    expect(parseAmount('1 1/2')).toBe(1.5);
    expect(parseAmount('½')).toBe(0.5);
    expect(parseAmount('1¼')).toBe(1.25);
    expect(parseAmount('2 ¾')).toBe(2.75);
    expect(parseAmount(' ')).toBeNull();
    expect(parseAmount('-1')).toBeUndefined();
    expect(parseAmount('a lot')).toBeUndefined();
    expect(parseAmount('1/0')).toBeUndefined();
  });

  it('reads timer minutes as whole seconds up to 24 hours', () => {
    expect(parseTimerSeconds('10')).toBe(600);
    expect(parseTimerSeconds('1,5')).toBe(90);
    expect(parseTimerSeconds('')).toBeNull();
    expect(parseTimerSeconds('0')).toBeUndefined();
    expect(parseTimerSeconds('1441')).toBeUndefined();
  });

  it('turns a valid form into the contract body', () => {
    expect(validateForm(filled())).toEqual({});
    expect(toRecipeInput(filled())).toEqual({
      title: 'Lentil Soup',
      description: 'Warming.',
      servings: 2,
      total_time_minutes: 40,
      difficulty: 'easy',
      image_url: null,
      ingredients: [
        { quantity: 0.5, unit: 'kg', name: 'red lentils' },
        { quantity: null, unit: '', name: 'salt' },
      ],
      steps: [
        { text: 'Simmer.', timer: 90 },
        { text: 'Serve.', timer: null },
      ],
    });
  });

  it('names every invalid field, and the first one in page order', () => {
    const state: RecipeFormState = {
      ...filled(),
      title: ' ',
      servings: '0',
      totalTime: 'soon',
      ingredients: [{ key: 'a', quantity: 'x', unit: '', name: '' }],
      steps: [],
    };
    const errors = validateForm(state);
    expect(errors).toEqual({
      title: { code: 'titleRequired' },
      servings: { code: 'servingsInvalid' },
      totalTime: { code: 'timeInvalid' },
      'ingredients.0.quantity': { code: 'amountInvalid' },
      'ingredients.0.name': { code: 'nameRequired' },
      steps: { code: 'stepsRequired' },
    });
    expect(firstInvalidField(state, errors)).toBe('title');
    expect(firstInvalidField(state, { steps: { code: 'stepsRequired' } })).toBe('steps');
  });

  it("puts the server's 422 items on their fields", () => {
    expect(
      errorsFromServer([
        { loc: ['body', 'image_url'], msg: 'Image not found', type: 'value_error' },
        { loc: ['body', 'ingredients', 1, 'quantity'], msg: 'Too big', type: 'x' },
        { loc: ['body', 'steps', 0, 'timer'], msg: 'Too long', type: 'x' },
        { loc: ['body', 'steps', 2], msg: 'Bad step', type: 'x' },
        { loc: ['query', 'q'], msg: 'ignored', type: 'x' },
      ]),
    ).toEqual({
      image: { message: 'Image not found' },
      'ingredients.1.quantity': { message: 'Too big' },
      'steps.0.timer': { message: 'Too long' },
      'steps.2.text': { message: 'Bad step' },
    });
    expect(errorsFromServer('Recipe not found')).toEqual({});
  });

  it('fills the form from a stored recipe and its steps, and compares without row keys', () => {
    const state = formFromRecipe(
      {
        id: 3,
        title: 'Soup',
        description: '',
        image_url: 'recipe/1/photo-1.png',
        total_time_minutes: null,
        difficulty: 'medium',
        food_category: 'vegan',
        created_at: '2026-01-01T00:00:00Z',
        rating: null,
        note: null,
        allergens: [],
        baseServings: 2,
        nutrition: null,
        ingredients: [{ quantity: 0.333333, unit: 'cup', name: 'rice' }],
        is_saved: true,
        ingredient_densities: {},
      },
      [{ heading: 'Boil', description: 'Boil the rice.', animation: 'boiling.json', timer: 90 }],
    );
    expect(state).toMatchObject({
      servings: '2',
      totalTime: '',
      difficulty: 'medium',
      imageUrl: 'recipe/1/photo-1.png',
      ingredients: [{ quantity: '0.333', unit: 'cup', name: 'rice' }],
      steps: [{ text: 'Boil the rice.', timerMinutes: '1.5' }],
    });
    const copy = { ...state, ingredients: state.ingredients.map((r) => ({ ...r, key: 'x' })) };
    expect(sameForm(state, copy)).toBe(true);
    expect(sameForm(state, { ...state, title: 'Soup!' })).toBe(false);
  });

  it('moves rows up and down, not past the ends', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('formFromText', () => {
  it('fills the form with a recipe read from text: amounts as typed numbers, timers in minutes', () => {
    const form = formFromText({
      title: 'Soup',
      description: 'Warm.',
      servings: null,
      totalTimeMinutes: 40,
      ingredients: [
        { quantity: 0.25, unit: 'tsp', name: 'chili flakes' },
        { quantity: null, unit: '', name: 'salt' },
      ],
      steps: [{ text: 'Simmer for 90 seconds.', timer: 90 }],
    });
    expect(form.title).toBe('Soup');
    expect(form.servings).toBe('4');
    expect(form.totalTime).toBe('40');
    expect(form.ingredients.map(({ key: _k, ...row }) => row)).toEqual([
      { quantity: '0.25', unit: 'tsp', name: 'chili flakes' },
      { quantity: '', unit: '', name: 'salt' },
    ]);
    expect(form.steps.map(({ key: _k, ...row }) => row)).toEqual([
      { text: 'Simmer for 90 seconds.', timerMinutes: '1.5' },
    ]);
    expect(validateForm(form)).toEqual({});
  });
});
