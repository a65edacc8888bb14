import { joinList } from '../../text.ts';
import { isReadyToEat } from '../cooking.ts';
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
  isLeafy,
  juiceName,
  paragraph,
  quickCooking,
  s,
  seasonText,
  seasoning,
  when,
  withAmounts,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const noodle = parts.starch[0];
  steps.push(
    inBackground(
      step(
        'Boil the water',
        paragraph('bring a large pot of well-salted water to the boil'),
        'boil',
        minutes(8),
      ),
    ),
  );
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.herb, ...parts.cheese]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  const cookedProtein = parts.protein.filter(
    (line) => !isReadyToEat(line.item) && line.item.group !== 'legume',
  );
  if (cookedProtein.length > 0) {
    const cook = panMinutes(cookedProtein, 'bite');
    steps.push(
      step(
        `Cook the ${nameList(cookedProtein)}`,
        paragraph(
          `heat ${fatText(parts)} in a large frying pan over medium-high heat`,
          `cook the ${nameList(cookedProtein)} for ${cook} minutes until ${doneness(cookedProtein)}`,
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  const hard = parts.veg.filter((line) => !isLeafy(line));
  const leafy = parts.veg.filter(isLeafy);
  const vegActions = [
    parts.aromatic.length > 0 ? `cook the ${nameList(parts.aromatic)} for 2 minutes` : '',
    hard.length > 0 ? `add the ${nameList(hard)} and cook for 5 minutes until tender` : '',
  ].filter(Boolean);
  steps.push(
    step(
      'Cook the vegetables',
      paragraph(
        `${cookedProtein.length > 0 ? 'in the same pan,' : `heat ${fatText(parts)} in a large frying pan, then`} ${vegActions.join(', then ') || 'warm the pan through'}`,
        withAmounts(spiceLines(parts), 'stir in'),
      ),
      'fry',
      minutes(hard.length > 0 ? 7 : 2),
    ),
  );
  if (noodle) steps.push(inBackground(cookStarchStep(noodle)));
  const sauceLines = [
    ...parts.liquid,
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.dairy,
  ];
  steps.push(
    step(
      'Make the sauce',
      paragraph(
        sauceLines.length > 0
          ? `add ${amountList(sauceLines)} to the pan`
          : 'add a ladle of the pasta water to the pan',
        'simmer for 6 minutes until slightly thickened',
      ),
      'simmer',
      minutes(6),
    ),
  );
  const ready = parts.protein.filter(
    (line) => isReadyToEat(line.item) || line.item.group === 'legume',
  );
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  steps.push(
    step(
      'Toss together',
      paragraph(
        `tip the ${noodle?.name ?? 'pasta'} into the sauce with a splash of the cooking water`,
        leafy.length > 0 || ready.length > 0 ? `stir in the ${nameList([...leafy, ...ready])}` : '',
        juice.length > 0 ? `add a squeeze of ${joinList(juice.map(juiceName))}` : '',
        `toss for 1 minute until glossy and ${seasonText(parts)}`,
      ),
      'mix',
      minutes(1),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(
        `divide between warm plates${garnishText([...parts.cheese, ...parts.herb, ...parts.nut])}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

export const pasta: Dish = {
  template: {
    id: 'pasta',
    family: 'pasta',
    answers: ['carbonara', 'bolognese'],
    dish: 'Pasta',
    titleAliases: [
      'pasta',
      'spaghetti',
      'penne',
      'fusilli',
      'tagliatelle',
      'linguine',
      'rigatoni',
      'macaroni',
      'orzo',
      'farfalle',
      'fettuccine',
      'nudeln',
    ],
    vessel: 'plate',
    course: 'main',
    moods: { quick: 3, hearty: 2, creamy: 2, kids: 4 },
    cuisines: { italian: 5, mediterranean: 1 },
    capacity: {
      protein: 1,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      liquid: 1,
      herb: 2,
      sauce: 2,
      nut: 1,
      spice: 2,
      fruit: 1,
      dairy: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'egg' &&
      item.id !== 'coconut-milk' &&
      (item.role !== 'starch' || item.tags.has('pasta')) &&
      (item.role !== 'fruit' || item.tags.has('citrus')) &&
      !['beetroot', 'sauerkraut', 'bean-sprouts', 'bok-choy'].includes(item.id),
    base: { accepts: (item) => item.tags.has('pasta'), fallback: () => 'pasta', scale: 1 },
    vegPerServing: 150,
    proteinScale: 0.8,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 2, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(
        !c.hasRole('liquid') && !c.has('pesto') && !c.hasTag('cream'),
        s('canned-tomatoes', 400, 'g'),
      ),
      ...when(
        c.diet !== 'vegan' && !c.hasRole('cheese') && !c.has('pesto'),
        s('parmesan', 40, 'g'),
      ),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['zucchini', 'cherry-tomato', 'white-beans'],
        vegetarian: ['mushroom', 'spinach'],
        pescatarian: ['shrimp', 'cherry-tomato'],
        any: ['ground-beef', 'mushroom'],
      }),
  },
  method,
};
