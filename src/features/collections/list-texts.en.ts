/**
 * The library's "Sammlungen" section and the collection page's words (and the picker's search, which
 * reads them too): English, every key.
 */
const en = {
  search: 'Search collections...',
  noMatch: 'No collections found',
  newCollection: 'New collection',
  collections: 'Collections',
  sectionEmpty: 'No collections yet',
  sectionEmptyHint: 'Create a collection to organise your recipes.',
  page: {
    back: 'Back to the library',
    loading: 'Loading collection',
    fallbackTitle: 'Collection',
    notFound: 'Collection not found.',
  },
};

export default en;
