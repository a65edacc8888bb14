import { args, defineTexts } from '#src/lib/i18n/texts';

/** The library's and the recipe lists' texts, in the spec's wording. */
export const RECIPE_SPEC = {
  libraryBack: 'Back to Dashboard',
  libraryTitle: 'Your Recipes',
  librarySubtitle: 'Deine gespeicherten Rezepte und Sammlungen.',
  libraryLoading: 'Loading your recipes',
  recentHeading: 'Letzte Rezepte',
  recentEmpty: 'Noch keine Rezepte',
  recentEmptyHint: 'Erstelle dein erstes Rezept aus den Zutaten, die du zu Hause hast.',
  generate: 'Generate Recipe',
  deleteConfirmation: 'Möchtest du dieses Rezept wirklich löschen?',
  deleteFailedAlert: 'Fehler beim Löschen des Rezepts',
  delete: 'Löschen',
  deleting: 'Löschen...',
  cancel: 'Abbrechen',
  actions: {
    print: 'Print recipe',
    collapse: 'Collapse recipe panel',
  },
  grid: {
    empty: 'Keine Rezepte in dieser Sammlung',
    emptyHint: 'Füge Rezepte aus deiner Bibliothek hinzu.',
    toLibrary: 'Zur Bibliothek',
    noResults: 'Keine Ergebnisse gefunden',
    noResultsHint: 'Versuche einen anderen Suchbegriff oder andere Filter.',
    clear: 'Suche und Filter zurücksetzen',
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
    title: 'Share a public link',
    explainOff:
      'Anyone with the link can read this recipe, without an account. Nothing else of yours is shown, and you can stop sharing at any time.',
    explainOn:
      'Anyone with this link can read the recipe. Stop sharing to make the link stop working.',
    enable: 'Create public link',
    enabling: 'Creating link…',
    link: 'Public link',
    copy: 'Copy link',
    copiedLink: 'Link copied',
    shareVia: 'Share…',
    stop: 'Stop sharing',
    stopping: 'Stopping…',
    stopped: 'Sharing stopped. The old link no longer works.',
    error: "Couldn't change sharing. Please try again.",
    loadError: "Couldn't load the sharing state.",
    retry: 'Try again',
    loading: 'Loading sharing state',
    close: 'Close',
  },
  servings: {
    label: 'Servings',
    decrease: 'Decrease servings',
    increase: 'Increase servings',
  },
  // Metric / US switch of the recipe view (decision record 0028).
  units: {
    label: 'Units',
    metric: 'Metric',
    us: 'US',
    saveFailed: "Couldn't save your unit choice; it applies to this view only.",
  },
  // The "Alle Rezepte" allergen-free filter, German like the rest of the library's filter panel.
  freeOf: {
    label: 'Frei von …',
    allergens: {
      gluten: 'Gluten',
      crustacean: 'Krebstiere',
      egg: 'Eier',
      fish: 'Fisch',
      peanut: 'Erdnüsse',
      soy: 'Soja',
      milk: 'Milch',
      'tree-nut': 'Schalenfrüchte',
      celery: 'Sellerie',
      mustard: 'Senf',
      sesame: 'Sesam',
      sulphite: 'Sulfite',
      lupin: 'Lupinen',
      mollusc: 'Weichtiere',
    },
  },
};

/** The texts in the current language (see README "How to add a text"). */
export const RECIPE_TEXTS = defineTexts('recipes', RECIPE_SPEC);
