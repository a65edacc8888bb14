import type { Translation } from '#src/lib/i18n/texts';
import type en from './list-texts.en';

/** Deutsch: the spec's German (list-texts.spec.ts); the page's "not found" too. */
const de: Translation<typeof en> = {
  search: 'Sammlungen durchsuchen...',
  noMatch: 'Keine Sammlungen gefunden',
  newCollection: 'Neue Sammlung',
  collections: 'Sammlungen',
  sectionEmpty: 'Noch keine Sammlungen',
  sectionEmptyHint: 'Lege eine Sammlung an, um deine Rezepte zu ordnen.',
  page: {
    back: 'Zurück zur Bibliothek',
    loading: 'Sammlung wird geladen',
    fallbackTitle: 'Sammlung',
    notFound: 'Sammlung nicht gefunden.',
  },
};

export default de;
