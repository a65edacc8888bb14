import type { Dish } from '#server/src/ai/composer/dish.ts';
import { bakeGerman, bakeMethod, bakeTemplate, cakeBase } from './cake.ts';
import { s } from './kit.ts';

export const brownies: Dish = {
  template: bakeTemplate({
    id: 'brownies',
    dish: 'Brownies',
    de: bakeGerman('Brownies', 'pl', ['saftig', 'schokoladig', 'klebrig']),
    titleAliases: ['brownies', 'brownie'],
    styleWords: ['Fudgy', 'Gooey', 'Rich'],
    cuisines: { american: 5 },
    staples: (c) => [...cakeBase(c.diet === 'vegan', 120), s('cocoa', 60, 'g')],
    defaults: () => ['dark-chocolate', 'walnuts'],
  }),
  method: bakeMethod(['a 20 cm square tin', 'eine quadratische Form (20 cm)'], 25),
};
