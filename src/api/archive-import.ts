/**
 * The archive import's limits and refusals (contract/archive-import.ts), shared with the server and
 * the mock. Apart from src/api/types.ts so that only the lazily loaded import dialog carries them.
 */
export {
  ARCHIVE_FAILURE_MESSAGES,
  ARCHIVE_FILE_MAX_BYTES,
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_RATIO,
  ARCHIVE_MAX_RECIPES,
  ARCHIVE_MAX_UNPACKED_BYTES,
  ARCHIVE_IMAGE_NOT_IMAGE,
  ARCHIVE_IMAGE_QUOTA,
  ARCHIVE_IMAGE_UNREADABLE,
  IMPORT_JOB_FAILED,
  IMPORT_JOB_INTERRUPTED,
  IMPORT_JOB_RUNNING,
  type ArchiveFailure,
} from '#contract/archive-import';
