import { frittata } from './frittata.ts';
import type { Dish } from '../dish.ts';
import { paragraph } from './kit.ts';
import { nameList } from '../lines.ts';
import { variant } from './variant.ts';

export const omelette: Dish = variant(frittata, {
  id: 'omelette',
  dish: 'Omelette',
  family: 'egg',
  titleAliases: ['omelette', 'omelet', 'omelett'],
  cuisines: { french: 5 },
  moods: { quick: 5, breakfast: 5, light: 2 },
  finish: (parts) => [
    'Fold and serve',
    paragraph(
      `fold the omelette in half over the filling${parts.herb.length > 0 ? `, scatter with the ${nameList(parts.herb)}` : ''} and serve at once`,
    ),
  ],
});
