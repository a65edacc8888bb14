import { isReadyToEat } from '#server/src/ai/composer/cooking.ts';
import { amountList, amountPhrase, nameList } from '#server/src/ai/composer/lines.ts';
import {
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
  byDiet,
  garnishText,
  isPotato,
  notVegan,
  paragraph,
  quickCooking,
  s,
  seasoning,
  when,
  withAmounts,
} from './kit.ts';

const method: Method = ({ parts, titleWords }) => {
  const steps: StepPlan[] = [];
  const pastaBake =
    titleWords.has('pasta') || parts.starch.some((line) => line.item.tags.has('pasta'));
  const base = parts.starch[0];
  const butter = parts.fat.filter((line) => line.item.id === 'butter');
  // Vegan gratins make their sauce with olive oil instead of butter.
  const sauceFat = butter.length > 0 ? butter : parts.fat.filter((l) => l.item.id === 'olive-oil');
  steps.push(
    step(
      say('Heat the oven', 'Ofen vorheizen'),
      paragraph(
        say(
          `heat the oven to 200 °C (180 °C fan) and ${butter.length > 0 ? 'butter' : 'oil'} a large baking dish`,
          `den Ofen auf 200 °C (Umluft 180 °C) vorheizen und eine große Auflaufform 1 Minute lang mit ${butter.length > 0 ? 'Butter' : 'Öl'} einfetten`,
        ),
      ),
      'prep',
      60,
    ),
  );
  if (base && pastaBake) {
    steps.push(
      step(
        say(`Par-cook the ${base.name}`, `${base.name} vorkochen`),
        paragraph(
          say(
            `boil ${amountPhrase(base)} in salted water for 7 minutes, 3 minutes short of al dente, then drain`,
            `${amountPhrase(base)} in Salzwasser 7 Minuten kochen, 3 Minuten kürzer als al dente, dann abgießen`,
          ),
        ),
        'boil',
        minutes(7),
      ),
    );
  } else if (base) {
    steps.push(
      step(
        say(`Slice the ${base.name}`, `${base.name} in Scheiben schneiden`),
        paragraph(
          say(
            `peel and thinly slice ${amountPhrase(base)} (about 3 mm thick)`,
            `${amountPhrase(base)} schälen und in dünne Scheiben schneiden (etwa 3 mm dick), das dauert 5 Minuten`,
          ),
        ),
        'chop',
        minutes(5),
      ),
    );
  }
  steps.push(...prepSteps([...parts.aromatic, ...parts.veg, ...parts.herb, ...parts.cheese]));
  const protein = proteinPrepStep(parts.protein, 'bite', parts);
  if (protein) steps.push(protein);
  const cookable = parts.protein.filter(
    (line) => !isReadyToEat(line.item) && line.item.group !== 'legume',
  );
  const filled = cookable.length > 0 || parts.veg.length > 0;
  if (filled) {
    const cook = cookable.length > 0 ? panMinutes(cookable, 'bite') : 0;
    steps.push(
      step(
        say('Cook the filling', 'Füllung anbraten'),
        paragraph(
          say(`heat a little oil in a frying pan`, 'etwas Öl in einer Pfanne erhitzen'),
          say(
            `cook the ${nameList([...cookable, ...parts.aromatic, ...parts.veg])} for ${cook + 5} minutes until softened`,
            `${nameList([...cookable, ...parts.aromatic, ...parts.veg])} darin ${cook + 5} Minuten weich braten`,
          ),
        ),
        'fry',
        minutes(cook + 5),
      ),
    );
  }
  const creams = parts.liquid;
  const roux = parts.baking.filter((line) => line.item.id === 'flour');
  steps.push(
    roux.length > 0
      ? step(
          say('Make the sauce', 'Soße zubereiten'),
          paragraph(
            say(
              `${butter.length > 0 ? 'melt' : 'warm'} ${amountList(sauceFat) || 'the butter'} in a saucepan, stir in ${amountList(roux)} for 1 minute`,
              `${amountList(sauceFat) || 'die Butter'} in einem Topf ${butter.length > 0 ? 'zerlassen' : 'erwärmen'}, ${amountList(roux)} einrühren und 1 Minute anschwitzen`,
            ),
            say(
              `whisk in ${amountList(creams) || 'the milk'} a little at a time and simmer for 4 minutes until thickened`,
              `${amountList(creams) || 'die Milch'} nach und nach einrühren und 4 Minuten köcheln lassen, bis die Soße bindet`,
            ),
            withAmounts(spiceLines(parts), say('season with', 'mit # würzen')),
          ),
          'whisk',
          minutes(5),
        )
      : step(
          say('Make the sauce', 'Soße zubereiten'),
          paragraph(
            say(
              `warm ${amountList(creams) || 'the cream'} with ${amountList(spiceLines(parts)) || 'a pinch of salt'}`,
              `${amountList(creams) || 'die Sahne'} mit ${amountList(spiceLines(parts)) || 'einer Prise Salz'} 3 Minuten erwärmen`,
            ),
          ),
          'whisk',
          minutes(3),
        ),
  );
  const melting = parts.cheese;
  steps.push(
    step(
      say('Assemble', 'Schichten'),
      paragraph(
        say(
          `layer the ${base?.name ?? 'vegetables'} in the dish${filled ? ' with the filling' : ''}`,
          `${base?.name ?? 'das Gemüse'} ${filled ? 'abwechselnd mit der Füllung ' : ''}in die Form schichten`,
        ),
        say('pour over the sauce', 'die Soße darüber gießen'),
        melting.length > 0
          ? say(`scatter over ${amountList(melting)}`, `mit ${amountList(melting)} bestreuen`)
          : '',
      ),
      'mix',
      minutes(3),
    ),
  );
  const bake = pastaBake ? 25 : 45;
  steps.push(
    step(
      say('Bake', 'Backen'),
      paragraph(
        say(
          `bake for ${bake} minutes until bubbling and golden on top${pastaBake ? '' : ' and the potatoes are tender when pierced'}`,
          `${bake} Minuten backen, bis es blubbert und oben goldbraun ist${pastaBake ? '' : ' und die Kartoffeln beim Einstechen weich sind'}`,
        ),
      ),
      'bake',
      minutes(bake),
    ),
  );
  steps.push(
    step(
      say('Rest', 'Ruhen lassen'),
      paragraph(
        say(
          `leave to settle for ${pastaBake ? 5 : 10} minutes so the sauce sets`,
          `${pastaBake ? 5 : 10} Minuten ruhen lassen, damit die Soße fest wird`,
        ),
      ),
      'rest',
      minutes(pastaBake ? 5 : 10),
    ),
  );
  steps.push(
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `serve in generous spoonfuls${garnishText(parts.herb)}`,
          `in großzügigen Portionen anrichten${garnishText(parts.herb)}`,
        ),
      ),
      'plate',
      45,
    ),
  );
  return steps;
};

