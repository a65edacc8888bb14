import { stew } from './stew.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s } from './kit.ts';
import { variant } from './variant.ts';

export const goulash: Dish = variant(stew, {
  id: 'goulash',
  dish: 'Goulash',
  de: {
    dish: 'Gulasch',
    gender: 'n',
    styleWords: ['herzhaft', 'deftig', 'klassisch'],
    pitch: (mains) => `Ein kräftiges Paprikagulasch mit ${mains}, langsam geschmort.`,
  },
  family: 'stew',
  titleAliases: ['goulash', 'gulasch'],
  cuisines: { german: 5 },
  extraStaples: () => [s('paprika', 2, 'tbsp')],
  defaults: (diet) =>
    diet === 'vegan' || diet === 'vegetarian'
      ? ['mushroom', 'potato', 'bell-pepper']
      : ['beef', 'onion', 'bell-pepper'],
});
