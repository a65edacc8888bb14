import { amountList, amountPhrase, nameList } from '#server/src/ai/composer/lines.ts';
import { minutes, prepSteps, step } from '#server/src/ai/composer/steps.ts';
import { say } from '#server/src/ai/composer/language.ts';
import type { Dish, DishTemplate, GermanDish, Method } from '#server/src/ai/composer/dish.ts';
import type { StepPlan } from '#server/src/ai/composer/types.ts';
import { paragraph, s, when } from './kit.ts';
import { joinList } from '#kitchen/text.ts';

/** Creaming or stirring method of cakes and bakes: mix, fill the tin, bake, cool. */
export function bakeMethod(
  [tinEn, tinDe]: readonly [en: string, de: string],
  bakeMinutes: number,
): Method {
  return ({ parts }): StepPlan[] => {
    const tin = say(tinEn, tinDe);
    const fruit = parts.fruit.filter((line) => line.item.prep !== 'juice');
    // Lemon juice and the vinegar of a vegan sponge go into the batter, not onto the plate.
    const wet = [
      ...parts.fat,
      ...parts.sweet,
      ...parts.protein,
      ...parts.liquid,
      ...parts.dairy,
      ...parts.sauce.filter((line) => line.item.id === 'vinegar'),
    ];
    const wetText = joinList(
      [
        ...wet.map(amountPhrase),
        ...parts.fruit
          .filter((line) => line.item.prep === 'juice')
          .map((line) =>
            say(`the juice of ${amountPhrase(line)}`, `den Saft von ${amountPhrase(line)}`),
          ),
      ],
      say('and', 'und'),
    );
    const dry = [...parts.baking, ...parts.spice];
    return [
      ...prepSteps(fruit, say('Prepare the fruit', 'Obst vorbereiten')),
      step(
        say('Mix the batter', 'Teig anrühren'),
        paragraph(
          say(
            `heat the oven to 180°C and line ${tin}`,
            `den Ofen auf 180 °C vorheizen und ${tin} auslegen`,
          ),
          say(
            `beat ${wetText || 'the wet ingredients'} together until smooth`,
            `${wetText || 'die feuchten Zutaten'} glatt rühren`,
          ),
          say(
            `fold in ${amountList(dry) || 'the dry ingredients'}${fruit.length + parts.nut.length > 0 ? `, then the ${nameList([...fruit, ...parts.nut])}` : ''}`,
            `${amountList(dry) || 'die trockenen Zutaten'} unterheben${fruit.length + parts.nut.length > 0 ? `; zum Schluss ${nameList([...fruit, ...parts.nut])} untermischen` : ''}`,
          ),
        ),
        'whisk',
        minutes(10),
      ),
      step(
        say('Bake', 'Backen'),
        paragraph(
          say(
            `scrape into ${tin} and bake for ${bakeMinutes} minutes until a skewer comes out clean`,
            `den Teig in die Form füllen und ${bakeMinutes} Minuten backen, bis an einem Holzstäbchen kein Teig mehr haftet`,
          ),
        ),
        'bake',
        minutes(bakeMinutes),
      ),
      step(
        say('Cool', 'Abkühlen lassen'),
        paragraph(
          say(
            'leave to cool in the tin for 15 minutes, then lift out',
            'in der Form 15 Minuten abkühlen lassen, dann herausheben',
          ),
        ),
        'rest',
        minutes(15),
      ),
      step(
        say('Serve', 'Servieren'),
        paragraph(say('cut into pieces and serve', 'in Stücke schneiden und servieren')),
        'plate',
        60,
      ),
    ];
  };
}

/** The German noun and description of a bake. */
export function bakeGerman(
  dish: string,
  gender: GermanDish['gender'],
  styleWords: readonly string[],
): GermanDish {
  return {
    dish,
    gender,
    styleWords,
    pitch: (mains) => `Selbst gebacken, mit ${mains}.`,
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
    de: bakeGerman('Kuchen', 'm', ['saftig', 'locker', 'hausgemacht']),
    titleAliases: ['cake', 'kuchen', 'torte', 'sponge'],
    cuisines: { british: 5, american: 4, german: 4 },
    answers: ['birthday-cake'],
    staples: (c) => cakeBase(c.diet === 'vegan', 250),
    defaults: () => ['lemon'],
  }),
  method: bakeMethod(['a 23 cm round tin', 'eine runde Form (23 cm)'], 35),
};
