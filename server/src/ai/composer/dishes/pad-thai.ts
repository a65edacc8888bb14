import { stirFry } from './stir-fry.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const padThai: Dish = variant(stirFry, {
  id: 'pad-thai',
  dish: 'Pad Thai',
  de: {
    dish: 'Pad Thai',
    gender: 'n',
    styleWords: ['würzig', 'frisch', 'klassisch'],
    pitch: (mains) =>
      `Gebratene Reisnudeln nach thailändischer Art mit ${mains}, dazu frische Limette.`,
  },
  family: 'stir-fry',
  titleAliases: ['pad thai'],
  cuisines: { thai: 5, asian: 4 },
  base: { accepts: (item) => item.id === 'rice-noodles', fallback: () => 'rice-noodles', scale: 1 },
  extraStaples: (c) => [
    ...when(!c.has('lime'), s('lime', 1, 'piece')),
    ...when(!c.has('bean-sprouts'), s('bean-sprouts', 150, 'g')),
  ],
});
