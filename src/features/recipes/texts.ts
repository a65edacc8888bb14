import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';
import spec from './texts.spec';

/** The texts in the current language (README "How to add a text"): English, the spec's overlay by default. */
export const RECIPE_TEXTS = defineTexts('recipes', en, spec);
