import { isReadyToEat } from '../cooking.ts';
import { amountList, amountPhrase, nameList } from '../lines.ts';
import { minutes, panMinutes, prepSteps, proteinPrepStep, spiceLines, step } from '../steps.ts';
import type { StepPlan } from '../types.ts';
import type { Dish, Method } from '../dish.ts';
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
      'Heat the oven',
      paragraph(
        `heat the oven to 200 °C (180 °C fan) and ${butter.length > 0 ? 'butter' : 'oil'} a large baking dish`,
      ),
      'prep',
      60,
    ),
  );
  if (base && pastaBake) {
    steps.push(
      step(
        `Par-cook the ${base.name}`,
        paragraph(
          `boil ${amountPhrase(base)} in salted water for 7 minutes, 3 minutes short of al dente, then drain`,
        ),
        'boil',
        minutes(7),
      ),
    );
  } else if (base) {
    steps.push(
      step(
        `Slice the ${base.name}`,
        paragraph(`peel and thinly slice ${amountPhrase(base)} (about 3 mm thick)`),
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
  if (cookable.length > 0 || parts.veg.length > 0) {
    const cook = cookable.length > 0 ? panMinutes(cookable, 'bite') : 0;
    steps.push(
      step(
        'Cook the filling',
        paragraph(
          `heat a little oil in a frying pan`,
          `cook the ${nameList([...cookable, ...parts.aromatic, ...parts.veg])} for ${cook + 5} minutes until softened`,
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
          'Make the sauce',
          paragraph(
            `${butter.length > 0 ? 'melt' : 'warm'} ${amountList(sauceFat) || 'the butter'} in a saucepan, stir in ${amountList(roux)} for 1 minute`,
            `whisk in ${amountList(creams) || 'the milk'} a little at a time and simmer for 4 minutes until thickened`,
            withAmounts(spiceLines(parts), 'season with'),
          ),
          'whisk',
          minutes(5),
        )
      : step(
          'Make the sauce',
          paragraph(
            `warm ${amountList(creams) || 'the cream'} with ${amountList(spiceLines(parts)) || 'a pinch of salt'}`,
          ),
          'whisk',
          minutes(3),
        ),
  );
  const melting = parts.cheese;
  steps.push(
    step(
      'Assemble',
      paragraph(
        `layer the ${base?.name ?? 'vegetables'} in the dish with the filling`,
        'pour over the sauce',
        melting.length > 0 ? `scatter over ${amountList(melting)}` : '',
      ),
      'mix',
      minutes(3),
    ),
  );
  const bake = pastaBake ? 25 : 45;
  steps.push(
    step(
      'Bake',
      paragraph(
        `bake for ${bake} minutes until bubbling and golden on top${pastaBake ? '' : ' and the potatoes are tender when pierced'}`,
      ),
      'bake',
      minutes(bake),
    ),
  );
  steps.push(
    step(
      'Rest',
      paragraph(`leave to settle for ${pastaBake ? 5 : 10} minutes so the sauce sets`),
      'rest',
      minutes(pastaBake ? 5 : 10),
    ),
  );
  steps.push(
    step('Serve', paragraph(`serve in generous spoonfuls${garnishText(parts.herb)}`), 'plate', 45),
  );
  return steps;
};

export const gratin: Dish = {
  template: {
    id: 'gratin',
    family: 'baked-pasta',
    answers: ['pasta-bake'],
    dish: 'Gratin',
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
