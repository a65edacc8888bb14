import { salad } from './salad.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { paragraph } from './kit.ts';
import { variant } from './variant.ts';

export const sandwich: Dish = variant(salad, {
  id: 'sandwich',
  dish: 'Sandwiches',
  de: {
    dish: 'Sandwiches',
    gender: 'pl',
    styleWords: ['frisch', 'knackig', 'herzhaft'],
    pitch: (mains) => `Belegte Sandwiches mit ${mains}, dazu ein frisches Dressing.`,
  },
  family: 'sandwich',
  answers: ['toast'],
  titleAliases: ['sandwiches', 'sandwich', 'toastie'],
  cuisines: { british: 5, american: 3 },
  moods: { quick: 5, kids: 4, light: 3 },
  base: { accepts: (item) => item.tags.has('bread'), fallback: () => 'bread', scale: 1.5 },
  finish: (parts) => [
    say('Build the sandwiches', 'Sandwiches belegen'),
    paragraph(
      say(
        `layer the filling on half of the ${parts.starch[0]?.name ?? 'bread'}, drizzle with the dressing, top with the rest and cut in half`,
        `${parts.starch[0]?.name ?? 'das Brot'} zur Hälfte mit der Füllung belegen, mit dem Dressing beträufeln, mit den übrigen Scheiben bedecken und halbieren`,
      ),
    ),
  ],
});
