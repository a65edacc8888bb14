import type { SpecOverlay } from '#src/lib/i18n/texts';
import type en from './list-texts.en';

/**
 * The spec's wording where it differs from the English: German, as the collection texts
 * (texts.spec.ts, decision record 0010), all but the collection page's "Collection not found.".
 */
const spec: SpecOverlay<typeof en> = {
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
  },
};

export default spec;
