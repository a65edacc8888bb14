import { defineTexts } from '#src/lib/i18n/texts';
import en from './rights-texts.en';

/**
 * The account rights' texts in the current language (data export, password, email, deletion,
 * confirm-email): a namespace of their own, so every page's first load does not carry them.
 */
export const RIGHTS_TEXTS = defineTexts('accountRights', en);
