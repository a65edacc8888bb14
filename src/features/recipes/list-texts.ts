import { defineTexts } from '#src/lib/i18n/texts';
import en from './list-texts.en';
import spec from './list-texts.spec';

/**
 * The recipe lists' texts in the current language (the library, a collection's grid, the cards,
 * their search and Filter, the "more" menu and its delete confirmation): a namespace of its own, so
 * the library and a collection do not load the recipe view's texts.
 */
export const RECIPE_LIST_TEXTS = defineTexts('recipeList', en, spec);
