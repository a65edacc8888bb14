import { amountList, nameList } from '#server/src/ai/composer/lines.ts';
import { minutes, prepSteps, step } from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import type { Parts, StepPlan } from '#server/src/ai/composer/types.ts';
import { isRaw, paragraph, s, when } from './kit.ts';

/** Dough from flour and yeast, proved, topped and baked hot: pizza and flatbread alike. */
export function doughMethod(
  [shapeEn, shapeDe]: readonly [en: string, de: string],
  bakeMinutes: number,
): Method {
  return ({ parts }: { parts: Parts }): StepPlan[] => {
    const shape = say(shapeEn, shapeDe);
    const dough = [...parts.baking, ...parts.starch.filter((line) => line.item.group === 'baking')];
    const toppings = [
      ...parts.protein,
      ...parts.veg.filter((line) => !isRaw(line)),
      ...parts.aromatic,
    ];
    const raw = [...parts.veg.filter(isRaw), ...parts.herb];
    return [
      step(
        say('Make the dough', 'Teig zubereiten'),
        paragraph(
          say(
            `mix ${amountList(dough) || 'the flour and yeast'} with 300 ml warm water, a pinch of salt and ${amountList(parts.fat) || 'a little olive oil'}`,
            `${amountList(dough) || 'Mehl und Hefe'} mit 300 ml warmem Wasser, einer Prise Salz und ${amountList(parts.fat) || 'etwas Olivenöl'} vermengen`,
          ),
          say(
            'knead for 8 minutes until smooth and elastic',
            '8 Minuten kneten, bis der Teig glatt und elastisch ist',
          ),
        ),
        'mix',
        minutes(10),
      ),
      step(
        say('Let it rise', 'Gehen lassen'),
        paragraph(
          say(
            'cover and leave somewhere warm for 60 minutes until doubled',
            'zugedeckt an einem warmen Ort 60 Minuten gehen lassen, bis sich der Teig verdoppelt hat',
          ),
        ),
        'rest',
        minutes(60),
      ),
      ...prepSteps(
        [...toppings, ...raw, ...parts.cheese],
        say('Prepare the toppings', 'Belag vorbereiten'),
      ),
      step(
        say(`Shape the ${shape}`, `${shape} formen`),
        paragraph(
          say(
            `heat the oven to 250°C; divide the dough into 4 and stretch each into a thin ${shape}`,
            `den Ofen auf 250 °C vorheizen; den Teig vierteln und jedes Stück dünn zu einem ${shape} ausziehen`,
          ),
          say(
            `spread with ${amountList(parts.sauce) || 'the sauce'}, then add ${nameList([...toppings, ...parts.cheese]) || 'the toppings'}`,
            `mit ${amountList(parts.sauce) || 'der Soße'} bestreichen, dann ${nameList([...toppings, ...parts.cheese]) || 'den Belag'} darauf verteilen`,
          ),
        ),
        'prep',
        minutes(6),
      ),
      step(
        say('Bake', 'Backen'),
        paragraph(
          say(
            `bake for ${bakeMinutes} minutes until the base is crisp and the top is bubbling`,
            `${bakeMinutes} Minuten backen, bis der Boden knusprig ist und der Belag blubbert`,
          ),
        ),
        'bake',
        minutes(bakeMinutes),
      ),
      step(
        say('Serve', 'Servieren'),
        paragraph(
          raw.length > 0
            ? say(
                `scatter with ${nameList(raw)}, cut and serve hot`,
                `mit ${nameList(raw)} bestreuen, in 1 Minute aufschneiden und heiß servieren`,
              )
            : say(
                'cut into slices and serve hot',
                'in 1 Minute in Stücke schneiden und heiß servieren',
              ),
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
    de: {
      dish: 'Pizza',
      gender: 'f',
      styleWords: ['hausgemacht', 'knusprig', 'rustikal'],
      pitch: (mains) => `Eine knusprige, selbst gebackene Pizza mit ${mains}.`,
    },
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
  method: doughMethod(['pizza base', 'Pizzaboden'], 12),
};
