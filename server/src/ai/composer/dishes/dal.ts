import { curry } from './curry.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const dal: Dish = variant(curry, {
  id: 'dal',
  dish: 'Dal',
  de: {
    dish: 'Dal',
    gender: 'n',
    styleWords: ['wärmend', 'würzig', 'golden'],
    pitch: (mains) => `Ein wärmendes indisches Linsengericht mit ${mains}.`,
  },
  family: 'curry',
  titleAliases: ['dal', 'dhal', 'daal', 'linsencurry'],
  cuisines: { indian: 5 },
  moods: { warming: 5, healthy: 4, hearty: 3 },
  extraStaples: (c) => [
    ...when(!c.has('red-lentils'), s('red-lentils', 300, 'g')),
    s('turmeric', 1, 'tsp'),
  ],
  defaults: () => ['red-lentils', 'spinach', 'canned-tomatoes'],
});
