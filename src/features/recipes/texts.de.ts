import { args, type Translation } from '#src/lib/i18n/texts';
import type { RECIPE_SPEC } from './texts';

/** Deutsch. */
const de: Translation<typeof RECIPE_SPEC> = {
  libraryBack: 'Zurück zur Übersicht',
  libraryTitle: 'Deine Rezepte',
  librarySubtitle: 'Deine gespeicherten Rezepte und Sammlungen.',
  libraryLoading: 'Deine Rezepte werden geladen',
  recentHeading: 'Letzte Rezepte',
  recentEmpty: 'Noch keine Rezepte',
  recentEmptyHint: 'Erstelle dein erstes Rezept aus den Zutaten, die du zu Hause hast.',
  generate: 'Rezept generieren',
  deleteConfirmation: 'Möchtest du dieses Rezept wirklich löschen?',
  deleteFailedAlert: 'Fehler beim Löschen des Rezepts',
  delete: 'Löschen',
  deleting: 'Löschen...',
  cancel: 'Abbrechen',
  actions: {
    print: 'Rezept drucken',
    collapse: 'Rezeptbereich einklappen',
  },
  grid: {
    empty: 'Keine Rezepte in dieser Sammlung',
    emptyHint: 'Füge Rezepte aus deiner Bibliothek hinzu.',
    toLibrary: 'Zur Bibliothek',
    noResults: 'Keine Ergebnisse gefunden',
    noResultsHint: 'Versuche einen anderen Suchbegriff oder andere Filter.',
    clear: 'Suche und Filter zurücksetzen',
  },
  split: {
    strip: 'REZEPT',
    expand: 'Rezeptbereich ausklappen',
    divider: 'Breite des Rezeptbereichs ändern',
    valueText: args('Rezeptbereich {{percent}} % breit', 'percent'),
  },
  detail: {
    tabs: 'Rezeptdetails',
    ingredients: 'Zutaten',
    nutrition: 'Nährwerte',
  },
  share: {
    label: 'Rezept teilen',
    copied: 'Rezept in die Zwischenablage kopiert',
    shared: 'Rezept geteilt',
    failed: 'Das Rezept konnte nicht geteilt werden',
    title: 'Öffentlichen Link teilen',
    explainOff:
      'Alle mit dem Link können dieses Rezept lesen, auch ohne Konto. Sonst wird nichts von dir gezeigt, und du kannst das Teilen jederzeit beenden.',
    explainOn:
      'Alle mit diesem Link können das Rezept lesen. Beende das Teilen, damit der Link nicht mehr funktioniert.',
    enable: 'Öffentlichen Link erstellen',
    enabling: 'Link wird erstellt…',
    link: 'Öffentlicher Link',
    copy: 'Link kopieren',
    copiedLink: 'Link kopiert',
    shareVia: 'Teilen…',
    stop: 'Teilen beenden',
    stopping: 'Wird beendet…',
    stopped: 'Teilen beendet. Der alte Link funktioniert nicht mehr.',
    error: 'Das Teilen konnte nicht geändert werden. Bitte versuche es noch einmal.',
    loadError: 'Der Freigabestatus konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    loading: 'Freigabestatus wird geladen',
    close: 'Schließen',
  },
  servings: {
    label: 'Portionen',
    decrease: 'Weniger Portionen',
    increase: 'Mehr Portionen',
  },
  units: {
    label: 'Einheiten',
    metric: 'Metrisch',
    us: 'US',
    saveFailed:
      'Deine Wahl der Einheiten konnte nicht gespeichert werden; sie gilt nur für diese Ansicht.',
  },
  freeOf: {
    label: 'Frei von …',
    allergens: {
      gluten: 'Gluten',
      crustacean: 'Krebstiere',
      egg: 'Eier',
      fish: 'Fisch',
      peanut: 'Erdnüsse',
      soy: 'Soja',
      milk: 'Milch',
      'tree-nut': 'Schalenfrüchte',
      celery: 'Sellerie',
      mustard: 'Senf',
      sesame: 'Sesam',
      sulphite: 'Sulfite',
      lupin: 'Lupinen',
      mollusc: 'Weichtiere',
    },
  },
};

export default de;
