/** The library's own words (its header, recent recipes, "All recipes", the import and export buttons): English, every key. */
const en = {
  libraryBack: 'Back to Dashboard',
  libraryTitle: 'Your Recipes',
  librarySubtitle: 'Your saved recipes and collections.',
  libraryLoading: 'Loading your recipes',
  recentHeading: 'Recent recipes',
  recentEmpty: 'No recipes yet',
  recentEmptyHint: 'Create your first recipe from the ingredients you have at home.',
  generate: 'Generate Recipe',
  edit: {
    newRecipe: 'New recipe',
  },
  transfer: {
    archiveOpen: 'Import from another app',
    importOpen: 'Import recipes',
    exportLibrary: 'Export library',
    exportingLibrary: 'Exporting…',
  },
  /** The library's "All recipes" section ("Alle Rezepte" in the spec). */
  allRecipes: {
    heading: 'All recipes',
    sort: 'Sort',
    sorts: {
      newest: 'Newest first',
      title: 'Title (A–Z)',
      time: 'Quickest first',
      last_cooked: 'Last cooked',
      rating: 'Rating',
    },
    collection: 'Collection',
    any: 'All',
    loading: 'Loading recipes',
    loadMore: 'Load more',
    loadingMore: 'Loading more recipes',
    empty: 'Your library is still empty.',
  },
};

export default en;
