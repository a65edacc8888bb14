import { isReadyToEat, needsLongCooking } from '#server/src/ai/composer/cooking.ts';
import { amountList, amountPhrase, nameList } from '#server/src/ai/composer/lines.ts';
import {
  doneness,
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
  isGrain,
  isLongPasta,
  isPotato,
  isRaw,
  paragraph,
  s,
  seasoning,
  when,
} from './kit.ts';

const method: Method = ({ parts, titleWords }) => {
  const steps: StepPlan[] = [];
  // Sandwiches (a salad variant) keep their bread whole for the last step: no croutons.
  const sandwich = titleWords.has('sandwiches') || titleWords.has('sandwich');
  const tossed = sandwich ? [] : parts.starch;
  const roast = parts.veg.filter((line) => !isRaw(line));
  const raw = parts.veg.filter(isRaw);
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const ready = parts.protein.filter(
    (line) => line.item.group === 'legume' || isReadyToEat(line.item),
  );
  const cooked = parts.protein.filter((line) => !eggs.includes(line) && !ready.includes(line));
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
              'den Backofen auf 220 °C (Umluft 200 °C) vorheizen',
            ),
            say(
              `toss the ${nameList(roast)} with 1 tbsp of the oil and a pinch of salt on a lined tray and roast for 25 minutes until golden and tender`,
              `${nameList(roast)} mit 1 EL vom Öl und einer Prise Salz auf einem belegten Blech mischen und 25 Minuten goldbraun und weich rösten`,
            ),
          ),
          'bake',
          minutes(25),
        ),
      ),
    );
  }
  for (const starch of tossed) {
    if (starch.item.tags.has('bread')) {
      steps.push(
        step(
          say('Make croutons', 'Croûtons rösten'),
          paragraph(
            say(
              `tear ${amountPhrase(starch)} into small pieces, toss with a little oil and toast in a frying pan for 6 minutes until crisp`,
              `${amountPhrase(starch)} in kleine Stücke zupfen, mit etwas Öl mischen und in einer Pfanne 6 Minuten knusprig rösten`,
            ),
          ),
          'fry',
          minutes(6),
        ),
      );
    } else {
      steps.push(inBackground(cookStarchStep(starch)));
    }
  }
  if (eggs.length > 0) {
    steps.push(
      inBackground(
        step(
          say('Boil the eggs', 'Eier kochen'),
          paragraph(
            say(
              `lower ${amountList(eggs)} into boiling water and cook for 8 minutes`,
              `${amountList(eggs)} in kochendes Wasser legen und 8 Minuten kochen`,
            ),
            say(
              'cool them in cold water, then peel and quarter',
              'in kaltem Wasser abschrecken, dann schälen und vierteln',
            ),
          ),
          'boil',
          minutes(9),
          minutes(8),
        ),
      ),
    );
  }
  const protein = proteinPrepStep(
    [...cooked, ...ready.filter((line) => line.item.group === 'legume')],
    'bite',
    parts,
  );
  if (protein) steps.push(protein);
  if (cooked.length > 0) {
    const cook = panMinutes(cooked, 'bite');
    steps.push(
      step(
        say(`Cook the ${nameList(cooked)}`, `${nameList(cooked)} braten`),
        paragraph(
          say(
            `heat 1 tbsp of the oil in a frying pan over medium-high heat`,
            '1 EL vom Öl in einer Pfanne bei mittlerer bis starker Hitze erhitzen',
          ),
          say(
            `cook the ${nameList(cooked)} for ${cook} minutes until ${doneness(cooked)}, then leave to cool slightly`,
            `${nameList(cooked)} darin ${cook} Minuten braten, bis alles gar ist, dann etwas abkühlen lassen`,
          ),
        ),
        'fry',
        minutes(cook + 1),
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
      say('Prep the salad', 'Salat vorbereiten'),
    ),
  );
  const dressing = [
    ...parts.sauce,
    ...parts.fruit.filter((line) => line.item.prep === 'juice'),
    ...parts.sweet,
    ...spiceLines(parts),
  ];
  steps.push(dressingStep(parts, dressing));
  steps.push(
    step(
      say('Toss the salad', 'Salat anmachen'),
      paragraph(
        say(
          `toss the ${nameList([...raw, ...roast, ...tossed]) || 'salad'} with two thirds of the dressing`,
          `${nameList([...raw, ...roast, ...tossed]) || 'den Salat'} mit zwei Dritteln des Dressings mischen`,
        ),
      ),
      'mix',
      60,
    ),
  );
  const toppings = [...parts.protein, ...parts.cheese, ...parts.nut];
  steps.push(
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `pile onto a platter${toppings.length > 0 ? `, top with the ${nameList(toppings)}` : ''} and drizzle over the remaining dressing`,
          `auf einer Platte anrichten${toppings.length > 0 ? `, ${nameList(toppings)} darauf verteilen` : ''} und mit dem restlichen Dressing beträufeln`,
        ),
      ),
      'plate',
      90,
    ),
  );
  return steps;
};

export const salad: Dish = {
  template: {
    id: 'salad',
    family: 'salad',
    dish: 'Salad',
    de: {
      dish: 'Salat',
      gender: 'm',
      styleWords: ['knackig', 'bunt', 'frisch'],
      pitch: (mains) => `Ein knackiger, bunter Salat mit ${mains} in einem frischen Dressing.`,
    },
    titleAliases: ['salad', 'salat', 'slaw'],
    vessel: 'plate',
    course: 'main',
    moods: { light: 5, healthy: 4, quick: 3 },
    cuisines: { mediterranean: 4, italian: 2, mexican: 1, asian: 1 },
    capacity: {
      protein: 1,
      veg: 5,
      aromatic: 1,
      starch: 1,
      cheese: 1,
      fruit: 2,
      nut: 1,
      herb: 2,
      sauce: 2,
      spice: 1,
    },
    accepts: (item) =>
      !needsLongCooking(item) &&
      (item.role !== 'aromatic' ||
        ['red-onion', 'spring-onion', 'shallot', 'chili', 'jalapeno', 'garlic'].includes(
          item.id,
        )) &&
      (item.role !== 'starch' ||
        item.tags.has('bread') ||
        isGrain(item) ||
        isPotato(item) ||
        (item.tags.has('pasta') && !isLongPasta(item))),
    vegPerServing: 170,
    proteinScale: 0.8,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 4, 'tbsp'),
      ...when(
        !c.has('lemon') && !c.has('lime') && !c.has('balsamic') && !c.has('vinegar'),
        s('lemon', 1, 'piece'),
      ),
      s('mustard', 1, 'tsp'),
      ...when(c.diet !== 'vegan' && !c.hasRole('sweet'), s('honey', 1, 'tsp')),
      ...when(
        !c.hasRole('protein') && !c.hasRole('cheese') && !c.hasRole('starch'),
        s('chickpeas', 1, 'can'),
      ),
      ...when(!c.hasRole('veg'), s('carrot', 2, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['chickpeas', 'romaine', 'cucumber', 'cherry-tomato'],
        vegetarian: ['feta', 'romaine', 'cucumber', 'cherry-tomato'],
        pescatarian: ['canned-tuna', 'romaine', 'cucumber', 'cherry-tomato'],
        any: ['chicken-breast', 'romaine', 'cucumber', 'cherry-tomato'],
      }),
  },
  method,
};
