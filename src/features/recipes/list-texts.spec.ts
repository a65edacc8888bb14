import { args, type SpecOverlay } from '#src/lib/i18n/texts';
import type en from './list-texts.en';

/**
 * The spec's wording where it differs from the English: the German of the search and filters, the
 * delete confirmation, the collection grid's empty states, the "more" menu and the NEU badge
 * (decision record 0010). The recipe view's texts (texts.en.ts) are the English in the spec.
 */
const spec: SpecOverlay<typeof en> = {
  deleteConfirmation: 'Möchtest du dieses Rezept wirklich löschen?',
  deleteFailedAlert: 'Fehler beim Löschen des Rezepts',
  delete: 'Löschen',
  deleting: 'Löschen...',
  cancel: 'Abbrechen',
  grid: {
    empty: 'Keine Rezepte in dieser Sammlung',
    emptyHint: 'Füge Rezepte aus deiner Bibliothek hinzu.',
    toLibrary: 'Zur Bibliothek',
    noResults: 'Keine Ergebnisse gefunden',
    noResultsHint: 'Versuche einen anderen Suchbegriff oder andere Filter.',
    clear: 'Suche und Filter zurücksetzen',
  },
  filters: {
    search: 'Rezepte durchsuchen...',
    difficulty: 'Schwierigkeit',
    category: 'Kategorie',
    maxTime: 'Maximale Gesamtzeit',
    any: 'Alle',
    upTo: args('bis {{time}}', 'time'),
    reset: 'Filter zurücksetzen',
    active: args('{{count}} Filter aktiv', 'count'),
  },
  /** A recipe's "more" menu and the just-saved badge. */
  menu: {
    more: args('Weitere Aktionen für {{title}}', 'title'),
    editCollections: 'Sammlung bearbeiten',
    delete: 'Rezept löschen',
  },
  newBadge: 'NEU',
};

export default spec;
