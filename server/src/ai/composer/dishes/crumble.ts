import { joinList } from '../../text.ts';
import { amountList, nameList } from '../lines.ts';
import { minutes, prepSteps, step } from '../steps.ts';
import type { Dish, Method } from '../dish.ts';
import { anyDiet, isCookingFruit, juiceName, paragraph, s, when } from './kit.ts';

const method: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  const salt = parts.spice.filter((line) => line.item.id === 'salt');
  const warmSpices = parts.spice.filter((line) => line.item.id !== 'salt');
  const topping = [...parts.baking, ...parts.starch, ...parts.fat, ...parts.nut, ...salt];
  const sugar = parts.sweet;
  return [
    step(
      'Heat the oven',
      paragraph('heat the oven to 190 °C (170 °C fan) and grease a medium baking dish'),
      'prep',
      60,
    ),
    ...prepSteps(fruit, 'Prepare the fruit'),
    step(
      'Sweeten the fruit',
      paragraph(
        `toss the ${nameList(fruit) || 'fruit'} in the dish with half of the ${nameList(sugar) || 'sugar'}${warmSpices.length > 0 ? ` and ${amountList(warmSpices)}` : ''}`,
        juice.length > 0 ? `add the ${joinList(juice.map(juiceName))}` : '',
      ),
      'mix',
      90,
    ),
    step(
      'Make the topping',
      paragraph(
        `rub ${amountList(topping) || 'the butter into the flour'} together with your fingertips until it looks like rough crumbs`,
        `stir in the remaining ${nameList(sugar) || 'sugar'}`,
      ),
      'mix',
      minutes(4),
    ),
    step(
      'Bake',
      paragraph(
        'scatter the topping evenly over the fruit',
        'bake for 35 minutes until golden and bubbling at the edges',
      ),
      'bake',
      minutes(35),
    ),
    step(
      'Cool a little',
      paragraph('let the crumble stand for 10 minutes so the juices thicken'),
      'rest',
      minutes(10),
    ),
    step(
      'Serve',
      paragraph(`serve warm${parts.dairy.length > 0 ? ` with ${amountList(parts.dairy)}` : ''}`),
      'plate',
      45,
    ),
  ];
};

export const crumble: Dish = {
  template: {
    id: 'crumble',
    family: 'crumble',
    dish: 'Crumble',
    titleAliases: ['crumble', 'cobbler', 'streusel'],
    vessel: 'dish',
    course: 'dessert',
    moods: { dessert: 5, warming: 3, kids: 2 },
    cuisines: { american: 1, german: 1 },
    capacity: { fruit: 3, nut: 1, spice: 2, sweet: 1, baking: 1, starch: 1, dairy: 1, fat: 1 },
    accepts: (item) =>
      (item.role !== 'fruit' || isCookingFruit(item) || item.tags.has('citrus')) &&
      (item.role !== 'starch' || item.id === 'oats') &&
      (item.role !== 'dairy' ||
        ['yogurt', 'greek-yogurt', 'heavy-cream', 'ice-cream', 'sour-cream'].includes(item.id)) &&
      (item.role !== 'spice' || item.tags.has('dessert')),
    base: { accepts: isCookingFruit, fallback: () => 'apple', scale: 1.4 },
    vegPerServing: 180,
    proteinScale: 0,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('flour', 150, 'g'),
      ...when(!c.has('oats'), s('oats', 50, 'g')),
      ...when(c.diet !== 'vegan' && !c.hasRole('fat'), s('butter', 100, 'g')),
      ...when(c.diet === 'vegan' && !c.hasRole('fat'), s('vegetable-oil', 5, 'tbsp')),
      ...when(!c.hasRole('sweet'), s('brown-sugar', 100, 'g')),
      ...when(!c.has('cinnamon'), s('cinnamon', 1, 'tsp')),
      s('salt', 1, 'pinch'),
    ],
    defaults: () => ['apple', 'blackberry'],
  },
  method,
};
