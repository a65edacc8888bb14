import type { UpdateUserRequest, User } from '#src/api/types';

// The form's notices live in ACCOUNT_TEXTS.messages (texts.ts, with English and German).

/** Only the fields that differ from the saved user; empty when nothing changed. */
export function profileChanges(
  user: Pick<User, 'username' | 'profile_image_url'>,
  draft: { username: string; pendingImage: string | null },
): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  const username = draft.username.trim();
  if (username && username !== user.username) changes.username = username;
  if (draft.pendingImage && draft.pendingImage !== user.profile_image_url) {
    changes.profile_image_url = draft.pendingImage;
  }
  return changes;
}

/** Avatars must be images: judged by the file's declared type. */
export const isImageFile = (file: File) => file.type.startsWith('image/');
