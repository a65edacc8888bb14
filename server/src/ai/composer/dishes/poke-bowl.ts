import { grainBowl } from './grain-bowl.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const pokeBowl: Dish = variant(grainBowl, {
  id: 'poke-bowl',
  dish: 'Poke Bowl',
  de: {
    dish: 'Poke-Bowl',
    gender: 'f',
    styleWords: ['frisch', 'bunt', 'hawaiianisch'],
    pitch: (mains) => `Eine frische Poke-Bowl mit ${mains}.`,
  },
  family: 'bowl',
  answers: ['poke'],
  titleAliases: ['poke bowl', 'poke-bowl', 'poke'],
  cuisines: { american: 4, japanese: 3, asian: 3 },
  extraStaples: (c) => [s('soy-sauce', 2, 'tbsp'), ...when(!c.has('lime'), s('lime', 1, 'piece'))],
  defaults: (diet) =>
    diet === 'vegan' || diet === 'vegetarian'
      ? ['tofu', 'mango', 'avocado']
      : ['tuna', 'mango', 'avocado'],
});
