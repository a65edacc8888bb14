import { defineTexts } from '#src/lib/i18n/texts';

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
};

/** The texts in the current language (see README "How to add a text"). */
export const RECIPE_TEXTS = defineTexts('recipes', RECIPE_SPEC);
