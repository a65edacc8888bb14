import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';

/** The texts in the current language (README "How to add a text"); spec wording = English. */
export const ERROR_TEXTS = defineTexts('errors', en);
