import { args, type SpecOverlay } from '#src/lib/i18n/texts';
import type en from './texts.en';

/**
 * The spec's wording where it differs from the English: the library's German (subtitle, recent
 * recipes, "Alle Rezepte", search and filters, the allergen-free chips), the delete confirmation, the
 * collection grid's empty states, the "more" menu and the NEU badge (decision record 0010).
 */
const spec: SpecOverlay<typeof en> = {
  librarySubtitle: 'Deine gespeicherten Rezepte und Sammlungen.',
  recentHeading: 'Letzte Rezepte',
  recentEmpty: 'Noch keine Rezepte',
  recentEmptyHint: 'Erstelle dein erstes Rezept aus den Zutaten, die du zu Hause hast.',
  deleteConfirmation: 'Möchtest du dieses Rezept wirklich löschen?',
  deleteFailedAlert: 'Fehler beim Löschen des Rezepts',
  delete: 'Löschen',
  deleting: 'Löschen...',
  cancel: 'Abbrechen',
  grid: {
    empty: 'Keine Rezepte in dieser Sammlung',
    emptyHint: 'Füge Rezepte aus deiner Bibliothek hinzu.',
    toLibrary: 'Zur Bibliothek',
    noResults: 'Keine Ergebnisse gefunden',
    noResultsHint: 'Versuche einen anderen Suchbegriff oder andere Filter.',
    clear: 'Suche und Filter zurücksetzen',
  },
  // The allergen-free filter's chips (the running text's names stay English).
  freeOf: {
    label: 'Frei von …',
    allergens: {
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
  allRecipes: {
    heading: 'Alle Rezepte',
    sort: 'Sortieren',
    sorts: {
      newest: 'Neueste zuerst',
      title: 'Titel (A–Z)',
      time: 'Schnellste zuerst',
      last_cooked: 'Zuletzt gekocht',
      // Not in the spec: a new choice in its German list, in that list's language.
      rating: 'Bewertung',
    },
    collection: 'Sammlung',
    any: 'Alle',
    loading: 'Rezepte werden geladen',
    loadMore: 'Mehr laden',
    loadingMore: 'Weitere Rezepte werden geladen',
    empty: 'Deine Bibliothek ist noch leer.',
  },
  filters: {
    search: 'Rezepte durchsuchen...',
    difficulty: 'Schwierigkeit',
    category: 'Kategorie',
    maxTime: 'Maximale Gesamtzeit',
    any: 'Alle',
    upTo: args('bis {{time}}', 'time'),
    reset: 'Filter zurücksetzen',
    active: args('{{count}} Filter aktiv', 'count'),
  },
  /** A recipe's "more" menu and the just-saved badge. */
  menu: {
    more: args('Weitere Aktionen für {{title}}', 'title'),
    editCollections: 'Sammlung bearbeiten',
    delete: 'Rezept löschen',
  },
  newBadge: 'NEU',
};

export default spec;
