import { joinList } from '#kitchen/text.ts';
import { proteinCook, starchCook } from '#server/src/ai/composer/cooking.ts';
import { amountList, amountPhrase, nameList } from '#server/src/ai/composer/lines.ts';
import {
  doneness,
  fatText,
  minutes,
  panMinutes,
  prepSteps,
  proteinPrepStep,
  spiceLines,
  step,
} from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import { isBlendedSoup } from '#server/src/ai/composer/naming.ts';
import type { StepPlan } from '#server/src/ai/composer/types.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
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
  const blended = ['creamy', 'velvety', 'blended', 'cremige', 'samtige'].some((word) =>
    titleWords.has(word),
  );
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
      say('Soften the aromatics', 'Aromaten andünsten'),
      paragraph(
        say(
          `heat ${fatText(parts)} in a large pot over medium heat`,
          `${fatText(parts)} in einem großen Topf bei mittlerer Hitze erhitzen`,
        ),
        parts.aromatic.length > 0
          ? say(
              `cook the ${nameList(parts.aromatic)} for 5 minutes until soft`,
              `${nameList(parts.aromatic)} darin 5 Minuten weich dünsten`,
            )
          : say('warm it for a minute', 'kurz erwärmen'),
        withAmounts(spices, say('stir in', '# einrühren')),
      ),
      'fry',
      minutes(6),
    ),
  );
  if (meat.length > 0) {
    const cook = panMinutes(meat, 'bite');
    steps.push(
      step(
        say(`Brown the ${nameList(meat)}`, `${nameList(meat)} anbraten`),
        paragraph(
          say(
            `add the ${nameList(meat)} and cook for ${cook} minutes until lightly browned`,
            `${nameList(meat)} zugeben und ${cook} Minuten leicht anbraten`,
          ),
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  const liquids = parts.liquid.filter((line) => !line.item.tags.has('cream'));
  const creams = parts.liquid.filter((line) => line.item.tags.has('cream'));
  steps.push(
    step(
      say('Bring to the boil', 'Aufkochen'),
      paragraph(
        say(
          `add the ${nameList([...hearty, ...potatoes, ...plant])}`,
          `${nameList([...hearty, ...potatoes, ...plant])} zugeben`,
        ),
        withAmounts(liquids, say('pour in', '# angießen')),
        withAmounts(
          parts.sauce.filter((line) => line.item.prep !== 'juice'),
          say('stir in', '# einrühren'),
        ),
        say('bring to the boil', 'aufkochen lassen'),
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
      say('Simmer', 'Köcheln lassen'),
      paragraph(
        say(
          `lower the heat, cover and simmer for ${simmer} minutes until the vegetables are tender`,
          `Hitze reduzieren und zugedeckt ${simmer} Minuten köcheln lassen, bis das Gemüse weich ist`,
        ),
      ),
      'simmer',
      minutes(simmer),
    ),
  );
  for (const line of otherStarch) {
    const cook = starchCook(line.item);
    steps.push(
      step(
        say(`Add the ${line.name}`, `${line.name} zugeben`),
        paragraph(
          say(
            `add ${amountPhrase(line)} and simmer for ${cook.minutes} more minutes until tender`,
            `${amountPhrase(line)} zugeben und weitere ${cook.minutes} Minuten garen, bis alles weich ist`,
          ),
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
        say(`Poach the ${nameList(seafood)}`, `${nameList(seafood)} garziehen lassen`),
        paragraph(
          say(
            `add the ${nameList(seafood)} and simmer gently for ${cook} minutes until ${doneness(seafood)}`,
            `${nameList(seafood)} zugeben und ${cook} Minuten sanft gar ziehen lassen`,
          ),
        ),
        'simmer',
        minutes(cook),
      ),
    );
  }
  if (blended) {
    steps.push(
      step(
        say('Blend until smooth', 'Fein pürieren'),
        paragraph(
          say(
            'blend the soup with a stick blender until velvety smooth',
            'die Suppe mit dem Stabmixer samtig pürieren',
          ),
          withAmounts(creams, say('stir in', '# einrühren')),
        ),
        'mix',
        minutes(2),
      ),
    );
  } else if (creams.length > 0) {
    steps.push(
      step(
        say('Add the cream', 'Sahne zugeben'),
        paragraph(
          say(
            `stir in ${amountList(creams)} and warm through without boiling`,
            `${amountList(creams)} einrühren und erhitzen, ohne dass es kocht`,
          ),
        ),
        'mix',
        minutes(1),
      ),
    );
  }
  if (leafy.length > 0) {
    steps.push(
      step(
        say('Wilt the greens', 'Blattgemüse zusammenfallen lassen'),
        paragraph(
          say(
            `stir in the ${nameList(leafy)} and cook for 2 minutes until wilted`,
            `${nameList(leafy)} einrühren und 2 Minuten garen, bis es zusammenfällt`,
          ),
        ),
        'simmer',
        minutes(2),
      ),
    );
  }
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  steps.push(
    step(
      say('Season and serve', 'Abschmecken und servieren'),
      paragraph(
        seasonText(parts),
        juice.length > 0
          ? say(
              `add a squeeze of ${joinList(juice.map(juiceName))}`,
              `mit etwas ${joinList(juice.map(juiceName), 'und')} verfeinern`,
            )
          : '',
        say('ladle into warm bowls', 'in vorgewärmte Teller schöpfen') +
          garnishText([...parts.herb, ...parts.cheese, ...parts.dairy, ...parts.nut]),
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
    de: {
      dish: 'Suppe',
      gender: 'f',
      styleWords: ['herzhaft', 'rustikal', 'hausgemacht', 'wärmend'],
      pitch: (mains, parts) =>
        isBlendedSoup(parts)
          ? `Eine samtig pürierte Suppe aus ${mains}.`
          : `Ein herzhafter Topf mit ${mains}, weich gegart in würziger Brühe.`,
    },
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
