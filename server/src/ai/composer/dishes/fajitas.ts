import { tacos } from './tacos.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { paragraph, s, when } from './kit.ts';
import { variant } from './variant.ts';

export const fajitas: Dish = variant(tacos, {
  id: 'fajitas',
  dish: 'Fajitas',
  de: {
    dish: 'Fajitas',
    gender: 'pl',
    styleWords: ['brutzelnd', 'würzig', 'bunt'],
    pitch: (mains) => `Brutzelnde Fajitas mit ${mains}, zum Selbst-Einwickeln.`,
  },
  family: 'tortilla',
  titleAliases: ['fajitas', 'fajita'],
  cuisines: { mexican: 5, american: 2 },
  extraStaples: (c) => when(!c.has('bell-pepper'), s('bell-pepper', 2, 'piece')),
  finish: () => [
    say('Serve the fajitas', 'Fajitas servieren'),
    paragraph(
      say(
        'bring the sizzling filling to the table with the warm tortillas and let everyone wrap their own',
        'die brutzelnde Füllung mit den warmen Tortillas auf den Tisch bringen, jeder wickelt sich seine selbst',
      ),
    ),
  ],
});
