import { defineTexts } from '#src/lib/i18n/texts';
import en from './edit-texts.en';

/**
 * The recipe form's texts in the current language (a new, an edited and an imported recipe): a
 * namespace of its own, so the form's pages do not load the library's and the recipe view's texts.
 */
export const RECIPE_EDIT_TEXTS = defineTexts('recipeEdit', en);
