import { skillet } from './skillet.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish } from '#server/src/ai/composer/dish.ts';
import { paragraph, s, when } from './kit.ts';
import { nameList } from '#server/src/ai/composer/lines.ts';
import { variant } from './variant.ts';

export const burger: Dish = variant(skillet, {
  id: 'burger',
  dish: 'Burgers',
  de: {
    dish: 'Burger',
    gender: 'pl',
    styleWords: ['saftig', 'hausgemacht', 'herzhaft'],
    pitch: (mains) => `Hausgemachte Burger mit ${mains}.`,
  },
  family: 'burger',
  titleAliases: ['burgers', 'burger'],
  cuisines: { american: 5 },
  moods: { kids: 5, hearty: 4 },
  base: { accepts: (item) => item.tags.has('bread'), fallback: () => 'bread', scale: 1 },
  extraStaples: (c) => [
    ...when(!c.has('romaine') && !c.has('iceberg'), s('romaine', 1, 'piece')),
    ...when(!c.has('tomato'), s('tomato', 2, 'piece')),
    s('ketchup', 4, 'tbsp'),
  ],
  defaults: (diet) =>
    diet === 'vegan' || diet === 'vegetarian'
      ? ['black-beans', 'mushroom']
      : ['ground-beef', 'onion'],
  finish: (parts) => [
    say('Build the burgers', 'Burger bauen'),
    paragraph(
      say(
        `toast the ${parts.starch[0]?.name ?? 'buns'}, then layer with the patties, ${nameList([...parts.veg, ...parts.sauce]) || 'the salad'}`,
        `${parts.starch[0]?.name ?? 'die Brötchen'} rösten, dann mit den Patties und ${nameList([...parts.veg, ...parts.sauce]) || 'dem Salat'} belegen`,
      ),
      say('serve straight away', 'sofort servieren'),
    ),
  ],
});
