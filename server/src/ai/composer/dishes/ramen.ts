import { soup } from './soup.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const ramen: Dish = variant(soup, {
  id: 'ramen',
  dish: 'Ramen',
  de: {
    dish: 'Ramen',
    gender: 'pl',
    styleWords: ['herzhaft', 'wärmend', 'würzig'],
    pitch: (mains) => `Eine kräftige japanische Nudelsuppe mit ${mains}.`,
  },
  family: 'soup',
  answers: ['noodle-soup'],
  titleAliases: ['ramen', 'noodle soup', 'nudelsuppe'],
  cuisines: { japanese: 5, asian: 3 },
  base: { accepts: (item) => item.tags.has('noodles'), fallback: () => 'noodles', scale: 0.6 },
  staples: (c) => [
    s('vegetable-oil', 1, 'tbsp'),
    ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
    ...when(!c.has('ginger'), s('ginger', 1, 'piece')),
    ...when(!c.hasTag('stock'), s('vegetable-stock', 1200, 'ml')),
    s('soy-sauce', 3, 'tbsp'),
    ...when(!c.has('spring-onion'), s('spring-onion', 3, 'piece')),
  ],
});
