import { salad } from './salad.ts';
import type { Dish } from '../dish.ts';
import { paragraph } from './kit.ts';
import { variant } from './variant.ts';

export const sandwich: Dish = variant(salad, {
  id: 'sandwich',
  dish: 'Sandwiches',
  family: 'sandwich',
  answers: ['toast'],
  titleAliases: ['sandwiches', 'sandwich', 'toastie'],
  cuisines: { british: 5, american: 3 },
  moods: { quick: 5, kids: 4, light: 3 },
  base: { accepts: (item) => item.tags.has('bread'), fallback: () => 'bread', scale: 1.5 },
  finish: (parts) => [
    'Build the sandwiches',
    paragraph(
      `layer the filling on half of the ${parts.starch[0]?.name ?? 'bread'}, drizzle with the dressing, top with the rest and cut in half`,
    ),
  ],
});