export const gratin: Dish = {
  template: {
    id: 'gratin',
    family: 'baked-pasta',
    answers: ['pasta-bake'],
    dish: 'Gratin',
    de: {
      dish: 'Gratin',
      gender: 'n',
      styleWords: ['goldbraun', 'cremig', 'herzhaft'],
      pitch: (mains) => `Ein im Ofen überbackenes Gratin mit ${mains} in cremiger Soße.`,
    },
    titleAliases: ['pasta bake', 'gratin', 'casserole', 'auflauf', 'bake'],
    vessel: 'dish',
    course: 'main',
    moods: { hearty: 4, creamy: 4, warming: 3, kids: 3, quick: -3 },
    cuisines: { german: 2, italian: 2, american: 2 },
    capacity: {
      protein: 1,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      liquid: 2,
      herb: 2,
      spice: 2,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'egg' &&
      !['bean-sprouts', 'sauerkraut', 'snow-peas', 'red-cabbage'].includes(item.id) &&
      (item.role !== 'starch' || isPotato(item) || item.tags.has('pasta')) &&
      (item.role !== 'liquid' ||
        ((item.id === 'milk' || item.tags.has('cream') || item.tags.has('stock')) &&
          item.id !== 'coconut-milk')),
    base: {
      accepts: (item) => isPotato(item) || item.tags.has('pasta'),
      fallback: () => 'potato',
      scale: 1,
    },
    vegPerServing: 130,
    proteinScale: 0.6,
    // Vegan: a white sauce of oat milk, flour and olive oil, and no cheese.
    allowsDiet: (diet, excluded) => diet === 'vegan' || notVegan(diet, excluded),
    staples: (c) => [
      ...when(c.diet === 'vegan', s('oat-milk', 500, 'ml'), s('flour', 2, 'tbsp')),
      ...when(c.diet === 'vegan', s('olive-oil', 2, 'tbsp')),
      ...when(c.diet !== 'vegan' && !c.hasTag('cream') && !c.has('milk'), s('milk', 500, 'ml')),
      ...when(
        c.diet !== 'vegan' && !c.hasTag('cream'),
        s('flour', 2, 'tbsp'),
        s('butter', 2, 'tbsp'),
      ),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      ...when(c.diet !== 'vegan' && !c.hasRole('cheese'), s('parmesan', 60, 'g')),
      ...when(!c.hasRole('veg'), s('onion', 1, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['mushroom', 'spinach', 'leek'],
        vegetarian: ['spinach', 'cheddar'],
        pescatarian: ['salmon', 'leek'],
        any: ['ham', 'leek', 'cheddar'],
      }),
  },
  method,
};
