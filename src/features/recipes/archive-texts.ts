import { defineTexts } from '#src/lib/i18n/texts';
import en from './archive-texts.en';

/**
 * "Import from another app" texts in the current language: a namespace of its own, so they load
 * with the lazily loaded dialog and not with every page that shows the library's texts.
 */
export const ARCHIVE_TEXTS = defineTexts('archiveImport', en);
