import { defineTexts } from '#src/lib/i18n/texts';
import en from './texts.en';

/**
 * The recipe view's texts in the current language (README "How to add a text"); the spec says the
 * English. The library's and the recipe lists' words are a namespace of their own (list-texts.ts).
 */
export const RECIPE_TEXTS = defineTexts('recipes', en);
