import { gratin } from './gratin.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const macAndCheese: Dish = variant(gratin, {
  id: 'mac-and-cheese',
  dish: 'Mac and Cheese',
  de: {
    dish: 'Käsemakkaroni',
    gender: 'pl',
    styleWords: ['cremig', 'goldbraun', 'überbacken'],
    pitch: (mains) => `Überbackene Makkaroni in cremiger Käsesoße mit ${mains}.`,
  },
  family: 'baked-pasta',
  titleAliases: ['mac and cheese', 'macaroni cheese', 'mac n cheese'],
  cuisines: { american: 5, british: 3 },
  moods: { kids: 5, creamy: 5, hearty: 4 },
  allowsDiet: (diet, excluded) => diet !== 'vegan' && !excluded.has('dairy'),
  base: {
    accepts: (item) =>
      item.tags.has('pasta') && !['spaghetti', 'tagliatelle', 'lasagne-sheets'].includes(item.id),
    fallback: () => 'pasta',
    scale: 1,
  },
  extraStaples: (c) => [
    ...when(!c.has('cheddar'), s('cheddar', 200, 'g')),
    ...when(!c.has('milk'), s('milk', 500, 'ml')),
  ],
  defaults: () => ['broccoli'],
});
