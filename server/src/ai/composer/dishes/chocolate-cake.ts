import type { Dish } from '#server/src/ai/composer/dish.ts';
import { bakeGerman, bakeMethod, bakeTemplate, cakeBase } from './cake.ts';
import { s } from './kit.ts';

export const chocolateCake: Dish = {
  template: bakeTemplate({
    id: 'chocolate-cake',
    dish: 'Chocolate Cake',
    de: bakeGerman('Schokoladenkuchen', 'm', ['saftig', 'schokoladig', 'locker']),
    titleAliases: ['chocolate cake', 'schokoladenkuchen', 'schokokuchen'],
    styleWords: ['Rich', 'Fudgy', 'Dark'],
    cuisines: { american: 5, german: 3 },
    staples: (c) => [...cakeBase(c.diet === 'vegan', 220), s('cocoa', 50, 'g')],
    defaults: () => ['dark-chocolate'],
  }),
  method: bakeMethod(['a 23 cm round tin', 'eine runde Form (23 cm)'], 35),
};
