/**
 * Importing other apps' archives (issue 31, items 1 and 4): the limits an archive is read within
 * and the `detail` of each refusal, shared by the server and (later) the mock so both answer alike.
 * An archive that breaks a limit is refused whole: nothing of it is stored.
 */

/** Largest archive (multipart file) POST /recipe/import-archive accepts, in bytes. */
export const ARCHIVE_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Recipes one archive import may hold (answered synchronously; larger ones wait for import jobs). */
export const ARCHIVE_MAX_RECIPES = 200;
/** Files (entries) one archive may hold, nested archives included. */
export const ARCHIVE_MAX_ENTRIES = 5000;
/** Bytes all entries of one archive may unpack to, nested archives included. */
export const ARCHIVE_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** How many times its packed size one entry may unpack to (past the allowance below). */
export const ARCHIVE_MAX_RATIO = 100;
/** Bytes any entry may unpack to whatever its ratio (small files compress very well). */
export const ARCHIVE_RATIO_ALLOWANCE_BYTES = 1024 * 1024;
/** Levels of archives inside archives read (Tandoor: a zip of per-recipe zips). */
export const ARCHIVE_MAX_DEPTH = 2;

export type ArchiveFailure =
  | 'archive_not_recognised'
  | 'archive_truncated'
  | 'archive_too_large'
  | 'archive_ratio'
  | 'archive_unsafe_path'
  | 'archive_too_many_entries'
  | 'archive_encrypted'
  | 'archive_unsupported'
  | 'archive_no_recipes'
  | 'archive_file_too_large'
  | 'archive_too_many_recipes';

/** The `detail` of each refusal, word for word. */
export const ARCHIVE_FAILURE_MESSAGES: Record<ArchiveFailure, string> = {
  archive_not_recognised:
    'This file is not a recipe archive Sous can read (Paprika, Mealie, Tandoor, Nextcloud Cookbook, or schema.org recipes as a zip or JSON).',
  archive_truncated:
    'This archive is incomplete: the file ends early or is damaged. Export it again and upload the whole file.',
  archive_too_large: 'This archive unpacks to more than 200 MB. Export it in smaller parts.',
  archive_ratio:
    'This archive was not opened: a file in it unpacks to more than 100 times its packed size.',
  archive_unsafe_path: 'This archive was not opened: a file name in it points outside the archive.',
  archive_too_many_entries: 'This archive holds more than 5,000 files. Export it in smaller parts.',
  archive_encrypted: 'This archive is password protected. Export it again without a password.',
  archive_unsupported:
    'This archive uses a zip feature Sous does not read (ZIP64 or an unusual compression). Export it again as a plain zip.',
  archive_no_recipes: 'This archive holds no recipes.',
  archive_file_too_large: 'The archive is larger than 20 MiB. Export it in smaller parts.',
  archive_too_many_recipes:
    'This archive holds more than 200 recipes, more than one import takes for now. Export it in smaller parts.',
};

/** The contract's 422 item for a refused archive. */
export function archiveFailureItem(failure: ArchiveFailure) {
  return { loc: ['body', 'file'], msg: ARCHIVE_FAILURE_MESSAGES[failure], type: failure };
}

/** Why a recipe's picture was left out (the recipe itself is imported). */
export const ARCHIVE_IMAGE_NOT_IMAGE =
  'The picture is not a JPEG, PNG, WebP or GIF image; the recipe was imported without it.';

/** The 409 `detail` of POST /recipe/import-archive while another import job of the user is queued or running. */
export const IMPORT_JOB_RUNNING =
  'An import is already running. Wait for it to finish or cancel it, then try again.';
