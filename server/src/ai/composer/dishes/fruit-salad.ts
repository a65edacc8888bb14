import { amountList, nameList } from '#server/src/ai/composer/lines.ts';
import { minutes, prepSteps, step } from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import { anyDiet, paragraph, s, when } from './kit.ts';

const method: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  const toppings = amountList([...parts.dairy, ...parts.nut]);
  return [
    ...prepSteps([...fruit, ...parts.herb], say('Prepare the fruit', 'Obst vorbereiten')),
    step(
      say('Make the syrup', 'Sirup anrühren'),
      paragraph(
        say(
          `whisk ${amountList([...parts.sweet, ...juice]) || 'a little honey with lemon juice'} until combined`,
          `${amountList([...parts.sweet, ...juice]) || 'etwas Honig mit Zitronensaft'} glatt verrühren`,
        ),
      ),
      'whisk',
      60,
    ),
    step(
      say('Toss', 'Mischen'),
      paragraph(
        say(
          `gently toss the ${nameList(fruit) || 'fruit'} with the syrup${parts.herb.length > 0 ? ` and the ${nameList(parts.herb)}` : ''}`,
          `${nameList(fruit) || 'das Obst'} vorsichtig mit dem Sirup${parts.herb.length > 0 ? ` und ${nameList(parts.herb)}` : ''} mischen`,
        ),
      ),
      'mix',
      60,
    ),
    step(
      say('Chill', 'Kühlen'),
      paragraph(
        say(
          'cover and chill for 15 minutes so the flavours come together',
          'zugedeckt 15 Minuten kühlen, damit sich die Aromen verbinden',
        ),
      ),
      'rest',
      minutes(15),
    ),
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `spoon into bowls${toppings ? ` and top with ${toppings}` : ''}`,
          `in Schalen füllen${toppings ? ` und mit ${toppings} garnieren` : ''}`,
        ),
      ),
      'plate',
      45,
    ),
  ];
};

export const fruitSalad: Dish = {
  template: {
    id: 'fruit-salad',
    family: 'fruit-salad',
    dish: 'Fruit Salad',
    de: {
      dish: 'Obstsalat',
      gender: 'm',
      styleWords: ['frisch', 'fruchtig', 'sommerlich'],
      pitch: (mains) => `Ein bunter Obstsalat mit ${mains} in leichtem Sirup.`,
    },
    titleAliases: ['fruit salad', 'obstsalat'],
    vessel: 'bowl',
    course: 'dessert',
    moods: { dessert: 4, light: 5, healthy: 4, breakfast: 3, quick: 3 },
    cuisines: {},
    capacity: { fruit: 5, nut: 1, herb: 1, dairy: 1, sweet: 1 },
    accepts: (item) =>
      (item.role !== 'fruit' ||
        !['raisins', 'dates', 'dried-apricots', 'dried-cranberries', 'rhubarb'].includes(
          item.id,
        )) &&
      (item.role !== 'herb' || item.id === 'mint' || item.id === 'basil') &&
      (item.role !== 'dairy' ||
        ['yogurt', 'greek-yogurt', 'heavy-cream', 'ice-cream', 'cream-cheese'].includes(item.id)),
    base: {
      accepts: (item) => item.role === 'fruit' && !item.tags.has('citrus'),
      fallback: () => 'apple',
      scale: 1,
    },
    vegPerServing: 250,
    proteinScale: 0,
    allowsDiet: anyDiet,
    staples: (c) => [
      ...when(c.diet !== 'vegan' && !c.hasRole('sweet'), s('honey', 2, 'tbsp')),
      ...when(c.diet === 'vegan' && !c.hasRole('sweet'), s('sugar', 1, 'tbsp')),
      ...when(!c.has('lemon') && !c.has('lime'), s('lemon', 1, 'piece')),
    ],
    defaults: () => ['strawberry', 'banana', 'orange', 'kiwi'],
  },
  method,
};
