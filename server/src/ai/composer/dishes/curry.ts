import { joinList } from '#kitchen/text.ts';
import { proteinCook } from '#server/src/ai/composer/cooking.ts';
import { amountList, nameList } from '#server/src/ai/composer/lines.ts';
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
} from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { StepPlan } from '#server/src/ai/composer/types.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
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
        say(`Brown the ${nameList(seared)}`, `${nameList(seared)} anbraten`),
        paragraph(
          say(
            `heat ${fatText(parts)} in a large deep pan`,
            `${fatText(parts)} in einer großen, tiefen Pfanne erhitzen`,
          ),
          say(
            `brown the ${nameList(seared)} for ${cook} minutes, then lift out`,
            `${nameList(seared)} darin ${cook} Minuten anbraten, dann herausnehmen`,
          ),
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  steps.push(
    step(
      say('Cook the onion base', 'Zwiebelbasis anschwitzen'),
      paragraph(
        say(
          `${seared.length > 0 ? 'in the same pan,' : `heat ${fatText(parts)} in a large deep pan, then`} ${parts.aromatic.length > 0 ? `cook the ${nameList(parts.aromatic)} over medium heat for 6 minutes until golden` : 'let the pan heat through'}`,
          `${seared.length > 0 ? 'in derselben Pfanne' : `${fatText(parts)} in einer großen, tiefen Pfanne erhitzen, dann`} ${parts.aromatic.length > 0 ? `${nameList(parts.aromatic)} bei mittlerer Hitze 6 Minuten goldbraun anschwitzen` : 'die Pfanne gut erhitzen'}`,
        ),
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
      say('Toast the spices', 'Gewürze anrösten'),
      paragraph(
        say(
          `stir in ${amountList([...spiceLines(parts), ...paste]) || 'the spices'} and cook for 1 minute until fragrant`,
          `${amountList([...spiceLines(parts), ...paste]) || 'die Gewürze'} einrühren und 1 Minute anrösten, bis es duftet`,
        ),
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
      say('Simmer the curry', 'Curry köcheln lassen'),
      paragraph(
        say(
          `add the ${nameList([...hard, ...potatoes, ...simmered, ...seared]) || 'vegetables'}`,
          `${nameList([...hard, ...potatoes, ...simmered, ...seared]) || 'das Gemüse'} zugeben`,
        ),
        withAmounts([...parts.liquid, ...otherSauces], say('pour in', '# angießen')),
        say(
          `bring to a gentle simmer, cover and cook for ${simmer} minutes, stirring now and then`,
          `sanft aufkochen und zugedeckt ${simmer} Minuten köcheln lassen, dabei ab und zu umrühren`,
        ),
      ),
      'simmer',
      minutes(simmer),
    ),
  );
  if (seafood.length > 0) {
    const cook = Math.max(...seafood.map((line) => proteinCook(line.item).braise));
    steps.push(
      step(
        say(`Add the ${nameList(seafood)}`, `${nameList(seafood)} zugeben`),
        paragraph(
          say(
            `add the ${nameList(seafood)} and simmer for ${cook} minutes until ${doneness(seafood)}`,
            `${nameList(seafood)} zugeben und ${cook} Minuten gar ziehen lassen`,
          ),
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
      say('Finish the curry', 'Curry vollenden'),
      paragraph(
        leafy.length > 0 || fruit.length > 0
          ? say(
              `stir in the ${nameList([...leafy, ...fruit])} until wilted and warm`,
              `${nameList([...leafy, ...fruit])} unterrühren, bis alles warm und zusammengefallen ist`,
            )
          : say('stir well', 'gut umrühren'),
        withAmounts(parts.dairy, say('swirl in', '# unterziehen')),
        juice.length > 0
          ? say(
              `add a squeeze of ${joinList(juice.map(juiceName))}`,
              `etwas ${joinList(juice.map(juiceName), 'und')} zugeben`,
            )
          : '',
        seasonText(parts),
      ),
      'simmer',
      minutes(2),
    ),
  );
  steps.push(
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `serve ${rice ? `with the ${rice.name}` : 'in warm bowls'}`,
          rice ? `mit ${rice.name} servieren` : 'in vorgewärmten Schalen servieren',
        ) + garnishText([...parts.herb, ...parts.nut]),
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
    de: {
      dish: 'Curry',
      gender: 'n',
      styleWords: ['duftend', 'würzig', 'golden'],
      pitch: (mains) => `${mains} in einer würzigen Currysoße, langsam gegart.`,
    },
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
