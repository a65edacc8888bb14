import { joinList } from '#kitchen/text.ts';
import { needsLongCooking } from '#server/src/ai/composer/cooking.ts';
import { amountList, nameList } from '#server/src/ai/composer/lines.ts';
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
import type { StepPlan } from '#server/src/ai/composer/types.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import {
  anyDiet,
  byDiet,
  cookStarchStep,
  isRaw,
  juiceName,
  paragraph,
  s,
  seasoning,
  when,
  withAmounts,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const tortilla = parts.starch[0];
  const raw = [
    ...parts.veg.filter(isRaw),
    ...parts.fruit.filter((line) => line.item.prep !== 'juice'),
  ];
  const cooked = parts.veg.filter((line) => !isRaw(line));
  steps.push(...prepSteps([...parts.aromatic, ...cooked, ...raw, ...parts.herb, ...parts.cheese]));
  const protein = proteinPrepStep(parts.protein, 'strips', parts);
  if (protein) steps.push(protein);
  const spices = spiceLines(parts);
  if (parts.protein.length > 0 && spices.length > 0) {
    steps.push(
      step(
        say('Season the filling', 'Füllung würzen'),
        paragraph(
          say(
            `toss the ${nameList(parts.protein)} with ${amountList(spices)}`,
            `${nameList(parts.protein)} mit ${amountList(spices)} vermengen`,
          ),
        ),
        'season',
        60,
      ),
    );
  }
  const cookMinutes = parts.protein.length > 0 ? panMinutes(parts.protein, 'strips') : 0;
  steps.push(
    step(
      say('Cook the filling', 'Füllung braten'),
      paragraph(
        say(
          `heat ${fatText(parts)} in a large frying pan over high heat`,
          `${fatText(parts)} in einer großen Pfanne bei starker Hitze erhitzen`,
        ),
        parts.protein.length > 0
          ? say(
              `cook the ${nameList(parts.protein)} for ${cookMinutes} minutes until ${doneness(parts.protein)}`,
              `${nameList(parts.protein)} darin ${cookMinutes} Minuten braten, bis alles gar ist`,
            )
          : '',
        cooked.length > 0 || parts.aromatic.length > 0
          ? say(
              `add the ${nameList([...parts.aromatic, ...cooked])} and cook for 4 more minutes until softened and lightly charred`,
              `${nameList([...parts.aromatic, ...cooked])} zugeben und 4 weitere Minuten braten, bis alles weich und leicht gebräunt ist`,
            )
          : '',
        parts.protein.length === 0 && spices.length > 0
          ? withAmounts(spices, say('stir in', '# einrühren'))
          : '',
      ),
      'fry',
      minutes(cookMinutes + (cooked.length > 0 || parts.aromatic.length > 0 ? 4 : 1)),
    ),
  );
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  if (raw.length > 0) {
    steps.push(
      step(
        say('Make a fresh salsa', 'Frische Salsa anrühren'),
        paragraph(
          say(
            `mix the ${nameList(raw)}${juice.length > 0 ? ` with the ${joinList(juice.map(juiceName))}` : ''} and a pinch of salt`,
            `${nameList(raw)}${juice.length > 0 ? ` mit ${joinList(juice.map(juiceName), 'und')}` : ''} und einer Prise Salz mischen`,
          ),
        ),
        'mix',
        90,
      ),
    );
  }
  if (tortilla) steps.push(cookStarchStep(tortilla));
  const toppings = [
    ...parts.cheese,
    ...parts.dairy,
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.liquid,
  ];
  steps.push(
    step(
      say('Assemble', 'Anrichten'),
      paragraph(
        say(
          `fill the ${tortilla?.name ?? 'tortillas'} with the filling${raw.length > 0 ? ` and the ${nameList(raw)}` : ''}`,
          `${tortilla?.name ?? 'Tortillas'} mit der Füllung${raw.length > 0 ? ` und ${nameList(raw)}` : ''} füllen`,
        ),
        toppings.length > 0 ? withAmounts(toppings, say('top with', 'mit # belegen')) : '',
        parts.herb.length > 0
          ? say(`finish with the ${nameList(parts.herb)}`, `mit ${nameList(parts.herb)} bestreuen`)
          : '',
      ),
      'plate',
      minutes(3),
    ),
  );
  return steps;
};

export const tacos: Dish = {
  template: {
    id: 'tacos',
    family: 'tortilla',
    answers: ['wrap', 'enchiladas'],
    dish: 'Tacos',
    de: {
      dish: 'Tacos',
      gender: 'pl',
      styleWords: ['knusprig', 'würzig', 'mexikanisch'],
      pitch: (mains) => `Warme Tortillas, gefüllt mit ${mains} und frischer Salsa.`,
    },
    titleAliases: [
      'tacos',
      'taco',
      'wraps',
      'wrap',
      'burrito',
      'burritos',
      'fajitas',
      'quesadilla',
    ],
    vessel: 'board',
    course: 'main',
    moods: { quick: 3, spicy: 3, kids: 3, light: 1 },
    cuisines: { mexican: 5, american: 1 },
    capacity: {
      protein: 2,
      veg: 4,
      aromatic: 2,
      starch: 1,
      cheese: 1,
      dairy: 1,
      herb: 1,
      fruit: 2,
      spice: 3,
      sauce: 2,
    },
    accepts: (item) =>
      !needsLongCooking(item) &&
      item.group !== 'egg' &&
      ![
        'bok-choy',
        'beetroot',
        'celeriac',
        'parsnip',
        'turnip',
        'butternut-squash',
        'pumpkin',
        'sauerkraut',
        'brussels-sprouts',
      ].includes(item.id) &&
      (item.role !== 'starch' || item.tags.has('tortilla')) &&
      item.role !== 'liquid' &&
      (item.role !== 'fruit' || ['lime', 'lemon', 'mango', 'pineapple'].includes(item.id)) &&
      (item.role !== 'dairy' || ['sour-cream', 'yogurt', 'greek-yogurt'].includes(item.id)),
    base: {
      accepts: (item) => item.tags.has('tortilla'),
      fallback: () => 'flour-tortilla',
      scale: 1,
    },
    vegPerServing: 140,
    proteinScale: 0.8,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('vegetable-oil', 1, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      s('cumin', 1, 'tsp'),
      ...when(!c.has('smoked-paprika'), s('paprika', 1, 'tsp')),
      ...when(!c.has('lime') && !c.has('lemon'), s('lemon', 1, 'piece')),
      ...when(!c.hasRole('veg'), s('onion', 1, 'piece'), s('carrot', 2, 'piece')),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['black-beans', 'corn', 'avocado'],
        vegetarian: ['black-beans', 'bell-pepper', 'cheddar'],
        pescatarian: ['cod', 'cabbage', 'avocado'],
        any: ['ground-beef', 'bell-pepper', 'iceberg'],
      }),
  },
  method,
};
