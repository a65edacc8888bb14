import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';

/** The shopping list's texts in the current language (README "How to add a text"). */
export const SHOPPING_TEXTS = defineTexts('shopping', en);
