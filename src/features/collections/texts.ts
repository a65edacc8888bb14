import { args, defineTexts, plural } from '#src/lib/i18n/texts';

/** The collection picker's and the Save to Collection modal's texts, in the spec's (German) wording. */
export const COLLECTION_SPEC = {
  search: 'Sammlungen durchsuchen...',
  empty: 'Noch keine Sammlungen vorhanden',
  noMatch: 'Keine Sammlungen gefunden',
  loadFailed: 'Fehler beim Laden der Sammlungen',
  retry: 'Erneut versuchen',
  createFailed: 'Sammlung konnte nicht erstellt werden',
  newCollection: 'Neue Sammlung',
  createTitle: 'Neue Sammlung erstellen',
  createIntro: 'Gruppiere deine Rezepte, zum Beispiel nach Anlass oder Küche.',
  creating: 'Wird erstellt...',
  name: 'Name',
  description: 'Beschreibung (optional)',
  cancel: 'Abbrechen',
  create: 'Erstellen',
  back: 'Zurück',
  next: 'Weiter',
  save: 'Speichern',
  saving: 'Wird gespeichert...',
  saveFailed: 'Speichern fehlgeschlagen. Bitte versuche es erneut.',
  close: 'Schließen',
  modalTitle: 'In Sammlung speichern',
  loading: 'Sammlungen werden geladen',
  collections: 'Sammlungen',
  recipeCount: plural('{{count}} Rezept', '{{count}} Rezepte'),
  stepOf: args('Schritt {{step}} von {{total}}', 'step', 'total'),
  sectionEmpty: 'Noch keine Sammlungen',
  sectionEmptyHint: 'Lege eine Sammlung an, um deine Rezepte zu ordnen.',
  editTitle: 'Sammlung bearbeiten',
  chooseOne: 'Bitte wähle mindestens eine Sammlung aus',
  delete: 'Löschen',
  deleting: 'Wird gelöscht...',
  deleteFailed: 'Löschen fehlgeschlagen. Bitte versuche es erneut.',
  confirmDelete: 'Möchtest du dieses Rezept wirklich löschen?',
  progress: 'Fortschritt',
  chooseFor: args('Bitte wähle mindestens eine Sammlung für "{{title}}" aus.', 'title'),
  /** The Save to Collection modal's hint and the collection page (issue #18). */
  modalDescription: 'Wähle die Sammlungen für dieses Rezept.',
  page: {
    back: 'Zurück zur Bibliothek',
    loading: 'Sammlung wird geladen',
    fallbackTitle: 'Sammlung',
    notFound: 'Collection not found.',
  },
};

/** The texts in the current language (see README "How to add a text"). */
export const COLLECTION_TEXTS = defineTexts('collections', COLLECTION_SPEC);
