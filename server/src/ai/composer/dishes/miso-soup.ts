import { soup } from './soup.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const misoSoup: Dish = variant(soup, {
  id: 'miso-soup',
  dish: 'Miso Soup',
  de: {
    dish: 'Misosuppe',
    gender: 'f',
    styleWords: ['leicht', 'wärmend', 'fein'],
    pitch: (mains) => `Eine leichte japanische Misosuppe mit ${mains}.`,
  },
  family: 'soup',
  titleAliases: ['miso soup', 'misosuppe'],
  cuisines: { japanese: 5, asian: 3 },
  moods: { light: 5, quick: 3, healthy: 4, warming: 3 },
  staples: (c) => [
    s('vegetable-oil', 1, 'tbsp'),
    ...when(!c.hasTag('stock'), s('vegetable-stock', 1000, 'ml')),
    ...when(!c.has('miso'), s('miso', 3, 'tbsp')),
    ...when(!c.has('spring-onion'), s('spring-onion', 2, 'piece')),
    ...when(!c.has('nori'), s('nori', 1, 'piece')),
  ],
  defaults: (diet) =>
    diet === 'vegan' || diet === 'vegetarian'
      ? ['tofu', 'spinach', 'mushroom']
      : ['tofu', 'bok-choy', 'shiitake'],
});
