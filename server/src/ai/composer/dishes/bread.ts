import { amountList } from '#server/src/ai/composer/lines.ts';
import { say } from '#server/src/ai/composer/language.ts';
import { minutes, step } from '#server/src/ai/composer/steps.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import { paragraph, s } from './kit.ts';

const method: Method = ({ parts }) => {
  const dry = amountList([...parts.baking, ...parts.spice, ...parts.nut, ...parts.herb]);
  const fat = amountList(parts.fat);
  return [
    step(
      say('Mix the dough', 'Teig anrühren'),
      paragraph(
        say(
          `mix ${dry} with 350 ml lukewarm water and ${fat || 'a little oil'}`,
          `${dry} mit 350 ml lauwarmem Wasser und ${fat || 'etwas Öl'} verrühren`,
        ),
      ),
      'mix',
      minutes(5),
    ),
    step(
      say('Knead', 'Kneten'),
      paragraph(
        say(
          'knead for 10 minutes until the dough is smooth and springs back',
          'den Teig 10 Minuten kneten, bis er glatt und elastisch ist',
        ),
      ),
      'prep',
      minutes(10),
    ),
    step(
      say('First rise', 'Gehen lassen'),
      paragraph(
        say(
          'cover and leave to rise for 60 minutes until doubled',
          'zugedeckt 60 Minuten gehen lassen, bis sich der Teig verdoppelt hat',
        ),
      ),
      'rest',
      minutes(60),
    ),
    step(
      say('Shape and prove', 'Formen und nochmals gehen lassen'),
      paragraph(
        say(
          'knock back, shape into a loaf, put it on a lined tray and leave to prove for 30 minutes; heat the oven to 220°C',
          'den Teig zusammenschlagen, zu einem Laib formen, auf ein belegtes Blech legen und 30 Minuten gehen lassen; den Ofen auf 220 °C vorheizen',
        ),
      ),
      'rest',
      minutes(30),
    ),
    step(
      say('Bake', 'Backen'),
      paragraph(
        say(
          'bake for 35 minutes until deep golden and hollow-sounding underneath',
          'das Brot 35 Minuten backen, bis es goldbraun ist und beim Klopfen auf die Unterseite hohl klingt',
        ),
      ),
      'bake',
      minutes(35),
    ),
    step(
      say('Cool', 'Abkühlen lassen'),
      paragraph(
        say(
          'cool on a rack for 20 minutes before slicing',
          'das Brot vor dem Anschneiden 20 Minuten auf einem Gitter abkühlen lassen',
        ),
      ),
      'rest',
      minutes(20),
    ),
  ];
};

export const bread: Dish = {
  template: {
    id: 'bread',
    family: 'bread',
    dish: 'Bread',
    de: {
      dish: 'Brot',
      gender: 'n',
      styleWords: ['knusprig', 'hausgemacht', 'rustikal'],
      pitch: (mains) => `Ein knuspriges, selbst gebackenes Brot mit ${mains}.`,
    },
    titleAliases: ['bread', 'loaf', 'brot'],
    styleWords: ['Crusty', 'Homemade', 'Rustic'],
    vessel: 'board',
    course: 'main',
    moods: { hearty: 2, kids: 2 },
    cuisines: { german: 5, french: 4, british: 3 },
    capacity: { herb: 1, nut: 1, spice: 1, fat: 1, cheese: 1 },
    accepts: (item) => ['herb', 'nut', 'spice', 'fat', 'cheese'].includes(item.role),
    vegPerServing: 0,
    proteinScale: 0,
    allowsDiet: () => true,
    staples: () => [
      s('flour', 500, 'g'),
      s('whole-wheat-flour', 100, 'g'),
      s('yeast', 7, 'g'),
      s('salt', 2, 'tsp'),
      s('olive-oil', 2, 'tbsp'),
    ],
    defaults: () => ['sunflower-seeds'],
  },
  method,
};
