import { amountList } from '../lines.ts';
import { minutes, prepSteps, step } from '../steps.ts';
import type { Dish, Method } from '../dish.ts';
import { anyDiet, paragraph, s, when } from './kit.ts';

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
      'Mix the batter',
      paragraph(
        `whisk ${amountList(dry) || 'the flour'} in a large bowl`,
        `beat ${amountList(wet) || 'the eggs and milk'} together, then whisk into the dry ingredients until smooth`,
        parts.spice.length > 0 ? `add ${amountList(parts.spice)}` : '',
      ),
      'whisk',
      minutes(4),
    ),
    step(
      'Rest the batter',
      paragraph('leave the batter to rest for 10 minutes so the pancakes turn out fluffy'),
      'rest',
      minutes(10),
    ),
    ...prepSteps(fruit, 'Prepare the toppings'),
    step(
      'Cook the pancakes',
      paragraph(
        `melt a little of ${amountList(parts.fat) || 'the butter'} in a non-stick frying pan over medium heat`,
        'cook ladlefuls of batter for about 2 minutes a side until golden, keeping them warm as you go',
      ),
      'fry',
      minutes(15),
      minutes(2),
    ),
    step(
      'Serve',
      paragraph(
        `stack the pancakes and top with ${amountList([...fruit, ...parts.dairy, ...toppingSweet, ...parts.nut]) || 'your favourite toppings'}`,
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
