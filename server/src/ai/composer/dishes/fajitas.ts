import { tacos } from './tacos.ts';
import type { Dish } from '../dish.ts';
import { paragraph, s, when } from './kit.ts';
import { variant } from './variant.ts';

export const fajitas: Dish = variant(tacos, {
  id: 'fajitas',
  dish: 'Fajitas',
  family: 'tortilla',
  titleAliases: ['fajitas', 'fajita'],
  cuisines: { mexican: 5, american: 2 },
  extraStaples: (c) => when(!c.has('bell-pepper'), s('bell-pepper', 2, 'piece')),
  finish: () => [
    'Serve the fajitas',
    paragraph(
      'bring the sizzling filling to the table with the warm tortillas and let everyone wrap their own',
    ),
  ],
});
