import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';

/**
 * The spec's wording, fixed (English here: account has no overlay). Code that recognises a shown
 * text (LOGIN_NO_USER, FILE_REQUIRED) keeps it as its identity; the screens read ACCOUNT_TEXTS.
 */
export const ACCOUNT_SPEC = en;

/** The texts in the current language (README "How to add a text"); spec wording = English. */
export const ACCOUNT_TEXTS = defineTexts('account', en);
