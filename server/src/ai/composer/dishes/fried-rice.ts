import { stirFry } from './stir-fry.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const friedRice: Dish = variant(stirFry, {
  id: 'fried-rice',
  dish: 'Fried Rice',
  de: {
    dish: 'gebratener Reis',
    gender: 'm',
    styleWords: ['würzig', 'knusprig', 'schnell'],
    pitch: (mains) => `Gebratener Reis aus dem Wok mit ${mains}.`,
  },
  family: 'stir-fry',
  titleAliases: ['fried rice', 'gebratener reis'],
  cuisines: { chinese: 5, asian: 4 },
  base: {
    accepts: (item) => item.tags.has('rice') && !item.tags.has('risotto-rice'),
    fallback: () => 'jasmine-rice',
    scale: 1,
  },
  extraStaples: (c) => when(!c.has('spring-onion'), s('spring-onion', 3, 'piece')),
});
