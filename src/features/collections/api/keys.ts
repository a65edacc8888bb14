/** Query keys of collections; the per-recipe lists sit under `all` so one invalidation covers both. */
export const collectionKeys = {
  all: ['collections'] as const,
  lists: () => [...collectionKeys.all, 'list'] as const,
  list: () => [...collectionKeys.lists()] as const,
  details: () => [...collectionKeys.all, 'detail'] as const,
  detail: (id: number) => [...collectionKeys.details(), id] as const,
  forRecipes: () => [...collectionKeys.all, 'for-recipe'] as const,
  forRecipe: (recipeId: number) => [...collectionKeys.forRecipes(), recipeId] as const,
};
