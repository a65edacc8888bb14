import { amountList, amountPhrase, nameList } from '#server/src/ai/composer/lines.ts';
import {
  doneness,
  inBackground,
  minutes,
  panMinutes,
  prepSteps,
  proteinPrepStep,
  step,
} from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { StepPlan } from '#server/src/ai/composer/types.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import {
  anyDiet,
  byDiet,
  garnishText,
  isLeafy,
  paragraph,
  quickCooking,
  s,
  seasonText,
  seasoning,
  when,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const rice = parts.starch[0];
  const stock = parts.liquid.filter((line) => line.item.tags.has('stock'));
  const wine = parts.liquid.filter((line) => !line.item.tags.has('stock'));
  steps.push(
    inBackground(
      step(
        say('Warm the stock', 'Brühe erhitzen'),
        paragraph(
          say(
            `heat ${amountList(stock) || '1.2 l stock'} in a saucepan and keep it at a gentle simmer`,
            `${amountList(stock) || '1,2 l Brühe'} in einem Topf 5 Minuten erhitzen und leise köcheln lassen`,
          ),
        ),
        'boil',
        minutes(5),
      ),
    ),
  );
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.herb, ...parts.cheese]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  if (parts.protein.length > 0) {
    const cook = panMinutes(parts.protein, 'bite');
    steps.push(
      step(
        say(`Cook the ${nameList(parts.protein)}`, `${nameList(parts.protein)} anbraten`),
        paragraph(
          say(
            `fry the ${nameList(parts.protein)} in a little oil in a wide pan for ${cook} minutes until ${doneness(parts.protein)}, then set aside`,
            `${nameList(parts.protein)} in etwas Öl in einer weiten Pfanne ${cook} Minuten braten, bis alles gar ist, dann beiseitestellen`,
          ),
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  const fats = parts.fat;
  steps.push(
    step(
      say('Soften the onion', 'Zwiebel andünsten'),
      paragraph(
        say(
          `heat half of ${fats.length > 0 ? amountList(fats) : 'the oil'} in a wide pan`,
          `die Hälfte von ${fats.length > 0 ? amountList(fats) : 'dem Öl'} in einer weiten Pfanne erhitzen`,
        ),
        say(
          `cook the ${nameList(parts.aromatic) || 'aromatics'} gently for 4 minutes until soft`,
          `${nameList(parts.aromatic) || 'die Aromaten'} darin 4 Minuten sanft weich dünsten`,
        ),
      ),
      'fry',
      minutes(4),
    ),
  );
  steps.push(
    step(
      say('Toast the rice', 'Reis anschwitzen'),
      paragraph(
        say(
          `add ${rice ? amountPhrase(rice) : 'the rice'} and stir for 2 minutes until the edges turn translucent`,
          `${rice ? amountPhrase(rice) : 'den Reis'} zugeben und 2 Minuten rühren, bis die Ränder glasig werden`,
        ),
        wine.length > 0
          ? say(
              `pour in ${amountList(wine)} and let it bubble away`,
              `${amountList(wine)} angießen und einkochen lassen`,
            )
          : '',
      ),
      'fry',
      minutes(2),
    ),
  );
  const hard = parts.veg.filter((line) => !isLeafy(line) && line.item.id !== 'peas');
  const late = parts.veg.filter((line) => !hard.includes(line));
  steps.push(
    step(
      say('Add the stock slowly', 'Brühe nach und nach angießen'),
      paragraph(
        say(
          'add the hot stock a ladle at a time, stirring often and letting each ladle be absorbed before the next',
          'die heiße Brühe kellenweise angießen, oft rühren und jede Kelle aufsaugen lassen, bevor die nächste dazukommt',
        ),
        hard.length > 0
          ? say(
              `add the ${nameList(hard)} after 8 minutes`,
              `nach 8 Minuten ${nameList(hard)} zugeben`,
            )
          : '',
        late.length > 0
          ? say(
              `stir in the ${nameList(late)} for the last 3 minutes`,
              `für die letzten 3 Minuten ${nameList(late)} unterrühren`,
            )
          : '',
        say(
          'cook for 18 minutes until creamy and just al dente',
          'insgesamt 18 Minuten garen, bis der Reis cremig und gerade al dente ist',
        ),
      ),
      'simmer',
      minutes(18),
    ),
  );
  steps.push(
    step(
      say('Finish the risotto', 'Risotto vollenden'),
      paragraph(
        say(
          `take the pan off the heat and stir in the remaining fat${parts.cheese.length > 0 ? ` and ${amountList(parts.cheese)}` : ''}`,
          `die Pfanne vom Herd nehmen und 1 Minute lang das restliche Fett${parts.cheese.length > 0 ? ` und ${amountList(parts.cheese)}` : ''} unterrühren`,
        ),
        parts.protein.length > 0
          ? say(
              `fold through the ${nameList(parts.protein)}`,
              `${nameList(parts.protein)} unterheben`,
            )
          : '',
        seasonText(parts),
      ),
      'mix',
      60,
    ),
  );
  steps.push(
    step(
      say('Rest', 'Ruhen lassen'),
      paragraph(
        say(
          'cover and leave to rest for 2 minutes so it turns extra creamy',
          'zudecken und 2 Minuten ruhen lassen, damit es besonders cremig wird',
        ),
      ),
      'rest',
      minutes(2),
    ),
  );
  steps.push(
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `spoon into warm shallow bowls${garnishText([...parts.herb, ...parts.nut])}`,
          `in warme tiefe Teller geben${garnishText([...parts.herb, ...parts.nut])}`,
        ),
      ),
      'plate',
      45,
    ),
  );
  return steps;
};

