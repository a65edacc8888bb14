/**
 * What the dish files share: filters for the user's ingredients, staple helpers, and the
 * sentence and step builders their methods write with.
 */
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { capitalize, joinList } from '#kitchen/text.ts';
import { needsLongCooking, starchCook } from '#server/src/ai/composer/cooking.ts';
import { amountList, amountPhrase } from '#server/src/ai/composer/lines.ts';
import { say } from '#server/src/ai/composer/language.ts';
import { minutes, seasoningLines, step } from '#server/src/ai/composer/steps.ts';
import type { Diet, Line, Parts, StepPlan } from '#server/src/ai/composer/types.ts';
import type { StapleSpec } from '#server/src/ai/composer/dish.ts';

export const cookedOnly = (item: CatalogueItem): boolean => !rawOnly(item);
export const quickCooking = (item: CatalogueItem): boolean =>
  !rawOnly(item) && !needsLongCooking(item);
export const notVegan = (diet: Diet, excluded: ReadonlySet<string>): boolean =>
  diet !== 'vegan' && !excluded.has('dairy');
export const withEggs = (diet: Diet, excluded: ReadonlySet<string>): boolean =>
  diet !== 'vegan' && !excluded.has('egg');
export const anyDiet = (): boolean => true;

export function s(id: string, quantity: number, unit: string): StapleSpec {
  return { id, quantity, unit };
}

export function when(condition: boolean, ...specs: StapleSpec[]): StapleSpec[] {
  return condition ? specs : [];
}

/** Salt and pepper, which every savoury dish gets. */
export function seasoning(): StapleSpec[] {
  return [s('salt', 1, 'tsp'), s('black-pepper', 0.5, 'tsp')];
}

export function byDiet(
  diet: Diet,
  options: { vegan: string[]; vegetarian: string[]; pescatarian: string[]; any: string[] },
): string[] {
  if (diet === 'vegan') return options.vegan;
  if (diet === 'vegetarian') return options.vegetarian;
  if (diet === 'pescatarian') return options.pescatarian;
  return options.any;
}

export const isRice = (item: CatalogueItem): boolean =>
  item.tags.has('rice') && !item.tags.has('risotto-rice');
export const isNoodle = (item: CatalogueItem): boolean => item.tags.has('noodles');
export const isGrain = (item: CatalogueItem): boolean =>
  item.tags.has('grain') || isRice(item) || item.id === 'soba';
export const isPotato = (item: CatalogueItem): boolean => item.tags.has('potato');
export const isLongPasta = (item: CatalogueItem): boolean =>
  ['spaghetti', 'tagliatelle', 'lasagne-sheets'].includes(item.id);
export const isCookingFruit = (item: CatalogueItem): boolean =>
  [
    'apple',
    'pear',
    'plum',
    'peach',
    'apricot',
    'cherry',
    'rhubarb',
    'blueberry',
    'raspberry',
    'blackberry',
    'strawberry',
    'mango',
    'banana',
    'fig',
  ].includes(item.id);

export const MEAT_GROUPS = new Set(['beef', 'pork', 'chicken', 'lamb']);

export function isMeat(line: Line): boolean {
  return MEAT_GROUPS.has(line.item.group);
}

export function isFishOrSeafood(line: Line): boolean {
  return line.item.group === 'fish' || line.item.group === 'seafood';
}

export function isLeafy(line: Line): boolean {
  return line.item.tags.has('leafy');
}

/** Vegetables eaten raw in salads, bowls and tacos. */
export function isRaw(line: Line): boolean {
  return line.item.tags.has('raw-ok');
}

export function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed ? `${capitalize(trimmed)}${/[.!]$/.test(trimmed) ? '' : '.'}` : '';
}

export function paragraph(...sentences: string[]): string {
  return sentences.map(sentence).filter(Boolean).join(' ');
}

/** "stir in 1 tsp cumin"; a lead with # puts the amounts there ("# einrühren"). */
export function withAmounts(lines: readonly Line[], lead: string): string {
  if (lines.length === 0) return '';
  return lead.includes('#') ? lead.replace('#', amountList(lines)) : `${lead} ${amountList(lines)}`;
}

/** The juice of lemons and limes, named as juice when a step uses it. */
export function juiceName(line: Line): string {
  if (line.item.prep !== 'juice') return line.name;
  return say(
    `${line.name} juice`,
    /e$/.test(line.name) ? `${line.name}nsaft` : `Saft von ${line.name}`,
  );
}

