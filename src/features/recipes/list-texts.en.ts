import { args, plural } from '#src/lib/i18n/texts';

/**
 * The recipe lists' texts (a collection's grid, the cards, the search and Filter, the "more" menu and
 * its delete confirmation): the English source, every key.
 */
const en = {
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
  edit: {
    menuItem: 'Edit recipe',
  },
  /** The menu's "Export (JSON-LD)" and a failed export (library, recipe view). */
  transfer: {
    exportRecipe: 'Export (JSON-LD)',
    exportFailed: "Couldn't export. Please try again.",
  },
  /** The search and Filter of the library and the collection view. */
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
  /** A recipe's "more" menu (German in the spec) and the just-saved badge. */
  menu: {
    more: args('More actions for {{title}}', 'title'),
    editCollections: 'Edit collections',
    delete: 'Delete recipe',
    addToPlan: 'Add to plan',
    addToShoppingList: 'Add to shopping list',
  },
  newBadge: 'NEW',
  /** A card's stars and the start of the cook's note. */
  rating: {
    rated: args('Rated {{stars}} of 5', 'stars'),
    noteExcerpt: 'Your note:',
  },
};

export default en;
