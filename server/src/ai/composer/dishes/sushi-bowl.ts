import { grainBowl } from './grain-bowl.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const sushiBowl: Dish = variant(grainBowl, {
  id: 'sushi-bowl',
  dish: 'Sushi Bowl',
  de: {
    dish: 'Sushi-Bowl',
    gender: 'f',
    styleWords: ['frisch', 'japanisch', 'bunt'],
    pitch: (mains) => `Sushi-Reis in der Schale, mit ${mains} und Sojasoße.`,
  },
  family: 'bowl',
  answers: ['sushi'],
  titleAliases: ['sushi bowl', 'sushi-bowl', 'sushi'],
  cuisines: { japanese: 5, asian: 4 },
  base: {
    accepts: (item) => item.tags.has('rice') && !item.tags.has('risotto-rice'),
    fallback: () => 'rice',
    scale: 1,
  },
  staples: (c) => [
    s('rice-vinegar', 2, 'tbsp'),
    s('soy-sauce', 3, 'tbsp'),
    ...when(!c.has('nori'), s('nori', 2, 'piece')),
    ...when(!c.has('cucumber'), s('cucumber', 1, 'piece')),
    s('sesame-seeds', 1, 'tbsp'),
  ],
  defaults: (diet) =>
    diet === 'vegan' || diet === 'vegetarian'
      ? ['tofu', 'avocado', 'edamame']
      : ['salmon', 'avocado', 'edamame'],
});
