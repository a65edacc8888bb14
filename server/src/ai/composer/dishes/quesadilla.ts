import { tacos } from './tacos.ts';
import type { Dish } from '../dish.ts';
import { paragraph, s, when } from './kit.ts';
import { nameList } from '../lines.ts';
import { variant } from './variant.ts';

export const quesadilla: Dish = variant(tacos, {
  id: 'quesadilla',
  dish: 'Quesadillas',
  family: 'tortilla',
  titleAliases: ['quesadillas', 'quesadilla'],
  cuisines: { mexican: 4 },
  moods: { quick: 4, kids: 4, creamy: 2 },
  allowsDiet: (diet, excluded) => diet !== 'vegan' && !excluded.has('dairy'),
  extraStaples: (c) => when(!c.hasRole('cheese'), s('cheddar', 200, 'g')),
  finish: (parts) => [
    'Fill and crisp the quesadillas',
    paragraph(
      `scatter the filling and ${nameList(parts.cheese) || 'the cheese'} over half of each tortilla and fold it over`,
      'toast in a dry frying pan until golden on both sides and the cheese has melted, then cut into wedges',
    ),
  ],
});
