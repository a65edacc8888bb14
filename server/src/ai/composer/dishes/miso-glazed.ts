import { trayBake } from './tray-bake.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { s, when } from './kit.ts';
import { variant } from './variant.ts';

export const misoGlazed: Dish = variant(trayBake, {
  id: 'miso-glazed',
  dish: 'Miso-Glazed Tray Bake',
  de: {
    dish: 'Miso-Blechgericht',
    gender: 'n',
    styleWords: ['glasiert', 'japanisch', 'würzig'],
    pitch: (mains) => `Mit Miso glasiert und im Ofen geröstet: ${mains}.`,
  },
  family: 'tray-bake',
  answers: ['miso-dish'],
  titleAliases: ['miso glazed tray bake', 'miso glazed', 'miso blechgericht'],
  cuisines: { japanese: 5, asian: 4 },
  extraStaples: (c) => [
    ...when(!c.has('miso'), s('miso', 2, 'tbsp')),
    s('soy-sauce', 1, 'tbsp'),
    s('maple-syrup', 1, 'tbsp'),
  ],
  defaults: (diet) =>
    diet === 'vegan' || diet === 'vegetarian'
      ? ['tofu', 'eggplant', 'broccoli']
      : ['salmon', 'eggplant', 'broccoli'],
});
