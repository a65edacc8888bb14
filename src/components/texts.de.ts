import type { Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  errorState: {
    title: 'Hoppla! Da ist etwas schiefgelaufen',
    message: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.',
    retry: 'Erneut versuchen',
  },
  loading: 'Wird geladen',
  close: 'Schließen',
  routeError: {
    newVersion: 'Eine neue Version von Sous ist verfügbar. Bitte lade die Seite neu.',
    reload: 'Neu laden',
  },
};

export default de;
