import { joinList } from '../../text.ts';
import { proteinCook, starchCook } from '../cooking.ts';
import { amountList, amountPhrase, nameList } from '../lines.ts';
import {
  doneness,
  fatText,
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
  cookedOnly,
  garnishText,
  isFishOrSeafood,
  isLeafy,
  isLongPasta,
  isMeat,
  juiceName,
  paragraph,
  s,
  seasonText,
  seasoning,
  when,
  withAmounts,
} from './kit.ts';

const method: Method = ({ parts, titleWords }) => {
  const steps: StepPlan[] = [];
  const blended =
    titleWords.has('creamy') || titleWords.has('velvety') || titleWords.has('blended');
  const leafy = parts.veg.filter(isLeafy);
  const hearty = parts.veg.filter((line) => !isLeafy(line));
  const meat = parts.protein.filter(isMeat);
  const seafood = parts.protein.filter(isFishOrSeafood);
  const plant = parts.protein.filter((line) => !isMeat(line) && !isFishOrSeafood(line));
  const potatoes = parts.starch.filter((line) => line.item.tags.has('potato'));
  const otherStarch = parts.starch.filter((line) => !line.item.tags.has('potato'));
  steps.push(...prepSteps([...parts.aromatic, ...hearty, ...potatoes, ...leafy, ...parts.herb]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  const spices = spiceLines(parts);
  steps.push(
    step(
      'Soften the aromatics',
      paragraph(
        `heat ${fatText(parts)} in a large pot over medium heat`,
        parts.aromatic.length > 0
          ? `cook the ${nameList(parts.aromatic)} for 5 minutes until soft`
          : 'warm it for a minute',
        withAmounts(spices, 'stir in'),
      ),
      'fry',
      minutes(6),
    ),
  );
  if (meat.length > 0) {
    const cook = panMinutes(meat, 'bite');
    steps.push(
      step(
        `Brown the ${nameList(meat)}`,
        paragraph(`add the ${nameList(meat)} and cook for ${cook} minutes until lightly browned`),
        'fry',
        minutes(cook),
      ),
    );
  }
  const liquids = parts.liquid.filter((line) => !line.item.tags.has('cream'));
  const creams = parts.liquid.filter((line) => line.item.tags.has('cream'));
  steps.push(
    step(
      'Bring to the boil',
      paragraph(
        `add the ${nameList([...hearty, ...potatoes, ...plant])}`,
        withAmounts(liquids, 'pour in'),
        withAmounts(
          parts.sauce.filter((line) => line.item.prep !== 'juice'),
          'stir in',
        ),
        'bring to the boil',
      ),
      'boil',
      minutes(5),
    ),
  );
  const simmer = Math.max(
    18,
    ...plant.map((line) => Math.min(30, proteinCook(line.item).braise)),
    meat.length > 0 ? 20 : 0,
    potatoes.length > 0 ? 20 : 0,
  );
  steps.push(
    step(
      'Simmer',
      paragraph(
        `lower the heat, cover and simmer for ${simmer} minutes until the vegetables are tender`,
      ),
      'simmer',
      minutes(simmer),
    ),
  );
  for (const line of otherStarch) {
    const cook = starchCook(line.item);
    steps.push(
      step(
        `Add the ${line.name}`,
        paragraph(
          `add ${amountPhrase(line)} and simmer for ${cook.minutes} more minutes until tender`,
        ),
        'simmer',
        minutes(cook.minutes),
      ),
    );
  }
  if (seafood.length > 0) {
    const cook = Math.max(...seafood.map((line) => proteinCook(line.item).braise));
    steps.push(
      step(
        `Poach the ${nameList(seafood)}`,
        paragraph(
          `add the ${nameList(seafood)} and simmer gently for ${cook} minutes until ${doneness(seafood)}`,
        ),
        'simmer',
        minutes(cook),
      ),
    );
  }
  if (blended) {
    steps.push(
      step(
        'Blend until smooth',
        paragraph(
          'blend the soup with a stick blender until velvety smooth',
          creams.length > 0 ? `stir in ${amountList(creams)}` : '',
        ),
        'mix',
        minutes(2),
      ),
    );
  } else if (creams.length > 0) {
    steps.push(
      step(
        'Add the cream',
        paragraph(`stir in ${amountList(creams)} and warm through without boiling`),
        'mix',
        minutes(1),
      ),
    );
  }
  if (leafy.length > 0) {
    steps.push(
      step(
        'Wilt the greens',
        paragraph(`stir in the ${nameList(leafy)} and cook for 2 minutes until wilted`),
        'simmer',
        minutes(2),
      ),
    );
  }
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  steps.push(
    step(
      'Season and serve',
      paragraph(
        seasonText(parts),
        juice.length > 0 ? `add a squeeze of ${joinList(juice.map(juiceName))}` : '',
        `ladle into warm bowls${garnishText([...parts.herb, ...parts.cheese, ...parts.dairy, ...parts.nut])}`,
      ),
      'plate',
      90,
    ),
  );
  return steps;
};

export const soup: Dish = {
  template: {
    id: 'soup',
    family: 'soup',
    dish: 'Soup',
    titleAliases: ['soup', 'suppe', 'chowder', 'bisque', 'broth'],
    vessel: 'bowl',
    course: 'main',
    moods: { warming: 5, light: 2, healthy: 2, hearty: 1, creamy: 1 },
    cuisines: { german: 2, italian: 1, asian: 1, indian: 1 },
    capacity: {
      protein: 1,
      veg: 5,
      aromatic: 3,
      starch: 2,
      herb: 2,
      spice: 3,
      liquid: 2,
      cheese: 1,
      dairy: 1,
      sauce: 1,
      fruit: 1,
    },
    accepts: (item) =>
      cookedOnly(item) &&
      item.group !== 'egg' &&
      (item.role !== 'fruit' || item.tags.has('citrus')) &&
      (item.role !== 'starch' || (!item.tags.has('tortilla') && !isLongPasta(item))),
    vegPerServing: 250,
    proteinScale: 0.7,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 2, 'tbsp'),
      ...when(!c.has('onion') && !c.has('leek'), s('onion', 1, 'piece')),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      ...when(!c.hasRole('veg') || !c.hasTag('root'), s('carrot', 2, 'piece')),
      ...when(!c.hasTag('stock'), s('vegetable-stock', 1000, 'ml')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['red-lentils', 'canned-tomatoes', 'carrot'],
        vegetarian: ['red-lentils', 'canned-tomatoes', 'carrot'],
        pescatarian: ['cod', 'potato', 'leek'],
        any: ['chicken', 'potato', 'celery'],
      }),
  },
  method,
};
