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
  isLeafy,
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
  const noodle = parts.starch[0];
  steps.push(
    inBackground(
      step(
        say('Boil the water', 'Wasser aufsetzen'),
        paragraph(
          say(
            'bring a large pot of well-salted water to the boil',
            'einen großen Topf kräftig gesalzenes Wasser zum Kochen bringen',
          ),
        ),
        'boil',
        minutes(8),
      ),
    ),
  );
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.herb, ...parts.cheese]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  const cookedProtein = parts.protein.filter(
    (line) => !isReadyToEat(line.item) && line.item.group !== 'legume',
  );
  if (cookedProtein.length > 0) {
    const cook = panMinutes(cookedProtein, 'bite');
    steps.push(
      step(
        say(`Cook the ${nameList(cookedProtein)}`, `${nameList(cookedProtein)} braten`),
        paragraph(
          say(
            `heat ${fatText(parts)} in a large frying pan over medium-high heat`,
            `${fatText(parts)} in einer großen Pfanne bei mittlerer bis starker Hitze erhitzen`,
          ),
          say(
            `cook the ${nameList(cookedProtein)} for ${cook} minutes until ${doneness(cookedProtein)}`,
            `${nameList(cookedProtein)} darin ${cook} Minuten braten, bis alles gar ist`,
          ),
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  const hard = parts.veg.filter((line) => !isLeafy(line));
  const leafy = parts.veg.filter(isLeafy);
  const vegActions = [
    parts.aromatic.length > 0
      ? say(
          `cook the ${nameList(parts.aromatic)} for 2 minutes`,
          `${nameList(parts.aromatic)} 2 Minuten andünsten`,
        )
      : '',
    hard.length > 0
      ? say(
          `add the ${nameList(hard)} and cook for 5 minutes until tender`,
          `${nameList(hard)} zugeben und 5 Minuten weich garen`,
        )
      : '',
  ].filter(Boolean);
  const panStart =
    cookedProtein.length > 0
      ? say('in the same pan,', 'in derselben Pfanne')
      : say(
          `heat ${fatText(parts)} in a large frying pan, then`,
          `${fatText(parts)} in einer großen Pfanne erhitzen, dann`,
        );
  steps.push(
    step(
      say('Cook the vegetables', 'Gemüse garen'),
      paragraph(
        `${panStart} ${vegActions.join(say(', then ', ', dann ')) || say('warm the pan through', 'die Pfanne gut erhitzen')}`,
        withAmounts(spiceLines(parts), say('stir in', '# einrühren')),
      ),
      'fry',
      minutes(hard.length > 0 ? 7 : 2),
    ),
  );
  if (noodle) steps.push(inBackground(cookStarchStep(noodle)));
  const sauceLines = [
    ...parts.liquid,
    ...parts.sauce.filter((line) => line.item.prep !== 'juice'),
    ...parts.dairy,
  ];
  steps.push(
    step(
      say('Make the sauce', 'Soße zubereiten'),
      paragraph(
        sauceLines.length > 0
          ? say(
              `add ${amountList(sauceLines)} to the pan`,
              `${amountList(sauceLines)} in die Pfanne geben`,
            )
          : say(
              'add a ladle of the pasta water to the pan',
              'eine Kelle Nudelwasser in die Pfanne geben',
            ),
        say(
          'simmer for 6 minutes until slightly thickened',
          '6 Minuten köcheln lassen, bis die Soße leicht eindickt',
        ),
      ),
      'simmer',
      minutes(6),
    ),
  );
  const ready = parts.protein.filter(
    (line) => isReadyToEat(line.item) || line.item.group === 'legume',
  );
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  steps.push(
    step(
      say('Toss together', 'Alles vermengen'),
      paragraph(
        say(
          `tip the ${noodle?.name ?? 'pasta'} into the sauce with a splash of the cooking water`,
          `${noodle?.name ?? 'die Nudeln'} mit einem Schuss Kochwasser in die Soße geben`,
        ),
        leafy.length > 0 || ready.length > 0
          ? say(
              `stir in the ${nameList([...leafy, ...ready])}`,
              `${nameList([...leafy, ...ready])} unterrühren`,
            )
          : '',
        juice.length > 0
          ? say(
              `add a squeeze of ${joinList(juice.map(juiceName))}`,
              `etwas ${joinList(juice.map(juiceName), 'und')} zugeben`,
            )
          : '',
        say(
          `toss for 1 minute until glossy and ${seasonText(parts)}`,
          `1 Minute schwenken, bis alles glänzt, und ${seasonText(parts)}`,
        ),
      ),
      'mix',
      minutes(1),
    ),
  );
  steps.push(
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say('divide between warm plates', 'auf vorgewärmte Teller verteilen') +
          garnishText([...parts.cheese, ...parts.herb, ...parts.nut]),
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

export const pasta: Dish = {
  template: {
    id: 'pasta',
    family: 'pasta',
    answers: ['carbonara', 'bolognese'],
    dish: 'Pasta',
    de: {
      dish: 'Pasta',
      gender: 'f',
      styleWords: ['einfach', 'rustikal', 'schnell'],
      pitch: (mains) => `Nudeln mit ${mains} in einer würzigen Pfannensoße.`,
    },
    titleAliases: [
      'pasta',
      'spaghetti',
      'penne',
      'fusilli',
      'tagliatelle',
      'linguine',
      'rigatoni',
      'macaroni',
      'orzo',
      'farfalle',
      'fettuccine',
      'nudeln',
    ],
    vessel: 'plate',
    course: 'main',
    moods: { quick: 3, hearty: 2, creamy: 2, kids: 4 },
    cuisines: { italian: 5, mediterranean: 1 },
    capacity: {
      protein: 1,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      liquid: 1,
      herb: 2,
      sauce: 2,
      nut: 1,
      spice: 2,
      fruit: 1,
      dairy: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'egg' &&
      item.id !== 'coconut-milk' &&
      (item.role !== 'starch' || item.tags.has('pasta')) &&
      (item.role !== 'fruit' || item.tags.has('citrus')) &&
      !['beetroot', 'sauerkraut', 'bean-sprouts', 'bok-choy'].includes(item.id),
    base: { accepts: (item) => item.tags.has('pasta'), fallback: () => 'pasta', scale: 1 },
    vegPerServing: 150,
    proteinScale: 0.8,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 2, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(
        !c.hasRole('liquid') && !c.has('pesto') && !c.hasTag('cream'),
        s('canned-tomatoes', 400, 'g'),
      ),
      ...when(
        c.diet !== 'vegan' && !c.hasRole('cheese') && !c.has('pesto'),
        s('parmesan', 40, 'g'),
      ),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['zucchini', 'cherry-tomato', 'white-beans'],
        vegetarian: ['mushroom', 'spinach'],
        pescatarian: ['shrimp', 'cherry-tomato'],
        any: ['ground-beef', 'mushroom'],
      }),
  },
  method,
};
