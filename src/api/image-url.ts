/** Where the API serves stored files (DESIGN.md: files are shown through this path). */
export const FILE_SERVE_PATH = '/api/files/serve/';

// Absolute URLs and site paths are already addressable; only relative keys need the serve path.
const ADDRESSABLE = /^(https?:\/\/|blob:|\/(?!\/))/i;

/**
 * The `src` for an image value of the API: a file key becomes `/api/files/serve/{key}`, an absolute
 * http(s) URL (or a local `blob:` preview, or a site path) is used as it is, and no value gives null.
 */
export function resolveImageUrl(imageUrl: string | null | undefined): string | null {
  const value = imageUrl?.trim();
  if (!value) return null;
  if (ADDRESSABLE.test(value)) return value;
  return FILE_SERVE_PATH + value.split('/').map(encodeURIComponent).join('/');
}
