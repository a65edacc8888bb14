/**
 * Renders a dish of the book as a recipe in the contract's shapes: one language, a number of
 * servings, optionally one declared variant and declared substitutions. Amounts are scaled and
 * rounded the way a cook measures (DR 0011, the kitchen facts' household measures), the step
 * markup is resolved (`{ref}`, `{=ref}`, `{200°C}`, `{core 74°C}`, `[optional segments]`), and
 * nutrition, allergens and food category come from the catalogue items the recipe uses.
 * Pure and deterministic: no I/O, the same input gives the same recipe.
 */
import type { components } from '#contract/schema.gen.ts';
import { isSizeWord } from '#contract/kitchen-amounts.ts';
import { ALLERGENS, type Allergen } from '#kitchen/catalogue/allergens.ts';
import { englishPlural } from '#kitchen/catalogue/define.ts';
import { CATALOGUE, findItem, type CatalogueItem } from '#kitchen/catalogue/index.ts';
import { categoryOfItems } from '#kitchen/food-category.ts';
import { nutritionOfItems } from '#kitchen/nutrition.ts';
import { servingGrams, toGrams } from '#kitchen/units.ts';
import {
  durationSeconds,
  type Bilingual,
  type BookIngredient,
  type BookStep,
  type BookUnit,
  type Course,
  type Dish,
  type Replacement,
  type StepOverrides,
} from './dish.ts';
import { germanNoun } from './lint.ts';

type Schemas = components['schemas'];
export type Ingredient = Schemas['Ingredient'];
export type InstructionStep = Schemas['InstructionStep'];
export type Nutrition = Schemas['Nutrition'];
export type Language = 'en' | 'de';

export interface RenderOptions {
  /** A variant's id (dish.variants[].id); the dish as written when absent. */
  readonly variant?: string;
  /** Indexes into dish.substitutions, applied in this order after the variant. */
  readonly substitutions?: readonly number[];
  readonly servings: number;
  readonly language: Language;
}

/** One ingredient line as rendered, with what the engine and the lints need beyond the contract. */
export interface RenderedLine {
  readonly ref: string;
  /** Catalogue id. */
  readonly item: string;
  readonly quantity: number | null;
  /** The unit as the list shows it (contract `Ingredient.unit`: "g", "EL", "cloves", "" for pieces). */
  readonly unit: string;
  /** The book unit the quantity is in ("g", "tbsp", "piece"...); null for "to taste". */
  readonly measure: BookUnit | null;
  /** The list's name (contract `Ingredient.name`): name, prep, "(optional)". */
  readonly name: string;
  /** How the steps name it (`{ref}`). */
  readonly stepName: string;
  /** The step name is a plural (German step text declines it after "mit", "den"...). */
  readonly stepPlural: boolean;
  /** Grams of the line as listed. */
  readonly grams: number;
  /** Grams that are eaten (frying oil mostly stays in the pan, bones and shells on the plate); nutrition counts these. */
  readonly eatenGrams: number;
  readonly optional: boolean;
  readonly group: string | null;
}

/** A book dish rendered for one cook: the contract's recipe fields plus where it came from. */
export interface RenderedRecipe {
  readonly dishId: string;
  readonly variantId: string | null;
  /** The substitutions applied (indexes into dish.substitutions). */
  readonly substitutions: readonly number[];
  readonly language: Language;
  readonly course: Course;
  readonly cuisine: string;
  readonly spice: 0 | 1 | 2 | 3;
  readonly title: string;
  readonly description: string;
  readonly baseServings: number;
  readonly ingredients: Ingredient[];
  readonly steps: InstructionStep[];
  readonly total_time_minutes: number;
  readonly active_time_minutes: number;
  readonly difficulty: Schemas['Difficulty'];
  readonly food_category: Schemas['FoodCategory'];
  /** Per serving. */
  readonly nutrition: Nutrition;
  /** In the contract enum's order. */
  readonly allergens: Allergen[];
  /** The catalogue ids the recipe uses, optional ones included (for the engine's constraint checks). */
  readonly itemIds: readonly string[];
  readonly lines: readonly RenderedLine[];
  readonly yields: string | null;
  readonly notes: string | null;
}

/** An ingredient after the variant and the substitutions: what goes into the pot. */
interface Part extends Replacement {
  readonly ref: string;
  readonly optional?: true;
  readonly group?: Bilingual;
}

/** A name the title or description may use for a part, and what takes its place. */
interface Swap {
  readonly from: Part;
  readonly to: Part | null;
}

const GERMAN_UNITS: Readonly<Record<string, readonly [string, string]>> = {
  // The composer's German units (server/src/ai/composer/language.ts), which the recipe view reads.
  tbsp: ['EL', 'EL'],
  tsp: ['TL', 'TL'],
  clove: ['Zehe', 'Zehen'],
  slice: ['Scheibe', 'Scheiben'],
  stalk: ['Stange', 'Stangen'],
  sprig: ['Zweig', 'Zweige'],
  leaf: ['Blatt', 'Blätter'],
  can: ['Dose', 'Dosen'],
  bunch: ['Bund', 'Bund'],
  pinch: ['Prise', 'Prisen'],
};
/** English units written in the plural above one ("3 cloves garlic"), as the composer writes them. */
const ENGLISH_PLURAL_UNITS: Readonly<Record<string, string>> = {
  clove: 'cloves',
  slice: 'slices',
  stalk: 'stalks',
  sprig: 'sprigs',
  leaf: 'leaves',
  can: 'cans',
  bunch: 'bunches',
  pinch: 'pinches',
};
/** Units whose name the catalogue carries as its last word ("garlic clove" -> "3 cloves garlic"). */
const UNIT_IN_NAME = /\s(clove|sprig|stalk)s?$/;

const SAY = {
  optional: { en: 'optional', de: 'nach Belieben' },
  and: { en: 'and', de: 'und' },
} as const;

// ---------------------------------------------------------------- amounts

const roundTo = (value: number, step: number) => Math.round(value / step + 1e-9) * step;

interface Measure {
  readonly quantity: number;
  readonly unit: BookUnit;
}

