import {
  ARCHIVE_FAILURE_MESSAGES,
  ARCHIVE_IMAGE_NOT_IMAGE,
  ARCHIVE_IMAGE_QUOTA,
  ARCHIVE_IMAGE_UNREADABLE,
  IMPORT_JOB_FAILED,
  IMPORT_JOB_INTERRUPTED,
} from '#src/api/archive-import';
import { args, plural } from '#src/lib/i18n/texts';

/**
 * "Import from another app" (the archive import's dialog, issue 31): the English source. A key set
 * of its own, so the texts load with the lazily loaded dialog, not with the library.
 */
const en = {
  title: 'Import from another app',
  description:
    'Bring your recipes from Paprika, Mealie, Tandoor or Nextcloud Cookbook, from schema.org recipes (a zip or a JSON file), or restore a Sous data archive.',
  fileLabel: 'Archive',
  chooseFile: 'Choose archive…',
  fileHint: '.zip, .paprikarecipes or .json, at most 50 MB.',
  duplicatesLegend: 'Recipes you already have (same title and ingredients)',
  skip: 'Skip recipes I already have',
  keep: 'Keep both',
  start: 'Start import',
  uploading: 'Reading the archive…',
  missingFile: 'Choose an archive first.',
  progressLabel: 'Import progress',
  progress: args('{{done}} of {{total}} recipes', 'done', 'total'),
  starting: 'Starting…',
  current: args('Now: {{title}}', 'title'),
  keepsRunning: 'You can close this window: the import keeps running.',
  cancel: 'Cancel import',
  cancelling: 'Cancelling…',
  cancelFailed: "Couldn't cancel. Please try again.",
  finished: 'Import finished',
  cancelled: 'Import cancelled',
  stopped: 'Import stopped',
  countsLabel: 'Summary',
  counts: {
    imported: plural('{{count}} imported', '{{count}} imported'),
    skipped: plural('{{count}} skipped as duplicate', '{{count}} skipped as duplicates'),
    failed: plural('{{count}} failed', '{{count}} failed'),
    not_imported: plural('{{count}} not imported', '{{count}} not imported'),
  },
  reportLabel: 'Recipes of the archive',
  outcomes: {
    imported: 'Imported',
    kept: 'Imported (you already had it)',
    skipped_duplicate: 'Skipped: already in your library',
    failed: 'Failed',
    not_imported: 'Not imported',
  },
  importAnother: 'Import another archive',
  done: 'Done',
  close: 'Close',
  /** The library's line while the dialog is closed. */
  lineRunning: args('Importing {{done}} of {{total}}…', 'done', 'total'),
  lineEnded: 'Import finished. Show the report',
  retry: 'Try again',
  errors: {
    jobRunning: 'An import is already running. Wait for it to finish or cancel it, then try again.',
    tooMany: 'Too many imports. Please wait a minute.',
    network: 'Network error. Please check your connection.',
    failed: "Couldn't start the import. Please try again.",
    loadFailed: "Couldn't load the import's progress.",
  },
  /** The server's words for a recipe's report line and a stopped job (contract/archive-import.ts). */
  details: {
    imageNotImage: ARCHIVE_IMAGE_NOT_IMAGE,
    imageUnreadable: ARCHIVE_IMAGE_UNREADABLE,
    imageQuota: ARCHIVE_IMAGE_QUOTA,
    collectionsFull: args(
      'You have {{max}} collections, the most there can be; the recipe was added to no new one.',
      'max',
    ),
    libraryFull: args(
      'Your library can hold at most {{max}} recipes; this one was not stored.',
      'max',
    ),
    jobInterrupted: IMPORT_JOB_INTERRUPTED,
    jobFailed: IMPORT_JOB_FAILED,
  },
  /** The server's words for a refused archive (contract/archive-import.ts), by item type. */
  refused: { ...ARCHIVE_FAILURE_MESSAGES },
};

export default en;
