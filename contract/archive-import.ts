/**
 * Importing other apps' archives (issue 31, items 1 and 4): the limits an archive is read within
 * and the `detail` of each refusal, shared by the server and (later) the mock so both answer alike.
 * An archive that breaks a limit is refused whole: nothing of it is stored.
 */

/** Largest archive (multipart file) POST /recipe/import-archive accepts, in bytes. */
export const ARCHIVE_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Recipes one archive import (a job) may hold. */
export const ARCHIVE_MAX_RECIPES = 5000;
/** Files (entries) one archive may hold, nested archives included. */
export const ARCHIVE_MAX_ENTRIES = 20_000;
/** Bytes all entries of one archive may unpack to, nested archives included. */
export const ARCHIVE_MAX_UNPACKED_BYTES = 500 * 1000 * 1000;
/** How many times its packed size one entry may unpack to (past the allowance below). */
export const ARCHIVE_MAX_RATIO = 100;
/** Bytes any entry may unpack to whatever its ratio (small files compress very well). */
export const ARCHIVE_RATIO_ALLOWANCE_BYTES = 1024 * 1024;
/** Levels of archives inside archives read (Tandoor: a zip of per-recipe zips). */
export const ARCHIVE_MAX_DEPTH = 2;

/** Why a picture the archive had was left out because it is damaged or too large to re-encode. */
export const ARCHIVE_IMAGE_UNREADABLE =
  'The picture could not be read or is larger than 10 MB; the recipe was imported without it.';

/** Why a picture was left out because it would pass the user's storage quota. */
export const ARCHIVE_IMAGE_QUOTA =
  'The picture would pass your storage quota; the recipe was imported without it.';

/** Why a recipe was not added to one of its collections: the user has the most collections. */
export const ARCHIVE_COLLECTIONS_FULL = (max: number) =>
  `You have ${max.toLocaleString('en-US')} collections, the most there can be; the recipe was added to no new one.`;

/** A recipe that could not be stored because the library filled up while the job ran. */
export const ARCHIVE_LIBRARY_FULL = (max: number) =>
  `Your library can hold at most ${max.toLocaleString('en-US')} recipes; this one was not stored.`;

/** The `error` of a job a server restart stopped (set at the next start-up). */
export const IMPORT_JOB_INTERRUPTED =
  'The import stopped because the server restarted. The recipes imported before stay in your library; upload the archive again to import the rest (recipes already there are skipped).';

/** The `error` of a job that stopped on an error of Sous's own. */
export const IMPORT_JOB_FAILED =
  'The import stopped because of an error in Sous. The recipes imported before stay in your library; upload the archive again to import the rest (recipes already there are skipped).';

/** Days a finished job stays readable before housekeeping removes it. */
export const IMPORT_JOB_KEEP_DAYS = 7;

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
  archive_too_large: 'This archive unpacks to more than 500 MB. Export it in smaller parts.',
  archive_ratio:
    'This archive was not opened: a file in it unpacks to more than 100 times its packed size.',
  archive_unsafe_path: 'This archive was not opened: a file name in it points outside the archive.',
  archive_too_many_entries:
    'This archive holds more than 20,000 files. Export it in smaller parts.',
  archive_encrypted: 'This archive is password protected. Export it again without a password.',
  archive_unsupported:
    'This archive uses a zip feature Sous does not read (ZIP64 or an unusual compression). Export it again as a plain zip.',
  archive_no_recipes: 'This archive holds no recipes.',
  archive_file_too_large: 'The archive is larger than 50 MiB. Export it in smaller parts.',
  archive_too_many_recipes:
    'This archive holds more than 5,000 recipes. Export it in smaller parts.',
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
