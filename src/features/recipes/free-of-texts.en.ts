/** The library's "Free of …" filter chips: English, every key. */
const en = {
  // The library's allergen-free filter ("Frei von …" in the spec, German like its filter panel).
  freeOf: {
    label: 'Free of …',
    allergens: {
      gluten: 'Gluten',
      crustacean: 'Shellfish',
      egg: 'Eggs',
      fish: 'Fish',
      peanut: 'Peanuts',
      soy: 'Soy',
      milk: 'Milk',
      'tree-nut': 'Tree nuts',
      celery: 'Celery',
      mustard: 'Mustard',
      sesame: 'Sesame',
      sulphite: 'Sulphites',
      lupin: 'Lupin',
      mollusc: 'Molluscs',
    },
  },
};

export default en;
