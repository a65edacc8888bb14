import { salad } from './salad.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const greekSalad: Dish = variant(salad, {
  id: 'greek-salad',
  dish: 'Greek Salad',
  de: {
    dish: 'Griechischer Salat',
    gender: 'm',
    styleWords: ['frisch', 'sommerlich', 'klassisch'],
    pitch: (mains) => `Ein frischer griechischer Salat mit ${mains}.`,
  },
  family: 'salad',
  titleAliases: ['greek salad', 'griechischer salat', 'horiatiki'],
  cuisines: { mediterranean: 5 },
  extraStaples: (c) => [
    ...when(!c.has('black-olives'), s('black-olives', 80, 'g')),
    ...when(!c.has('cucumber'), s('cucumber', 1, 'piece')),
    ...when(!c.has('red-onion'), s('red-onion', 1, 'piece')),
    s('oregano', 1, 'tsp'),
  ],
  defaults: (diet) =>
    diet === 'vegan' ? ['chickpeas', 'tomato', 'cucumber'] : ['feta', 'tomato', 'cucumber'],
});