/** Grams and millilitres as a kitchen scale and jug measure them: 1 g under 50, 5 g above, kg from 1000. */
function metric(value: number, small: 'g' | 'ml', big: 'kg' | 'l'): Measure {
  if (value >= 1000) return { quantity: roundTo(value, 50) / 1000, unit: big };
  if (value >= 50) return { quantity: roundTo(value, 5), unit: small };
  if (value >= 1) return { quantity: Math.round(value), unit: small };
  return { quantity: Math.max(0.1, roundTo(value, 0.1)), unit: small };
}

/** Spoons: teaspoons in 1/8 steps, tablespoons in 1/2 steps; a tablespoon under 1 is written in teaspoons. */
function spoons(teaspoons: number, written: 'tsp' | 'tbsp'): Measure {
  if (teaspoons < 1 / 16) return { quantity: 1, unit: 'pinch' };
  if (written === 'tbsp' && teaspoons >= 3)
    return { quantity: roundTo(teaspoons / 3, 0.5), unit: 'tbsp' };
  if (teaspoons >= 3) {
    const tablespoons = roundTo(teaspoons / 3, 0.5);
    if (Math.abs(tablespoons * 3 - teaspoons) < 0.01)
      return { quantity: tablespoons, unit: 'tbsp' };
    return { quantity: roundTo(teaspoons, 0.25), unit: 'tsp' };
  }
  return { quantity: Math.max(1 / 8, roundTo(teaspoons, 1 / 8)), unit: 'tsp' };
}

/** Pieces, cans and bunches (DR 0011): quarters under 1, halves under 3, whole ones from 3. */
function pieces(amount: number, unit: BookUnit): Measure {
  if (amount < 1) return { quantity: Math.max(0.25, roundTo(amount, 0.25)), unit };
  if (amount < 3) return { quantity: roundTo(amount, 0.5), unit };
  return { quantity: Math.round(amount), unit };
}

/** A book amount for `factor` times its servings, rounded to what a cook can measure. */
export function scaleAmount(
  amount: number,
  unit: BookUnit,
  factor: number,
  item: CatalogueItem,
): Measure {
  const value = amount * factor;
  switch (unit) {
    case 'g':
      return metric(value, 'g', 'kg');
    case 'kg':
      return metric(value * 1000, 'g', 'kg');
    case 'ml':
      return metric(value, 'ml', 'l');
    case 'l':
      return metric(value * 1000, 'ml', 'l');
    case 'tsp':
      return spoons(value, 'tsp');
    case 'tbsp':
      return spoons(value * 3, 'tbsp');
    case 'piece':
      // Bay leaves, cardamom pods, star anise: whole ones, at least one.
      if (
        item.group === 'spice' ||
        item.group === 'herb' ||
        (item.pieceGrams ?? servingGramsOfPiece(item)) < 5
      )
        return { quantity: Math.max(1, Math.round(value)), unit };
      // An egg is beaten and halved at most.
      if (item.group === 'egg' && item.id !== 'quail-egg') {
        return { quantity: Math.max(0.5, roundTo(value, value < 3 ? 0.5 : 1)), unit };
      }
      return pieces(value, unit);
    case 'can':
    case 'bunch':
      return pieces(value, unit);
    case 'clove':
    case 'slice':
    case 'stalk':
    case 'sprig':
    case 'leaf':
    case 'pinch':
      return { quantity: Math.max(1, Math.round(value)), unit };
  }
}

/** Grams of one piece when the catalogue measures the item's serving in pieces. */
function servingGramsOfPiece(item: CatalogueItem): number {
  const [, unit, grams] = item.serving;
  return unit === 'piece' && grams !== undefined ? grams : Number.POSITIVE_INFINITY;
}

const GLYPHS: Readonly<Record<number, string>> = { 1: '⅛', 2: '¼', 4: '½', 6: '¾' };

/** "1½", "¼", "3/8", "250", "1.2" (German "1,2"): how a quantity reads. */
export function formatQuantity(quantity: number, language: Language): string {
  const eighths = Math.round(quantity * 8);
  if (Math.abs(eighths - quantity * 8) < 1e-6 && eighths % 8 !== 0 && quantity < 10) {
    const whole = Math.floor(eighths / 8);
    const part = eighths % 8;
    const glyph = GLYPHS[part];
    if (glyph) return whole > 0 ? `${whole}${glyph}` : glyph;
    return whole > 0 ? `${whole} ${part}/8` : `${part}/8`;
  }
  const text = String(Math.round(quantity * 100) / 100);
  return language === 'de' ? text.replace('.', ',') : text;
}

// ---------------------------------------------------------------- names

/** Every (singular, plural) pair the catalogue knows, English and German, to change a written name's number. */
const NUMBER_PAIRS: { en: Map<string, string>; de: Map<string, string> } = buildNumberPairs();

function buildNumberPairs(): { en: Map<string, string>; de: Map<string, string> } {
  const en = new Map<string, string>();
  const de = new Map<string, string>();
  const add = (map: Map<string, string>, singular: string, plural: string) => {
    const one = singular.split(' ').pop()!;
    const many = plural.split(' ').pop()!;
    if (one === many) return;
    if (!map.has(`1:${one}`)) map.set(`1:${one}`, many);
    if (!map.has(`n:${many}`)) map.set(`n:${many}`, one);
  };
  const fold = (word: string) =>
    word
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  for (const item of CATALOGUE) {
    add(en, item.name, item.plural);
    add(de, item.deName, item.dePlural);
    // German names the data file lists plural first ("Erdnüsse", "Erdnuss"): pair each one-word
    // German name with a longer one that is its plural by the usual endings.
    const german = [item.deName, item.dePlural, ...item.synonyms].filter((name) =>
      /^\p{Lu}\p{Ll}+$/u.test(name),
    );
    for (const one of german)
      for (const other of german) {
        const extra = other.length - one.length;
        if (
          extra >= 1 &&
          extra <= 2 &&
          fold(other).startsWith(fold(one)) &&
          /(e|n|en|er|s|se)$/.test(other)
        )
          add(de, one, other);
      }
  }
  for (const [one, many] of [
    ['chilli', 'chillies'],
    ['chili', 'chilies'],
    ['steak', 'steaks'],
    ['fillet', 'fillets'],
    ['pod', 'pods'],
    ['berry', 'berries'],
    ['sheet', 'sheets'],
    ['wrapper', 'wrappers'],
    ['bun', 'buns'],
    ['roll', 'rolls'],
    ['drumstick', 'drumsticks'],
    ['thigh', 'thighs'],
    ['breast', 'breasts'],
    ['heart', 'hearts'],
    ['leaf', 'leaves'],
    ['stick', 'sticks'],
  ] as const)
    add(en, one, many);
  for (const [one, many] of [
    ['Filet', 'Filets'],
    ['Chili', 'Chilis'],
    ['Schote', 'Schoten'],
    ['Kapsel', 'Kapseln'],
    ['Korn', 'Körner'],
    ['Steak', 'Steaks'],
    ['Stange', 'Stangen'],
    ['Würstchen', 'Würstchen'],
    ['Brötchen', 'Brötchen'],
    ['Brot', 'Brote'],
    ['Blatt', 'Blätter'],
    ['Tortilla', 'Tortillas'],
    ['Zitrone', 'Zitronen'],
    ['Limette', 'Limetten'],
    ['Gurke', 'Gurken'],
    ['Herz', 'Herzen'],
  ] as const)
    add(de, one, many);
  return { en, de };
}

