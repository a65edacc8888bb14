import {
  ARCHIVE_FILE_MAX_BYTES,
  ARCHIVE_MAX_ENTRIES,
  ARCHIVE_MAX_RATIO,
  ARCHIVE_MAX_RECIPES,
  ARCHIVE_MAX_UNPACKED_BYTES,
} from '#src/api/archive-import';
import { args, plural, type Translation } from '#src/lib/i18n/texts';
import type en from './archive-texts.en';

/** "Import from another app" in German; the limits in the refusals follow the contract's constants. */
const de: Translation<typeof en> = {
  title: 'Aus einer anderen App importieren',
  description:
    'Hol deine Rezepte aus Paprika, Mealie, Tandoor oder Nextcloud Cookbook, aus schema.org-Rezepten (Zip oder JSON-Datei), oder stelle ein Sous-Datenarchiv wieder her.',
  fileLabel: 'Archiv',
  chooseFile: 'Archiv auswählen…',
  fileHint: '.zip, .paprikarecipes oder .json, höchstens 50 MB.',
  duplicatesLegend: 'Rezepte, die du schon hast (gleicher Titel und gleiche Zutaten)',
  skip: 'Rezepte überspringen, die ich schon habe',
  keep: 'Beide behalten',
  start: 'Import starten',
  uploading: 'Archiv wird gelesen…',
  missingFile: 'Wähle zuerst ein Archiv aus.',
  progressLabel: 'Fortschritt des Imports',
  progress: args('{{done}} von {{total}} Rezepten', 'done', 'total'),
  starting: 'Wird gestartet…',
  current: args('Gerade: {{title}}', 'title'),
  keepsRunning: 'Du kannst dieses Fenster schließen: Der Import läuft weiter.',
  cancel: 'Import abbrechen',
  cancelling: 'Wird abgebrochen…',
  cancelFailed: 'Abbrechen hat nicht geklappt. Bitte versuche es noch einmal.',
  finished: 'Import abgeschlossen',
  cancelled: 'Import abgebrochen',
  stopped: 'Import angehalten',
  countsLabel: 'Zusammenfassung',
  counts: {
    imported: plural('{{count}} importiert', '{{count}} importiert'),
    skipped: plural('{{count}} als Duplikat übersprungen', '{{count}} als Duplikate übersprungen'),
    failed: plural('{{count}} fehlgeschlagen', '{{count}} fehlgeschlagen'),
    not_imported: plural('{{count}} nicht importiert', '{{count}} nicht importiert'),
  },
  reportLabel: 'Rezepte des Archivs',
  outcomes: {
    imported: 'Importiert',
    kept: 'Importiert (du hattest es schon)',
    skipped_duplicate: 'Übersprungen: schon in deiner Bibliothek',
    failed: 'Fehlgeschlagen',
    not_imported: 'Nicht importiert',
  },
  importAnother: 'Weiteres Archiv importieren',
  done: 'Fertig',
  close: 'Schließen',
  /** The library's line while the dialog is closed. */
  lineRunning: args('Importiere {{done}} von {{total}}…', 'done', 'total'),
  lineEnded: 'Import abgeschlossen. Bericht anzeigen',
  retry: 'Erneut versuchen',
  errors: {
    jobRunning:
      'Es läuft schon ein Import. Warte, bis er fertig ist, oder brich ihn ab, und versuche es dann noch einmal.',
    tooMany: 'Zu viele Importe. Bitte warte eine Minute.',
    network: 'Netzwerkfehler. Bitte prüfe deine Verbindung.',
    failed: 'Der Import konnte nicht starten. Bitte versuche es noch einmal.',
    loadFailed: 'Der Fortschritt des Imports konnte nicht geladen werden.',
  },
  details: {
    imageNotImage:
      'Das Bild ist kein JPEG-, PNG-, WebP- oder GIF-Bild; das Rezept wurde ohne es importiert.',
    imageUnreadable:
      'Das Bild konnte nicht gelesen werden oder ist größer als 10 MB; das Rezept wurde ohne es importiert.',
    imageQuota:
      'Das Bild würde deinen Speicherplatz überschreiten; das Rezept wurde ohne es importiert.',
    collectionsFull: args(
      'Du hast {{max}} Sammlungen, mehr geht nicht; das Rezept wurde keiner neuen hinzugefügt.',
      'max',
    ),
    libraryFull: args(
      'Deine Rezeptsammlung fasst höchstens {{max}} Rezepte; dieses wurde nicht gespeichert.',
      'max',
    ),
    jobInterrupted:
      'Der Import wurde angehalten, weil der Server neu gestartet ist. Die schon importierten Rezepte bleiben in deiner Sammlung; lade das Archiv noch einmal hoch, um den Rest zu importieren (vorhandene Rezepte werden übersprungen).',
    jobFailed:
      'Der Import wurde wegen eines Fehlers in Sous angehalten. Die schon importierten Rezepte bleiben in deiner Sammlung; lade das Archiv noch einmal hoch, um den Rest zu importieren (vorhandene Rezepte werden übersprungen).',
  },
  refused: {
    archive_not_recognised:
      'Diese Datei ist kein Rezeptarchiv, das Sous lesen kann (Paprika, Mealie, Tandoor, Nextcloud Cookbook oder schema.org-Rezepte als Zip oder JSON).',
    archive_truncated:
      'Dieses Archiv ist unvollständig: Die Datei endet zu früh oder ist beschädigt. Exportiere es noch einmal und lade die ganze Datei hoch.',
    archive_too_large: `Dieses Archiv wird entpackt größer als ${ARCHIVE_MAX_UNPACKED_BYTES / 1_000_000} MB. Exportiere es in kleineren Teilen.`,
    archive_ratio: `Dieses Archiv wurde nicht geöffnet: Eine Datei darin wird entpackt mehr als ${ARCHIVE_MAX_RATIO}-mal so groß.`,
    archive_unsafe_path:
      'Dieses Archiv wurde nicht geöffnet: Ein Dateiname darin zeigt aus dem Archiv hinaus.',
    archive_too_many_entries: `Dieses Archiv enthält mehr als ${ARCHIVE_MAX_ENTRIES.toLocaleString('de-DE')} Dateien. Exportiere es in kleineren Teilen.`,
    archive_encrypted:
      'Dieses Archiv ist mit einem Passwort geschützt. Exportiere es noch einmal ohne Passwort.',
    archive_unsupported:
      'Dieses Archiv nutzt eine Zip-Funktion, die Sous nicht liest (ZIP64 oder eine ungewöhnliche Kompression). Exportiere es noch einmal als einfaches Zip.',
    archive_no_recipes: 'Dieses Archiv enthält keine Rezepte.',
    archive_file_too_large: `Das Archiv ist größer als ${ARCHIVE_FILE_MAX_BYTES / 1024 / 1024} MiB. Exportiere es in kleineren Teilen.`,
    archive_too_many_recipes: `Dieses Archiv enthält mehr als ${ARCHIVE_MAX_RECIPES.toLocaleString('de-DE')} Rezepte. Exportiere es in kleineren Teilen.`,
  },
};

export default de;
