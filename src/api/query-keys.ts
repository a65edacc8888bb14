/**
 * Query-key factories of every resource, in one place because features never import each other
 * yet their mutations invalidate each other's data (saving a recipe refreshes collections and stats).
 * Each feature's api/ module re-exports its own factory.
 */

/** Keys of the session (the signed-in user). */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** Keys of the signed-in user's other data (dashboard statistics). */
export const userKeys = {
  all: ['users'] as const,
  stats: () => [...userKeys.all, 'me', 'stats'] as const,
};

/** Keys of the recipe library. */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: () => [...recipeKeys.lists()] as const,
  details: () => [...recipeKeys.all, 'detail'] as const,
  detail: (id: number) => [...recipeKeys.details(), id] as const,
};

/** Keys of collections; the per-recipe lists sit under `all` so one invalidation covers both. */
export const collectionKeys = {
  all: ['collections'] as const,
  lists: () => [...collectionKeys.all, 'list'] as const,
  list: () => [...collectionKeys.lists()] as const,
  details: () => [...collectionKeys.all, 'detail'] as const,
  detail: (id: number) => [...collectionKeys.details(), id] as const,
  forRecipes: () => [...collectionKeys.all, 'for-recipe'] as const,
  forRecipe: (recipeId: number) => [...collectionKeys.forRecipes(), recipeId] as const,
};

/** Keys of preparing (generation) sessions. */
export const preparingKeys = {
  all: ['preparing'] as const,
  session: (sessionId: number) => [...preparingKeys.all, sessionId] as const,
  options: (sessionId: number) => [...preparingKeys.session(sessionId), 'options'] as const,
  imageAnalysis: (sessionId: number) =>
    [...preparingKeys.session(sessionId), 'image-analysis'] as const,
};

/** Keys of recipes' cooking instructions. */
export const instructionKeys = {
  all: ['instructions'] as const,
  detail: (recipeId: number) => [...instructionKeys.all, recipeId] as const,
};
