import { proteinCook } from '#server/src/ai/composer/cooking.ts';
import { amountList, nameList } from '#server/src/ai/composer/lines.ts';
import {
  doneness,
  fatText,
  longestBraise,
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
  cookedOnly,
  garnishText,
  isFishOrSeafood,
  isLeafy,
  isMeat,
  isPotato,
  paragraph,
  s,
  seasonText,
  seasoning,
  when,
  withAmounts,
} from './kit.ts';

const method: Method = ({ parts }) => {
  const steps: StepPlan[] = [];
  const leafy = parts.veg.filter(isLeafy);
  const hard = parts.veg.filter((line) => !isLeafy(line));
  const meat = parts.protein.filter(isMeat);
  const seafood = parts.protein.filter(isFishOrSeafood);
  const plant = parts.protein.filter((line) => !isMeat(line) && !isFishOrSeafood(line));
  const potatoes = parts.starch.filter(
    (line) => line.item.tags.has('potato') || line.item.id === 'barley',
  );
  const bread = parts.starch.filter((line) => !potatoes.includes(line));
  steps.push(...prepSteps([...parts.aromatic, ...hard, ...potatoes, ...leafy, ...parts.herb]));
  const protein = proteinPrepStep(parts.protein, 'chunks', parts);
  if (protein) steps.push(protein);
  if (meat.length > 0) {
    const flour = parts.baking.filter((line) => line.item.id === 'flour');
    const cook = Math.max(8, panMinutes(meat, 'chunks'));
    steps.push(
      step(
        say(`Brown the ${nameList(meat)}`, `${nameList(meat)} anbraten`),
        paragraph(
          flour.length > 0
            ? say(
                `toss the ${nameList(meat)} with ${amountList(flour)}`,
                `${nameList(meat)} in ${amountList(flour)} wenden`,
              )
            : '',
          say(
            `brown in batches in ${fatText(parts)} in a heavy casserole over high heat for ${cook} minutes in total, then set aside`,
            `portionsweise in ${fatText(parts)} in einem schweren Schmortopf bei starker Hitze insgesamt ${cook} Minuten anbraten, dann herausnehmen`,
          ),
        ),
        'fry',
        minutes(cook),
      ),
    );
  }
  const paste = parts.sauce.filter((line) => line.item.id === 'tomato-paste');
  steps.push(
    step(
      say('Build the base', 'Grundlage anschwitzen'),
      paragraph(
        meat.length > 0
          ? say('lower the heat', 'die Hitze reduzieren')
          : say(
              `heat ${fatText(parts)} in a heavy casserole`,
              `${fatText(parts)} in einem schweren Schmortopf erhitzen`,
            ),
        say(
          `cook the ${nameList(parts.aromatic) || 'aromatics'} for 6 minutes until soft`,
          `${nameList(parts.aromatic) || 'die Aromaten'} darin 6 Minuten weich dünsten`,
        ),
        withAmounts([...paste, ...spiceLines(parts)], say('stir in', '# einrühren')),
      ),
      'fry',
      minutes(7),
    ),
  );
  const otherSauces = parts.sauce.filter(
    (line) => !paste.includes(line) && line.item.prep !== 'juice',
  );
  steps.push(
    step(
      say('Add the liquid', 'Ablöschen'),
      paragraph(
        say(
          `add the ${nameList([...hard, ...potatoes, ...plant, ...meat]) || 'vegetables'}`,
          `${nameList([...hard, ...potatoes, ...plant, ...meat]) || 'das Gemüse'} zugeben`,
        ),
        withAmounts([...parts.liquid, ...otherSauces], say('pour in', '# angießen')),
        say('bring to the boil', 'aufkochen lassen'),
      ),
      'boil',
      minutes(5),
    ),
  );
  const braise = Math.max(
    30,
    longestBraise(meat),
    ...plant.map((line) => proteinCook(line.item).braise),
    potatoes.length > 0 ? 30 : 0,
  );
  steps.push(
    step(
      say('Simmer slowly', 'Langsam schmoren'),
      paragraph(
        say(
          `cover and simmer gently for ${braise} minutes, stirring now and then, until everything is tender`,
          `zugedeckt ${braise} Minuten sanft schmoren lassen und ab und zu umrühren, bis alles zart ist`,
        ),
      ),
      'simmer',
      minutes(braise),
    ),
  );
  if (seafood.length > 0) {
    const cook = Math.max(...seafood.map((line) => proteinCook(line.item).braise));
    steps.push(
      step(
        say(`Add the ${nameList(seafood)}`, `${nameList(seafood)} zugeben`),
        paragraph(
          say(
            `lay the ${nameList(seafood)} in the stew and simmer for ${cook} minutes until ${doneness(seafood)}`,
            `${nameList(seafood)} in den Eintopf legen und ${cook} Minuten gar ziehen lassen`,
          ),
        ),
        'simmer',
        minutes(cook),
      ),
    );
  }
  if (leafy.length > 0) {
    steps.push(
      step(
        say('Stir in the greens', 'Blattgemüse einrühren'),
        paragraph(
          say(
            `stir in the ${nameList(leafy)} and simmer for 3 minutes until wilted`,
            `${nameList(leafy)} einrühren und 3 Minuten köcheln lassen, bis es zusammenfällt`,
          ),
        ),
        'simmer',
        minutes(3),
      ),
    );
  }
  steps.push(
    step(
      say('Rest', 'Ruhen lassen'),
      paragraph(
        say(
          `take the stew off the heat and ${seasonText(parts)}`,
          `den Topf vom Herd nehmen und ${seasonText(parts)}`,
        ),
        say('let it rest for 5 minutes', '5 Minuten ruhen lassen'),
      ),
      'rest',
      minutes(5),
    ),
  );
  steps.push(
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say('ladle into bowls', 'in Schalen füllen') +
          garnishText([...parts.herb, ...parts.dairy, ...parts.cheese]),
        bread.length > 0
          ? say(`serve with ${amountList(bread)} on the side`, `${amountList(bread)} dazu reichen`)
          : '',
      ),
      'plate',
      60,
    ),
  );
  return steps;
};

