import { CATEGORY_LABELS, DIFFICULTY_LABELS } from '#contract/labels';
import { args, plural, type Translation } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  notAvailable: 'k. A.',
  minutesCard: args('{{minutes}} Min.', 'minutes'),
  minutesDetail: args('{{minutes}} Min.', 'minutes'),
  hours: args('{{hours}} Std.', 'hours'),
  hoursMinutes: args('{{hours}} Std. {{minutes}} Min.', 'hours', 'minutes'),
  recipeCount: plural('{{count}} Rezept', '{{count}} Rezepte'),
  difficulty: DIFFICULTY_LABELS.de,
  category: CATEGORY_LABELS.de,
  categoryNote: {
    vegan: 'Rein pflanzlich',
    vegetarian: 'Mit Milch oder Eiern',
    beef: 'Mit Rindfleisch',
    pork: 'Mit Schweinefleisch',
    chicken: 'Geflügel',
    lamb: 'Mit Lammfleisch',
    fish: 'Mit Fisch',
    seafood: 'Mit Meeresfrüchten',
    mixedMeat: 'Mehrere Fleischsorten',
  },
  durationHours: plural('{{count}} Stunde', '{{count}} Stunden'),
  durationMinutes: plural('{{count}} Minute', '{{count}} Minuten'),
  durationSeconds: plural('{{count}} Sekunde', '{{count}} Sekunden'),
};

export default de;
