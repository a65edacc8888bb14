import { stew } from './stew.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const chili: Dish = variant(stew, {
  id: 'chili',
  dish: 'Chili',
  de: {
    dish: 'Chili',
    gender: 'n',
    styleWords: ['feurig', 'würzig', 'herzhaft'],
    pitch: (mains) => `Ein würziges Chili mit ${mains}, langsam geschmort.`,
  },
  family: 'stew',
  titleAliases: ['chili con carne', 'chili sin carne', 'chili'],
  cuisines: { mexican: 5, american: 4 },
  moods: { spicy: 5, hearty: 5, warming: 4 },
  extraStaples: (c) => [
    ...when(!c.has('kidney-beans'), s('kidney-beans', 400, 'g')),
    ...when(!c.has('canned-tomatoes'), s('canned-tomatoes', 400, 'g')),
    s('chili-powder', 2, 'tsp'),
    s('cumin', 1, 'tsp'),
  ],
  defaults: (diet) =>
    diet === 'vegan' || diet === 'vegetarian'
      ? ['black-beans', 'bell-pepper', 'sweet-potato']
      : ['ground-beef', 'bell-pepper', 'onion'],
});
