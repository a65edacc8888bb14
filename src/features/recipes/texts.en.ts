import { args, type Translation } from '#src/lib/i18n/texts';
import type { RECIPE_SPEC } from './texts';

/** English. */
const en: Translation<typeof RECIPE_SPEC> = {
  libraryBack: 'Back to Dashboard',
  libraryTitle: 'Your Recipes',
  librarySubtitle: 'Your saved recipes and collections.',
  libraryLoading: 'Loading your recipes',
  recentHeading: 'Recent recipes',
  recentEmpty: 'No recipes yet',
  recentEmptyHint: 'Create your first recipe from the ingredients you have at home.',
  generate: 'Generate Recipe',
  deleteConfirmation: 'Do you really want to delete this recipe?',
  deleteFailedAlert: 'The recipe could not be deleted',
  delete: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  actions: {
    print: 'Print recipe',
    collapse: 'Collapse recipe panel',
  },
  grid: {
    empty: 'No recipes in this collection',
    emptyHint: 'Add recipes from your library.',
    toLibrary: 'To the library',
    noResults: 'No results found',
    noResultsHint: 'Try another search term or other filters.',
    clear: 'Reset search and filters',
  },
  split: {
    strip: 'RECIPE',
    expand: 'Expand recipe panel',
    divider: 'Resize recipe panel',
    valueText: args('Recipe panel {{percent}}% wide', 'percent'),
  },
  detail: {
    tabs: 'Recipe details',
    ingredients: 'Ingredients',
    nutrition: 'Nutrition',
  },
  share: {
    label: 'Share recipe',
    copied: 'Recipe copied to clipboard',
    shared: 'Recipe shared',
    failed: "Couldn't share the recipe",
  },
  servings: {
    label: 'Servings',
    decrease: 'Decrease servings',
    increase: 'Increase servings',
  },
};

export default en;
