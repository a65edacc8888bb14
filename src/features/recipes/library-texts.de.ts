import type { Translation } from '#src/lib/i18n/texts';
import type en from './library-texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  libraryBack: 'Zurück zur Übersicht',
  libraryTitle: 'Deine Rezepte',
  librarySubtitle: 'Deine gespeicherten Rezepte und Sammlungen.',
  libraryLoading: 'Deine Rezepte werden geladen',
  recentHeading: 'Letzte Rezepte',
  recentEmpty: 'Noch keine Rezepte',
  recentEmptyHint: 'Erstelle dein erstes Rezept aus den Zutaten, die du zu Hause hast.',
  generate: 'Rezept generieren',
  edit: {
    newRecipe: 'Neues Rezept',
  },
  transfer: {
    archiveOpen: 'Aus einer anderen App importieren',
    importOpen: 'Rezepte importieren',
    exportLibrary: 'Bibliothek exportieren',
    exportingLibrary: 'Wird exportiert…',
  },
  allRecipes: {
    heading: 'Alle Rezepte',
    sort: 'Sortieren',
    sorts: {
      newest: 'Neueste zuerst',
      title: 'Titel (A–Z)',
      time: 'Schnellste zuerst',
      last_cooked: 'Zuletzt gekocht',
      rating: 'Bewertung',
    },
    collection: 'Sammlung',
    any: 'Alle',
    loading: 'Rezepte werden geladen',
    loadMore: 'Mehr laden',
    loadingMore: 'Weitere Rezepte werden geladen',
    empty: 'Deine Bibliothek ist noch leer.',
  },
};

export default de;
