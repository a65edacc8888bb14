import { amountList, nameList } from '#server/src/ai/composer/lines.ts';
import { minutes, prepSteps, step } from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import { isCookingFruit, paragraph, s, when, withEggs } from './kit.ts';

const method: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const eggs = parts.protein.filter((line) => line.item.group === 'egg');
  return [
    step(
      say('Heat the oven', 'Ofen vorheizen'),
      paragraph(
        say(
          'heat the oven to 190 °C (170 °C fan)',
          'den Ofen auf 190 °C (Umluft 170 °C) vorheizen',
        ),
      ),
      'prep',
      60,
    ),
    ...prepSteps(fruit, say('Prepare the fruit', 'Obst vorbereiten')),
    step(
      say('Fill the dish', 'Form füllen'),
      paragraph(
        say(
          `grease a baking dish with ${amountList(parts.fat) || 'a little butter'}`,
          `eine Auflaufform mit ${amountList(parts.fat) || 'etwas Butter'} einfetten`,
        ),
        say(
          `spread the ${nameList(fruit) || 'fruit'} over the base`,
          `${nameList(fruit) || 'Das Obst'} auf dem Boden verteilen`,
        ),
      ),
      'mix',
      60,
    ),
    step(
      say('Whisk the batter', 'Teig verquirlen'),
      paragraph(
        say(
          `whisk ${amountList([...eggs, ...parts.sweet]) || 'the eggs and sugar'} until frothy`,
          `${amountList([...eggs, ...parts.sweet]) || 'Eier und Zucker'} schaumig schlagen`,
        ),
        say(
          `whisk in ${amountList([...parts.baking, ...parts.liquid, ...parts.spice]) || 'the flour and milk'} until smooth`,
          `${amountList([...parts.baking, ...parts.liquid, ...parts.spice]) || 'Mehl und Milch'} glatt einrühren`,
        ),
      ),
      'whisk',
      minutes(3),
    ),
    step(
      say('Bake', 'Backen'),
      paragraph(
        say('pour the batter over the fruit', 'den Teig über das Obst gießen'),
        say(
          'bake for 35 minutes until puffed, golden and just set in the middle',
          '35 Minuten backen, bis er aufgegangen, goldbraun und in der Mitte gerade gestockt ist',
        ),
      ),
      'bake',
      minutes(35),
    ),
    step(
      say('Cool a little', 'Kurz abkühlen lassen'),
      paragraph(
        say(
          'let it settle for 10 minutes; it sinks a little as it cools',
          '10 Minuten ruhen lassen; beim Abkühlen sinkt er etwas zusammen',
        ),
      ),
      'rest',
      minutes(10),
    ),
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `serve warm${parts.dairy.length + parts.nut.length > 0 ? ` with ${amountList([...parts.dairy, ...parts.nut])}` : ''}`,
          `warm servieren${parts.dairy.length + parts.nut.length > 0 ? `, dazu ${amountList([...parts.dairy, ...parts.nut])}` : ''}`,
        ),
      ),
      'plate',
      45,
    ),
  ];
};

export const clafoutis: Dish = {
  template: {
    id: 'clafoutis',
    family: 'pancakes',
    dish: 'Clafoutis',
    de: {
      dish: 'Clafoutis',
      gender: 'm',
      styleWords: ['goldbraun', 'fruchtig', 'fluffig'],
      pitch: (mains) => `Ein französischer Ofenpfannkuchen mit ${mains}.`,
    },
    titleAliases: ['clafoutis', 'dutch baby', 'baked pancake', 'ofenpfannkuchen'],
    vessel: 'dish',
    course: 'dessert',
    moods: { dessert: 4, fancy: 2, breakfast: 1 },
    cuisines: {},
    capacity: {
      fruit: 2,
      protein: 1,
      liquid: 1,
      sweet: 1,
      baking: 1,
      spice: 1,
      dairy: 1,
      fat: 1,
      nut: 1,
    },
    accepts: (item) =>
      (item.role !== 'protein' || item.group === 'egg') &&
      (item.role !== 'fruit' || isCookingFruit(item)) &&
      (item.role !== 'liquid' ||
        ['milk', 'soy-milk', 'oat-milk', 'almond-milk', 'heavy-cream', 'light-cream'].includes(
          item.id,
        )) &&
      (item.role !== 'spice' || item.tags.has('dessert')),
    base: { accepts: isCookingFruit, fallback: () => 'apple', scale: 1 },
    vegPerServing: 120,
    proteinScale: 0,
    allowsDiet: withEggs,
    staples: (c) => [
      ...when(!c.has('egg'), s('egg', 3, 'piece')),
      ...when(!c.hasRole('liquid'), s('milk', 250, 'ml')),
      ...when(!c.hasRole('baking'), s('flour', 60, 'g')),
      ...when(!c.hasRole('sweet'), s('sugar', 60, 'g')),
      ...when(!c.hasRole('fat'), s('butter', 1, 'tbsp')),
      ...when(!c.hasRole('spice'), s('vanilla', 1, 'tsp')),
      s('salt', 1, 'pinch'),
    ],
    defaults: () => ['cherry'],
  },
  method,
};
