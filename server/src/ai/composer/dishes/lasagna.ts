import { gratin } from './gratin.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const lasagna: Dish = variant(gratin, {
  id: 'lasagna',
  dish: 'Lasagna',
  de: {
    dish: 'Lasagne',
    gender: 'f',
    styleWords: ['klassisch', 'herzhaft', 'cremig'],
    pitch: (mains) => `Eine im Ofen gebackene Lasagne mit ${mains}, Tomaten und cremiger Soße.`,
  },
  family: 'baked-pasta',
  titleAliases: ['lasagna', 'lasagne'],
  cuisines: { italian: 5 },
  moods: { hearty: 5, kids: 4, warming: 4, creamy: 3 },
  base: {
    accepts: (item) => item.id === 'lasagne-sheets',
    fallback: () => 'lasagne-sheets',
    scale: 1,
  },
  extraStaples: (c) => [
    ...when(!c.has('canned-tomatoes'), s('canned-tomatoes', 800, 'g')),
    ...when(c.diet !== 'vegan' && !c.hasRole('cheese'), s('mozzarella', 200, 'g')),
  ],
  defaults: (diet) =>
    diet === 'vegan' || diet === 'vegetarian'
      ? ['spinach', 'zucchini', 'mushroom']
      : ['ground-beef', 'onion', 'carrot'],
});
