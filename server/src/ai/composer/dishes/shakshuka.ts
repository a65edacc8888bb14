import { frittata } from './frittata.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { say } from '#server/src/ai/composer/language.ts';
import { paragraph, s, when } from './kit.ts';
import { variant } from './variant.ts';

export const shakshuka: Dish = variant(frittata, {
  id: 'shakshuka',
  dish: 'Shakshuka',
  family: 'egg',
  titleAliases: ['shakshuka'],
  cuisines: { 'middle-eastern': 5, mediterranean: 3 },
  moods: { breakfast: 4, warming: 3, spicy: 2, healthy: 3 },
  extraStaples: (c) => [
    ...when(!c.has('canned-tomatoes'), s('canned-tomatoes', 400, 'g')),
    ...when(!c.has('bell-pepper'), s('bell-pepper', 1, 'piece')),
    s('cumin', 1, 'tsp'),
    s('paprika', 1, 'tsp'),
  ],
  de: {
    dish: 'Shakshuka',
    gender: 'f',
    styleWords: ['würzig', 'wärmend', 'orientalisch'],
    pitch: (mains) => `Eine würzige Tomatenpfanne mit ${mains}, in der Eier sanft garen.`,
  },
  finish: () => [
    say('Serve the shakshuka', 'Shakshuka servieren'),
    paragraph(
      say(
        'bring the pan to the table while the yolks are still soft and serve with bread for dipping',
        'die Pfanne auf den Tisch bringen, solange das Eigelb noch weich ist, und mit Brot zum Tunken servieren',
      ),
    ),
  ],
});
