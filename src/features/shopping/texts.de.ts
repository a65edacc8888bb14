import type { Translation } from '#src/lib/i18n/texts';
import { args, plural } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  title: 'Einkaufsliste',
  toBuy: plural('{{count}} Artikel zu kaufen', '{{count}} Artikel zu kaufen'),
  allDone: 'Alles ist abgehakt',
  loading: 'Einkaufsliste wird geladen',
  loadFailed: 'Die Einkaufsliste konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Deine Einkaufsliste ist leer',
  emptyHint:
    'Füge ein Rezept auf seiner Seite hinzu, deine Woche aus dem Essensplan, oder tippe unten ein, was du brauchst.',
  openPlan: 'Essensplan öffnen',
  openLibrary: 'Deine Rezepte öffnen',
  sections: {
    produce: 'Obst & Gemüse',
    meat_fish: 'Fleisch & Fisch',
    dairy_eggs: 'Milchprodukte & Eier',
    bakery: 'Backwaren',
    pantry: 'Vorräte',
    oils_sauces: 'Öle & Saucen',
    spices: 'Gewürze',
    frozen: 'Tiefkühl',
    drinks: 'Getränke',
    other: 'Sonstiges',
  },
  from: 'aus',
  typed: 'von Hand hinzugefügt',
  edit: args('{{name}} bearbeiten', 'name'),
  remove: args('{{name}} entfernen', 'name'),
  clearChecked: args('Abgehakte entfernen ({{count}})', 'count'),
  pantryButton: 'Vorrat',
  add: {
    label: 'Artikel hinzufügen',
    placeholder: '2 Zitronen, Küchenrolle',
    submit: 'Hinzufügen',
    adding: 'Wird hinzugefügt…',
    required: 'Bitte tippe ein, was du brauchst.',
  },
  editForm: {
    quantity: 'Menge',
    unit: 'Einheit',
    name: 'Artikel',
    save: 'Speichern',
    cancel: 'Abbrechen',
    nameRequired: 'Bitte benenne den Artikel.',
  },
  actionFailed: 'Das hat nicht geklappt. Bitte versuche es erneut.',
  waiting: plural(
    '{{count}} Änderung wird gespeichert, sobald du wieder online bist.',
    '{{count}} Änderungen werden gespeichert, sobald du wieder online bist.',
  ),
  unsaved: 'Noch nicht gespeichert',
  added: args('Zur Einkaufsliste hinzugefügt: {{title}}.', 'title'),
  addedWeek: plural(
    '{{count}} geplantes Rezept zur Einkaufsliste hinzugefügt.',
    '{{count}} geplante Rezepte zur Einkaufsliste hinzugefügt.',
  ),
  nothingToAdd: 'Für diese Woche sind keine Rezepte geplant.',
  alreadyAdded: 'Die Rezepte dieser Woche stehen schon auf deiner Einkaufsliste.',
  leftOut: args('Weggelassen (immer im Haus): {{names}}', 'names'),
  viewList: 'Zur Liste',
  pantry: {
    title: 'Vorrat',
    description:
      'Was du immer im Haus hast. Hinzugefügte Rezepte und Pläne lassen es auf der Liste weg.',
    label: 'Vorrat hinzufügen',
    placeholder: 'Salz, Olivenöl',
    add: 'Hinzufügen',
    remove: args('{{name}} entfernen', 'name'),
    empty: 'Noch nichts im Vorrat.',
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    cancel: 'Abbrechen',
    failed: 'Der Vorrat konnte nicht gespeichert werden. Bitte versuche es erneut.',
    tooMany: 'Höchstens 100 Einträge.',
  },
};
export default de;
