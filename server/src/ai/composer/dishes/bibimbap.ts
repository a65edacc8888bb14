import { grainBowl } from './grain-bowl.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const bibimbap: Dish = variant(grainBowl, {
  id: 'bibimbap',
  dish: 'Bibimbap',
  de: {
    dish: 'Bibimbap',
    gender: 'n',
    styleWords: ['koreanisch', 'würzig', 'bunt'],
    pitch: (mains) => `Koreanische Reisschale mit ${mains}, zum Vermischen am Tisch.`,
  },
  family: 'bowl',
  titleAliases: ['bibimbap'],
  cuisines: { korean: 5, asian: 4 },
  extraStaples: (c) => [
    s('soy-sauce', 2, 'tbsp'),
    s('sriracha', 1, 'tbsp'),
    ...when(!c.has('spinach'), s('spinach', 150, 'g')),
  ],
  defaults: (diet) =>
    diet === 'vegan' ? ['tofu', 'carrot', 'shiitake'] : ['ground-beef', 'carrot', 'shiitake'],
});
