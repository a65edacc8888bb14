import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '#src/api/client';
import { ApiError } from '#src/api/errors';
import type { components } from '#src/api/types';
import { forgetOfflineData } from '#src/lib/offline-data';
import { attachmentName, saveFile } from '#src/lib/save-file';
import { authKeys } from './keys';

type Schemas = components['schemas'];

/** Downloads the account archive (GET /users/me/export) as a file; resolves to its name. */
export function useExportAccount() {
  return useMutation({
    mutationFn: async (): Promise<string> => {
      const { data, error, response } = await api.GET('/users/me/export', { parseAs: 'blob' });
      if (!response.ok || !data) {
        // An error answer is JSON; parsed as a blob it still has to be read for its detail.
        const body: unknown =
          error instanceof Blob
            ? await error
                .text()
                .then((t) => JSON.parse(t) as unknown)
                .catch(() => undefined)
            : error;
        throw new ApiError(response.status, body);
      }
      const name = attachmentName(response.headers.get('content-disposition'), 'sous-export.zip');
      saveFile(data, name);
      return name;
    },
  });
}

/** Changes the password with the current one; the other sessions are signed out by the server. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: Schemas['ChangePasswordRequest']) =>
      unwrap(api.POST('/users/me/password', { body })),
  });
}

/** Asks for the link that confirms a new email address (mailed to it). */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: Schemas['EmailChangeRequest']) =>
      unwrap(api.POST('/users/me/email', { body })),
  });
}

/**
 * Deletes the account, then `leave` (navigating out of the guarded area, to the landing page),
 * then everything cached is dropped (also what the browser kept offline): the user is signed out.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { password?: string; leave: () => Promise<void> | void }) => {
      const result = await unwrap(
        api.POST('/users/me/delete', {
          body: input.password === undefined ? {} : { password: input.password },
        }),
      );
      await input.leave();
      await queryClient.cancelQueries();
      queryClient.setQueryData(authKeys.me(), null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      await forgetOfflineData({ waitingWrites: true });
      return result;
    },
  });
}
