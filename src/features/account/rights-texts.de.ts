import type { Translation } from '#src/lib/i18n/texts';
import { args } from '#src/lib/i18n/texts';
import type en from './rights-texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  data: {
    heading: 'Deine Daten',
    intro:
      'Lade alles, was Sous über dich speichert, als eine ZIP-Datei herunter: dein Profil, Rezepte, Sammlungen, deinen Essensplan, deine Einkaufsliste, den Verlauf deiner Rezeptsuchen und alle Bilder, mit einer JSON-Datei, die eine spätere Wiederherstellung lesen kann.',
    download: 'Meine Daten herunterladen',
    preparing: 'Download wird vorbereitet...',
    started: args('Dein Download hat begonnen: {{file}}', 'file'),
    failed: 'Der Download ist fehlgeschlagen. Bitte versuche es erneut.',
  },
  password: {
    heading: 'Passwort',
    intro: 'Nach der Änderung werden alle anderen Geräte abgemeldet; dieses bleibt angemeldet.',
    current: 'Aktuelles Passwort',
    next: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    submit: 'Passwort ändern',
    submitting: 'Wird geändert...',
    done: 'Dein Passwort wurde geändert. Deine anderen Geräte wurden abgemeldet.',
    failed: 'Das Passwort konnte nicht geändert werden. Bitte versuche es erneut.',
    googleOnly: 'Dein Konto meldet sich mit Google an und hat kein Passwort, das du ändern kannst.',
  },
  email: {
    heading: 'E-Mail-Adresse',
    current: args('Deine E-Mail-Adresse ist {{email}}.', 'email'),
    intro:
      'Wir schicken einen Bestätigungslink an die neue Adresse; die Änderung gilt, sobald du ihn öffnest.',
    next: 'Neue E-Mail-Adresse',
    password: 'Aktuelles Passwort',
    submit: 'Bestätigungslink senden',
    submitting: 'Wird gesendet...',
    enterEmail: 'Bitte gib die neue E-Mail-Adresse ein',
    enterPassword: 'Bitte gib dein aktuelles Passwort ein',
    sent: args(
      'Wir haben einen Bestätigungslink an {{email}} geschickt. Deine E-Mail-Adresse ändert sich, sobald du ihn öffnest.',
      'email',
    ),
    failed: 'Der Bestätigungslink konnte nicht gesendet werden. Bitte versuche es erneut.',
  },
  deletion: {
    heading: 'Konto löschen',
    intro:
      'Wenn du dein Konto löschst, wird alles von dir endgültig aus Sous entfernt. Lade vorher deine Daten herunter, wenn du sie behalten möchtest.',
    open: 'Konto löschen...',
    title: 'Dein Konto löschen?',
    whatHappens: 'Das passiert, und es lässt sich nicht rückgängig machen:',
    consequences: {
      data: 'Dein Profil, deine Rezepte, Sammlungen, dein Essensplan, deine Einkaufsliste, dein Kochverlauf und der Verlauf deiner Rezeptsuchen werden gelöscht.',
      files:
        'Alle Bilder, die du hochgeladen hast oder die für deine Rezepte erstellt wurden, werden gelöscht.',
      shares: 'Deine geteilten Links funktionieren nicht mehr.',
      sessions: 'Du wirst auf allen Geräten abgemeldet.',
    },
    password: 'Aktuelles Passwort',
    typeToConfirm: args('Gib zur Bestätigung deinen Benutzernamen ein: {{username}}', 'username'),
    cancel: 'Abbrechen',
    confirm: 'Mein Konto löschen',
    deleting: 'Wird gelöscht...',
    failed: 'Das Konto konnte nicht gelöscht werden. Bitte versuche es erneut.',
    reauthenticate: 'Abmelden und neu anmelden',
    deleted: 'Dein Konto und alle seine Daten wurden gelöscht.',
    dismiss: 'Schließen',
  },
  confirmEmail: {
    docTitle: 'E-Mail bestätigen',
    title: 'Bestätige deine neue E-Mail-Adresse',
    lead: 'Öffne den Link aus der E-Mail und bestätige hier: Erst dann verwendet dein Konto die neue Adresse.',
    confirm: 'Neue Adresse bestätigen',
    confirming: 'Wird bestätigt...',
    done: 'E-Mail geändert',
    doneText: 'Deine E-Mail-Adresse wurde geändert.',
    toSettings: 'Zu den Einstellungen',
    signIn: 'Anmelden',
    invalidLink: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
    failed: 'Die E-Mail-Adresse konnte nicht geändert werden. Bitte versuche es erneut.',
    requestNew: 'Fordere in den Einstellungen einen neuen Link an',
  },
};
export default de;
