import { args, plural, type SpecOverlay } from '#src/lib/i18n/texts';
import type en from './texts.en';

/**
 * The spec's wording where it differs from the English: the collection texts are German in the spec
 * (decision record 0010), all but "Name" and the collection page's "Collection not found.".
 */
const spec: SpecOverlay<typeof en> = {
  empty: 'Noch keine Sammlungen vorhanden',
  loadFailed: 'Fehler beim Laden der Sammlungen',
  retry: 'Erneut versuchen',
  createFailed: 'Sammlung konnte nicht erstellt werden',
  createTitle: 'Neue Sammlung erstellen',
  createIntro: 'Gruppiere deine Rezepte, zum Beispiel nach Anlass oder Küche.',
  creating: 'Wird erstellt...',
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

export default spec;
