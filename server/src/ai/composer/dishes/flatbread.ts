import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { doughMethod, pizza } from './pizza.ts';

export const flatbread: Dish = {
  template: {
    ...pizza.template,
    id: 'flatbread',
    family: 'pizza',
    dish: 'Flatbreads',
    de: {
      dish: 'Fladenbrote',
      gender: 'pl',
      styleWords: ['würzig', 'goldbraun', 'kräuterig'],
      pitch: (mains) => `Warme, selbst gebackene Fladenbrote mit ${mains}.`,
    },
    titleAliases: ['flatbreads', 'flatbread', 'fladenbrot', 'naan'],
    styleWords: ['Spiced', 'Golden', 'Herby'],
    cuisines: { 'middle-eastern': 5, mediterranean: 4, indian: 2 },
    staples: (c) => [
      s('flour', 400, 'g'),
      s('yeast', 7, 'g'),
      s('olive-oil', 3, 'tbsp'),
      ...when(!c.hasRole('sauce'), s('hummus', 200, 'g')),
      s('cumin', 1, 'tsp'),
      s('salt', 1, 'tsp'),
    ],
    defaults: (diet) =>
      diet === 'vegan' || diet === 'vegetarian'
        ? ['eggplant', 'red-onion']
        : ['ground-lamb', 'red-onion'],
  },
  method: doughMethod(['flatbread', 'Fladen'], 8),
};
