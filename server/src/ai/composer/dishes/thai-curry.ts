import { curry } from './curry.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const thaiCurry: Dish = variant(curry, {
  id: 'thai-curry',
  dish: 'Thai Curry',
  de: {
    dish: 'Thai-Curry',
    gender: 'n',
    styleWords: ['duftend', 'feurig', 'cremig'],
    pitch: (mains) => `Ein duftendes Thai-Curry mit ${mains} in Kokosmilch.`,
  },
  family: 'curry',
  titleAliases: ['thai curry', 'green curry', 'red curry'],
  cuisines: { thai: 5, asian: 4 },
  extraStaples: (c) => [
    ...when(!c.has('curry-paste'), s('curry-paste', 3, 'tbsp')),
    ...when(!c.has('coconut-milk'), s('coconut-milk', 400, 'ml')),
    ...when(!c.has('lime'), s('lime', 1, 'piece')),
  ],
});
