/** Query keys of the recipe library. */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: () => [...recipeKeys.lists()] as const,
  /** Pages of GET /recipe/list for one query (under `lists`, so library changes refetch them). */
  /** The newest saved recipes (one page of GET /recipe/list): the library's strip and the dashboard. */
  recent: () => [...recipeKeys.lists(), 'recent'] as const,
  page: (query: object) => [...recipeKeys.lists(), 'paged', query] as const,
  details: () => [...recipeKeys.all, 'detail'] as const,
  detail: (id: number) => [...recipeKeys.details(), id] as const,
  /** The public share link of one recipe (GET /recipe/{id}/share). */
  share: (id: number) => [...recipeKeys.all, 'share', id] as const,
};
