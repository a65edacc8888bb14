import { args, plural, type Translation } from '#src/lib/i18n/texts';
import type { FORMAT_SPEC } from './texts';

/** Deutsch. */
const de: Translation<typeof FORMAT_SPEC> = {
  notAvailable: 'k. A.',
  minutesCard: args('{{minutes}} Min.', 'minutes'),
  minutesDetail: args('{{minutes}} Min.', 'minutes'),
  hours: args('{{hours}} Std.', 'hours'),
  hoursMinutes: args('{{hours}} Std. {{minutes}} Min.', 'hours', 'minutes'),
  recipeCount: plural('{{count}} Rezept', '{{count}} Rezepte'),
  difficulty: { easy: 'Leicht', medium: 'Mittel', hard: 'Schwer' },
  category: {
    vegan: 'Vegan',
    vegetarian: 'Vegetarisch',
    beef: 'Rind',
    pork: 'Schwein',
    chicken: 'Hähnchen',
    lamb: 'Lamm',
    fish: 'Fisch',
    seafood: 'Meeresfrüchte',
    mixedMeat: 'Gemischtes Fleisch',
  },
  categoryNote: {
    vegan: 'Rein pflanzlich',
    vegetarian: 'Mit Milchprodukten/Eiern',
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
