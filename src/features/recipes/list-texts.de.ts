import { args, type Translation } from '#src/lib/i18n/texts';
import type en from './list-texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
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
  edit: {
    menuItem: 'Rezept bearbeiten',
  },
  transfer: {
    exportRecipe: 'Exportieren (JSON-LD)',
    exportFailed: 'Der Export ist fehlgeschlagen. Bitte versuche es noch einmal.',
  },
  filters: {
    search: 'Rezepte durchsuchen...',
    filter: 'Filter',
    difficulty: 'Schwierigkeit',
    category: 'Kategorie',
    maxTime: 'Maximale Gesamtzeit',
    any: 'Alle',
    upTo: args('bis {{time}}', 'time'),
    reset: 'Filter zurücksetzen',
    active: args('{{count}} Filter aktiv', 'count'),
  },
  menu: {
    more: args('Weitere Aktionen für {{title}}', 'title'),
    editCollections: 'Sammlung bearbeiten',
    delete: 'Rezept löschen',
    addToPlan: 'Zum Essensplan hinzufügen',
    addToShoppingList: 'Zur Einkaufsliste hinzufügen',
  },
  newBadge: 'NEU',
  rating: {
    rated: args('Mit {{stars}} von 5 Sternen bewertet', 'stars'),
    noteExcerpt: 'Deine Notiz:',
  },
};

export default de;
