import { args, plural, type Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch: the spec's German collection texts (texts.spec.ts); the page's "not found" too. */
const de: Translation<typeof en> = {
  empty: 'Noch keine Sammlungen vorhanden',
  loadFailed: 'Fehler beim Laden der Sammlungen',
  retry: 'Erneut versuchen',
  createFailed: 'Sammlung konnte nicht erstellt werden',
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
  recipeCount: plural('{{count}} Rezept', '{{count}} Rezepte'),
  stepOf: args('Schritt {{step}} von {{total}}', 'step', 'total'),
  editTitle: 'Sammlung bearbeiten',
  chooseOne: 'Bitte wähle mindestens eine Sammlung aus',
  delete: 'Löschen',
  deleting: 'Wird gelöscht...',
  deleteFailed: 'Löschen fehlgeschlagen. Bitte versuche es erneut.',
  confirmDelete: 'Möchtest du dieses Rezept wirklich löschen?',
  progress: 'Fortschritt',
  chooseFor: args('Bitte wähle mindestens eine Sammlung für "{{title}}" aus.', 'title'),
  modalDescription: 'Wähle die Sammlungen für dieses Rezept.',
};

export default de;
