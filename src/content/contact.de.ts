import type { Translation } from '#src/lib/i18n/texts';
import type en from './contact.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  docTitle: 'Kontakt',
  title: 'Kontakt',
  lead: 'Fragen, Ideen oder ein Rezept, das schiefging? Schreib uns, ein echter Mensch antwortet dir.',
  form: {
    heading: 'Schreib uns eine Nachricht',
    name: 'Name',
    email: 'E-Mail',
    subject: 'Betreff',
    message: 'Nachricht',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet...',
    success: 'Nachricht gesendet! Wir melden uns so bald wie möglich.',
    failure: 'Die Nachricht konnte nicht gesendet werden. Bitte versuche es erneut.',
    sendAnother: 'Weitere Nachricht senden',
  },
  direct: {
    heading: 'Schreib direkt an das Team',
  },
  general: {
    heading: 'Allgemeine Anfragen',
    text: 'Für Presse, Partnerschaften und alles andere:',
  },
  support: {
    heading: 'Supportzeiten',
    items: {
      response: { label: 'Antwortzeit', text: 'Innerhalb von 24–48 Std.' },
      weekdays: { label: 'Werktags', text: 'Mo–Fr 9–18 Uhr (EST)' },
      weekends: { label: 'Wochenende', text: 'Eingeschränkter Support am Wochenende' },
    },
  },
};

export default de;
