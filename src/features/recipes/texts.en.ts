import type { Translation } from '#src/lib/i18n/texts';
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
};

export default en;
