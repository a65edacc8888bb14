import { args, type Translation } from '#src/lib/i18n/texts';
import type { RECIPE_SPEC } from './texts';

/** Deutsch. */
const de: Translation<typeof RECIPE_SPEC> = {
  libraryBack: 'Zurück zur Übersicht',
  libraryTitle: 'Deine Rezepte',
  librarySubtitle: 'Deine gespeicherten Rezepte und Sammlungen.',
  libraryLoading: 'Deine Rezepte werden geladen',
  recentHeading: 'Letzte Rezepte',
  recentEmpty: 'Noch keine Rezepte',
  recentEmptyHint: 'Erstelle dein erstes Rezept aus den Zutaten, die du zu Hause hast.',
  generate: 'Rezept generieren',
  deleteConfirmation: 'Möchtest du dieses Rezept wirklich löschen?',
  deleteFailedAlert: 'Fehler beim Löschen des Rezepts',
  delete: 'Löschen',
  deleting: 'Löschen...',
  cancel: 'Abbrechen',
  actions: {
    print: 'Rezept drucken',
    collapse: 'Rezeptbereich einklappen',
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
    strip: 'REZEPT',
    expand: 'Rezeptbereich ausklappen',
    divider: 'Breite des Rezeptbereichs ändern',
    valueText: args('Rezeptbereich {{percent}} % breit', 'percent'),
  },
  detail: {
    tabs: 'Rezeptdetails',
    ingredients: 'Zutaten',
    nutrition: 'Nährwerte',
  },
  share: {
    label: 'Rezept teilen',
    copied: 'Rezept in die Zwischenablage kopiert',
    shared: 'Rezept geteilt',
    failed: 'Das Rezept konnte nicht geteilt werden',
  },
  servings: {
    label: 'Portionen',
    decrease: 'Weniger Portionen',
    increase: 'Mehr Portionen',
  },
};

export default de;
