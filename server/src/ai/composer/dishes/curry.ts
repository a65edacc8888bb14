import { joinList } from '../../text.ts';
import { proteinCook } from '../cooking.ts';
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
  cookedOnly,
  garnishText,
  isFishOrSeafood,
  isLeafy,
  isMeat,
  isPotato,
  isRice,
  juiceName,
  paragraph,
  s,
  seasonText,
  seasoning,
  when,
  withAmounts,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const rice = parts.starch.find((line) => !line.item.tags.has('potato'));
  const potatoes = parts.starch.filter((line) => line.item.tags.has('potato'));
  if (rice) steps.push(inBackground(cookStarchStep(rice)));
  const leafy = parts.veg.filter(isLeafy);
  const hard = parts.veg.filter((line) => !isLeafy(line));
  steps.push(...prepSteps([...parts.aromatic, ...hard, ...potatoes, ...leafy, ...parts.herb]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  const seared = parts.protein.filter(
    (line) =>
      isMeat(line) || ['tofu', 'paneer', 'halloumi', 'tempeh', 'seitan'].includes(line.item.id),
  );
  if (seared.length > 0) {
    const cook = Math.max(4, Math.round(panMinutes(seared, 'bite') * 0.7));
    steps.push(
      step(
        `Brown the ${nameList(seared)}`,
        paragraph(
          `heat ${fatText(parts)} in a large deep pan`,
          `brown the ${nameList(seared)} for ${cook} minutes, then lift out`,
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  steps.push(
    step(
      'Cook the onion base',
      paragraph(
        `${seared.length > 0 ? 'in the same pan,' : `heat ${fatText(parts)} in a large deep pan, then`} ${parts.aromatic.length > 0 ? `cook the ${nameList(parts.aromatic)} over medium heat for 6 minutes until golden` : 'let the pan heat through'}`,
      ),
      'fry',
      minutes(6),
    ),
  );
  const paste = parts.sauce.filter(
    (line) => line.item.id === 'curry-paste' || line.item.id === 'tomato-paste',
  );
  steps.push(
    step(
      'Toast the spices',
      paragraph(
        `stir in ${amountList([...spiceLines(parts), ...paste]) || 'the spices'} and cook for 1 minute until fragrant`,
      ),
      'season',
      60,
    ),
  );
  const simmered = parts.protein.filter((line) => !seared.includes(line) && !isFishOrSeafood(line));
  const seafood = parts.protein.filter(isFishOrSeafood);
  const simmer = Math.max(
    15,
    potatoes.length > 0 || hard.some((line) => line.item.tags.has('root')) ? 20 : 0,
    ...simmered.map((line) => Math.min(30, proteinCook(line.item).braise)),
    seared.some(isMeat) ? 20 : 0,
  );
  const otherSauces = parts.sauce.filter(
    (line) => !paste.includes(line) && line.item.prep !== 'juice',
  );
  steps.push(
    step(
      'Simmer the curry',
      paragraph(
        `add the ${nameList([...hard, ...potatoes, ...simmered, ...seared]) || 'vegetables'}`,
        withAmounts([...parts.liquid, ...otherSauces], 'pour in'),
        `bring to a gentle simmer, cover and cook for ${simmer} minutes, stirring now and then`,
      ),
      'simmer',
      minutes(simmer),
    ),
  );
  if (seafood.length > 0) {
    const cook = Math.max(...seafood.map((line) => proteinCook(line.item).braise));
    steps.push(
      step(
        `Add the ${nameList(seafood)}`,
        paragraph(
          `add the ${nameList(seafood)} and simmer for ${cook} minutes until ${doneness(seafood)}`,
        ),
        'simmer',
        minutes(cook),
      ),
    );
  }
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  steps.push(
    step(
      'Finish the curry',
      paragraph(
        leafy.length > 0 || fruit.length > 0
          ? `stir in the ${nameList([...leafy, ...fruit])} until wilted and warm`
          : 'stir well',
        withAmounts(parts.dairy, 'swirl in'),
        juice.length > 0 ? `add a squeeze of ${joinList(juice.map(juiceName))}` : '',
        seasonText(parts),
      ),
      'simmer',
      minutes(2),
    ),
  );
  steps.push(
    step(
      'Serve',
      paragraph(
        `serve ${rice ? `with the ${rice.name}` : 'in warm bowls'}${garnishText([...parts.herb, ...parts.nut])}`,
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

export const curry: Dish = {
  template: {
    id: 'curry',
    family: 'curry',
    dish: 'Curry',
    titleAliases: ['curry', 'dal', 'dhal', 'masala', 'korma'],
    vessel: 'bowl',
    course: 'main',
    moods: { spicy: 4, warming: 4, hearty: 2 },
    cuisines: { indian: 5, asian: 3 },
    capacity: {
      protein: 2,
      veg: 4,
      aromatic: 3,
      starch: 1,
      liquid: 2,
      herb: 1,
      spice: 4,
      fruit: 1,
      nut: 1,
      sauce: 1,
      dairy: 1,
    },
    accepts: (item) =>
      cookedOnly(item) &&
      item.group !== 'egg' &&
      !['black-olives', 'green-olives', 'sauerkraut', 'asparagus'].includes(item.id) &&
      (item.role !== 'fruit' ||
        ['mango', 'lime', 'lemon', 'pineapple', 'raisins'].includes(item.id)) &&
      (item.role !== 'starch' || isRice(item) || isPotato(item) || item.id === 'pita') &&
      (item.role !== 'dairy' || item.id === 'yogurt' || item.id === 'greek-yogurt') &&
      (item.role !== 'herb' || ['cilantro', 'mint', 'basil', 'parsley'].includes(item.id)),
    base: {
      accepts: (item) => isRice(item) || item.id === 'pita',
      fallback: (c) => (c.has('basmati-rice') ? 'basmati-rice' : 'rice'),
      scale: 1,
    },
    vegPerServing: 200,
    proteinScale: 0.9,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('vegetable-oil', 2, 'tbsp'),
      ...when(!c.has('onion'), s('onion', 1, 'piece')),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(!c.has('curry-paste'), s('curry-powder', 2, 'tbsp')),
      s('cumin', 1, 'tsp'),
      ...when(!c.has('coconut-milk') && !c.has('canned-tomatoes'), s('canned-tomatoes', 400, 'g')),
      ...when(!c.hasRole('veg'), s('peas', 150, 'g'), s('carrot', 2, 'piece')),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['chickpeas', 'spinach', 'sweet-potato'],
        vegetarian: ['paneer', 'spinach', 'peas'],
        pescatarian: ['shrimp', 'bell-pepper', 'spinach'],
        any: ['chicken-thigh', 'spinach', 'bell-pepper'],
      }),
  },
  method,
};
