import type { Dish } from '#server/src/ai/composer/dish.ts';
import { bakeGerman, bakeMethod, bakeTemplate, cakeBase } from './cake.ts';

export const muffins: Dish = {
  template: bakeTemplate({
    id: 'muffins',
    dish: 'Muffins',
    de: bakeGerman('Muffins', 'pl', ['fluffig', 'goldbraun', 'locker']),
    titleAliases: ['muffins', 'muffin', 'cupcakes'],
    styleWords: ['Fluffy', 'Bakery-Style', 'Golden'],
    moods: { breakfast: 4, dessert: 4, kids: 5 },
    cuisines: { american: 5, british: 3 },
    staples: (c) => cakeBase(c.diet === 'vegan', 280),
    defaults: () => ['blueberry'],
  }),
  method: bakeMethod(
    ['a 12-hole muffin tin with paper cases', 'ein Muffinblech mit 12 Papierförmchen'],
    22,
  ),
};
