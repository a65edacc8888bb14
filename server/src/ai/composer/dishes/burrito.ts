import { tacos } from './tacos.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { paragraph, s } from './kit.ts';
import { variant } from './variant.ts';

export const burrito: Dish = variant(tacos, {
  id: 'burrito',
  dish: 'Burritos',
  de: {
    dish: 'Burritos',
    gender: 'pl',
    styleWords: ['herzhaft', 'sättigend', 'mexikanisch'],
    pitch: (mains) => `Gerollte Burritos mit ${mains}.`,
  },
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
    say('Roll the burritos', 'Burritos rollen'),
    paragraph(
      say(
        `spoon the filling down the middle of each warm ${parts.starch[0]?.name ?? 'tortilla'}`,
        `die Füllung mittig auf die warmen ${parts.starch[0]?.name ?? 'Tortillas'} geben`,
      ),
      say(
        'fold in the sides, roll up tightly and serve seam side down',
        'die Seiten einschlagen, fest aufrollen und mit der Naht nach unten servieren',
      ),
    ),
  ],
});
