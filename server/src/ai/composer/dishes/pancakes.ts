import { amountList } from '#server/src/ai/composer/lines.ts';
import { minutes, prepSteps, step } from '#server/src/ai/composer/steps.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import { say } from '#server/src/ai/composer/language.ts';
import { anyDiet, paragraph, s, when, withAmounts } from './kit.ts';

const method: Method = ({ parts }) => {
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const wet = [...eggs, ...parts.liquid];
  const dry = [
    ...parts.baking,
    ...parts.sweet.filter((line) => line.item.id === 'sugar' || line.item.id === 'brown-sugar'),
  ];
  const toppingSweet = parts.sweet.filter((line) => !dry.includes(line));
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  return [
    step(
      say('Mix the batter', 'Teig anrühren'),
      paragraph(
        say(
          `whisk ${amountList(dry) || 'the flour'} in a large bowl`,
          `${amountList(dry) || 'das Mehl'} in einer großen Schüssel verrühren`,
        ),
        say(
          `beat ${amountList(wet) || 'the eggs and milk'} together, then whisk into the dry ingredients until smooth`,
          `${amountList(wet) || 'Eier und Milch'} verquirlen, dann unter die trockenen Zutaten zu einem glatten Teig rühren`,
        ),
        withAmounts(parts.spice, say('add', '# zugeben')),
      ),
      'whisk',
      minutes(4),
    ),
    step(
      say('Rest the batter', 'Teig ruhen lassen'),
      paragraph(
        say(
          'leave the batter to rest for 10 minutes so the pancakes turn out fluffy',
          'den Teig 10 Minuten ruhen lassen, damit die Pfannkuchen schön locker werden',
        ),
      ),
      'rest',
      minutes(10),
    ),
    ...prepSteps(fruit, say('Prepare the toppings', 'Belag vorbereiten')),
    step(
      say('Cook the pancakes', 'Pfannkuchen backen'),
      paragraph(
        say(
          `melt a little of ${amountList(parts.fat) || 'the butter'} in a non-stick frying pan over medium heat`,
          `etwas von ${amountList(parts.fat) || 'der Butter'} in einer beschichteten Pfanne bei mittlerer Hitze zerlassen`,
        ),
        say(
          'cook ladlefuls of batter for about 2 minutes a side until golden, keeping them warm as you go',
          'je eine Kelle Teig pro Seite etwa 2 Minuten goldbraun backen und die fertigen Pfannkuchen warm halten',
        ),
      ),
      'fry',
      minutes(15),
      minutes(2),
    ),
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `stack the pancakes and top with ${amountList([...fruit, ...parts.dairy, ...toppingSweet, ...parts.nut]) || 'your favourite toppings'}`,
          `die Pfannkuchen stapeln und ${amountList([...fruit, ...parts.dairy, ...toppingSweet, ...parts.nut]) || 'den Lieblingsbelag'} darauf verteilen`,
        ),
      ),
      'plate',
      60,
    ),
  ];
};

export const pancakes: Dish = {
  template: {
    id: 'pancakes',
    family: 'pancakes',
    dish: 'Pancakes',
    de: {
      dish: 'Pfannkuchen',
      gender: 'pl',
      styleWords: ['fluffig', 'golden', 'hausgemacht'],
      pitch: (mains) =>
        `Lockere hausgemachte Pfannkuchen, hoch gestapelt mit ${mains || 'frischem Obst'} und etwas Süßem.`,
    },
    titleAliases: ['pancakes', 'pancake', 'crepes', 'pfannkuchen', 'waffles'],
    vessel: 'plate',
    course: 'dessert',
    moods: { breakfast: 5, dessert: 4, kids: 4, quick: 1 },
    cuisines: { american: 3 },
    capacity: {
      fruit: 2,
      nut: 1,
      sweet: 2,
      dairy: 2,
      spice: 1,
      baking: 2,
      protein: 1,
      liquid: 1,
      fat: 1,
    },
    accepts: (item) =>
      (item.role !== 'protein' || item.group === 'egg') &&
      (item.role !== 'fruit' ||
        !item.tags.has('citrus') ||
        item.id === 'orange' ||
        item.id === 'lemon') &&
      (item.role !== 'liquid' ||
        ['milk', 'soy-milk', 'oat-milk', 'almond-milk'].includes(item.id)) &&
      (item.role !== 'spice' || item.tags.has('dessert')),
    base: {
      accepts: (item) => item.id === 'flour' || item.id === 'whole-wheat-flour',
      fallback: () => 'flour',
      scale: 2,
    },
    vegPerServing: 70,
    proteinScale: 0,
    allowsDiet: anyDiet,
    staples: (c) => [
      ...when(c.diet !== 'vegan' && !c.has('egg'), s('egg', 2, 'piece')),
      ...when(!c.hasRole('liquid'), s(c.diet === 'vegan' ? 'oat-milk' : 'milk', 300, 'ml')),
      s('baking-powder', 2, 'tsp'),
      ...when(!c.has('sugar'), s('sugar', 1, 'tbsp')),
      ...when(
        !c.hasRole('fat'),
        c.diet === 'vegan' ? s('vegetable-oil', 2, 'tbsp') : s('butter', 2, 'tbsp'),
      ),
      s('salt', 1, 'pinch'),
      ...when(
        !c.has('honey') && !c.has('maple-syrup'),
        s(c.diet === 'vegan' ? 'maple-syrup' : 'honey', 3, 'tbsp'),
      ),
    ],
    defaults: () => ['blueberry', 'banana'],
  },
  method,
};
