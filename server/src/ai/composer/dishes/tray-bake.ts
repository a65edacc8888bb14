import { joinList } from '../../text.ts';
import { proteinCook } from '../cooking.ts';
import { amountList, nameList } from '../lines.ts';
import {
  doneness,
  fatText,
  minutes,
  prepSteps,
  proteinPrepStep,
  spiceLines,
  step,
} from '../steps.ts';
import type { StepPlan } from '../types.ts';
import type { Dish, Method } from '../dish.ts';
import {
  anyDiet,
  byDiet,
  cookedOnly,
  garnishText,
  isFishOrSeafood,
  isMeat,
  isPotato,
  juiceName,
  paragraph,
  s,
  seasoning,
  when,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  steps.push(
    step(
      'Heat the oven',
      paragraph('heat the oven to 220 °C (200 °C fan) and line a large roasting tray'),
      'prep',
      60,
    ),
  );
  steps.push(...prepSteps([...parts.starch, ...parts.veg, ...parts.aromatic, ...parts.herb]));
  const fish = parts.protein.filter(isFishOrSeafood);
  const main = parts.protein.filter((line) => !isFishOrSeafood(line));
  const protein = proteinPrepStep(parts.protein, 'whole', parts);
  if (protein) steps.push(protein);
  const spices = spiceLines(parts);
  steps.push(
    step(
      'Coat in oil and spices',
      paragraph(
        `toss the ${nameList([...parts.starch, ...parts.veg, ...parts.aromatic]) || 'vegetables'} with ${fatText(parts)}${spices.length > 0 ? `, ${amountList(spices)}` : ''} and a pinch of salt`,
        'spread everything out on the tray in a single layer',
      ),
      'mix',
      minutes(2),
    ),
  );
  if (main.length > 0) {
    const sauces = parts.sauce.filter((line) => line.item.prep !== 'juice');
    steps.push(
      step(
        `Add the ${nameList(main)}`,
        paragraph(
          `nestle the ${nameList(main)} among the vegetables`,
          sauces.length > 0
            ? `brush them with ${amountList(sauces)}`
            : 'rub them with a little of the oil',
        ),
        'season',
        60,
      ),
    );
  }
  const starchMinutes = parts.starch.some((line) => line.item.tags.has('potato')) ? 40 : 30;
  const mainMinutes = Math.max(
    starchMinutes,
    25,
    ...main.map((line) => Math.min(proteinCook(line.item).oven, 90)),
  );
  const fishMinutes =
    fish.length > 0 ? Math.max(...fish.map((line) => proteinCook(line.item).oven)) : 0;
  steps.push(
    step(
      'Roast',
      paragraph(
        `roast for ${mainMinutes - fishMinutes} minutes, turning the vegetables halfway${main.length > 0 && fish.length === 0 ? `, until the ${nameList(main)} are ${doneness(main)}` : ''}`,
      ),
      'bake',
      minutes(mainMinutes - fishMinutes),
    ),
  );
  if (fish.length > 0) {
    steps.push(
      step(
        `Roast the ${nameList(fish)}`,
        paragraph(
          `lay the ${nameList(fish)} on top of the vegetables and roast for ${fishMinutes} more minutes until ${doneness(fish)}`,
        ),
        'bake',
        minutes(fishMinutes),
      ),
    );
  }
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  if (main.some(isMeat)) {
    steps.push(
      step(
        'Rest',
        paragraph(
          `rest the tray for 5 minutes${juice.length > 0 ? ` and squeeze over the ${joinList(juice.map(juiceName))}` : ''}`,
        ),
        'rest',
        minutes(5),
      ),
    );
  }
  steps.push(
    step(
      'Serve',
      paragraph(
        `${juice.length > 0 && !main.some(isMeat) ? `squeeze over the ${joinList(juice.map(juiceName))} and ` : ''}serve straight from the tray${garnishText([...parts.herb, ...parts.cheese, ...parts.dairy, ...parts.nut])}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

export const trayBake: Dish = {
  template: {
    id: 'tray-bake',
    family: 'tray-bake',
    dish: 'Tray Bake',
    titleAliases: ['tray bake', 'traybake', 'sheet pan', 'one pan roast'],
    vessel: 'tray',
    course: 'main',
    moods: { hearty: 3, warming: 3, kids: 2, healthy: 2 },
    cuisines: { mediterranean: 3, german: 1, american: 1 },
    capacity: {
      protein: 2,
      veg: 5,
      aromatic: 2,
      starch: 1,
      cheese: 1,
      herb: 2,
      spice: 3,
      fruit: 1,
      sauce: 2,
    },
    accepts: (item) =>
      cookedOnly(item) &&
      !item.tags.has('leafy') &&
      !['peas', 'corn', 'bean-sprouts', 'sauerkraut', 'tomato-paste'].includes(item.id) &&
      (item.role !== 'starch' || isPotato(item)) &&
      (item.role !== 'fruit' || item.tags.has('citrus')) &&
      (item.role !== 'cheese' ||
        ['feta', 'halloumi', 'goat-cheese', 'parmesan'].includes(item.id)) &&
      ![
        'egg',
        'egg-white',
        'egg-yolk',
        'quail-egg',
        'canned-tuna',
        'smoked-salmon',
        'anchovies',
        'crab',
        'red-lentils',
        'lentils',
        'split-peas',
      ].includes(item.id),
    base: { accepts: isPotato, fallback: () => 'potato', scale: 0.8 },
    vegPerServing: 220,
    proteinScale: 1,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 3, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 4, 'clove')),
      ...when(!c.hasRole('veg'), s('carrot', 3, 'piece'), s('onion', 2, 'piece')),
      s('paprika', 1, 'tsp'),
      s('dried-basil', 1, 'tsp'),
      ...when(!c.has('lemon') && !c.has('lime'), s('lemon', 1, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['chickpeas', 'sweet-potato', 'bell-pepper'],
        vegetarian: ['halloumi', 'zucchini', 'bell-pepper'],
        pescatarian: ['salmon', 'broccoli', 'cherry-tomato'],
        any: ['chicken-thigh', 'bell-pepper', 'red-onion'],
      }),
  },
  method,
};
