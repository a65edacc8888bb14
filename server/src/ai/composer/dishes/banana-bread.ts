import type { Dish } from '#server/src/ai/composer/dish.ts';
import { bakeGerman, bakeMethod, bakeTemplate, cakeBase } from './cake.ts';
import { s } from './kit.ts';

export const bananaBread: Dish = {
  template: bakeTemplate({
    id: 'banana-bread',
    dish: 'Banana Bread',
    de: bakeGerman('Bananenbrot', 'n', ['saftig', 'goldbraun', 'sonntäglich']),
    titleAliases: ['banana bread', 'bananenbrot'],
    styleWords: ['Moist', 'Golden', 'Sunday'],
    moods: { breakfast: 3, dessert: 4, kids: 4 },
    cuisines: { american: 5 },
    staples: (c) => [...cakeBase(c.diet === 'vegan', 220), s('cinnamon', 1, 'tsp')],
    defaults: () => ['banana', 'walnuts'],
  }),
  method: bakeMethod(['a 900 g loaf tin', 'eine Kastenform (25 cm)'], 55),
};
