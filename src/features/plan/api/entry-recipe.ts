import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/types';
import { planKeys } from './keys';

export type PlanEntryRecipe = components['schemas']['PlanEntryRecipe'];

/**
 * The recipe of a plan entry, also another household member's, read-only. Apart from plan.ts: the
 * route's loader (in the app's entry) starts it.
 */
export const planEntryRecipeQuery = (entryId: number) =>
  queryOptions({
    queryKey: planKeys.entryRecipe(entryId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/plan/{entryId}/recipe', { params: { path: { entryId } }, signal })),
    // While its steps are written, read again like the recipe view polls its instructions.
    refetchInterval: (query) => (query.state.data?.steps_status === 'writing' ? 2000 : false),
  });

export function usePlanEntryRecipe(entryId: number) {
  return useQuery(planEntryRecipeQuery(entryId));
}
