import { joinList } from '#kitchen/text.ts';
import { say } from '#server/src/ai/composer/language.ts';
import { amountList, amountPhrase, nameList } from '#server/src/ai/composer/lines.ts';
import {
  doneness,
  fatText,
  minutes,
  panMinutes,
  prepSteps,
  seasoningLines,
  spiceLines,
  step,
} from '#server/src/ai/composer/steps.ts';
import type { StepPlan } from '#server/src/ai/composer/types.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import {
  byDiet,
  garnishText,
  isPotato,
  paragraph,
  quickCooking,
  s,
  seasoning,
  when,
  withAmounts,
  withEggs,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const topping = [...parts.cheese, ...parts.herb];
  const others = parts.protein.filter((line) => line.item.group !== 'egg');
  steps.push(
    step(
      say('Heat the grill', 'Grill vorheizen'),
      paragraph(
        say('heat the oven grill to high', 'den Backofengrill auf höchster Stufe vorheizen'),
      ),
      'prep',
      30,
    ),
  );
  steps.push(
    ...prepSteps([
      ...parts.aromatic,
      ...parts.veg,
      ...parts.starch,
      ...parts.herb,
      ...parts.cheese,
    ]),
  );
  const potatoes = parts.starch.filter((line) => line.item.tags.has('potato'));
  if (potatoes.length > 0) {
    steps.push(
      step(
        say(`Par-boil the ${nameList(potatoes)}`, `${nameList(potatoes)} vorkochen`),
        paragraph(
          say(
            `boil the ${nameList(potatoes)} in salted water for 8 minutes until just tender, then drain`,
            `${nameList(potatoes)} in Salzwasser 8 Minuten bissfest kochen und abgießen`,
          ),
        ),
        'boil',
        minutes(8),
      ),
    );
  }
  steps.push(
    step(
      say('Whisk the eggs', 'Eier verquirlen'),
      paragraph(
        say(
          `whisk ${amountList(eggs) || 'the eggs'}${parts.liquid.length + parts.dairy.length > 0 ? ` with ${amountList([...parts.liquid, ...parts.dairy])}` : ''}, ${amountList(seasoningLines(parts)) || 'a pinch of salt'}${topping.length > 0 ? ` and half of the ${nameList(topping)}` : ''}`,
          `${joinList(
            [
              amountList(eggs) || 'die Eier',
              ...[...parts.liquid, ...parts.dairy].map(amountPhrase),
              amountList(seasoningLines(parts)) || 'eine Prise Salz',
              ...(topping.length > 0 ? [`die Hälfte von ${nameList(topping)}`] : []),
            ],
            'und',
          )} verquirlen`,
        ),
      ),
      'whisk',
      minutes(2),
    ),
  );
  if (others.length > 0) {
    const cook = panMinutes(others, 'bite');
    steps.push(
      step(
        say(`Cook the ${nameList(others)}`, `${nameList(others)} anbraten`),
        paragraph(
          say(
            `fry the ${nameList(others)} in a 24 cm ovenproof frying pan for ${cook} minutes until ${doneness(others)}`,
            `${nameList(others)} in einer ofenfesten Pfanne (24 cm) ${cook} Minuten braten, bis alles gar ist`,
          ),
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  steps.push(
    step(
      say('Cook the vegetables', 'Gemüse garen'),
      paragraph(
        say(
          `heat ${fatText(parts)} in the ovenproof pan over medium heat`,
          `${fatText(parts)} in der ofenfesten Pfanne bei mittlerer Hitze erhitzen`,
        ),
        say(
          `cook the ${nameList([...parts.aromatic, ...parts.veg, ...potatoes]) || 'vegetables'} for 6 minutes until soft`,
          `${nameList([...parts.aromatic, ...parts.veg, ...potatoes]) || 'das Gemüse'} darin 6 Minuten weich garen`,
        ),
        withAmounts(spiceLines(parts), say('stir in', '# einrühren')),
      ),
      'fry',
      minutes(6),
    ),
  );
  steps.push(
    step(
      say('Set the eggs', 'Eier stocken lassen'),
      paragraph(
        say(
          'pour in the eggs, tilting the pan to spread them',
          'die Eiermasse hineingießen und durch Schwenken der Pfanne verteilen',
        ),
        say(
          'cook over low heat for 6 minutes until the edges are set',
          'bei niedriger Hitze 6 Minuten garen, bis die Ränder gestockt sind',
        ),
      ),
      'fry',
      minutes(6),
    ),
  );
  steps.push(
    step(
      say('Finish under the grill', 'Unter dem Grill fertig garen'),
      paragraph(
        topping.length > 0
          ? say(
              `scatter over the remaining ${nameList(topping)}`,
              `den Rest von ${nameList(topping)} darüberstreuen`,
            )
          : '',
        say(
          'grill for 4 minutes until puffed and golden',
          '4 Minuten grillen, bis alles aufgegangen und goldbraun ist',
        ),
      ),
      'grill',
      minutes(4),
    ),
  );
  steps.push(
    step(
      say('Rest and slice', 'Ruhen lassen und schneiden'),
      paragraph(
        say(
          'leave to rest for 3 minutes, then slide onto a board and cut into wedges',
          '3 Minuten ruhen lassen, dann auf ein Brett gleiten lassen und in Stücke schneiden',
        ),
      ),
      'rest',
      minutes(3),
    ),
  );
  steps.push(
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say('serve warm or at room temperature', 'warm oder lauwarm servieren') +
          garnishText(parts.sauce),
      ),
      'plate',
      45,
    ),
  );
  return steps;
};

export const frittata: Dish = {
  template: {
    id: 'frittata',
    family: 'egg',
    answers: ['quiche', 'scrambled-eggs'],
    dish: 'Frittata',
    de: {
      dish: 'Frittata',
      gender: 'f',
      styleWords: ['golden', 'kräuterwürzig', 'locker'],
      pitch: (mains) => `Eine goldene, im Ofen vollendete Frittata mit ${mains}.`,
    },
    titleAliases: ['frittata', 'omelette', 'omelet', 'omelett', 'quiche', 'shakshuka'],
    vessel: 'pan',
    course: 'main',
    moods: { breakfast: 5, quick: 3, light: 1, kids: 1 },
    cuisines: { italian: 3, mediterranean: 1 },
    capacity: {
      protein: 2,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      herb: 2,
      spice: 2,
      dairy: 1,
      liquid: 1,
      sauce: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'legume' &&
      (item.role !== 'starch' || isPotato(item)) &&
      (item.role !== 'liquid' || item.id === 'milk' || item.tags.has('cream')) &&
      (item.role !== 'protein' ||
        item.group === 'egg' ||
        item.group === 'chicken' ||
        item.tags.has('cured') ||
        ['smoked-salmon', 'salmon', 'shrimp', 'halloumi', 'crab', 'tofu'].includes(item.id)),
    base: { accepts: (item) => item.id === 'egg', fallback: () => 'egg', scale: 2 },
    vegPerServing: 110,
    proteinScale: 0.5,
    allowsDiet: withEggs,
    staples: (c) => [
      ...when(c.diet !== 'vegan', s('butter', 1, 'tbsp')),
      s('olive-oil', 1, 'tbsp'),
      ...when(!c.hasRole('liquid') && !c.hasRole('dairy'), s('milk', 60, 'ml')),
      ...when(!c.hasRole('cheese'), s('parmesan', 30, 'g')),
      ...when(!c.hasRole('veg'), s('onion', 1, 'piece'), s('peas', 100, 'g')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: [],
        vegetarian: ['spinach', 'cherry-tomato', 'feta'],
        pescatarian: ['smoked-salmon', 'spinach'],
        any: ['bacon', 'potato', 'spinach'],
      }),
  },
  method,
};
