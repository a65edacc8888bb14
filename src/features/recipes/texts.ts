import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';
import spec from './texts.spec';

/** The texts in the current language (README "How to add a text"); spec = English + overlay. */
export const RECIPE_TEXTS = defineTexts('recipes', en, spec);