export const risotto: Dish = {
  template: {
    id: 'risotto',
    family: 'risotto',
    dish: 'Risotto',
    de: {
      dish: 'Risotto',
      gender: 'n',
      styleWords: ['cremig', 'klassisch', 'sämig'],
      pitch: (mains) => `Ein cremiges, langsam gerührtes Risotto mit ${mains}.`,
    },
    titleAliases: ['risotto'],
    vessel: 'bowl',
    course: 'main',
    moods: { creamy: 4, warming: 3, fancy: 3, hearty: 1, quick: -2 },
    cuisines: { italian: 5 },
    capacity: {
      protein: 1,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      herb: 2,
      liquid: 1,
      nut: 1,
      fruit: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'legume' &&
      item.group !== 'egg' &&
      !['bean-sprouts', 'sauerkraut', 'cabbage', 'red-cabbage', 'bok-choy', 'corn'].includes(
        item.id,
      ) &&
      (item.role !== 'starch' || item.tags.has('risotto-rice') || item.id === 'rice') &&
      (item.role !== 'liquid' || item.tags.has('stock') || item.id === 'white-wine') &&
      (item.role !== 'fruit' || item.tags.has('citrus')),
    base: {
      accepts: (item) => item.tags.has('risotto-rice') || item.id === 'rice',
      fallback: () => 'risotto-rice',
      scale: 1,
    },
    vegPerServing: 120,
    proteinScale: 0.7,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 1, 'tbsp'),
      ...when(c.diet !== 'vegan' && !c.hasRole('fat'), s('butter', 2, 'tbsp')),
      ...when(!c.has('onion') && !c.has('shallot') && !c.has('leek'), s('onion', 1, 'piece')),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      ...when(!c.hasTag('stock'), s('vegetable-stock', 1200, 'ml')),
      ...when(c.diet !== 'vegan' && !c.has('parmesan'), s('parmesan', 50, 'g')),
      ...when(!c.hasRole('veg'), s('peas', 200, 'g')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['mushroom', 'peas'],
        vegetarian: ['mushroom', 'peas'],
        pescatarian: ['shrimp', 'asparagus'],
        any: ['chicken', 'mushroom'],
      }),
  },
  method,
};