export const stew: Dish = {
  template: {
    id: 'stew',
    family: 'stew',
    answers: ['tagine'],
    dish: 'Stew',
    de: {
      dish: 'Eintopf',
      gender: 'm',
      styleWords: ['herzhaft', 'rustikal', 'deftig'],
      pitch: (mains) =>
        `Ein langsam geschmorter Eintopf mit ${mains}, zart und kräftig im Geschmack.`,
    },
    titleAliases: ['stew', 'eintopf', 'ragout', 'goulash', 'gulasch', 'braise', 'chili'],
    vessel: 'bowl',
    course: 'main',
    moods: { warming: 5, hearty: 5, quick: -6 },
    cuisines: { german: 4, american: 1, mediterranean: 1 },
    capacity: {
      protein: 2,
      veg: 5,
      aromatic: 3,
      starch: 1,
      liquid: 2,
      herb: 3,
      spice: 3,
      sauce: 1,
      dairy: 1,
    },
    accepts: (item) =>
      cookedOnly(item) &&
      (item.role !== 'starch' ||
        isPotato(item) ||
        item.id === 'barley' ||
        item.tags.has('bread')) &&
      item.role !== 'fruit' &&
      (item.role !== 'dairy' || item.id === 'sour-cream') &&
      ![
        'bean-sprouts',
        'asparagus',
        'snow-peas',
        'egg',
        'egg-white',
        'egg-yolk',
        'quail-egg',
        'canned-tuna',
        'smoked-salmon',
        'anchovies',
      ].includes(item.id),
    vegPerServing: 220,
    proteinScale: 1,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('vegetable-oil', 2, 'tbsp'),
      ...when(!c.has('onion'), s('onion', 2, 'piece')),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(!c.has('carrot'), s('carrot', 2, 'piece')),
      ...when(!c.hasRole('starch'), s('potato', 600, 'g')),
      s('tomato-paste', 2, 'tbsp'),
      ...when(!c.hasTag('stock'), s('vegetable-stock', 750, 'ml')),
      s('bay-leaf', 2, 'piece'),
      s('paprika', 1, 'tsp'),
      ...when(c.hasRole('protein'), s('flour', 1, 'tbsp')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['lentils', 'canned-tomatoes', 'kale'],
        vegetarian: ['white-beans', 'canned-tomatoes', 'kale'],
        pescatarian: ['cod', 'canned-tomatoes', 'fennel'],
        any: ['beef', 'mushroom'],
      }),
  },
  method,
};
