import { args, plural, type Translation } from '#src/lib/i18n/texts';
import type { ACCOUNT_SPEC } from './texts';

/** Deutsch. */
const de: Translation<typeof ACCOUNT_SPEC> = {
  pageTitle: 'Profileinstellungen',
  pageIntro: 'Lege fest, wie du in Sous erscheinst.',
  accountInfo: 'Kontoinformationen',
  accountCreated: 'Konto erstellt',
  lastLogin: 'Letzte Anmeldung',
  loginStreak: 'Anmeldeserie',
  streakDays: plural('{{count}} Tag', '{{count}} Tage'),
  never: 'Nie',
  unknown: 'Unbekannt',
  languageHeading: 'Sprache',
  languageIntro: 'Die Sprache aller Texte in Sous.',
  languageLabel: 'Sprache',
  languageDefault: 'Standard (laut Spezifikation)',
  languageEnglish: 'English',
  languageGerman: 'Deutsch',
  languageSaveFailed: 'Die Sprache konnte nicht gespeichert werden. Bitte versuche es erneut.',
  profile: {
    form: 'Profil',
    changePicture: 'Profilbild ändern',
    avatarOf: args('Avatar von {{name}}', 'name'),
    picture: 'Profilbild',
    uploading: 'Bild wird hochgeladen...',
    pictureHint: 'Klicke auf das Bild, um ein neues hochzuladen (nur Bilder).',
    username: 'Benutzername',
    email: 'E-Mail',
    emailHint: 'Deine E-Mail-Adresse kann nicht geändert werden.',
    saving: 'Wird gespeichert...',
    save: 'Änderungen speichern',
  },
};
export default de;
