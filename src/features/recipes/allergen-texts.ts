import { defineTexts } from '#src/lib/i18n/texts';
import en from './allergen-texts.en';

/**
 * The allergens' words in the current language (the allergen line, each allergen's name): a
 * namespace of its own, so settings' food preferences do not load the library's and the recipe
 * view's texts.
 */
export const ALLERGEN_TEXTS = defineTexts('allergens', en);
