import { COLLECTION_TEXTS } from '#src/features/collections/texts';

/** A recipe walked through in the Save to Collection modal. */
export interface PlannedRecipe {
  id: number;
  title: string;
}

/** Where each recipe goes: recipe id -> chosen collection ids. */
export type Assignments = Record<number, number[]>;

export interface SavePlanState {
  /** Index of the recipe shown (0-based). */
  index: number;
  assignments: Assignments;
  /** Recipes the user already moved past with Weiter. */
  completed: number[];
  /** The validation message of the shown recipe, if any. */
  message: string | null;
}

export const initialSavePlan: SavePlanState = {
  index: 0,
  assignments: {},
  completed: [],
  message: null,
};

const chosenFor = (state: SavePlanState, recipeId: number) => state.assignments[recipeId] ?? [];

/** Ticks or unticks a collection for one recipe; a change clears the validation message. */
export function toggleAssignment(
  state: SavePlanState,
  recipeId: number,
  collectionId: number,
  selected: boolean,
): SavePlanState {
  const current = chosenFor(state, recipeId);
  const next = selected
    ? current.includes(collectionId)
      ? current
      : [...current, collectionId]
    : current.filter((id) => id !== collectionId);
  return { ...state, assignments: { ...state.assignments, [recipeId]: next }, message: null };
}

/**
 * Weiter: the shown recipe needs at least one collection. The next recipe starts with the same
 * collections when it has none yet and was not completed before.
 */
export function goNext(state: SavePlanState, recipes: readonly PlannedRecipe[]): SavePlanState {
  const current = recipes[state.index];
  const upcoming = recipes[state.index + 1];
  if (!current || !upcoming) return state;
  const chosen = chosenFor(state, current.id);
  if (chosen.length === 0) return { ...state, message: COLLECTION_TEXTS.chooseFor(current.title) };
  const completed = state.completed.includes(current.id)
    ? state.completed
    : [...state.completed, current.id];
  const prefill =
    chosenFor(state, upcoming.id).length === 0 && !state.completed.includes(upcoming.id);
  return {
    index: state.index + 1,
    completed,
    message: null,
    assignments: prefill ? { ...state.assignments, [upcoming.id]: [...chosen] } : state.assignments,
  };
}

/** Zurück: the previous recipe, without validating the shown one. */
export function goBack(state: SavePlanState): SavePlanState {
  if (state.index === 0) return state;
  return { ...state, index: state.index - 1, message: null };
}

/**
 * Before saving every recipe needs a collection: returns the plan unchanged when it is complete,
 * else moves to the first recipe without one and shows its message.
 */
export function checkComplete(
  state: SavePlanState,
  recipes: readonly PlannedRecipe[],
): { complete: boolean; state: SavePlanState } {
  const missing = recipes.findIndex((recipe) => chosenFor(state, recipe.id).length === 0);
  if (missing === -1) return { complete: true, state };
  const recipe = recipes[missing] as PlannedRecipe;
  return {
    complete: false,
    state: { ...state, index: missing, message: COLLECTION_TEXTS.chooseFor(recipe.title) },
  };
}

/** The plan per collection: collection id -> the recipes to add to it, in walking order. */
export function recipesByCollection(
  assignments: Assignments,
  recipes: readonly PlannedRecipe[],
): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const recipe of recipes) {
    for (const collectionId of assignments[recipe.id] ?? []) {
      groups.set(collectionId, [...(groups.get(collectionId) ?? []), recipe.id]);
    }
  }
  return groups;
}
