import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import type { ApiTokenScope } from '#src/api/types';
import { userKeys } from './keys';

/** The signed-in user's personal API tokens (Settings, "API tokens"). */
export function useApiTokens() {
  return useQuery({
    queryKey: userKeys.apiTokens(),
    queryFn: () => unwrap(api.GET('/users/me/tokens')),
  });
}

/** Creates a token; answers it with its secret (shown once) and refreshes the list. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; scope: ApiTokenScope }) =>
      unwrap(api.POST('/users/me/tokens', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.apiTokens() }),
  });
}

/** Revokes a token; the list is refreshed. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/users/me/tokens/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.apiTokens() }),
  });
}
