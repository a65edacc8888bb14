import { useMutation } from '@tanstack/react-query';
import { api, multipart, unwrap } from '#src/api/client';
import type { components } from '#src/api/types';

export const FILE_REQUIRED = 'File is required for upload';

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
