import { amountList } from '#server/src/ai/composer/lines.ts';
import { minutes, prepSteps, step } from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import { paragraph, s, when } from './kit.ts';

const method: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const grain = parts.starch[0];
  const toppings = amountList([
    ...fruit,
    ...parts.dairy,
    ...parts.nut,
    ...parts.sweet,
    ...parts.spice,
  ]);
  return [
    ...prepSteps(fruit, say('Prepare the fruit', 'Obst vorbereiten')),
    step(
      say('Simmer the porridge', 'Porridge köcheln lassen'),
      paragraph(
        say(
          `put ${grain ? amountList([grain]) : 'the oats'} in a pan with ${amountList(parts.liquid) || '800 ml water'} and a pinch of salt`,
          `${grain ? amountList([grain]) : 'die Haferflocken'} mit ${amountList(parts.liquid) || '800 ml Wasser'} und einer Prise Salz in einen Topf geben`,
        ),
        say(
          'bring to a simmer and cook for 5 minutes, stirring often, until thick and creamy',
          'aufkochen und unter häufigem Rühren 5 Minuten köcheln lassen, bis der Brei dick und cremig ist',
        ),
      ),
      'simmer',
      minutes(6),
      minutes(5),
    ),
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `spoon into bowls and top with ${toppings || 'a little honey'}`,
          `in Schalen füllen und mit ${toppings || 'etwas Honig'} belegen, das dauert 1 Minute`,
        ),
      ),
      'plate',
      60,
    ),
  ];
};

export const porridge: Dish = {
  template: {
    id: 'porridge',
    family: 'porridge',
    dish: 'Porridge',
    de: {
      dish: 'Porridge',
      gender: 'n',
      styleWords: ['cremig', 'wärmend', 'fruchtig'],
      pitch: (mains) => `Ein cremiges Frühstücksporridge aus Haferflocken mit ${mains}.`,
    },
    titleAliases: ['porridge', 'oatmeal', 'haferbrei'],
    styleWords: ['Creamy', 'Cosy', 'Morning'],
    vessel: 'bowl',
    course: 'dessert',
    moods: { breakfast: 5, warming: 4, healthy: 3, quick: 3 },
    cuisines: { british: 5, american: 2 },
    capacity: { fruit: 2, nut: 1, sweet: 1, dairy: 1, spice: 1, liquid: 1, starch: 1 },
    accepts: (item) =>
      item.role !== 'protein' &&
      item.role !== 'veg' &&
      (item.role !== 'starch' || item.id === 'oats') &&
      (item.role !== 'fruit' || !item.tags.has('citrus')),
    base: { accepts: (item) => item.id === 'oats', fallback: () => 'oats', scale: 1 },
    vegPerServing: 80,
    proteinScale: 0,
    allowsDiet: () => true,
    staples: (c) => [
      ...when(!c.hasRole('liquid'), s(c.diet === 'vegan' ? 'oat-milk' : 'milk', 800, 'ml')),
      ...when(!c.hasRole('sweet'), s(c.diet === 'vegan' ? 'maple-syrup' : 'honey', 2, 'tbsp')),
      s('cinnamon', 0.5, 'tsp'),
    ],
    defaults: () => ['banana', 'blueberry'],
  },
  method,
};
