import { frittata } from './frittata.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { say } from '#server/src/ai/composer/language.ts';
import { paragraph } from './kit.ts';
import { nameList } from '#server/src/ai/composer/lines.ts';
import { variant } from './variant.ts';

export const omelette: Dish = variant(frittata, {
  id: 'omelette',
  dish: 'Omelette',
  family: 'egg',
  titleAliases: ['omelette', 'omelet', 'omelett'],
  cuisines: { french: 5 },
  moods: { quick: 5, breakfast: 5, light: 2 },
  de: {
    dish: 'Omelett',
    gender: 'n',
    styleWords: ['locker', 'schnell', 'golden'],
    pitch: (mains) => `Ein lockeres Omelett, gefüllt mit ${mains}.`,
  },
  finish: (parts) => [
    say('Fold and serve', 'Zusammenklappen und servieren'),
    paragraph(
      say(
        `fold the omelette in half over the filling${parts.herb.length > 0 ? `, scatter with the ${nameList(parts.herb)}` : ''} and serve at once`,
        `das Omelett über der Füllung zusammenklappen${parts.herb.length > 0 ? `, mit ${nameList(parts.herb)} bestreuen` : ''} und sofort servieren`,
      ),
    ),
  ],
});
