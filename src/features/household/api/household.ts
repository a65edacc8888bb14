import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/types';
import { planKeys } from '#src/features/plan/api/keys';
import { shoppingKeys } from '#src/features/shopping/api/shopping';

export type Household = components['schemas']['Household'];
export type HouseholdMember = components['schemas']['HouseholdMember'];

export const householdKey = ['household'] as const;

/** Whose plan and list the cook sees, the others in the household, and invitations waiting. */
export function useHousehold() {
  return useQuery({
    queryKey: householdKey,
    queryFn: ({ signal }) => unwrap(api.GET('/household', { signal })),
  });
}

/** After a household change the plan and list may be another household's: read them again. */
export function refreshShared(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: planKeys.all });
  void queryClient.invalidateQueries({ queryKey: shoppingKeys.list });
}

/** The household's operations; each reads the household again, and the shared plan and list. */
function useHouseholdChange<V, R>(run: (value: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer: R) => {
      if (answer && typeof answer === 'object' && 'owner' in answer)
        queryClient.setQueryData(householdKey, answer);
      await queryClient.invalidateQueries({ queryKey: householdKey });
      refreshShared(queryClient);
    },
  });
}

export const useInviteMember = () =>
  useHouseholdChange((username: string) =>
    unwrap(api.POST('/household/members', { body: { username } })),
  );

export const useRemoveMember = () =>
  useHouseholdChange((membershipId: number) =>
    unwrap(api.DELETE('/household/members/{membershipId}', { params: { path: { membershipId } } })),
  );

export const useAcceptInvitation = () =>
  useHouseholdChange((membershipId: number) =>
    unwrap(
      api.POST('/household/invitations/{membershipId}/accept', {
        params: { path: { membershipId } },
      }),
    ),
  );

export const useDeclineInvitation = () =>
  useHouseholdChange((membershipId: number) =>
    unwrap(
      api.DELETE('/household/invitations/{membershipId}', { params: { path: { membershipId } } }),
    ),
  );

export const useLeaveHousehold = () =>
  useHouseholdChange(() => unwrap(api.POST('/household/leave', {})));
