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
  isNoodle,
  isRice,
  juiceName,
  paragraph,
  quickCooking,
  s,
  when,
  withAmounts,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const starch = parts.starch[0];
  if (starch) steps.push(inBackground(cookStarchStep(starch)));
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.fruit, ...parts.herb]));
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  const seared = parts.protein.filter((line) => line.item.group !== 'egg');
  const protein = proteinPrepStep(seared, 'strips', parts);
  if (protein) steps.push(protein);
  const sauce = [
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.sweet,
    ...parts.baking,
  ];
  if (sauce.length > 0) {
    steps.push(
      step(
        say('Mix the sauce', 'Soße anrühren'),
        paragraph(
          say(
            `whisk ${amountList(sauce)} with 4 tbsp water in a small bowl`,
            `${amountList(sauce)} mit 4 EL Wasser in einer kleinen Schüssel 1 Minute glatt rühren`,
          ),
        ),
        'whisk',
        60,
      ),
    );
  }
  if (eggs.length > 0) {
    steps.push(
      step(
        say('Scramble the eggs', 'Rührei braten'),
        paragraph(
          say(
            `beat ${amountList(eggs)} with a pinch of salt`,
            `${amountList(eggs)} mit einer Prise Salz verquirlen`,
          ),
          say(
            `cook in a little of the oil in a hot wok for 2 minutes, stirring, until just set, then lift onto a plate`,
            `in etwas von dem Öl im heißen Wok unter Rühren 2 Minuten stocken lassen, dann auf einen Teller geben`,
          ),
        ),
        'fry',
        minutes(3),
        minutes(2),
      ),
    );
  }
  if (seared.length > 0) {
    const cook = panMinutes(seared, 'strips');
    steps.push(
      step(
        say(`Sear the ${nameList(seared)}`, `${nameList(seared)} scharf anbraten`),
        paragraph(
          say(
            `heat half of ${fatText(parts)} in a wok or large frying pan over high heat`,
            `die Hälfte von ${fatText(parts)} in einem Wok oder einer großen Pfanne bei starker Hitze erhitzen`,
          ),
          say(
            `stir-fry the ${nameList(seared)} for ${cook} minutes until ${doneness(seared)}, then lift onto a plate`,
            `${nameList(seared)} darin ${cook} Minuten unter Rühren braten, bis alles gar ist, dann auf einen Teller geben`,
          ),
        ),
        'fry',
        minutes(cook + 1),
        minutes(cook),
      ),
    );
  }
  const vegMinutes = parts.veg.length > 2 ? 5 : 4;
  steps.push(
    step(
      say('Stir-fry the vegetables', 'Gemüse unter Rühren braten'),
      paragraph(
        parts.aromatic.length > 0
          ? say(
              `heat the remaining oil and stir-fry the ${nameList(parts.aromatic)} for 1 minute until fragrant`,
              `das restliche Öl erhitzen und ${nameList(parts.aromatic)} darin 1 Minute braten, bis es duftet`,
            )
          : say(
              'heat the remaining oil over high heat',
              'das restliche Öl bei starker Hitze erhitzen',
            ),
        parts.veg.length > 0
          ? say(
              `add the ${nameList(parts.veg)} and stir-fry for ${vegMinutes} minutes until just tender but still crisp`,
              `${nameList(parts.veg)} zugeben und ${vegMinutes} Minuten unter Rühren braten, bis alles gerade gar, aber noch knackig ist`,
            )
          : '',
      ),
      'fry',
      minutes(vegMinutes + 1),
    ),
  );
  const spices = spiceLines(parts);
  const juices = parts.fruit
    .filter((line) => line.item.prep === 'juice')
    .map((line) => ({ ...line, name: juiceName(line) }));
  const garnish = garnishText([
    ...parts.nut,
    ...parts.herb.filter((line) => line.item.tags.has('raw-ok')),
  ]);
  steps.push(
    step(
      say('Bring it together', 'Alles vermengen'),
      paragraph(
        parts.protein.length > 0
          ? say(
              `return the ${nameList(parts.protein)} to the pan`,
              `${nameList(parts.protein)} zurück in die Pfanne geben`,
            )
          : '',
        sauce.length > 0
          ? say(
              'pour in the sauce and toss for 2 minutes until glossy and bubbling',
              'die Soße angießen und alles 2 Minuten schwenken, bis es glänzt und blubbert',
            )
          : say('toss everything together for 2 minutes', 'alles 2 Minuten durchschwenken'),
        withAmounts(spices, say('sprinkle over', 'mit # bestreuen')),
        juices.length > 0
          ? say(
              `finish with the ${nameList(juices)}`,
              `zum Schluss ${nameList(juices)} darüber geben`,
            )
          : '',
      ),
      'fry',
      minutes(2),
    ),
  );
  steps.push(
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `spoon the stir-fry ${starch ? `over the ${starch.name}` : 'into warm bowls'}${garnish}`,
          `alles ${starch ? `auf ${starch.name}` : 'in warmen Schalen'} anrichten, das dauert 1 Minute${garnish}`,
        ),
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

export const stirFry: Dish = {
  template: {
    id: 'stir-fry',
    family: 'stir-fry',
    dish: 'Stir-Fry',
    de: {
      dish: 'Wokgericht',
      gender: 'n',
      styleWords: ['knackig', 'würzig', 'schnell'],
      pitch: (mains) => `Ein schnelles Gericht aus dem Wok mit ${mains} in glänzender Soße.`,
    },
    titleAliases: ['stir fry', 'stirfry', 'wok', 'fried rice'],
    vessel: 'bowl',
    course: 'main',
    moods: { quick: 3, spicy: 2, light: 1, healthy: 2, kids: 1 },
    cuisines: { asian: 5 },
    capacity: {
      protein: 2,
      veg: 4,
      aromatic: 3,
      starch: 1,
      herb: 1,
      sauce: 3,
      nut: 1,
      fruit: 1,
      spice: 2,
      fat: 1,
      sweet: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      ![
        'beetroot',
        'pumpkin',
        'butternut-squash',
        'celeriac',
        'parsnip',
        'turnip',
        'black-olives',
        'green-olives',
        'sauerkraut',
      ].includes(item.id) &&
      (item.role !== 'fruit' ||
        ['pineapple', 'mango', 'lime', 'lemon', 'orange'].includes(item.id)) &&
      (item.role !== 'starch' || isRice(item) || isNoodle(item)),
    base: { accepts: (item) => isRice(item) || isNoodle(item), fallback: () => 'rice', scale: 1 },
    vegPerServing: 180,
    proteinScale: 0.9,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('vegetable-oil', 2, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(!c.hasRole('veg'), s('carrot', 2, 'piece'), s('peas', 150, 'g')),
      ...when(!c.hasRole('sauce') || !c.has('soy-sauce'), s('soy-sauce', 3, 'tbsp')),
      ...when(c.diet === 'vegan', s('brown-sugar', 1, 'tbsp')),
      ...when(c.diet !== 'vegan' && !c.hasRole('sweet'), s('honey', 1, 'tbsp')),
      s('cornstarch', 1, 'tsp'),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['tofu', 'broccoli', 'bell-pepper'],
        vegetarian: ['tofu', 'broccoli', 'bell-pepper'],
        pescatarian: ['shrimp', 'broccoli', 'bell-pepper'],
        any: ['chicken-breast', 'broccoli', 'bell-pepper'],
      }),
  },
  method,
};
