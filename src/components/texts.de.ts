import type { Translation } from '#src/lib/i18n/texts';
import type { COMPONENT_SPEC } from './texts';

/** Deutsch. */
const de: Translation<typeof COMPONENT_SPEC> = {
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
