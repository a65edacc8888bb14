import type { Translation } from '#src/lib/i18n/texts';
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
};

export default de;
