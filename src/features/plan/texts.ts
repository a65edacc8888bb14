import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';

/** The meal plan's texts in the current language (README "How to add a text"); spec wording = English. */
export const PLAN_TEXTS = defineTexts('plan', en);
