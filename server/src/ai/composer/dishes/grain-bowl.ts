import { isReadyToEat, needsLongCooking } from '#server/src/ai/composer/cooking.ts';
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
  dressingStep,
  garnishText,
  isGrain,
  isLeafy,
  isRaw,
  paragraph,
  s,
  seasoning,
  when,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const grain = parts.starch[0];
  if (grain) steps.push(inBackground(cookStarchStep(grain)));
  const roast = parts.veg.filter((line) => !isRaw(line) && !isLeafy(line));
  const raw = parts.veg.filter((line) => !roast.includes(line));
  if (roast.length > 0) {
    steps.push(
      ...prepSteps(roast, say('Prep the vegetables for roasting', 'Gemüse zum Rösten vorbereiten')),
    );
    steps.push(
      inBackground(
        step(
          say(`Roast the ${nameList(roast)}`, `${nameList(roast)} rösten`),
          paragraph(
            say(
              'heat the oven to 220 °C (200 °C fan)',
              'den Ofen auf 220 °C (Umluft 200 °C) vorheizen',
            ),
            say(
              `toss the ${nameList(roast)} with 1 tbsp oil and a pinch of salt and roast for 22 minutes until golden`,
              `${nameList(roast)} mit 1 EL Öl und einer Prise Salz vermengen und 22 Minuten goldbraun rösten`,
            ),
          ),
          'bake',
          minutes(22),
        ),
      ),
    );
  }
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const cooked = parts.protein.filter(
    (line) => line.item.group !== 'egg' && line.item.group !== 'legume' && !isReadyToEat(line.item),
  );
  const protein = proteinPrepStep(
    parts.protein.filter((line) => !eggs.includes(line)),
    'bite',
    parts,
  );
  if (protein) steps.push(protein);
  if (eggs.length > 0) {
    steps.push(
      inBackground(
        step(
          say('Boil the eggs', 'Eier kochen'),
          paragraph(
            say(
              `boil ${amountList(eggs)} for 7 minutes for jammy yolks`,
              `${amountList(eggs)} 7 Minuten kochen, bis das Eigelb cremig ist`,
            ),
            say(
              'cool in cold water, peel and halve',
              'in kaltem Wasser abkühlen, schälen und halbieren',
            ),
          ),
          'boil',
          minutes(8),
          minutes(7),
        ),
      ),
    );
  }
  if (cooked.length > 0) {
    const cook = panMinutes(cooked, 'bite');
    steps.push(
      step(
        say(`Cook the ${nameList(cooked)}`, `${nameList(cooked)} braten`),
        paragraph(
          say(
            `pan-fry the ${nameList(cooked)} in ${fatText(parts)} over medium-high heat for ${cook} minutes until ${doneness(cooked)}`,
            `${nameList(cooked)} in ${fatText(parts)} bei mittlerer bis starker Hitze ${cook} Minuten braten, bis alles gar ist`,
          ),
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  steps.push(
    ...prepSteps(
      [
        ...raw,
        ...parts.aromatic,
        ...parts.fruit.filter((line) => line.item.prep !== 'juice'),
        ...parts.herb,
        ...parts.cheese,
      ],
      say('Prep the toppings', 'Toppings vorbereiten'),
    ),
  );
  steps.push(
    dressingStep(parts, [
      ...parts.sauce,
      ...parts.fruit.filter((line) => line.item.prep === 'juice'),
      ...parts.sweet,
      ...spiceLines(parts),
    ]),
  );
  const toppings = [
    ...parts.protein,
    ...roast,
    ...raw,
    ...parts.fruit.filter((line) => line.item.prep !== 'juice'),
  ];
  steps.push(
    step(
      say('Build the bowls', 'Bowls anrichten'),
      paragraph(
        say(
          `divide the ${grain?.name ?? 'grains'} between four bowls`,
          `${grain?.name ?? 'Das Getreide'} auf vier Schalen verteilen`,
        ),
        say(
          `arrange the ${nameList(toppings) || 'toppings'} on top`,
          `${nameList(toppings) || 'Die Toppings'} darauf anrichten`,
        ),
        say(
          `drizzle with the dressing${garnishText([...parts.cheese, ...parts.nut, ...parts.herb])}`,
          `mit dem Dressing beträufeln${garnishText([...parts.cheese, ...parts.nut, ...parts.herb])}`,
        ),
      ),
      'plate',
      minutes(3),
    ),
  );
  return steps;
};

export const grainBowl: Dish = {
  template: {
    id: 'grain-bowl',
    family: 'bowl',
    answers: ['donburi'],
    dish: 'Bowl',
    de: {
      dish: 'Bowl',
      gender: 'f',
      styleWords: ['bunt', 'frisch', 'nahrhaft'],
      pitch: (mains) => `Eine bunte Bowl mit ${mains} und einem frischen Dressing.`,
    },
    titleAliases: ['grain bowl', 'rice bowl', 'buddha bowl', 'poke bowl', 'bowl'],
    vessel: 'bowl',
    course: 'main',
    moods: { healthy: 5, light: 3, quick: 1 },
    cuisines: { asian: 2, mediterranean: 2, mexican: 1 },
    capacity: {
      protein: 1,
      veg: 4,
      aromatic: 1,
      starch: 1,
      cheese: 1,
      fruit: 1,
      nut: 1,
      herb: 1,
      sauce: 2,
      spice: 2,
    },
    accepts: (item) =>
      !needsLongCooking(item) &&
      (item.role !== 'starch' || isGrain(item)) &&
      (item.role !== 'aromatic' ||
        ['spring-onion', 'red-onion', 'chili', 'garlic', 'ginger'].includes(item.id)),
    base: {
      accepts: isGrain,
      fallback: (c) =>
        c.cuisine === 'mediterranean' || c.cuisine === 'indian' ? 'couscous' : 'rice',
      scale: 0.9,
    },
    vegPerServing: 170,
    proteinScale: 0.9,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 3, 'tbsp'),
      ...when(c.cuisine === 'asian' || c.has('soy-sauce'), s('soy-sauce', 2, 'tbsp')),
      ...when(c.cuisine !== 'asian' && !c.has('lemon') && !c.has('lime'), s('lemon', 1, 'piece')),
      ...when(!c.hasRole('protein'), s('chickpeas', 1, 'can')),
      ...when(!c.hasRole('veg'), s('carrot', 2, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['chickpeas', 'sweet-potato', 'kale'],
        vegetarian: ['egg', 'avocado', 'sweet-potato'],
        pescatarian: ['salmon', 'avocado', 'cucumber'],
        any: ['chicken-breast', 'avocado', 'cucumber'],
      }),
  },
  method,
};
