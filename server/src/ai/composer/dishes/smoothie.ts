import { amountList } from '../lines.ts';
import { prepSteps, step } from '../steps.ts';
import type { Dish, Method } from '../dish.ts';
import { paragraph, s, when } from './kit.ts';

const method: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  return [
    ...prepSteps([...fruit, ...parts.veg], 'Prepare the fruit'),
    step(
      'Blend',
      paragraph(
        `put ${amountList([...fruit, ...parts.veg, ...parts.dairy, ...parts.liquid, ...parts.nut, ...parts.sweet, ...juice, ...parts.spice, ...parts.starch])} in a blender`,
        'blend for about a minute until completely smooth, adding a splash more liquid if it is too thick',
      ),
      'mix',
      90,
    ),
    step('Serve', paragraph('pour into glasses and serve straight away'), 'plate', 30),
  ];
};

export const smoothie: Dish = {
  template: {
    id: 'smoothie',
    family: 'smoothie',
    dish: 'Smoothie',
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
