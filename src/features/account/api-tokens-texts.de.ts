import { args, type Translation } from '#src/lib/i18n/texts';
import type en from './api-tokens-texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  heading: 'API-Tokens',
  intro:
    'Persönliche Tokens erlauben deinen Skripten und deiner Hausautomation, die Sous-API in deinem Namen zu nutzen. Ein Token kann nie dein Passwort, deine E-Mail-Adresse, dein Profil oder dein Konto ändern.',
  docsLink: 'So verwendest du einen Token',
  loading: 'API-Tokens werden geladen...',
  loadFailed: 'Die API-Tokens konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Du hast noch keine API-Tokens.',
  create: 'Token erstellen...',
  name: 'Name',
  nameHint: 'Wofür der Token ist, z. B. „Home Assistant“.',
  nameRequired: 'Bitte gib einen Namen ein.',
  scope: 'Zugriff',
  scopes: { read: 'Nur lesen', write: 'Lesen und schreiben' },
  scopeHints: {
    read: 'Kann deine Rezepte, Sammlungen und Einstellungen lesen.',
    write: 'Kann außerdem Rezepte und Sammlungen anlegen, ändern und löschen.',
  },
  createTitle: 'API-Token erstellen',
  createDescription: 'Gib dem Token einen Namen und wähle, was er darf.',
  cancel: 'Abbrechen',
  confirmCreate: 'Token erstellen',
  creating: 'Wird erstellt...',
  createFailed: 'Der Token konnte nicht erstellt werden. Bitte versuche es erneut.',
  createdTitle: 'Dein neuer API-Token',
  createdWarning: 'Kopiere ihn jetzt: Er wird nicht noch einmal angezeigt.',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen: Markiere den Token und kopiere ihn selbst.',
  done: 'Fertig',
  created: 'Erstellt',
  lastUsed: 'Zuletzt verwendet',
  neverUsed: 'Nie verwendet',
  revoke: 'Widerrufen',
  revokeLabel: args('{{name}} widerrufen', 'name'),
  revokeTitle: args('„{{name}}“ widerrufen?', 'name'),
  revokeBody:
    'Skripte, die diesen Token verwenden, funktionieren sofort nicht mehr. Das kann nicht rückgängig gemacht werden.',
  revoking: 'Wird widerrufen...',
  revokeFailed: 'Der Token konnte nicht widerrufen werden. Bitte versuche es erneut.',
  revoked: args('„{{name}}“ wurde widerrufen.', 'name'),
};

export default de;
