import { joinList } from '#kitchen/text.ts';
import { proteinCook } from '#server/src/ai/composer/cooking.ts';
import { amountList, nameList } from '#server/src/ai/composer/lines.ts';
import {
  doneness,
  fatText,
  minutes,
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
      say('Heat the oven', 'Ofen vorheizen'),
      paragraph(
        say(
          'heat the oven to 220 °C (200 °C fan) and line a large roasting tray',
          'den Ofen auf 220 °C (Umluft 200 °C) vorheizen und ein großes Backblech auslegen',
        ),
      ),
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
      say('Coat in oil and spices', 'Mit Öl und Gewürzen vermengen'),
      paragraph(
        say(
          `toss the ${nameList([...parts.starch, ...parts.veg, ...parts.aromatic]) || 'vegetables'} with ${fatText(parts)}${spices.length > 0 ? `, ${amountList(spices)}` : ''} and a pinch of salt`,
          `${nameList([...parts.starch, ...parts.veg, ...parts.aromatic]) || 'Das Gemüse'} mit ${fatText(parts)}${spices.length > 0 ? `, ${amountList(spices)}` : ''} sowie einer Prise Salz vermengen`,
        ),
        say(
          'spread everything out on the tray in a single layer',
          'alles in einer Lage auf dem Blech verteilen',
        ),
      ),
      'mix',
      minutes(2),
    ),
  );
  // The glaze: sauces and a sweetener (the miso-glazed bake's maple syrup) brushed on the protein.
  const sauces = [...parts.sauce.filter((line) => line.item.prep !== 'juice'), ...parts.sweet];
  if (main.length > 0) {
    steps.push(
      step(
        say(`Add the ${nameList(main)}`, `${nameList(main)} dazulegen`),
        paragraph(
          say(
            `nestle the ${nameList(main)} among the vegetables`,
            `${nameList(main)} zwischen das Gemüse legen`,
          ),
          sauces.length > 0
            ? say(`brush them with ${amountList(sauces)}`, `mit ${amountList(sauces)} bestreichen`)
            : say('rub them with a little of the oil', 'mit etwas von dem Öl einreiben'),
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
      say('Roast', 'Rösten'),
      paragraph(
        say(
          `roast for ${mainMinutes - fishMinutes} minutes, turning the vegetables halfway${main.length > 0 && fish.length === 0 ? `, until the ${nameList(main)} are ${doneness(main)}` : ''}`,
          `${mainMinutes - fishMinutes} Minuten rösten, das Gemüse nach der Hälfte der Zeit wenden${main.length > 0 && fish.length === 0 ? ', bis alles gar ist' : ''}`,
        ),
      ),
      'bake',
      minutes(mainMinutes - fishMinutes),
    ),
  );
  if (fish.length > 0) {
    steps.push(
      step(
        say(`Roast the ${nameList(fish)}`, `${nameList(fish)} mitrösten`),
        paragraph(
          // A glaze nobody brushed on the meat goes on the fish (a miso-glazed salmon).
          main.length === 0 && sauces.length > 0
            ? say(
                `brush the ${nameList(fish)} with ${amountList(sauces)}`,
                `${nameList(fish)} mit ${amountList(sauces)} bestreichen`,
              )
            : '',
          say(
            `lay the ${nameList(fish)} on top of the vegetables and roast for ${fishMinutes} more minutes until ${doneness(fish)}`,
            `${nameList(fish)} auf das Gemüse legen und ${fishMinutes} weitere Minuten rösten, bis alles gar ist`,
          ),
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
        say('Rest', 'Ruhen lassen'),
        paragraph(
          say(
            `rest the tray for 5 minutes${juice.length > 0 ? ` and squeeze over the ${joinList(juice.map(juiceName))}` : ''}`,
            `alles 5 Minuten ruhen lassen${juice.length > 0 ? ` und mit ${joinList(juice.map(juiceName), 'und')} beträufeln` : ''}`,
          ),
        ),
        'rest',
        minutes(5),
      ),
    );
  }
  steps.push(
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `${juice.length > 0 && !main.some(isMeat) ? `squeeze over the ${joinList(juice.map(juiceName))} and ` : ''}serve straight from the tray${garnishText([...parts.herb, ...parts.cheese, ...parts.dairy, ...parts.nut])}`,
          `${juice.length > 0 && !main.some(isMeat) ? `mit ${joinList(juice.map(juiceName), 'und')} beträufeln und ` : ''}direkt vom Blech servieren${garnishText([...parts.herb, ...parts.cheese, ...parts.dairy, ...parts.nut])}`,
        ),
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
    de: {
      dish: 'Blechgericht',
      gender: 'n',
      styleWords: ['herzhaft', 'einfach', 'geröstet'],
      pitch: (mains) => `Im Ofen geröstet: ein Blech mit ${mains}.`,
    },
    titleAliases: ['tray bake', 'traybake', 'sheet pan', 'one pan roast', 'blechgericht'],
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
