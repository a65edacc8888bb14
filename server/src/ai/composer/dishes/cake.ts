import { amountList, nameList } from '../lines.ts';
import { minutes, prepSteps, step } from '../steps.ts';
import type { Dish, DishTemplate, Method } from '../dish.ts';
import type { StepPlan } from '../types.ts';
import { paragraph, s, when } from './kit.ts';

/** Creaming or stirring method of cakes and bakes: mix, fill the tin, bake, cool. */
export function bakeMethod(tin: string, bakeMinutes: number): Method {
  return ({ parts }): StepPlan[] => {
    const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
    const wet = [...parts.fat, ...parts.sweet, ...parts.protein, ...parts.liquid, ...parts.dairy];
    const dry = [...parts.baking, ...parts.spice];
    return [
      ...prepSteps(fruit, 'Prepare the fruit'),
      step(
        'Mix the batter',
        paragraph(
          `heat the oven to 180°C and line ${tin}`,
          `beat ${amountList(wet) || 'the wet ingredients'} together until smooth`,
          `fold in ${amountList(dry) || 'the dry ingredients'}${fruit.length + parts.nut.length > 0 ? `, then the ${nameList([...fruit, ...parts.nut])}` : ''}`,
        ),
        'whisk',
        minutes(10),
      ),
      step(
        'Bake',
        paragraph(
          `scrape into ${tin} and bake for ${bakeMinutes} minutes until a skewer comes out clean`,
        ),
        'bake',
        minutes(bakeMinutes),
      ),
      step(
        'Cool',
        paragraph('leave to cool in the tin for 15 minutes, then lift out'),
        'rest',
        minutes(15),
      ),
      step('Serve', paragraph('cut into pieces and serve'), 'plate', 60),
    ];
  };
}

/** Everything the cakes and bakes share; each bake names its own staples and tin. */
export function bakeTemplate(
  spec: Pick<DishTemplate, 'id' | 'dish' | 'titleAliases' | 'cuisines' | 'staples' | 'defaults'> &
    Partial<DishTemplate>,
): DishTemplate {
  return {
    family: 'cake',
    styleWords: ['Golden', 'Easy', 'Homemade'],
    vessel: 'board',
    course: 'dessert',
    moods: { dessert: 5, kids: 4, fancy: 3 },
    capacity: {
      fruit: 2,
      nut: 1,
      sweet: 2,
      dairy: 1,
      spice: 1,
      baking: 3,
      protein: 1,
      liquid: 1,
      fat: 1,
    },
    accepts: (item) =>
      (item.role !== 'protein' || item.group === 'egg') &&
      item.role !== 'veg' &&
      item.role !== 'starch' &&
      (item.role !== 'fruit' || !item.tags.has('citrus') || item.id === 'lemon'),
    vegPerServing: 40,
    proteinScale: 0,
    allowsDiet: () => true,
    ...spec,
  };
}

/** Eggs and butter, or for vegan cakes oil, plant milk and vinegar. */
export function cakeBase(vegan: boolean, flour: number) {
  return [
    s('flour', flour, 'g'),
    s('baking-powder', 2, 'tsp'),
    s('sugar', 180, 'g'),
    ...when(!vegan, s('butter', 150, 'g'), s('egg', 3, 'piece'), s('milk', 100, 'ml')),
    ...when(
      vegan,
      s('sunflower-oil', 120, 'ml'),
      s('oat-milk', 250, 'ml'),
      s('vinegar', 1, 'tbsp'),
    ),
    s('vanilla', 1, 'tsp'),
  ];
}

export const cake: Dish = {
  template: bakeTemplate({
    id: 'cake',
    dish: 'Cake',
    titleAliases: ['cake', 'kuchen', 'torte', 'sponge'],
    cuisines: { british: 5, american: 4, german: 4 },
    answers: ['birthday-cake'],
    staples: (c) => cakeBase(c.diet === 'vegan', 250),
    defaults: () => ['lemon'],
  }),
  method: bakeMethod('a 23 cm round tin', 35),
};
