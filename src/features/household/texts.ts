import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';

/** The household's texts in the current language (README "How to add a text"). */
export const HOUSEHOLD_TEXTS = defineTexts('household', en);
