import { tacos } from './tacos.ts';
import type { Dish } from '../dish.ts';
import { paragraph, s } from './kit.ts';
import { variant } from './variant.ts';

export const burrito: Dish = variant(tacos, {
  id: 'burrito',
  dish: 'Burritos',
  family: 'tortilla',
  titleAliases: ['burritos', 'burrito'],
  cuisines: { mexican: 5 },
  base: {
    accepts: (item) => item.id === 'flour-tortilla',
    fallback: () => 'flour-tortilla',
    scale: 1,
  },
  extraStaples: () => [s('black-beans', 400, 'g')],
  finish: (parts) => [
    'Roll the burritos',
    paragraph(
      `spoon the filling down the middle of each warm ${parts.starch[0]?.name ?? 'tortilla'}`,
      'fold in the sides, roll up tightly and serve seam side down',
    ),
  ],
});
