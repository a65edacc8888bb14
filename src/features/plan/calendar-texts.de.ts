import type { Translation } from '#src/lib/i18n/texts';
import type en from './calendar-texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  title: 'Dein Essensplan im Kalender',
  explainOff:
    'Der Kalender deines Handys kann diesen Plan zeigen: Sous erstellt dafür eine private Adresse, die Kalender-Apps abonnieren. Wer die Adresse kennt, sieht deinen Plan, und du kannst sie jederzeit abschalten.',
  explainOn:
    'Abonniere diese Adresse in deiner Kalender-App („Kalender hinzufügen“, „Per URL“). Sie zeigt deinen Plan von 8 Wochen zurück bis 26 Wochen voraus; Kalender-Apps holen Änderungen nach ihrem eigenen Takt ab, oft alle paar Stunden.',
  enable: 'Kalender-Adresse erstellen',
  enabling: 'Adresse wird erstellt…',
  address: 'Kalender-Adresse',
  copy: 'Adresse kopieren',
  copied: 'Adresse kopiert',
  copyFailed: 'Kopieren hat nicht geklappt. Markiere die Adresse und kopiere sie.',
  subscribe: 'In Kalender-App öffnen',
  stop: 'Abschalten',
  stopping: 'Wird abgeschaltet…',
  stopped: 'Kalender-Adresse abgeschaltet. Die alte Adresse funktioniert nicht mehr.',
  error: 'Die Kalender-Adresse konnte nicht geändert werden. Bitte versuche es erneut.',
  loadError: 'Die Kalender-Adresse konnte nicht geladen werden.',
  loading: 'Kalender-Adresse wird geladen',
  retry: 'Erneut versuchen',
  close: 'Schließen',
};
export default de;
