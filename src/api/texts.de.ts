import type { Translation } from '#src/lib/i18n/texts';
import type { ERRORS_SPEC } from './texts';

/** Deutsch. */
const de: Translation<typeof ERRORS_SPEC> = {
  unknown: 'Ein unbekannter Fehler ist aufgetreten',
  generic: 'Ein Fehler ist aufgetreten',
  validationFailed: 'Die Prüfung der Eingaben ist fehlgeschlagen',
  invalidValue: 'Ungültiger Wert',
  serverError: 'Serverfehler. Bitte versuche es später erneut.',
  networkError: 'Netzwerkfehler. Bitte prüfe deine Verbindung.',
  generateFailed: 'Die Rezepte konnten nicht erstellt werden. Bitte versuche es erneut.',
  optionsFailed: 'Die Rezeptvorschläge konnten nicht geladen werden. Bitte versuche es erneut.',
  generateNotFound: 'Nicht gefunden. Bitte versuche es erneut.',
  optionsNotFound: 'Keine Rezeptvorschläge gefunden. Bitte erstelle neue.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment.',
  invalidRequest: 'Ungültige Anfrage. Bitte prüfe deine Eingaben.',
  collectionsFailed: 'Die Sammlungen konnten nicht geladen werden. Bitte versuche es erneut.',
  recipesFailed: 'Die Rezepte konnten nicht geladen werden. Bitte versuche es erneut.',
  recipeNotFound: 'Rezept nicht gefunden. Vielleicht wurde es gelöscht.',
  recipeFailed: 'Das Rezept konnte nicht geladen werden. Bitte versuche es erneut.',
  collectionNotFound: 'Sammlung nicht gefunden.',
  collectionFailed: 'Die Sammlung konnte nicht geladen werden. Bitte versuche es erneut.',
  instructionsFailed: 'Die Anleitung konnte nicht geladen werden. Bitte versuche es erneut.',
};

export default de;
