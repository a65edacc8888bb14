import type { UpdateUserRequest, User } from '#src/api/types';

export const NO_CHANGES = 'No changes to save';
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.';
export const IMAGE_UPLOADED = 'Image uploaded. Click "Save Changes" to apply it to your profile.';
export const IMAGE_UPLOAD_FAILED = 'Failed to upload image. Please try again.';
export const NOT_AN_IMAGE = 'Please choose an image file.';
export const USERNAME_REQUIRED = 'Username is required';

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
