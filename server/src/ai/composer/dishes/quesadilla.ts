import { tacos } from './tacos.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { paragraph, s, when } from './kit.ts';
import { nameList } from '#server/src/ai/composer/lines.ts';
import { variant } from './variant.ts';

export const quesadilla: Dish = variant(tacos, {
  id: 'quesadilla',
  dish: 'Quesadillas',
  de: {
    dish: 'Quesadillas',
    gender: 'pl',
    styleWords: ['knusprig', 'käsig', 'goldbraun'],
    pitch: (mains) => `Knusprige Quesadillas mit ${mains} und geschmolzenem Käse.`,
  },
  family: 'tortilla',
  titleAliases: ['quesadillas', 'quesadilla'],
  cuisines: { mexican: 4 },
  moods: { quick: 4, kids: 4, creamy: 2 },
  allowsDiet: (diet, excluded) => diet !== 'vegan' && !excluded.has('dairy'),
  extraStaples: (c) => when(!c.hasRole('cheese'), s('cheddar', 200, 'g')),
  finish: (parts) => [
    say('Fill and crisp the quesadillas', 'Quesadillas füllen und knusprig braten'),
    paragraph(
      say(
        `scatter the filling and ${nameList(parts.cheese) || 'the cheese'} over half of each tortilla and fold it over`,
        `die Füllung und ${nameList(parts.cheese) || 'den Käse'} auf je eine Hälfte der Tortillas streuen und zuklappen`,
      ),
      say(
        'toast in a dry frying pan until golden on both sides and the cheese has melted, then cut into wedges',
        'in einer trockenen Pfanne von beiden Seiten goldbraun rösten, bis der Käse geschmolzen ist, dann in Stücke schneiden',
      ),
    ),
  ],
});
