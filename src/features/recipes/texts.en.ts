import { args, plural, type Translation } from '#src/lib/i18n/texts';
import { RECIPE_SPEC } from './texts';

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
  grid: {
    empty: 'No recipes in this collection',
    emptyHint: 'Add recipes from your library.',
    toLibrary: 'To the library',
    noResults: 'No results found',
    noResultsHint: 'Try another search term or other filters.',
    clear: 'Reset search and filters',
  },
  // The spec's own English groups.
  actions: RECIPE_SPEC.actions,
  split: RECIPE_SPEC.split,
  detail: RECIPE_SPEC.detail,
  share: RECIPE_SPEC.share,
  servings: RECIPE_SPEC.servings,
  allRecipes: {
    heading: 'All recipes',
    sort: 'Sort',
    sorts: {
      newest: 'Newest first',
      title: 'Title (A–Z)',
      time: 'Quickest first',
      last_cooked: 'Last cooked',
    },
    collection: 'Collection',
    any: 'All',
    loading: 'Loading recipes',
    loadMore: 'Load more',
    loadingMore: 'Loading more recipes',
    empty: 'Your library is still empty.',
  },
  filters: {
    search: 'Search recipes...',
    filter: 'Filter',
    difficulty: 'Difficulty',
    category: 'Category',
    maxTime: 'Maximum total time',
    any: 'All',
    upTo: args('up to {{time}}', 'time'),
    reset: 'Reset filters',
    active: plural('{{count}} filter active', '{{count}} filters active'),
  },
  amountStyle: RECIPE_SPEC.amountStyle,
};

export default en;
