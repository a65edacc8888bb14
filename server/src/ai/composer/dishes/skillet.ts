import { joinList } from '#kitchen/text.ts';
import { isReadyToEat } from '#server/src/ai/composer/cooking.ts';
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
  garnishText,
  isMeat,
  isPotato,
  isRice,
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
  const starch = parts.starch[0];
  if (starch && !starch.item.tags.has('bread')) steps.push(inBackground(cookStarchStep(starch)));
  steps.push(
    ...prepSteps([...parts.aromatic, ...parts.veg, ...parts.fruit, ...parts.herb, ...parts.cheese]),
  );
  const wholeCuts = parts.protein.some(
    (line) =>
      ['piece', ''].includes(line.unit) || line.item.group === 'fish' || line.item.prep === 'trim',
  );
  const cut = wholeCuts ? 'whole' : 'bite';
  const protein = proteinPrepStep(parts.protein, cut, parts);
  if (protein) steps.push(protein);
  const seared = parts.protein.filter((line) => !isReadyToEat(line.item));
  if (seared.length > 0) {
    const cook = panMinutes(seared, cut);
    steps.push(
      step(
        say(`Sear the ${nameList(seared)}`, `${nameList(seared)} anbraten`),
        paragraph(
          say(
            `heat ${fatText(parts)} in a large frying pan over medium-high heat`,
            `${fatText(parts)} in einer großen Pfanne bei mittlerer bis starker Hitze erhitzen`,
          ),
          say(
            `cook the ${nameList(seared)} for ${cook} minutes, turning once, until ${doneness(seared)}`,
            `${nameList(seared)} darin ${cook} Minuten braten, dabei einmal wenden, bis alles gar ist`,
          ),
          say('move to a warm plate', 'auf einen warmen Teller geben'),
        ),
        'fry',
        minutes(cook),
      ),
    );
    if (seared.some(isMeat))
      steps.push(
        step(
          say('Rest the meat', 'Fleisch ruhen lassen'),
          paragraph(
            say(
              'loosely cover the meat with foil and let it rest for 4 minutes',
              'das Fleisch locker mit Folie abdecken und 4 Minuten ruhen lassen',
            ),
          ),
          'rest',
          minutes(4),
        ),
      );
  }
  const pieces = [...parts.veg, ...parts.fruit.filter((line) => line.item.prep !== 'juice')];
  const vegMinutes = pieces.length > 0 ? 6 : 2;
  const vegActions = [
    parts.aromatic.length > 0
      ? say(
          `cook the ${nameList(parts.aromatic)} for 1 minute`,
          `${nameList(parts.aromatic)} 1 Minute andünsten`,
        )
      : '',
    pieces.length > 0
      ? say(
          `add the ${nameList(pieces)} and cook for ${vegMinutes - 1} minutes until tender and lightly browned`,
          `${nameList(pieces)} zugeben und ${vegMinutes - 1} Minuten braten, bis alles weich und leicht gebräunt ist`,
        )
      : '',
  ].filter(Boolean);
  steps.push(
    step(
      say('Cook the vegetables', 'Gemüse braten'),
      paragraph(
        say(
          `${seared.length > 0 ? 'in the same pan,' : `heat ${fatText(parts)} in a large frying pan, then`} ${vegActions.join(', then ') || 'warm the pan through'}`,
          `${seared.length > 0 ? 'in derselben Pfanne' : `${fatText(parts)} in einer großen Pfanne erhitzen, dann`} ${vegActions.join(', dann ') || 'die Pfanne durchwärmen'}`,
        ),
        withAmounts(spiceLines(parts), say('stir in', '# einrühren')),
      ),
      'fry',
      minutes(vegMinutes),
    ),
  );
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  const garnish = garnishText([...parts.herb, ...parts.cheese, ...parts.nut]);
  const sauce = [
    ...parts.liquid,
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.dairy,
  ];
  steps.push(
    step(
      say('Make a pan sauce', 'Pfannensoße zubereiten'),
      paragraph(
        sauce.length > 0
          ? say(`pour in ${amountList(sauce)}`, `${amountList(sauce)} angießen`)
          : say('add a splash of water', 'einen Schuss Wasser zugeben'),
        juice.length > 0
          ? say(
              `squeeze in the ${joinList(juice.map(juiceName))}`,
              `${joinList(juice.map(juiceName))} hineinpressen`,
            )
          : '',
        say(
          'let it bubble for 2 minutes, scraping up the tasty bits',
          '2 Minuten blubbern lassen und dabei den Bratensatz vom Pfannenboden lösen',
        ),
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
          `${seared.length > 0 ? `return the ${nameList(seared)} to the pan, ` : ''}spoon over the sauce and serve${starch ? ` with the ${starch.name}` : ''}${garnish}`,
          `${seared.length > 0 ? `${nameList(seared)} zurück in die Pfanne geben, ` : ''}mit der Soße überziehen und${starch ? ` mit ${starch.name}` : ''} anrichten${garnish}`,
        ),
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

export const skillet: Dish = {
  template: {
    id: 'skillet',
    family: 'skillet',
    answers: ['steak', 'schnitzel'],
    dish: 'Skillet',
    de: {
      dish: 'Pfannengericht',
      gender: 'n',
      styleWords: ['herzhaft', 'schnell', 'würzig'],
      pitch: (mains) =>
        `Ein Pfannengericht mit ${mains}, in einer Pfanne gebraten und mit einer schnellen Soße vollendet.`,
    },
    titleAliases: ['skillet', 'pan fry', 'pan fried', 'pfanne'],
    vessel: 'pan',
    course: 'main',
    moods: { quick: 4, fancy: 2, hearty: 2, healthy: 1 },
    cuisines: { american: 2, mediterranean: 2, german: 2 },
    capacity: {
      protein: 2,
      veg: 4,
      aromatic: 2,
      starch: 1,
      cheese: 1,
      herb: 2,
      spice: 3,
      liquid: 1,
      fruit: 1,
      sauce: 2,
      dairy: 1,
      nut: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'egg' &&
      (item.role !== 'starch' || isPotato(item) || isRice(item) || item.tags.has('bread')) &&
      (item.role !== 'fruit' || item.tags.has('citrus') || ['apple', 'pear'].includes(item.id)) &&
      (item.role !== 'dairy' || item.tags.has('cream')),
    base: {
      accepts: (item) => isPotato(item) || isRice(item) || item.tags.has('bread'),
      fallback: () => 'potato',
      scale: 0.8,
    },
    vegPerServing: 190,
    proteinScale: 1,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 2, 'tbsp'),
      ...when(c.diet !== 'vegan' && !c.hasRole('fat'), s('butter', 1, 'tbsp')),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      ...when(!c.has('lemon') && !c.has('lime'), s('lemon', 1, 'piece')),
      ...when(!c.hasRole('veg'), s('peas', 200, 'g'), s('onion', 1, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['tofu', 'green-beans', 'mushroom'],
        vegetarian: ['halloumi', 'zucchini', 'cherry-tomato'],
        pescatarian: ['salmon', 'green-beans'],
        any: ['chicken-breast', 'green-beans', 'mushroom'],
      }),
  },
  method,
};
