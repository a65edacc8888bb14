import { soup } from './soup.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const pho: Dish = variant(soup, {
  id: 'pho',
  dish: 'Pho',
  de: {
    dish: 'Pho',
    gender: 'f',
    styleWords: ['duftend', 'wärmend', 'klassisch'],
    pitch: (mains) => `Eine duftende vietnamesische Reisnudelsuppe mit ${mains}.`,
  },
  family: 'soup',
  titleAliases: ['pho'],
  cuisines: { vietnamese: 5, asian: 3 },
  base: {
    accepts: (item) => item.id === 'rice-noodles',
    fallback: () => 'rice-noodles',
    scale: 0.6,
  },
  staples: (c) => [
    s('vegetable-oil', 1, 'tbsp'),
    ...when(!c.has('ginger'), s('ginger', 1, 'piece')),
    ...when(!c.hasTag('stock'), s('beef-stock', 1200, 'ml')),
    s('star-anise', 2, 'piece'),
    s('fish-sauce', 2, 'tbsp'),
    ...when(!c.has('lime'), s('lime', 1, 'piece')),
    ...when(!c.has('cilantro'), s('cilantro', 1, 'sprig')),
  ],
});
