import { useMutation } from '@tanstack/react-query';
import { api, multipart, unwrap } from '#src/api/client';
import type { components } from '#src/api/types';

import { ACCOUNT_SPEC } from '#src/features/account/texts';

/** The error of an upload without a file (its message is the spec text; shown as ACCOUNT_TEXTS.messages.fileRequired). */
export const FILE_REQUIRED = ACCOUNT_SPEC.messages.fileRequired;

export interface UploadPublicFileInput {
  userId: number;
  file: Blob | null | undefined;
}

/** Uploads a profile image and resolves to its stored file key (show it with resolveImageUrl). */
export function useUploadPublicFile() {
  return useMutation({
    mutationFn: async ({ userId, file }: UploadPublicFileInput): Promise<string> => {
      if (!file) throw new Error(FILE_REQUIRED);
      return unwrap(
        api.POST(
          '/files/public-upload',
          multipart<components['schemas']['PublicUploadForm']>({
            user_id: userId,
            category: 'profile',
            file,
          }),
        ),
      );
    },
  });
}
