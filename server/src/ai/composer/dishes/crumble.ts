import { joinList } from '#kitchen/text.ts';
import { amountList, nameList } from '#server/src/ai/composer/lines.ts';
import { minutes, prepSteps, step } from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish, Method } from '#server/src/ai/composer/dish.ts';
import { anyDiet, isCookingFruit, juiceName, paragraph, s, when } from './kit.ts';

const method: Method = ({ parts }) => {
  const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
  const juice = parts.fruit.filter((line) => line.item.prep === 'juice');
  const salt = parts.spice.filter((line) => line.item.id === 'salt');
  const warmSpices = parts.spice.filter((line) => line.item.id !== 'salt');
  const topping = [...parts.baking, ...parts.starch, ...parts.fat, ...parts.nut, ...salt];
  const sugar = parts.sweet;
  return [
    step(
      say('Heat the oven', 'Ofen vorheizen'),
      paragraph(
        say(
          'heat the oven to 190 °C (170 °C fan) and grease a medium baking dish',
          'den Ofen auf 190 °C (Umluft 170 °C) vorheizen und eine mittelgroße Auflaufform einfetten',
        ),
      ),
      'prep',
      60,
    ),
    ...prepSteps(fruit, say('Prepare the fruit', 'Obst vorbereiten')),
    step(
      say('Sweeten the fruit', 'Obst süßen'),
      paragraph(
        say(
          `toss the ${nameList(fruit) || 'fruit'} in the dish with half of the ${nameList(sugar) || 'sugar'}${warmSpices.length > 0 ? ` and ${amountList(warmSpices)}` : ''}`,
          `${nameList(fruit) || 'Das Obst'} in der Form mit der halben Menge ${nameList(sugar) || 'Zucker'}${warmSpices.length > 0 ? ` und ${amountList(warmSpices)}` : ''} vermengen`,
        ),
        juice.length > 0
          ? say(
              `add the ${joinList(juice.map(juiceName))}`,
              `${joinList(juice.map(juiceName), 'und')} zugeben`,
            )
          : '',
      ),
      'mix',
      90,
    ),
    step(
      say('Make the topping', 'Streusel zubereiten'),
      paragraph(
        say(
          `rub ${amountList(topping) || 'the butter into the flour'} together with your fingertips until it looks like rough crumbs`,
          `${amountList(topping) || 'Butter und Mehl'} mit den Fingerspitzen zu groben Streuseln verreiben`,
        ),
        say(
          `stir in the remaining ${nameList(sugar) || 'sugar'}`,
          `die restliche Menge ${nameList(sugar) || 'Zucker'} untermischen`,
        ),
      ),
      'mix',
      minutes(4),
    ),
    step(
      say('Bake', 'Backen'),
      paragraph(
        say(
          'scatter the topping evenly over the fruit',
          'die Streusel gleichmäßig über dem Obst verteilen',
        ),
        say(
          'bake for 35 minutes until golden and bubbling at the edges',
          '35 Minuten backen, bis die Streusel goldbraun sind und es am Rand blubbert',
        ),
      ),
      'bake',
      minutes(35),
    ),
    step(
      say('Cool a little', 'Kurz abkühlen lassen'),
      paragraph(
        say(
          'let the crumble stand for 10 minutes so the juices thicken',
          'den Crumble 10 Minuten ruhen lassen, damit der Saft andickt',
        ),
      ),
      'rest',
      minutes(10),
    ),
    step(
      say('Serve', 'Servieren'),
      paragraph(
        say(
          `serve warm${parts.dairy.length > 0 ? ` with ${amountList(parts.dairy)}` : ''}`,
          `warm servieren${parts.dairy.length > 0 ? `, dazu ${amountList(parts.dairy)}` : ''}`,
        ),
      ),
      'plate',
      45,
    ),
  ];
};

export const crumble: Dish = {
  template: {
    id: 'crumble',
    family: 'crumble',
    dish: 'Crumble',
    de: {
      dish: 'Crumble',
      gender: 'm',
      styleWords: ['warm', 'knusprig', 'goldbraun'],
      pitch: (mains) => `Knusprige Streusel über ofenwarmem Obst, mit ${mains}.`,
    },
    titleAliases: ['crumble', 'cobbler', 'streusel', 'streuselauflauf'],
    vessel: 'dish',
    course: 'dessert',
    moods: { dessert: 5, warming: 3, kids: 2 },
    cuisines: { american: 1, german: 1 },
    capacity: { fruit: 3, nut: 1, spice: 2, sweet: 1, baking: 1, starch: 1, dairy: 1, fat: 1 },
    accepts: (item) =>
      (item.role !== 'fruit' || isCookingFruit(item) || item.tags.has('citrus')) &&
      (item.role !== 'starch' || item.id === 'oats') &&
      (item.role !== 'dairy' ||
        ['yogurt', 'greek-yogurt', 'heavy-cream', 'ice-cream', 'sour-cream'].includes(item.id)) &&
      (item.role !== 'spice' || item.tags.has('dessert')),
    base: { accepts: isCookingFruit, fallback: () => 'apple', scale: 1.4 },
    vegPerServing: 180,
    proteinScale: 0,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('flour', 150, 'g'),
      ...when(!c.has('oats'), s('oats', 50, 'g')),
      ...when(c.diet !== 'vegan' && !c.hasRole('fat'), s('butter', 100, 'g')),
      ...when(c.diet === 'vegan' && !c.hasRole('fat'), s('vegetable-oil', 5, 'tbsp')),
      ...when(!c.hasRole('sweet'), s('brown-sugar', 100, 'g')),
      ...when(!c.has('cinnamon'), s('cinnamon', 1, 'tsp')),
      s('salt', 1, 'pinch'),
    ],
    defaults: () => ['apple', 'blackberry'],
  },
  method,
};
