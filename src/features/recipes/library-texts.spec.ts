import type { SpecOverlay } from '#src/lib/i18n/texts';
import type en from './library-texts.en';

/**
 * The spec's wording where it differs from the English: the library's German (subtitle, recent
 * recipes, "Alle Rezepte"; decision record 0010).
 */
const spec: SpecOverlay<typeof en> = {
  librarySubtitle: 'Deine gespeicherten Rezepte und Sammlungen.',
  recentHeading: 'Letzte Rezepte',
  recentEmpty: 'Noch keine Rezepte',
  recentEmptyHint: 'Erstelle dein erstes Rezept aus den Zutaten, die du zu Hause hast.',
  allRecipes: {
    heading: 'Alle Rezepte',
    sort: 'Sortieren',
    sorts: {
      newest: 'Neueste zuerst',
      title: 'Titel (A–Z)',
      time: 'Schnellste zuerst',
      last_cooked: 'Zuletzt gekocht',
      // Not in the spec: a new choice in its German list, in that list's language.
      rating: 'Bewertung',
    },
    collection: 'Sammlung',
    any: 'Alle',
    loading: 'Rezepte werden geladen',
    loadMore: 'Mehr laden',
    loadingMore: 'Weitere Rezepte werden geladen',
    empty: 'Deine Bibliothek ist noch leer.',
  },
};

export default spec;