export function cookStarchStep(line: Line, stockText = 'water'): StepPlan {
  const cook = starchCook(line.item);
  const amount = amountPhrase(line);
  const water = Math.max(250, Math.round((line.grams * cook.water) / 50) * 50);
  switch (cook.method) {
    case 'simmer': {
      const rinse =
        line.item.tags.has('rice') || line.item.id === 'quinoa'
          ? say(`rinse ${amount}, then `, `${amount} waschen, dann `)
          : say(`put ${amount} in a pan, `, `${amount} in einen Topf geben, `);
      const liquid = stockText === 'water' ? say('water', 'Wasser') : stockText;
      return step(
        say(`Cook the ${line.name}`, `${line.name} garen`),
        paragraph(
          say(
            `${rinse}add ${water} ml ${liquid} and a pinch of salt and bring to the boil`,
            `${rinse}${water} ml ${liquid} und eine Prise Salz zugeben und aufkochen`,
          ),
          say(
            `cover, turn the heat to low and simmer for ${cook.minutes} minutes until the liquid is absorbed, then leave to steam off the heat`,
            `zugedeckt bei niedriger Hitze ${cook.minutes} Minuten quellen lassen, bis die Flüssigkeit aufgesogen ist, dann neben dem Herd ausdampfen lassen`,
          ),
        ),
        'simmer',
        minutes(cook.minutes + 2),
        minutes(cook.minutes),
      );
    }
    case 'soak':
      return line.item.id === 'couscous'
        ? step(
            say('Soak the couscous', 'Couscous quellen lassen'),
            paragraph(
              say(
                `pour ${water} ml boiling ${stockText} over ${amount}, cover and leave for 5 minutes`,
                `${water} ml kochendes ${stockText === 'water' ? 'Wasser' : stockText} über ${amount} gießen, zudecken und 5 Minuten quellen lassen`,
              ),
              say('fluff up with a fork', 'mit einer Gabel auflockern'),
            ),
            'rest',
            minutes(6),
            minutes(5),
          )
        : step(
            say(`Soak the ${line.name}`, `${line.name} einweichen`),
            paragraph(
              say(
                `cover ${amount} with just-boiled water and leave for ${cook.minutes} minutes`,
                `${amount} mit frisch gekochtem Wasser bedecken und ${cook.minutes} Minuten ziehen lassen`,
              ),
              say('drain and rinse under cold water', 'abgießen und kalt abspülen'),
            ),
            'rest',
            minutes(cook.minutes + 1),
            minutes(cook.minutes),
          );
    case 'warm':
      return step(
        say(`Warm the ${line.name}`, `${line.name} erwärmen`),
        paragraph(
          say(
            `warm ${amount} in a dry frying pan for about 30 seconds a side, then wrap in a clean tea towel to keep warm`,
            `${amount} in einer trockenen Pfanne pro Seite etwa 30 Sekunden erwärmen, dann zum Warmhalten in ein sauberes Küchentuch wickeln`,
          ),
        ),
        'grill',
        minutes(cook.minutes),
      );
    case 'roast':
    case 'boil': {
      if (line.item.tags.has('potato')) {
        return step(
          say(`Boil the ${line.name}`, `${line.name} kochen`),
          paragraph(
            say(
              `cut ${amount} into 3 cm chunks and boil in salted water for ${cook.minutes} minutes until just tender`,
              `${amount} in 3 cm große Stücke schneiden und in Salzwasser ${cook.minutes} Minuten gerade weich kochen`,
            ),
            say('drain well', 'gut abgießen'),
          ),
          'boil',
          minutes(cook.minutes + 3),
          minutes(cook.minutes),
        );
      }
      return step(
        say(`Cook the ${line.name}`, `${line.name} kochen`),
        paragraph(
          say(
            `cook ${amount} in a large pot of well-salted boiling water for ${cook.minutes} minutes until al dente`,
            `${amount} in einem großen Topf mit kräftig gesalzenem, kochendem Wasser ${cook.minutes} Minuten al dente kochen`,
          ),
          say(
            'save a mugful of the cooking water, then drain',
            'eine Tasse Kochwasser aufheben, dann abgießen',
          ),
        ),
        'boil',
        minutes(cook.minutes + 1),
        minutes(cook.minutes),
      );
    }
  }
}

export function seasonText(parts: Parts): string {
  const seasoning = seasoningLines(parts);
  const names = joinList(
    seasoning.map((line) => line.name),
    say('and', 'und'),
  );
  if (seasoning.length === 0) return say('season to taste', 'abschmecken');
  return say(`season to taste with the ${names}`, `mit ${names} abschmecken`);
}

export function garnishText(lines: readonly Line[]): string {
  if (lines.length === 0) return '';
  return say(` scattered with ${amountList(lines)}`, ` und mit ${amountList(lines)} bestreuen`);
}

export function dressingStep(parts: Parts, lines: readonly Line[]): StepPlan {
  const fat = parts.fat.filter((line) => line.item.id !== 'butter');
  const parts_ = [...fat, ...lines];
  const text =
    parts_.length > 0
      ? say(
          `whisk ${amountList(parts_)} with a pinch of salt and pepper until smooth`,
          `${amountList(parts_)} mit einer Prise Salz und Pfeffer glatt verrühren`,
        )
      : say(
          'whisk 3 tbsp olive oil with 1 tbsp lemon juice and a pinch of salt',
          '3 EL Olivenöl mit 1 EL Zitronensaft und einer Prise Salz verrühren',
        );
  return step(say('Make the dressing', 'Dressing anrühren'), paragraph(text), 'whisk', 90);
}

/** Whether an item is a raw-only salad vegetable that cooked dishes leave out. */
export function rawOnly(item: CatalogueItem): boolean {
  return [
    'romaine',
    'iceberg',
    'arugula',
    'watercress',
    'cucumber',
    'avocado',
    'radish',
    'bean-sprouts',
  ].includes(item.id);
}
