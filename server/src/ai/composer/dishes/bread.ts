import { amountList } from '../lines.ts';
import { minutes, step } from '../steps.ts';
import type { Dish, Method } from '../dish.ts';
import { paragraph, s } from './kit.ts';

const method: Method = ({ parts }) => [
  step(
    'Mix the dough',
    paragraph(
      `mix ${amountList([...parts.baking, ...parts.spice, ...parts.nut, ...parts.herb])} with 350 ml lukewarm water and ${amountList(parts.fat) || 'a little oil'}`,
    ),
    'mix',
    minutes(5),
  ),
  step(
    'Knead',
    paragraph('knead for 10 minutes until the dough is smooth and springs back'),
    'prep',
    minutes(10),
  ),
  step(
    'First rise',
    paragraph('cover and leave to rise for 60 minutes until doubled'),
    'rest',
    minutes(60),
  ),
  step(
    'Shape and prove',
    paragraph(
      'knock back, shape into a loaf, put it on a lined tray and leave to prove for 30 minutes; heat the oven to 220°C',
    ),
    'rest',
    minutes(30),
  ),
  step(
    'Bake',
    paragraph('bake for 35 minutes until deep golden and hollow-sounding underneath'),
    'bake',
    minutes(35),
  ),
  step('Cool', paragraph('cool on a rack for 20 minutes before slicing'), 'rest', minutes(20)),
];

export const bread: Dish = {
  template: {
    id: 'bread',
    family: 'bread',
    dish: 'Bread',
    titleAliases: ['bread', 'loaf', 'brot'],
    styleWords: ['Crusty', 'Homemade', 'Rustic'],
    vessel: 'board',
    course: 'main',
    moods: { hearty: 2, kids: 2 },
    cuisines: { german: 5, french: 4, british: 3 },
    capacity: { herb: 1, nut: 1, spice: 1, fat: 1, cheese: 1 },
    accepts: (item) => ['herb', 'nut', 'spice', 'fat', 'cheese'].includes(item.role),
    vegPerServing: 0,
    proteinScale: 0,
    allowsDiet: () => true,
    staples: () => [
      s('flour', 500, 'g'),
      s('whole-wheat-flour', 100, 'g'),
      s('yeast', 7, 'g'),
      s('salt', 2, 'tsp'),
      s('olive-oil', 2, 'tbsp'),
    ],
    defaults: () => ['sunflower-seeds'],
  },
  method,
};
