import { amountList } from '#server/src/ai/composer/lines.ts';
import { prepSteps, step } from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import { paragraph, s, when } from './kit.ts';

const method: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  const all = amountList([
    ...fruit,
    ...parts.veg,
    ...parts.dairy,
    ...parts.liquid,
    ...parts.nut,
    ...parts.sweet,
    ...juice,
    ...parts.spice,
    ...parts.starch,
  ]);
  return [
    ...prepSteps([...fruit, ...parts.veg], say('Prepare the fruit', 'Obst vorbereiten')),
    step(
      say('Blend', 'Pürieren'),
      paragraph(
        say(`put ${all} in a blender`, `${all} in einen Mixer geben`),
        say(
          'blend for about a minute until completely smooth, adding a splash more liquid if it is too thick',
          'etwa eine Minute lang ganz fein pürieren; ist es zu dick, einen Schuss Flüssigkeit zugeben',
        ),
      ),
      'mix',
      90,
    ),
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say('pour into glasses and serve straight away', 'in Gläser füllen und sofort servieren'),
      ),
      'plate',
      30,
    ),
  ];
};

export const smoothie: Dish = {
  template: {
    id: 'smoothie',
    family: 'smoothie',
    dish: 'Smoothie',
    de: {
      dish: 'Smoothie',
      gender: 'm',
      styleWords: ['frisch', 'fruchtig', 'grün'],
      pitch: (mains) => `Ein cremiger, frisch gemixter Smoothie mit ${mains}.`,
    },
    titleAliases: ['smoothie', 'smoothies', 'shake'],
    styleWords: ['Fresh', 'Morning', 'Green'],
    vessel: 'bowl',
    course: 'dessert',
    moods: { breakfast: 5, quick: 5, healthy: 5, light: 4 },
    cuisines: { american: 4 },
    capacity: { fruit: 3, veg: 1, nut: 1, sweet: 1, dairy: 1, liquid: 1, starch: 1, spice: 1 },
    accepts: (item) =>
      (item.role !== 'veg' || ['spinach', 'kale'].includes(item.id)) &&
      item.role !== 'protein' &&
      (item.role !== 'starch' || item.id === 'oats') &&
      !['raisins', 'rhubarb'].includes(item.id),
    vegPerServing: 150,
    proteinScale: 0,
    allowsDiet: () => true,
    staples: (c) => [
      ...when(!c.hasRole('liquid'), s(c.diet === 'vegan' ? 'oat-milk' : 'milk', 600, 'ml')),
      ...when(c.diet !== 'vegan' && !c.hasRole('dairy'), s('greek-yogurt', 250, 'g')),
    ],
    defaults: () => ['banana', 'strawberry', 'spinach'],
  },
  method,
};
