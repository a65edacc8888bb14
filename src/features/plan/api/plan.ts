import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/types';
import { userKeys } from '#src/features/account/api/keys';
import { planKeys } from './keys';

type Schemas = components['schemas'];
export type PlanEntry = Schemas['PlanEntry'];
export type CreatePlanEntry = Schemas['CreatePlanEntryRequest'];
export type UpdatePlanEntry = Schemas['UpdatePlanEntryRequest'];

/** The plan's entries from `from` to `to` (both included). */
export const planQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: planKeys.range(from, to),
    queryFn: ({ signal }) => unwrap(api.GET('/plan', { params: { query: { from, to } }, signal })),
  });

export function usePlan(from: string, to: string) {
  return useQuery(planQuery(from, to));
}

function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planKeys.all });
}

/** Adds a recipe or a note to a day's slot. */
export function useCreatePlanEntry() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (body: CreatePlanEntry) => unwrap(api.POST('/plan', { body })),
    onSuccess: refresh,
  });
}

/** Moves an entry or changes its servings or note. */
export function useUpdatePlanEntry() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePlanEntry & { id: number }) =>
      unwrap(api.PATCH('/plan/{entryId}', { params: { path: { entryId: id } }, body })),
    onSuccess: refresh,
  });
}

export function useDeletePlanEntry() {
  const refresh = useRefreshPlan();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/plan/{entryId}', { params: { path: { entryId: id } } })),
    onSuccess: refresh,
  });
}

/** Marks a planned recipe cooked: the dashboard's numbers count it. */
export function useMarkPlanEntryCooked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/plan/{entryId}/cooked', { params: { path: { entryId: id } } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.stats() }),
      ]),
  });
}
