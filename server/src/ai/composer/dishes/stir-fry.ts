import { amountList, nameList } from '../lines.ts';
import {
  doneness,
  fatText,
  inBackground,
  minutes,
  panMinutes,
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
  cookStarchStep,
  garnishText,
  isNoodle,
  isRice,
  juiceName,
  paragraph,
  quickCooking,
  s,
  when,
  withAmounts,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const starch = parts.starch[0];
  if (starch) steps.push(inBackground(cookStarchStep(starch)));
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.fruit, ...parts.herb]));
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const seared = parts.protein.filter((line) => line.item.group !== 'egg');
  const protein = proteinPrepStep(seared, 'strips', parts);
  if (protein) steps.push(protein);
  const sauce = [
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.sweet,
    ...parts.baking,
  ];
  if (sauce.length > 0) {
    steps.push(
      step(
        'Mix the sauce',
        paragraph(`whisk ${amountList(sauce)} with 4 tbsp water in a small bowl`),
        'whisk',
        60,
      ),
    );
  }
  if (eggs.length > 0) {
    steps.push(
      step(
        'Scramble the eggs',
        paragraph(
          `beat ${amountList(eggs)} with a pinch of salt`,
          `cook in a little of the oil in a hot wok for 2 minutes, stirring, until just set, then lift onto a plate`,
        ),
        'fry',
        minutes(3),
        minutes(2),
      ),
    );
  }
  if (seared.length > 0) {
    const cook = panMinutes(seared, 'strips');
    steps.push(
      step(
        `Sear the ${nameList(seared)}`,
        paragraph(
          `heat half of ${fatText(parts)} in a wok or large frying pan over high heat`,
          `stir-fry the ${nameList(seared)} for ${cook} minutes until ${doneness(seared)}, then lift onto a plate`,
        ),
        'fry',
        minutes(cook + 1),
        minutes(cook),
      ),
    );
  }
  const vegMinutes = parts.veg.length > 2 ? 5 : 4;
  steps.push(
    step(
      'Stir-fry the vegetables',
      paragraph(
        parts.aromatic.length > 0
          ? `heat the remaining oil and stir-fry the ${nameList(parts.aromatic)} for 1 minute until fragrant`
          : 'heat the remaining oil over high heat',
        parts.veg.length > 0
          ? `add the ${nameList(parts.veg)} and stir-fry for ${vegMinutes} minutes until just tender but still crisp`
          : '',
      ),
      'fry',
      minutes(vegMinutes + 1),
    ),
  );
  const spices = spiceLines(parts);
  steps.push(
    step(
      'Bring it together',
      paragraph(
        parts.protein.length > 0 ? `return the ${nameList(parts.protein)} to the pan` : '',
        sauce.length > 0
          ? 'pour in the sauce and toss for 2 minutes until glossy and bubbling'
          : 'toss everything together for 2 minutes',
        withAmounts(spices, 'sprinkle over'),
        parts.fruit.filter((line) => line.item.prep === 'juice').length > 0
          ? `finish with the ${nameList(parts.fruit.filter((line) => line.item.prep === 'juice').map((line) => ({ ...line, name: juiceName(line) })))}`
          : '',
      ),
      'fry',
      minutes(2),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(
        `spoon the stir-fry ${starch ? `over the ${starch.name}` : 'into warm bowls'}${garnishText([...parts.nut, ...parts.herb.filter((line) => line.item.tags.has('raw-ok'))])}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

export const stirFry: Dish = {
  template: {
    id: 'stir-fry',
    family: 'stir-fry',
    dish: 'Stir-Fry',
    titleAliases: ['stir fry', 'stirfry', 'wok', 'fried rice'],
    vessel: 'bowl',
    course: 'main',
    moods: { quick: 3, spicy: 2, light: 1, healthy: 2, kids: 1 },
    cuisines: { asian: 5 },
    capacity: {
      protein: 2,
      veg: 4,
      aromatic: 3,
      starch: 1,
      herb: 1,
      sauce: 3,
      nut: 1,
      fruit: 1,
      spice: 2,
      fat: 1,
      sweet: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      ![
        'beetroot',
        'pumpkin',
        'butternut-squash',
        'celeriac',
        'parsnip',
        'turnip',
        'black-olives',
        'green-olives',
        'sauerkraut',
      ].includes(item.id) &&
      (item.role !== 'fruit' ||
        ['pineapple', 'mango', 'lime', 'lemon', 'orange'].includes(item.id)) &&
      (item.role !== 'starch' || isRice(item) || isNoodle(item)),
    base: { accepts: (item) => isRice(item) || isNoodle(item), fallback: () => 'rice', scale: 1 },
    vegPerServing: 180,
    proteinScale: 0.9,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('vegetable-oil', 2, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(!c.hasRole('veg'), s('carrot', 2, 'piece'), s('peas', 150, 'g')),
      ...when(!c.hasRole('sauce') || !c.has('soy-sauce'), s('soy-sauce', 3, 'tbsp')),
      ...when(c.diet === 'vegan', s('brown-sugar', 1, 'tbsp')),
      ...when(c.diet !== 'vegan' && !c.hasRole('sweet'), s('honey', 1, 'tbsp')),
      s('cornstarch', 1, 'tsp'),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['tofu', 'broccoli', 'bell-pepper'],
        vegetarian: ['tofu', 'broccoli', 'bell-pepper'],
        pescatarian: ['shrimp', 'broccoli', 'bell-pepper'],
        any: ['chicken-breast', 'broccoli', 'bell-pepper'],
      }),
  },
  method,
};