/**
 * A name the book wrote for one amount, in the number of another: the last word of each part
 * before a comma or parenthesis ("ripe tomatoes" -> "ripe tomato", "Bio-Zitronen" -> "Bio-Zitrone").
 * German compounds change by their last part ("Hähnchenbrustfilets" -> "Hähnchenbrustfilet").
 */
export function inNumber(name: string, plural: boolean, language: Language): string {
  const cut = name.search(/[,(]/);
  const head = cut < 0 ? name : name.slice(0, cut);
  const tail = cut < 0 ? '' : name.slice(cut);
  const trailing = /\s*$/.exec(head)![0];
  const parts = head.trimEnd().split(/( or | and | oder | und )/);
  const changed = parts.map((part, index) => {
    if (index % 2 === 1) return part;
    const words = part.split(' ');
    const last = words.pop() ?? '';
    return [...words, changeWord(last, plural, language)].join(' ');
  });
  return `${changed.join('')}${trailing}${tail}`;
}

function changeWord(word: string, plural: boolean, language: Language): string {
  const pairs = NUMBER_PAIRS[language];
  const key = plural ? '1:' : 'n:';
  const exact = pairs.get(`${key}${word}`) ?? pairs.get(`${key}${word.toLowerCase()}`);
  if (exact) return word[0] === word[0]!.toUpperCase() ? capitalize(exact) : exact;
  if (language === 'de') {
    // A compound takes the number of its last part: find the longest known part the word ends with.
    for (let start = 1; start < word.length - 2; start += 1) {
      const rest = capitalize(word.slice(start));
      const known = pairs.get(`${key}${rest}`);
      if (known) return `${word.slice(0, start)}${known.toLowerCase()}`;
    }
    return word;
  }
  if (plural) {
    if (/(s|x|ch|sh)$/.test(word) && !/ss$/.test(word) && word.endsWith('s')) return word;
    return englishPlural(word);
  }
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Whether a German noun (the last word of a name) is a plural the catalogue knows ("Erdnüsse", "Hähnchenbrustfilets"). */
function germanPlural(name: string): boolean {
  const word = name.trim().split(/\s+/).pop() ?? '';
  const pairs = NUMBER_PAIRS.de;
  for (let start = 0; start < word.length - 2; start += 1) {
    const rest = start === 0 ? word : capitalize(word.slice(start));
    if (pairs.has(`1:${rest}`)) return false;
    if (pairs.has(`n:${rest}`)) return true;
  }
  return false;
}

/** Whether the last word of a name is a singular the catalogue knows ("Fladenbrot", "flatbread"). */
function knownSingular(name: string, language: Language): boolean {
  const word = name.trim().split(/\s+/).pop() ?? '';
  const pairs = NUMBER_PAIRS[language];
  if (language === 'en') return pairs.has(`1:${word.toLowerCase()}`);
  for (let start = 0; start < word.length - 2; start += 1) {
    const rest = start === 0 ? word : capitalize(word.slice(start));
    if (pairs.has(`n:${rest}`)) return false;
    if (pairs.has(`1:${rest}`)) return true;
  }
  return false;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether a rendered amount counts as more than one of something (for plurals). */
const many = (quantity: number | null) => quantity === null || quantity > 1;

interface Named {
  /** The list's name without prep ("flat rice noodles", "2 cloves" -> "garlic"). */
  readonly name: string;
  /** The unit shown, in the language. */
  readonly unit: string;
}

/** The list name and shown unit of a part for a rendered measure. */
function nameAndUnit(
  part: Part,
  item: CatalogueItem,
  measure: Measure | null,
  language: Language,
  /** The amount the book wrote, for custom names (they are written in its number). */
  written: number | null,
): Named {
  const quantity = measure?.quantity ?? null;
  const unit = measure?.unit ?? null;
  const custom = part.name?.[language];
  // Counted things: pieces, and leaves whose catalogue name is a leaf ("kaffir lime leaf").
  const counted =
    unit === 'piece' || (unit === 'leaf' && /(leaf|sheet)$/.test(item.name) && !part.name);
  const countedPlural = counted ? many(quantity) : true;
  if (custom) {
    let name = custom;
    if (counted && written !== null && quantity !== null && many(written) !== many(quantity)) {
      name = inNumber(custom, many(quantity), language);
    }
    // A name the book wrote is counted as written ("4 Lachsfilets", "1 Vanilleschote").
    return { name, unit: shownUnit(unit, quantity, item, language, counted, true) };
  }
  if (language === 'de') {
    let name: string;
    if (unit === 'piece') name = countedPlural ? item.dePlural : item.deName;
    else if (unit === 'g' || unit === 'kg' || unit === 'ml' || unit === 'l' || unit === null)
      name = (item.pieceGrams ?? 0) < 500 ? item.dePlural : item.deName;
    else name = item.deName;
    return { name, unit: shownUnit(unit, quantity, item, language, counted) };
  }
  let name: string;
  if (unit === 'clove' || unit === 'sprig' || unit === 'stalk')
    name = item.name.replace(UNIT_IN_NAME, '');
  else if (counted) name = countedPlural ? item.plural : item.name;
  else name = item.plural;
  return { name, unit: shownUnit(unit, quantity, item, language, counted) };
}

function shownUnit(
  unit: BookUnit | null,
  quantity: number | null,
  item: CatalogueItem,
  language: Language,
  counted: boolean,
  named = false,
): string {
  if (unit === null) return '';
  if (counted) {
    // German counts pieces of what it does not count ("1 Stück Ingwer").
    return language === 'de' && unit === 'piece' && !item.deCounted && !named ? 'Stück' : '';
  }
  if (language === 'de') {
    const german = GERMAN_UNITS[unit];
    if (german) return many(quantity) ? german[1] : german[0];
    return unit;
  }
  const plural = ENGLISH_PLURAL_UNITS[unit];
  return plural && many(quantity) ? plural : unit;
}

/** The prep note for a line; a can's size follows the number of cans ("400 g can" / "400 g cans"). */
function prepText(part: Part, measure: Measure | null, language: Language): string | undefined {
  const prep = part.prep?.[language];
  if (!prep || measure?.unit !== 'can') return prep;
  return many(measure.quantity)
    ? prep.replace(/\bcan\b/, 'cans').replace(/\bDose\b/, 'Dosen')
    : prep.replace(/\bcans\b/, 'can').replace(/\bDosen\b/, 'Dose');
}

/**
 * How step text names a part: the list's name in the number the book wrote it for (the writer's
 * articles and pronouns fit that number), without a parenthesis or a purpose ("for dusting");
 * German prints only the noun (README: the German noun rule).
 */
function stepNameOf(listName: string, item: CatalogueItem, language: Language): string {
  let name = listName
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+(for|für|zum|zur)\s.*$/, '')
    .trim();
  if (language === 'de')
    return germanNoun(name.split(',')[0]!.replace(GERMAN_QUALIFIER, '').trim()) || name;
  // What the cook buys it as ("raw", "boneless", "ripe", "large") is said in the list, not again in every step.
  name = name.replace(BOUGHT_AS, '') || name;
  if (name.includes(',')) {
    const segments = name.split(/,\s*/);
    const names = [item.name, item.plural, ...item.synonyms].map((each) => each.toLowerCase());
    name =
      segments.find((segment) => names.some((each) => hasWords(segment.toLowerCase(), each))) ??
      segments.find((segment) => segment.includes(' ') && !/\d/.test(segment)) ??
      segments[0]!;
  }
  return name.replace(ENGLISH_QUALIFIER, '') || name;
}

/** What the list adds after the noun: "Lachsfilets mit Haut", "Brötchen vom Vortag", "salmon fillets with skin". */
const GERMAN_QUALIFIER = /(?<=\S)\s+(?:ohne|mit|aus|vom|von|in|im)\s.*$/;
const ENGLISH_QUALIFIER = /(?<=\S)\s+(?:with|in|on the|from)\s.*$/;

const BOUGHT_AS =
  /^(?:(?:raw|fresh|boneless|skinless|bone-in|skin-on|ripe|very ripe|unwaxed|large|small|medium|thick|thin|day-old|stale|plain|whole-milk|full-fat|unsalted|free-range|good-quality)(?:,\s*|\s+))+(?=\S+\s)/;

/** Whether `words` occurs in `text` as whole words. */
export function hasWords(text: string, words: string): boolean {
  if (!words) return false;
  let from = 0;
  for (;;) {
    const at = text.indexOf(words, from);
    if (at < 0) return false;
    const before = text[at - 1];
    const after = text[at + words.length];
    if (
      (before === undefined || !isWordChar(before)) &&
      (after === undefined || !isWordChar(after))
    )
      return true;
    from = at + 1;
  }
}

const isWordChar = (char: string) => /[\p{L}\p{N}]/u.test(char);

// ---------------------------------------------------------------- the dish after variant and substitutions

interface Adapted {
  readonly name: Bilingual;
  readonly description: Bilingual;
  /** The description is the variant's own, written for its ingredients. */
  readonly ownDescription: boolean;
  readonly time: { readonly active: number; readonly total: number };
  readonly parts: readonly Part[];
  /** Refs of the dish (or variant) that are left out: their bracket segments are dropped. */
  readonly omitted: ReadonlySet<string>;
  readonly steps: readonly BookStep[];
  /** Swaps of the variant (when it brings no description of its own) and of the substitutions. */
  readonly swaps: readonly Swap[];
}

function applyOverrides(steps: readonly (BookStep | null)[], overrides: StepOverrides | undefined) {
  const result = [...steps];
  for (const [number, override] of Object.entries(overrides ?? {})) {
    const index = Number(number) - 1;
    const base = result[index];
    if (base === undefined) throw new RangeError(`step ${number} does not exist`);
    if (override === null || base === null) {
      result[index] = null;
      continue;
    }
    const { timer, ...fields } = override;
    const merged: BookStep = { ...base, ...fields };
    if (timer === null) {
      const { timer: _dropped, ...untimed } = merged;
      result[index] = untimed;
    } else result[index] = timer === undefined ? merged : { ...merged, timer };
  }
  return result;
}

function adapt(dish: Dish, options: RenderOptions): Adapted {
  let parts: Part[] = dish.ingredients.map((ingredient: BookIngredient) => ({ ...ingredient }));
  let steps: (BookStep | null)[] = [...dish.steps];
  const omitted = new Set<string>();
  const swaps: Swap[] = [];
  let name = dish.name;
  let description = dish.description;
  let ownDescription = false;
  let time = dish.time;

  if (options.variant !== undefined) {
    const variant = dish.variants?.find((each) => each.id === options.variant);
    if (!variant) throw new RangeError(`${dish.id} has no variant ${options.variant}`);
    name = variant.name;
    if (variant.description) {
      description = variant.description;
      ownDescription = true;
    }
    time = variant.time ?? time;
    parts = parts.flatMap((part) => {
      if (!(part.ref in variant.replace)) return [part];
      const replacement = variant.replace[part.ref];
      if (!ownDescription)
        swaps.push({ from: part, to: replacement ? { ...replacement, ref: part.ref } : null });
      if (!replacement) {
        omitted.add(part.ref);
        return [];
      }
      return [{ ...replacement, ref: part.ref, optional: part.optional, group: part.group }];
    });
    parts.push(...(variant.add ?? []).map((added) => ({ ...added })));
    steps = applyOverrides(steps, variant.steps);
  }

  for (const index of options.substitutions ?? []) {
    const substitution = dish.substitutions?.[index];
    if (!substitution) throw new RangeError(`${dish.id} has no substitution ${index}`);
    const at = parts.findIndex((part) => part.ref === substitution.ref);
    if (at < 0)
      throw new RangeError(
        `${dish.id}: substitution ${index} swaps ${substitution.ref}, which is not in the recipe`,
      );
    const part = parts[at]!;
    if (substitution.use) {
      const use: Part = {
        ...substitution.use,
        ref: part.ref,
        optional: part.optional,
        group: part.group,
      };
      swaps.push({ from: part, to: use });
      parts[at] = use;
    } else {
      swaps.push({ from: part, to: null });
      omitted.add(part.ref);
      parts.splice(at, 1);
    }
    steps = applyOverrides(steps, substitution.steps);
  }

  return {
    name,
    description,
    ownDescription,
    time,
    parts,
    omitted,
    steps: steps.filter((step): step is BookStep => step !== null),
    swaps,
  };
}

// ---------------------------------------------------------------- text

const MARK = /\{(=?)([^{}]*)\}/g;
const BRACKET = /\[([^[\]]*)\]/g;
const TEMPERATURE = /^(core )?(\d+)°C$/;

/** °C to °F as a cook reads it: whole degrees (74 -> 165). */
export function fahrenheit(celsius: number): number {
  return Math.round((celsius * 9) / 5 + 32);
}

/** A recipe text with its markup resolved: refs named, temperatures written, bracket segments kept or dropped. */
function resolveText(
  text: string,
  lines: ReadonlyMap<string, RenderedLine>,
  omitted: ReadonlySet<string>,
  language: Language,
  factor = 1,
): string {
  const scaled = factor === 1 ? text : scaledProse(text, factor, language);
  const withoutDropped = scaled.replace(BRACKET, (_whole, inner: string) => {
    for (const [, , ref] of inner.matchAll(MARK))
      if (omitted.has(ref!) || (!lines.has(ref!) && !TEMPERATURE.test(ref!))) return '';
    return inner;
  });
  let previousEnd = -1;
  let previousDative = false;
  const resolved = withoutDropped.replace(
    MARK,
    (whole, amount: string, inner: string, offset: number, all: string) => {
      const temperature = TEMPERATURE.exec(inner);
      if (temperature) {
        const celsius = Number(temperature[2]);
        if (!temperature[1]) return `${celsius} °C`;
        // Inside a parenthesis already: "(74 °C / 165 °F)", not "(74 °C (165 °F))".
        const enclosed = all[offset - 1] === '(' && all[offset + whole.length] === ')';
        return enclosed
          ? `${celsius} °C / ${fahrenheit(celsius)} °F`
          : `${celsius} °C (${fahrenheit(celsius)} °F)`;
      }
      const line = lines.get(inner);
      if (!line) return whole;
      if (amount) return amountPhrase(line, language);
      if (language !== 'de') return line.stepName;
      // German dative plural: "mit den Erdnüssen", "mit Eiern" (the list says "Erdnüsse", "Eier").
      const between = previousEnd < 0 ? '' : all.slice(previousEnd, offset);
      const dative =
        (previousDative && /^(, | und | oder | sowie )$/.test(between)) ||
        DATIVE_BEFORE.test(all.slice(Math.max(0, offset - 40), offset));
      previousEnd = offset + whole.length;
      previousDative = dative;
      return dative && line.stepPlural ? germanDativePlural(line.stepName) : line.stepName;
    },
  );
  return tidy(resolved);
}

/** Amounts written in prose ("200 ml water", "3 tablespoons of the cooking water"), which scale too. */
const PROSE_AMOUNT =
  /(?<![\d.,/{-])(?:(\d+(?:[.,]\d+)?)\s?[-–]\s?)?(\d+(?:[.,]\d+)?|[½¼¾])(\s?)(ml|l|g|kg|EL|TL|tbsp|tsp|tablespoons?|teaspoons?|Liter|litres?|liters?)(?![\p{L}])(\s+\p{L}+)?/gu;
const PROSE_UNITS: Readonly<Record<string, BookUnit>> = {
  ml: 'ml',
  l: 'l',
  liter: 'l',
  litre: 'l',
  litres: 'l',
  liters: 'l',
  g: 'g',
  kg: 'kg',
  el: 'tbsp',
  tbsp: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tl: 'tsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
};
const PROSE_ITEM = findItem('water')!;

const PROSE = new Map<string, string>();

/** `scaleProse`, remembered: the same step text is scaled by the same factor for every version. */
function scaledProse(text: string, factor: number, language: Language): string {
  const key = `${language}|${factor}|${text}`;
  let result = PROSE.get(key);
  if (result === undefined) {
    result = scaleProse(text, factor, language);
    if (PROSE.size > 20_000) PROSE.clear();
    PROSE.set(key, result);
  }
  return result;
}

function scaleProse(text: string, factor: number, language: Language): string {
  return text.replace(
    PROSE_AMOUNT,
    (
      whole,
      low: string | undefined,
      amount: string,
      space: string,
      unit: string,
      next: string | undefined,
      offset: number,
    ) => {
      // A measure that is a size ("a 900 g loaf tin", "400 g cans") stays as written.
      if (next && isSizeWord(next)) return whole;
      // "about 30 ml of batter per pancake": a measure per piece stays.
      if (
        /^[^.;]{0,30}\b(per|pro|je|each)\b/i.test(
          text.slice(offset + whole.length - (next?.length ?? 0)),
        )
      )
        return whole;
      if (/\b(je|each|about \d+ x)\s*$/i.test(text.slice(Math.max(0, offset - 8), offset)))
        return whole;
      if (
        /[({]\s*$/.test(text.slice(Math.max(0, offset - 2), offset)) &&
        /^\s*\)/.test(text.slice(offset + whole.length))
      )
        return whole;
      const value = GLYPH_VALUE[amount] ?? Number(amount.replace(',', '.'));
      const book = PROSE_UNITS[unit.toLowerCase()];
      if (!book || !Number.isFinite(value)) return whole;
      const measure = scaleAmount(value, book, factor, PROSE_ITEM);
      let written = formatQuantity(measure.quantity, language);
      if (low !== undefined) {
        // A range scales at both ends, in the unit of its upper end.
        const lowValue = Number(low.replace(',', '.')) * factor;
        const inUnit =
          measure.unit === book
            ? lowValue
            : (lowValue * (UNIT_FACTOR[book] ?? 1)) / (UNIT_FACTOR[measure.unit] ?? 1);
        written = `${formatQuantity(roundLike(inUnit, measure.unit), language)}-${written}`;
      }
      let shown: string;
      if (/^(tablespoons?|teaspoons?)$/i.test(unit)) {
        const word =
          measure.unit === 'tbsp' ? 'tablespoon' : measure.unit === 'tsp' ? 'teaspoon' : 'pinch';
        shown = measure.quantity > 1 ? (word === 'pinch' ? 'pinches' : `${word}s`) : word;
      } else if (/^(EL|TL)$/.test(unit)) {
        shown =
          measure.unit === 'tbsp'
            ? 'EL'
            : measure.unit === 'tsp'
              ? 'TL'
              : measure.quantity > 1
                ? 'Prisen'
                : 'Prise';
      } else if (/^(Liter|litres?|liters?)$/i.test(unit) && measure.unit === 'ml') {
        shown = 'ml';
      } else shown = measure.unit;
      return `${written}${space || ' '}${shown}${next ?? ''}`;
    },
  );
}

const GLYPH_VALUE: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };
/** Teaspoons, grams or millilitres per unit, to write a range's lower end in its upper end's unit. */
const UNIT_FACTOR: Readonly<Partial<Record<BookUnit, number>>> = {
  tsp: 1,
  tbsp: 3,
  g: 1,
  kg: 1000,
  ml: 1,
  l: 1000,
};

/** A value rounded the way its unit is measured (the lower end of a scaled range). */
function roundLike(value: number, unit: BookUnit): number {
  if (unit === 'tsp') return Math.max(1 / 8, Math.round(value * 8) / 8);
  if (unit === 'tbsp') return Math.max(0.5, Math.round(value * 2) / 2);
  if (unit === 'kg' || unit === 'l') return Math.round(value * 20) / 20;
  return value >= 50 ? Math.round(value / 5) * 5 : Math.max(1, Math.round(value));
}

/** Words before a German noun that ask for the dative: "den" before a plural, and dative prepositions. */
const DATIVE_BEFORE =
  /(?:^|[\s(])(?:den|mit|von|aus|bei|nach|samt|mitsamt|zu|vom|mit den|von den|aus den)(?:\s+\p{Ll}+en)?(?:\s+[\p{L}-]+,){0,4}\s+$/iu;

/** "Erdnüsse" -> "Erdnüssen", "Eier" -> "Eiern"; plurals in -n or -s stay ("Tomaten", "Chilis"). */
export function germanDativePlural(noun: string): string {
  return /[ns]$/.test(noun) ? noun : `${noun}n`;
}

/** "400 ml vegetable stock", "3 cloves garlic", "1 pinch of salt", "salt" (to taste). */
function amountPhrase(line: RenderedLine, language: Language): string {
  const bare = line.name
    .replace(/\s*\((optional|nach Belieben)\)$/, '')
    .split(',')[0]!
    .trim();
  if (line.quantity === null) return bare;
  const amount = formatQuantity(line.quantity, language);
  if (line.unit === '') return `${amount} ${bare}`;
  if (language === 'en' && line.measure === 'pinch') return `${amount} ${line.unit} of ${bare}`;
  return `${amount} ${line.unit} ${bare}`;
}

const ABBREVIATION = /(?:\b(?:e\.g|i\.e|ca|approx|etc|vs|bzw|ggf|evtl|usw|z\. ?B)|\d)\.$/i;

const TIDY = new Map<string, string>();

/** Spaces and punctuation after dropped segments, and a capital at the start of every sentence. */
function tidy(text: string): string {
  let result = TIDY.get(text);
  if (result === undefined) {
    result = tidyText(text);
    if (TIDY.size > 20_000) TIDY.clear();
    TIDY.set(text, result);
  }
  return result;
}

function tidyText(text: string): string {
  const cleaned = text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/,([.;:!?])/g, '$1')
    .replace(/([.;:!?])\1+/g, '$1')
    .replace(/\(\s*\)/g, '')
    .trim();
  // A capital at the start and after every sentence's end (not after "e.g." or "ca.").
  return cleaned.replace(
    /(^|[.!?]\s+)([\s"'(„“‘]*)(\p{Ll})/gu,
    (whole, end: string, quotes: string, letter: string, offset: number) =>
      end && ABBREVIATION.test(cleaned.slice(Math.max(0, offset - 7), offset + 1))
        ? whole
        : `${end}${quotes}${letter.toUpperCase()}`,
  );
}

/** Names the title or description may use for a part, longest first. */
function namesOf(part: Part, language: Language): string[] {
  const item = findItem(part.item);
  const names = new Set<string>();
  const custom = part.name?.[language];
  if (custom) {
    names.add(custom.replace(/\s*\([^)]*\)/g, '').trim());
    if (language === 'de') names.add(germanNoun(custom));
  }
  if (item) {
    for (const name of namesIn(item, language)) names.add(name);
    if (language === 'de') names.add(germanDativePlural(item.dePlural));
  }
  return [...names].filter((name) => name.length > 1).sort((a, b) => b.length - a.length);
}

/**
 * Every name of a catalogue item in one language. The catalogue keeps its synonyms as the data
 * file's other English names, then its German names, then English plurals (define.ts).
 */
export function namesIn(item: CatalogueItem, language: Language): string[] {
  const split = item.synonyms.indexOf(item.deName);
  const before = split < 0 ? item.synonyms : item.synonyms.slice(0, split);
  const after = split < 0 ? [] : item.synonyms.slice(split);
  const plurals = new Set([item.plural, ...before.map(englishPlural)]);
  return language === 'en'
    ? [item.name, item.plural, ...before, ...after.filter((name) => plurals.has(name))]
    : [item.deName, item.dePlural, ...after.filter((name) => !plurals.has(name))];
}

/** The name that takes a part's place, in the number of the name it replaces. */
function replacementName(from: Part, to: Part, matched: string, language: Language): string {
  const custom = to.name?.[language];
  const item = findItem(to.item)!;
  const fromItem = findItem(from.item);
  const plural =
    fromItem !== undefined &&
    (language === 'en'
      ? matched.toLowerCase() === fromItem.plural.toLowerCase() && fromItem.plural !== fromItem.name
      : matched.toLowerCase() === fromItem.dePlural.toLowerCase() &&
        fromItem.dePlural !== fromItem.deName);
  if (custom) {
    // As a step names it ("chicken thighs", not "boneless skinless chicken thighs"), and singular where
    // it replaces a singular ("im Fladenbrot", not "im Fladenbrote").
    let plain = stepNameOf(custom, item, language);
    if (!plural && knownSingular(matched, language)) plain = inNumber(plain, false, language);
    return plain;
  }
  if (language === 'en') return plural ? item.plural : item.name;
  return plural ? item.dePlural : item.deName;
}

/** A group heading after the swaps ("For the beef" becomes "For the tofu"). */
function groupHeading(heading: string, swaps: readonly Swap[], language: Language): string {
  return swaps.reduce(
    (text, swap) => (swap.to ? swapInText(text, swap, language, false) : text),
    heading,
  );
}

/** Finds `name` in `text` as whole words, case-insensitive: [start, end] or null. */
function findWords(text: string, name: string): [number, number] | null {
  const lower = text.toLowerCase();
  const wanted = name.toLowerCase();
  let from = 0;
  for (;;) {
    const at = lower.indexOf(wanted, from);
    if (at < 0) return null;
    const before = text[at - 1];
    const after = text[at + wanted.length];
    if (
      (before === undefined || !isWordChar(before)) &&
      (after === undefined || !isWordChar(after))
    )
      return [at, at + wanted.length];
    from = at + 1;
  }
}

const LIST_BEFORE = /(^|, | and | und | or | oder | with | mit | of | aus | von )$/i;
const LIST_AFTER = /^($|[,.;:]| and | und | or | oder )/i;

/**
 * Title and description after a swap: the replaced ingredient's name, where the text uses it
 * literally, becomes the new one's; a left-out ingredient is taken out of its list ("with chicken,
 * egg and bean sprouts" -> "with chicken and bean sprouts"). A name the text does not use literally
 * stays; the coherence lints then report it.
 */
function swapInText(text: string, swap: Swap, language: Language, title: boolean): string {
  for (const name of namesOf(swap.from, language)) {
    const found = findWords(text, name);
    if (!found) continue;
    const [start, end] = found;
    const matched = text.slice(start, end);
    if (swap.to) {
      let next = replacementName(swap.from, swap.to, matched, language);
      if (title && language === 'en')
        next = next.replace(
          /(^|[\s-])(\p{Ll})/gu,
          (_all, space: string, letter: string) => space + letter.toUpperCase(),
        );
      else if (/^\p{Lu}/u.test(matched) && (start === 0 || /[.!?:]\s+$/.test(text.slice(0, start))))
        next = capitalize(next);
      let head = text.slice(0, start);
      // "a butter batter" -> "an oat milk batter".
      if (language === 'en') {
        const vowel = /^[aeiou]/i.test(next);
        head = head.replace(/\b([Aa])(n?) $/, (_all, a: string) => `${a}${vowel ? 'n' : ''} `);
      }
      return head + next + text.slice(end);
    }
    return removeFromList(text, start, end, language);
  }
  return text;
}

function removeFromList(text: string, start: number, end: number, language: Language): string {
  const before = text.slice(0, start);
  const after = text.slice(end);
  // German puts the verb last: "mit Sauerrahm und Cheddar serviert".
  const listEnds = LIST_AFTER.test(after) || (language === 'de' && /^ \p{Ll}+[.,;]/u.test(after));
  if (!LIST_BEFORE.test(before) || !listEnds) return text;
  const and = /^( and | und | or | oder )/i.exec(after);
  // "..., X, ..." and "A, X and B": take ", X".
  if (before.endsWith(', ')) return before.slice(0, -2) + after;
  // "with X and B": take "X and ".
  if (and) return before + after.slice(and[0].length);
  // "A, B and X": take " and X", and the last comma of the list becomes "and".
  const joined = / (and|und|or|oder) $/i.exec(before);
  if (joined) {
    const head = before.slice(0, joined.index);
    const comma = head.lastIndexOf(', ');
    const clauseEnd = Math.max(
      head.lastIndexOf('. '),
      head.lastIndexOf('; '),
      head.lastIndexOf(': '),
    );
    const kept =
      comma > clauseEnd ? `${head.slice(0, comma)} ${joined[1]} ${head.slice(comma + 2)}` : head;
    return kept + after;
  }
  return text;
}

// ---------------------------------------------------------------- render

/** Grams of a measure: a can is 400 g, or its drained weight when the prep says the beans or fish are drained. */
function gramsOf(item: CatalogueItem, measure: Measure | null, part: Part): number {
  // "To taste" counts as a light seasoning, as the nutrition calculator counts it.
  if (measure === null) return Math.min(servingGrams(item), 2);
  if (measure.unit === 'can') {
    const prep = part.prep?.en ?? '';
    const drained = /drained/.test(prep) && !/liquid kept|with (its|the) liquid/.test(prep);
    const perCan = drained && (item.group === 'legume' || item.group === 'fish') ? 240 : 400;
    return measure.quantity * perCan;
  }
  const unit = measure.unit === 'piece' ? '' : measure.unit;
  return toGrams(item, measure.quantity, unit);
}

/**
 * Oil for frying is listed whole but mostly stays in the pan: the food takes up about a tenth of
 * deep-frying oil and a quarter of shallow-frying oil (the share nutrition tables use for fried food).
 */
function eatenShare(part: Part, item: CatalogueItem): number {
  if (item.group !== 'oil') return 1;
  const name = part.name?.en ?? '';
  if (/deep-fry/.test(name)) return 0.1;
  if (/\bfor (shallow-)?frying\b/.test(name) || /frying/.test(part.ref)) return 0.25;
  return 1;
}

/**
 * Bones and shells are weighed with what is eaten: the share of the weight as bought that is eaten,
 * approximate and rounded from food-composition refuse figures (USDA SR "refuse": bone, shell,
 * cartilage). Cuts that always come on the bone by their id; others when the name or prep says so.
 */
const EDIBLE_BY_ID: Readonly<Record<string, number>> = {
  'chicken-wings': 0.55,
  'chicken-drumstick': 0.7,
  'whole-chicken': 0.7,
  'pork-ribs': 0.6,
  'short-ribs': 0.6,
};
const MEAT_GROUPS = new Set(['beef', 'pork', 'lamb', 'chicken']);

function edibleShare(part: Part, item: CatalogueItem): number {
  const own = EDIBLE_BY_ID[item.id];
  if (own !== undefined) return own;
  const words = `${part.name?.en ?? ''} ${part.prep?.en ?? ''}`.toLowerCase();
  if (MEAT_GROUPS.has(item.group) && /\b(bone-in|on the bone|with bones?|shanks?)\b/.test(words))
    return 0.75;
  if (
    item.group === 'seafood' &&
    /\b(in (their |the )?shells?|shell-on|shell on|unpeeled|head-on)\b/.test(words)
  ) {
    if (item.allergens.has('mollusc')) return 0.25;
    return /head-on|whole/.test(words) ? 0.5 : 0.85;
  }
  if (item.group === 'fish' && /\b(whole|on the bone)\b/.test(words)) return 0.55;
  return 1;
}

/** Renders a dish of the book for a cook: one language, servings, optionally a variant and substitutions. */
export function renderDish(dish: Dish, options: RenderOptions): RenderedRecipe {
  const { language } = options;
  if (!(options.servings >= 1) || !Number.isInteger(options.servings))
    throw new RangeError(`servings must be a whole number from 1, not ${options.servings}`);
  const adapted = adapt(dish, options);
  const factor = options.servings / dish.servings;

  const lines: RenderedLine[] = adapted.parts.map((part) => {
    const item = findItem(part.item);
    if (!item) throw new RangeError(`${dish.id}: unknown catalogue item ${part.item}`);
    const measure =
      part.amount !== undefined && part.unit !== undefined
        ? scaleAmount(part.amount, part.unit, factor, item)
        : null;
    const written =
      part.amount !== undefined && part.unit !== undefined
        ? scaleAmount(part.amount, part.unit, 1, item)
        : null;
    const named = nameAndUnit(part, item, measure, language, written?.quantity ?? null);
    const asWritten = nameAndUnit(part, item, written, language, written?.quantity ?? null);
    const prep = prepText(part, measure, language);
    const optional = part.optional ? ` (${SAY.optional[language]})` : '';
    const stepName = stepNameOf(asWritten.name, item, language);
    return {
      ref: part.ref,
      item: item.id,
      quantity: measure?.quantity ?? null,
      unit: named.unit,
      measure: measure?.unit ?? null,
      name: `${named.name}${prep ? `, ${prep}` : ''}${optional}`,
      stepName,
      stepPlural: language === 'de' && germanPlural(stepName),
      grams: gramsOf(item, measure, part),
      eatenGrams: gramsOf(item, measure, part) * eatenShare(part, item) * edibleShare(part, item),
      optional: part.optional === true,
      group: part.group ? groupHeading(part.group[language], adapted.swaps, language) : null,
    };
  });
  const byRef = new Map(lines.map((line) => [line.ref, line]));

  const steps: InstructionStep[] = [];
  for (const step of adapted.steps) {
    const description = resolveText(step.text[language], byRef, adapted.omitted, language, factor);
    if (!description) continue;
    steps.push({
      heading: tidy(step.heading[language]),
      description,
      animation: step.animation,
      timer: step.timer ? durationSeconds(step.timer) : null,
    });
  }

  let title = adapted.name[language];
  // The description may use the step markup ({ref}, [segments]); swaps change only its plain words.
  const marks: string[] = [];
  let description = adapted.description[language].replace(MARK, (mark) => {
    marks.push(mark);
    return `\uE000${marks.length - 1}\uE000`;
  });
  for (const swap of adapted.swaps) {
    title = swapInText(title, swap, language, true);
    description = swapInText(description, swap, language, false);
  }
  description = resolveText(
    description.replace(/\uE000(\d+)\uE000/g, (_all, index: string) => marks[Number(index)]!),
    byRef,
    adapted.omitted,
    language,
  );

  const items = lines.map((line) => findItem(line.item)!);
  const allergens = new Set(items.flatMap((item) => [...item.allergens]));
  return {
    dishId: dish.id,
    variantId: options.variant ?? null,
    substitutions: [...(options.substitutions ?? [])],
    language,
    course: dish.course,
    cuisine: dish.cuisine,
    spice: dish.spice,
    title,
    description,
    baseServings: options.servings,
    ingredients: lines.map((line) => ({
      quantity: line.quantity,
      unit: line.unit,
      name: line.name,
    })),
    steps,
    total_time_minutes: adapted.time.total,
    active_time_minutes: adapted.time.active,
    difficulty: dish.difficulty,
    food_category: categoryOfItems(items),
    nutrition: nutritionOfItems(
      lines.map((line, index) => ({ item: items[index]!, grams: line.eatenGrams })),
      options.servings,
    ),
    allergens: ALLERGENS.filter((allergen) => allergens.has(allergen)),
    itemIds: [...new Set(lines.map((line) => line.item))],
    lines,
    yields: dish.yields?.[language] ?? null,
    notes: dish.notes?.[language] ?? null,
  };
}

/** "1 h 30 min", "8 min", "45 s". */
function timerText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', rest ? `${rest} s` : '']
    .filter(Boolean)
    .join(' ');
}

/** The recipe as plain text (for recipe writers and reviews): title, description, list, steps. */
export function recipeText(recipe: RenderedRecipe): string {
  const out: string[] = [`# ${recipe.title}`, '', recipe.description, ''];
  const de = recipe.language === 'de';
  out.push(
    `${recipe.baseServings} ${de ? 'Portionen' : 'servings'} · ${recipe.total_time_minutes} min · ${recipe.difficulty} · ${recipe.food_category} · ${recipe.nutrition.calories.amount} kcal`,
  );
  if (recipe.allergens.length > 0)
    out.push(`${de ? 'Allergene' : 'Allergens'}: ${recipe.allergens.join(', ')}`);
  out.push('');
  let group: string | null = null;
  for (const line of recipe.lines) {
    if (line.group !== group) {
      group = line.group;
      if (group) out.push(`${group}:`);
    }
    const amount =
      line.quantity === null
        ? ''
        : `${formatQuantity(line.quantity, recipe.language)} ${line.unit ? `${line.unit} ` : ''}`;
    out.push(`- ${amount}${line.name}`);
  }
  out.push('');
  recipe.steps.forEach((step, index) => {
    const timer = step.timer ? ` [${timerText(step.timer)}]` : '';
    out.push(`${index + 1}. ${step.heading}${timer}`, `   ${step.description}`);
  });
  if (recipe.notes) out.push('', recipe.notes);
  return out.join('\n');
}
