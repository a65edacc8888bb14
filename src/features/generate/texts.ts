import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';

/** The texts in the current language (README "How to add a text"); spec wording = English. */
export const GENERATE_TEXTS = defineTexts('generate', en);

/** One-tap starting points for step 1, in the current language. */
export const promptSuggestions = (): string[] => Object.values(GENERATE_TEXTS.suggestions);
