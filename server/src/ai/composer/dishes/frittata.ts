import { amountList, nameList } from '../lines.ts';
import {
  doneness,
  fatText,
  minutes,
  panMinutes,
  prepSteps,
  seasoningLines,
  spiceLines,
  step,
} from '../steps.ts';
import type { StepPlan } from '../types.ts';
import type { Dish, Method } from '../dish.ts';
import {
  byDiet,
  garnishText,
  isPotato,
  paragraph,
  quickCooking,
  s,
  seasoning,
  when,
  withAmounts,
  withEggs,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const topping = [...parts.cheese, ...parts.herb];
  const others = parts.protein.filter((line) => line.item.group !== 'egg');
  steps.push(step('Heat the grill', paragraph('heat the oven grill to high'), 'prep', 30));
  steps.push(
    ...prepSteps([
      ...parts.aromatic,
      ...parts.veg,
      ...parts.starch,
      ...parts.herb,
      ...parts.cheese,
    ]),
  );
  const potatoes = parts.starch.filter((line) => line.item.tags.has('potato'));
  if (potatoes.length > 0) {
    steps.push(
      step(
        `Par-boil the ${nameList(potatoes)}`,
        paragraph(
          `boil the ${nameList(potatoes)} in salted water for 8 minutes until just tender, then drain`,
        ),
        'boil',
        minutes(8),
      ),
    );
  }
  steps.push(
    step(
      'Whisk the eggs',
      paragraph(
        `whisk ${amountList(eggs) || 'the eggs'}${parts.liquid.length + parts.dairy.length > 0 ? ` with ${amountList([...parts.liquid, ...parts.dairy])}` : ''}, ${amountList(seasoningLines(parts)) || 'a pinch of salt'}${topping.length > 0 ? ` and half of the ${nameList(topping)}` : ''}`,
      ),
      'whisk',
      minutes(2),
    ),
  );
  if (others.length > 0) {
    const cook = panMinutes(others, 'bite');
    steps.push(
      step(
        `Cook the ${nameList(others)}`,
        paragraph(
          `fry the ${nameList(others)} in a 24 cm ovenproof frying pan for ${cook} minutes until ${doneness(others)}`,
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  steps.push(
    step(
      'Cook the vegetables',
      paragraph(
        `heat ${fatText(parts)} in the ovenproof pan over medium heat`,
        `cook the ${nameList([...parts.aromatic, ...parts.veg, ...potatoes]) || 'vegetables'} for 6 minutes until soft`,
        withAmounts(spiceLines(parts), 'stir in'),
      ),
      'fry',
      minutes(6),
    ),
  );
  steps.push(
    step(
      'Set the eggs',
      paragraph(
        'pour in the eggs, tilting the pan to spread them',
        'cook over low heat for 6 minutes until the edges are set',
      ),
      'fry',
      minutes(6),
    ),
  );
  steps.push(
    step(
      'Finish under the grill',
      paragraph(
        topping.length > 0 ? `scatter over the remaining ${nameList(topping)}` : '',
        'grill for 4 minutes until puffed and golden',
      ),
      'grill',
      minutes(4),
    ),
  );
  steps.push(
    step(
      'Rest and slice',
      paragraph('leave to rest for 3 minutes, then slide onto a board and cut into wedges'),
      'rest',
      minutes(3),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(`serve warm or at room temperature${garnishText(parts.sauce)}`),
      'plate',
      45,
    ),
  );
  return steps;
};

export const frittata: Dish = {
  template: {
    id: 'frittata',
    family: 'egg',
    answers: ['quiche', 'scrambled-eggs'],
    dish: 'Frittata',
    titleAliases: ['frittata', 'omelette', 'omelet', 'omelett', 'quiche', 'shakshuka'],
    vessel: 'pan',
    course: 'main',
    moods: { breakfast: 5, quick: 3, light: 1, kids: 1 },
    cuisines: { italian: 3, mediterranean: 1 },
    capacity: {
      protein: 2,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      herb: 2,
      spice: 2,
      dairy: 1,
      liquid: 1,
      sauce: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'legume' &&
      (item.role !== 'starch' || isPotato(item)) &&
      (item.role !== 'liquid' || item.id === 'milk' || item.tags.has('cream')) &&
      (item.role !== 'protein' ||
        item.group === 'egg' ||
        item.group === 'chicken' ||
        item.tags.has('cured') ||
        ['smoked-salmon', 'salmon', 'shrimp', 'halloumi', 'crab', 'tofu'].includes(item.id)),
    base: { accepts: (item) => item.id === 'egg', fallback: () => 'egg', scale: 2 },
    vegPerServing: 110,
    proteinScale: 0.5,
    allowsDiet: withEggs,
    staples: (c) => [
      ...when(c.diet !== 'vegan', s('butter', 1, 'tbsp')),
      s('olive-oil', 1, 'tbsp'),
      ...when(!c.hasRole('liquid') && !c.hasRole('dairy'), s('milk', 60, 'ml')),
      ...when(!c.hasRole('cheese'), s('parmesan', 30, 'g')),
      ...when(!c.hasRole('veg'), s('onion', 1, 'piece'), s('peas', 100, 'g')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: [],
        vegetarian: ['spinach', 'cherry-tomato', 'feta'],
        pescatarian: ['smoked-salmon', 'spinach'],
        any: ['bacon', 'potato', 'spinach'],
      }),
  },
  method,
};
