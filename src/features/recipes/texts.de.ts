import { NUTRIENT_LABELS } from '#src/lib/nutrient-labels';
import { args, plural, type Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  actions: {
    print: 'Rezept drucken',
    collapse: 'Rezeptbereich einklappen',
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
    count: plural('{{count}} Portion', '{{count}} Portionen'),
  },
  edit: {
    notCounted: args('Nicht berücksichtigt: {{names}}', 'names'),
    notCountedHint: 'Diese Zutaten kennt unser Katalog nicht, ihre Nährwerte fehlen daher.',
  },
  transfer: {
    title: 'Rezepte importieren',
    description:
      'Füge den Text eines Rezepts ein und prüfe ihn vor dem Speichern, oder füge Rezepte aus schema.org-JSON-LD hinzu: Füge einen Block ein, wähle eine Datei oder gib die Adresse einer Rezeptseite an.',
    tabs: 'Importieren aus',
    text: 'Text',
    textLabel: 'Rezepttext',
    textHint:
      'Ein Titel, die Zutaten je in einer Zeile („200 g Mehl“), dann die Schritte. Vor dem Speichern kannst du alles prüfen und korrigieren.',
    preview: 'Vorschau',
    paste: 'Einfügen',
    file: 'Datei',
    url: 'URL',
    pasteLabel: 'JSON-LD',
    pasteHint: 'Ein schema.org-Recipe-Objekt, eine Liste davon oder der Quelltext einer Seite.',
    fileLabel: 'Datei',
    chooseFile: 'Datei auswählen…',
    fileHint: '.json, .jsonld oder .html, höchstens 2 MB.',
    urlLabel: 'Adresse der Rezeptseite',
    urlHint: 'Eine öffentliche http- oder https-Seite mit schema.org-Rezeptdaten.',
    submit: 'Importieren',
    importing: 'Wird importiert…',
    imported: plural('{{count}} Rezept importiert', '{{count}} Rezepte importiert'),
    avoidWarning: args('Enthält {{items}}, was du meidest', 'items'),
    importMore: 'Weitere importieren',
    done: 'Fertig',
    close: 'Schließen',
    errors: {
      import_invalid_json: 'Das ist kein gültiges JSON. Prüfe den eingefügten Text.',
      import_no_recipe: 'Kein Rezept gefunden. Die Quelle braucht schema.org-Rezeptdaten.',
      import_too_large: 'Das ist zu groß für einen Import (höchstens 2 MB).',
      import_invalid_url: 'Gib eine Adresse ein, die mit http:// oder https:// beginnt.',
      import_address_not_allowed:
        'Von dieser Adresse kann nicht importiert werden (privates oder lokales Netz).',
      import_fetch_failed: 'Die Seite konnte nicht geladen werden. Prüfe die Adresse.',
      import_timeout:
        'Die Seite hat zu lange nicht geantwortet. Bitte versuche es später noch einmal.',
      import_too_complex:
        'Die Quelle ist zu aufwendig zum Einlesen. Bitte versuche es mit einer kleineren.',
      tooMany: 'Zu viele Importe. Bitte warte eine Minute.',
      network: 'Netzwerkfehler. Bitte prüfe deine Verbindung.',
      missing: 'Fülle zuerst dieses Feld aus.',
      failed: 'Der Import ist fehlgeschlagen. Bitte versuche es noch einmal.',
      text_empty: 'Füge zuerst den Text eines Rezepts ein.',
      text_no_ingredients:
        'Es wurden keine Zutaten gefunden. Schreibe jede Zutat in eine eigene Zeile, zum Beispiel „200 g Mehl“.',
      text_no_steps:
        'Es wurden keine Schritte gefunden. Schreibe die Schritte unter die Zutaten, nummeriert oder je in eine Zeile.',
    },
  },
  units: {
    label: 'Einheiten',
    metric: 'Metrisch',
    us: 'US',
    saveFailed:
      'Deine Wahl der Einheiten konnte nicht gespeichert werden; sie gilt nur für diese Ansicht.',
  },
  amountStyle: {
    label: 'Küchenmaße',
    hint: 'Skalierte Mengen auf Messbares runden: 1/8-TL-Schritte, ganze Zehen, halbe Stücke.',
  },
  view: {
    fallbackTitle: 'Rezept',
    region: 'Rezept',
    instructionsRegion: 'Kochanleitung',
    loading: 'Rezept wird geladen',
    missing: 'Rezeptdaten nicht verfügbar',
    backToLibrary: 'Zurück zur Bibliothek',
    noIngredients: 'Keine Zutaten angegeben.',
    ingredientsLabel: 'Zutaten',
  },
  facts: {
    time: 'Zeit',
    difficulty: 'Schwierigkeit',
    category: 'Kategorie',
  },
  print: {
    fact: args('{{label}}:', 'label'),
    ingredients: plural('Zutaten ({{count}} Portion)', 'Zutaten ({{count}} Portionen)'),
    instructions: 'Kochanleitung',
  },
  shareText: {
    ingredients: plural('Zutaten ({{count}} Portion):', 'Zutaten ({{count}} Portionen):'),
  },
  nutrition: {
    title: 'Nährwertangaben',
    servingsPerRecipe: plural('{{count}} Portion pro Rezept', '{{count}} Portionen pro Rezept'),
    servingSize: 'Portionsgröße',
    oneServing: '1 Portion',
    amountPerServing: 'Menge pro Portion',
    calories: 'Kalorien',
    caloriesDailyValue: args('{{unit}}, {{percent}} TB', 'unit', 'percent'),
    percent: args('{{value}} %', 'value'),
    dailyValue: '% Tagesbedarf*',
    nutrient: 'Nährstoff',
    footnote:
      '* Der Tagesbedarf (TB) in Prozent zeigt, wie viel ein Nährstoff in einer Portion zur täglichen Ernährung beiträgt. Allgemeinen Ernährungsempfehlungen liegen 2.000 Kalorien pro Tag zugrunde.',
    nutrients: { ...NUTRIENT_LABELS.de },
  },
  rating: {
    heading: 'Deine Bewertung und Notizen',
    legend: 'Deine Bewertung',
    rate: args('Mit {{stars}} von 5 Sternen bewerten', 'stars'),
    clear: 'Bewertung entfernen',
    noteLabel: 'Persönliche Notiz',
    notePlaceholder: 'z. B. nächstes Mal weniger Salz',
    noteHint: 'Nur du siehst sie. Sie wird gespeichert, wenn du das Feld verlässt.',
    save: 'Notiz speichern',
    saving: 'Wird gespeichert...',
    saved: 'Gespeichert',
    failed: 'Speichern fehlgeschlagen. Dein Text bleibt erhalten, bitte versuche es erneut.',
    remaining: args('Noch {{count}} Zeichen', 'count'),
    afterCooking: 'Wie ist es geworden?',
    afterCookingHint: 'Bewerte es und notiere, was du nächstes Mal änderst.',
  },
  sharedSave: {
    title: 'In meinem Sous speichern',
    intro:
      'Behalte eine eigene Kopie dieses geteilten Rezepts in deiner Bibliothek. Deine Änderungen daran gehören nur dir; das Original bleibt, wie es ist.',
    save: 'In meinem Sous speichern',
    saving: 'Wird gespeichert…',
    saved: args('„{{title}}“ ist jetzt in deiner Bibliothek.', 'title'),
    alreadyYours: args('„{{title}}“ gehört schon dir: Es ist in deiner Bibliothek.', 'title'),
    open: 'Rezept öffnen',
    library: 'Zur Bibliothek',
    notFound:
      'Dieser Link führt (nicht mehr) zu einem geteilten Rezept. Vielleicht wird es nicht mehr geteilt.',
    tooMany: 'Zu oft in kurzer Zeit gespeichert. Bitte warte eine Minute.',
    failed: 'Das Rezept konnte nicht gespeichert werden. Bitte versuche es noch einmal.',
  },
};

export default de;
