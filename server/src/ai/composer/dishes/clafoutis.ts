import { amountList, nameList } from '../lines.ts';
import { minutes, prepSteps, step } from '../steps.ts';
import type { Dish, Method } from '../dish.ts';
import { isCookingFruit, paragraph, s, when, withEggs } from './kit.ts';

const method: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  return [
    step('Heat the oven', paragraph('heat the oven to 190 °C (170 °C fan)'), 'prep', 60),
    ...prepSteps(fruit, 'Prepare the fruit'),
    step(
      'Fill the dish',
      paragraph(
        `grease a baking dish with ${amountList(parts.fat) || 'a little butter'}`,
        `spread the ${nameList(fruit) || 'fruit'} over the base`,
      ),
      'mix',
      60,
    ),
    step(
      'Whisk the batter',
      paragraph(
        `whisk ${amountList([...eggs, ...parts.sweet]) || 'the eggs and sugar'} until frothy`,
        `whisk in ${amountList([...parts.baking, ...parts.liquid, ...parts.spice]) || 'the flour and milk'} until smooth`,
      ),
      'whisk',
      minutes(3),
    ),
    step(
      'Bake',
      paragraph(
        'pour the batter over the fruit',
        'bake for 35 minutes until puffed, golden and just set in the middle',
      ),
      'bake',
      minutes(35),
    ),
    step(
      'Cool a little',
      paragraph('let it settle for 10 minutes; it sinks a little as it cools'),
      'rest',
      minutes(10),
    ),
    step(
      'Serve',
      paragraph(
        `serve warm${parts.dairy.length + parts.nut.length > 0 ? ` with ${amountList([...parts.dairy, ...parts.nut])}` : ''}`,
      ),
      'plate',
      45,
    ),
  ];
};

export const clafoutis: Dish = {
  template: {
    id: 'clafoutis',
    family: 'pancakes',
    dish: 'Clafoutis',
    titleAliases: ['clafoutis', 'dutch baby', 'baked pancake'],
    vessel: 'dish',
    course: 'dessert',
    moods: { dessert: 4, fancy: 2, breakfast: 1 },
    cuisines: {},
    capacity: {
      fruit: 2,
      protein: 1,
      liquid: 1,
      sweet: 1,
      baking: 1,
      spice: 1,
      dairy: 1,
      fat: 1,
      nut: 1,
    },
    accepts: (item) =>
      (item.role !== 'protein' || item.group === 'egg') &&
      (item.role !== 'fruit' || isCookingFruit(item)) &&
      (item.role !== 'liquid' ||
        ['milk', 'soy-milk', 'oat-milk', 'almond-milk', 'heavy-cream', 'light-cream'].includes(
          item.id,
        )) &&
      (item.role !== 'spice' || item.tags.has('dessert')),
    base: { accepts: isCookingFruit, fallback: () => 'apple', scale: 1 },
    vegPerServing: 120,
    proteinScale: 0,
    allowsDiet: withEggs,
    staples: (c) => [
      ...when(!c.has('egg'), s('egg', 3, 'piece')),
      ...when(!c.hasRole('liquid'), s('milk', 250, 'ml')),
      ...when(!c.hasRole('baking'), s('flour', 60, 'g')),
      ...when(!c.hasRole('sweet'), s('sugar', 60, 'g')),
      ...when(!c.hasRole('fat'), s('butter', 1, 'tbsp')),
      ...when(!c.hasRole('spice'), s('vanilla', 1, 'tsp')),
      s('salt', 1, 'pinch'),
    ],
    defaults: () => ['cherry'],
  },
  method,
};
