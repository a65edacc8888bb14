import { amountList, nameList } from '../lines.ts';
import { minutes, prepSteps, step } from '../steps.ts';
import type { Dish, Method } from '../dish.ts';
import type { Parts, StepPlan } from '../types.ts';
import { isRaw, paragraph, s, when } from './kit.ts';

/** Dough from flour and yeast, proved, topped and baked hot: pizza and flatbread alike. */
export function doughMethod(shape: string, bakeMinutes: number): Method {
  return ({ parts }: { parts: Parts }): StepPlan[] => {
    const dough = [...parts.baking, ...parts.starch.filter((line) => line.item.group === 'baking')];
    const toppings = [
      ...parts.protein,
      ...parts.veg.filter((line) => !isRaw(line)),
      ...parts.aromatic,
    ];
    const raw = [...parts.veg.filter(isRaw), ...parts.herb];
    return [
      step(
        'Make the dough',
        paragraph(
          `mix ${amountList(dough) || 'the flour and yeast'} with 300 ml warm water, a pinch of salt and ${amountList(parts.fat) || 'a little olive oil'}`,
          'knead for 8 minutes until smooth and elastic',
        ),
        'mix',
        minutes(10),
      ),
      step(
        'Let it rise',
        paragraph('cover and leave somewhere warm for 60 minutes until doubled'),
        'rest',
        minutes(60),
      ),
      ...prepSteps([...toppings, ...raw, ...parts.cheese], 'Prepare the toppings'),
      step(
        `Shape the ${shape}`,
        paragraph(
          `heat the oven to 250°C; divide the dough into 4 and stretch each into a thin ${shape}`,
          `spread with ${amountList(parts.sauce) || 'the sauce'}, then add ${nameList([...toppings, ...parts.cheese]) || 'the toppings'}`,
        ),
        'prep',
        minutes(6),
      ),
      step(
        'Bake',
        paragraph(
          `bake for ${bakeMinutes} minutes until the base is crisp and the top is bubbling`,
        ),
        'bake',
        minutes(bakeMinutes),
      ),
      step(
        'Serve',
        paragraph(
          raw.length > 0
            ? `scatter with ${nameList(raw)}, cut and serve hot`
            : 'cut into slices and serve hot',
        ),
        'plate',
        60,
      ),
    ];
  };
}

export const pizza: Dish = {
  template: {
    id: 'pizza',
    family: 'pizza',
    dish: 'Pizza',
    titleAliases: ['pizza', 'margherita'],
    styleWords: ['Homemade', 'Rustic', 'Crispy'],
    vessel: 'board',
    course: 'main',
    moods: { kids: 5, fancy: 2, hearty: 3 },
    cuisines: { italian: 5 },
    capacity: { protein: 1, veg: 3, aromatic: 1, herb: 1, cheese: 2, sauce: 1 },
    accepts: (item) => item.role !== 'starch' && item.role !== 'fruit' && !item.tags.has('root'),
    vegPerServing: 60,
    proteinScale: 0.4,
    allowsDiet: () => true,
    staples: (c) => [
      s('flour', 500, 'g'),
      s('yeast', 7, 'g'),
      s('olive-oil', 2, 'tbsp'),
      ...when(!c.hasRole('sauce'), s('tomato-sauce', 250, 'g')),
      ...when(c.diet !== 'vegan' && !c.hasRole('cheese'), s('mozzarella', 250, 'g')),
      ...when(!c.has('basil'), s('basil', 1, 'sprig')),
      s('salt', 1, 'tsp'),
    ],
    defaults: (diet) => (diet === 'vegan' ? ['mushroom', 'bell-pepper'] : ['cherry-tomato']),
  },
  method: doughMethod('pizza base', 12),
};
