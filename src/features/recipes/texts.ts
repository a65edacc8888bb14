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
  /** The library's "Alle Rezepte" section (German, like the rest of the library). */
  allRecipes: {
    heading: 'Alle Rezepte',
    sort: 'Sortieren',
    sorts: {
      newest: 'Neueste zuerst',
      title: 'Titel (A–Z)',
      time: 'Schnellste zuerst',
      last_cooked: 'Zuletzt gekocht',
    },
    collection: 'Sammlung',
    any: 'Alle',
    loading: 'Rezepte werden geladen',
    loadMore: 'Mehr laden',
    loadingMore: 'Weitere Rezepte werden geladen',
    empty: 'Deine Bibliothek ist noch leer.',
  },
  /** The search and Filter of the library and the collection view (German). */
  filters: {
    search: 'Rezepte durchsuchen...',
    filter: 'Filter',
    difficulty: 'Schwierigkeit',
    category: 'Kategorie',
    maxTime: 'Maximale Gesamtzeit',
    any: 'Alle',
    upTo: args('bis {{time}}', 'time'),
    reset: 'Filter zurücksetzen',
    active: args('{{count}} Filter aktiv', 'count'),
  },
  /** The recipe view's "Kitchen amounts" switch. */
  amountStyle: {
    label: 'Kitchen amounts',
    hint: 'Round scaled amounts to what you can measure: 1/8 tsp steps, whole cloves, half pieces.',
  },
};

/** The texts in the current language (see README "How to add a text"). */
export const RECIPE_TEXTS = defineTexts('recipes', RECIPE_SPEC);
