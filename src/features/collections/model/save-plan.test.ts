import { describe, expect, it } from 'vitest';
import {
  checkComplete,
  goBack,
  goNext,
  initialSavePlan,
  recipesByCollection,
  toggleAssignment,
  type PlannedRecipe,
} from './save-plan';

const recipes: PlannedRecipe[] = [
  { id: 10, title: 'Tomato Soup' },
  { id: 11, title: 'Caprese Salad' },
  { id: 12, title: 'Pizza Margherita' },
];

describe('save plan', () => {
  it('asks for a collection for the shown recipe before Weiter', () => {
    const state = goNext(initialSavePlan, recipes);
    expect(state.index).toBe(0);
    expect(state.message).toBe('Bitte wähle mindestens eine Sammlung für "Tomato Soup" aus.');
  });

  it('clears the message when a collection is ticked', () => {
    const state = toggleAssignment(goNext(initialSavePlan, recipes), 10, 1, true);
    expect(state.message).toBeNull();
    expect(state.assignments[10]).toEqual([1]);
  });

  it('pre-fills the next recipe from the current one when it has none', () => {
    let state = toggleAssignment(initialSavePlan, 10, 1, true);
    state = toggleAssignment(state, 10, 3, true);
    state = goNext(state, recipes);
    expect(state.index).toBe(1);
    expect(state.assignments[11]).toEqual([1, 3]);
    expect(state.completed).toEqual([10]);
  });

  it('does not pre-fill a recipe that already has collections', () => {
    let state = toggleAssignment(initialSavePlan, 11, 2, true);
    state = toggleAssignment(state, 10, 1, true);
    state = goNext(state, recipes);
    expect(state.assignments[11]).toEqual([2]);
  });

  it('does not pre-fill a recipe that was completed before', () => {
    let state = toggleAssignment(initialSavePlan, 10, 1, true);
    state = goNext(state, recipes); // 11 prefilled [1]
    state = goNext(state, recipes); // 11 completed, 12 prefilled [1]
    state = goBack(goBack(state)); // back on 10
    state = toggleAssignment(state, 11, 1, false); // 11 emptied while completed
    state = toggleAssignment(state, 10, 2, true);
    state = goNext(state, recipes);
    expect(state.index).toBe(1);
    expect(state.assignments[11]).toEqual([]);
  });

  it('goes back without validating and never before the first recipe', () => {
    let state = toggleAssignment(initialSavePlan, 10, 1, true);
    state = goNext(state, recipes);
    state = toggleAssignment(state, 11, 1, false);
    state = goBack(state);
    expect(state.index).toBe(0);
    expect(state.message).toBeNull();
    expect(goBack(state).index).toBe(0);
  });

  it('reports the first recipe without a collection before saving', () => {
    let state = toggleAssignment(initialSavePlan, 10, 1, true);
    state = goNext(state, recipes);
    state = toggleAssignment(state, 11, 1, false);
    state = goNext(state, recipes);
    expect(state.message).toBe('Bitte wähle mindestens eine Sammlung für "Caprese Salad" aus.');
    const result = checkComplete({ ...state, index: 2 }, recipes);
    expect(result.complete).toBe(false);
    expect(result.state.index).toBe(1);
  });

  it('is complete when every recipe has a collection', () => {
    const state = {
      ...initialSavePlan,
      assignments: { 10: [1], 11: [1, 2], 12: [2] },
    };
    expect(checkComplete(state, recipes)).toEqual({ complete: true, state });
  });

  it('groups the recipes per collection in walking order', () => {
    const groups = recipesByCollection({ 10: [1], 11: [2, 1], 12: [2] }, recipes);
    expect([...groups.entries()]).toEqual([
      [1, [10, 11]],
      [2, [11, 12]],
    ]);
  });
});
