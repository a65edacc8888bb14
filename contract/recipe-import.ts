/**
 * What POST /recipe/import does with a source before anything is stored, shared by the server and
 * the mock so both answer alike: every schema.org/Recipe in the text (a file may hold several),
 * ingredient lines split into amount, unit and name, steps with a heading, an animation and a
 * timer read from the text, and the 422 items of each failure. Pure and browser-safe.
 */
import { draftFromNode, ldJsonBlocks, type JsonLdRecipeDraft } from './recipe-jsonld.ts';
import type { components } from './schema.gen.ts';

type Schemas = components['schemas'];

/** Recipes one import may create. */
export const MAX_IMPORT_RECIPES = 50;
/** Largest file (multipart) an import accepts, in bytes. */
export const IMPORT_FILE_MAX_BYTES = 2 * 1024 * 1024;

export type ImportFailure =
  | 'import_invalid_json'
  | 'import_no_recipe'
  | 'import_too_large'
  | 'import_invalid_url'
  | 'import_address_not_allowed'
  | 'import_fetch_failed'
  | 'import_timeout'
  | 'import_too_complex';

/** Time the server gives reading one import's source (in a worker thread), in ms. */
export const IMPORT_PARSE_BUDGET_MS = 2000;

/** The `msg` of each failure's 422 item. */
export const IMPORT_FAILURE_MESSAGES: Record<ImportFailure, string> = {
  import_invalid_json: 'The text is not valid JSON.',
  import_no_recipe: 'No schema.org recipe was found.',
  import_too_large: 'The source is larger than 2 MiB.',
  import_invalid_url: 'Only http and https addresses can be imported.',
  import_address_not_allowed: 'This address cannot be imported from (private or local network).',
  import_fetch_failed: 'The page could not be fetched.',
  import_timeout: 'The page took longer than 8 seconds to answer.',
  import_too_complex: 'The source could not be read within 2 seconds.',
};

/** Where a failure is reported: the field of the source. */
export type ImportSource = 'jsonld' | 'file' | 'url';

/** The contract's 422 item for a failure of a source. */
export function importFailureItem(source: ImportSource, failure: ImportFailure) {
  return { loc: ['body', source], msg: IMPORT_FAILURE_MESSAGES[failure], type: failure };
}

function isRecipeNode(node: unknown): node is Record<string, unknown> {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return false;
  const type = (node as Record<string, unknown>)['@type'];
  return Array.isArray(type) ? type.includes('Recipe') : type === 'Recipe';
}

/** Recipe nodes read from one source at most (more than MAX_IMPORT_RECIPES: some may have no name). */
const MAX_RECIPE_NODES = 4 * 50;

/** Every Recipe node in a parsed JSON-LD value (arrays, @graph, nested), in document order. */
function collectRecipeNodes(value: unknown, found: Record<string, unknown>[], depth = 0): void {
  if (depth > 8 || typeof value !== 'object' || value === null) return;
  if (found.length >= MAX_RECIPE_NODES) return;
  if (isRecipeNode(value)) {
    found.push(value);
    return;
  }
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) collectRecipeNodes(child, found, depth + 1);
}

/**
 * Every recipe in a pasted JSON-LD block, a JSON file's text or an HTML page, or why there is
 * none: text that looks like JSON but does not parse is `import_invalid_json`; anything without a
 * named Recipe node is `import_no_recipe`.
 */
export function readRecipes(
  source: string,
): { drafts: JsonLdRecipeDraft[] } | { failure: 'import_invalid_json' | 'import_no_recipe' } {
  const trimmed = source.replace(/^\uFEFF/, '').trim();
  const isJson = trimmed.startsWith('{') || trimmed.startsWith('[');
  const blocks = isJson ? [trimmed] : ldJsonBlocks(trimmed);
  const nodes: Record<string, unknown>[] = [];
  for (const block of blocks) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(block);
    } catch {
      if (isJson) return { failure: 'import_invalid_json' };
      continue;
    }
    collectRecipeNodes(parsed, nodes);
  }
  const drafts = nodes
    .map(draftFromNode)
    .filter((draft): draft is JsonLdRecipeDraft => draft !== null);
  return drafts.length === 0 ? { failure: 'import_no_recipe' } : { drafts };
}

/** Spellings of the units the catalogue converts, to their canonical keys (kitchen/units.ts). */
const UNIT_WORDS: Record<string, string> = {
  g: 'g',
  gram: 'g',
  grams: 'g',
  gramm: 'g',
  kg: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  mg: 'mg',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  ml: 'ml',
  cl: 'cl',
  dl: 'dl',
  l: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  cup: 'cup',
  cups: 'cup',
  tbsp: 'tbsp',
  tbs: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  el: 'tbsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tl: 'tsp',
  pinch: 'pinch',
  pinches: 'pinch',
  prise: 'pinch',
  clove: 'clove',
  cloves: 'clove',
  slice: 'slice',
  slices: 'slice',
  can: 'can',
  cans: 'can',
  dose: 'can',
  bunch: 'bunch',
  handful: 'handful',
};

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
  '⅛': 0.125,
};

/** "1 1/2", "1½", "0,5", "2-3" (the first), "¼" -> a number; undefined when the text is none. */
function amountOf(text: string): number | undefined {
  const first = text.split(/[-–]/)[0]!.trim();
  // Each pattern below has no two neighbouring parts that can take the same character, so each
  // runs in linear time (the former one split a run of digits every way: 40k digits took 1.5 s).
  const unicode = /^(\d+)?\s*([½⅓⅔¼¾⅛])$/.exec(first);
  if (unicode) return Number(unicode[1] ?? 0) + (FRACTIONS[unicode[2]!] ?? 0);
  const slash = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(first);
  if (slash) {
    const part = Number(slash[2]) / Number(slash[3]);
    return Number.isFinite(part) ? Number(slash[1] ?? 0) + part : undefined;
  }
  const decimal = Number(first.replace(',', '.'));
  return Number.isFinite(decimal) ? decimal : undefined;
}

/**
 * The amount at the start of an ingredient line: a number ("200", "0,5"), a fraction ("1/2", "½"),
 * a whole with a fraction ("1 1/2", "1½") or a range ("2-3", "2 – 3"); the rest of the line is
 * what follows it.
 */
const AMOUNT =
  /^(?:\d+(?:[.,]\d+)?(?:\s[1-9]\d*\/\d+|\/\d+|\s?[½⅓⅔¼¾⅛])?|[½⅓⅔¼¾⅛])(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?/;

/** An ingredient line ("200 g chickpeas", "1 1/2 cups flour", "salt") as the contract's Ingredient. */
export function ingredientFromLine(line: string): Schemas['Ingredient'] {
  const clean = line.replace(/\s+/g, ' ').trim();
  const amountText = AMOUNT.exec(clean)?.[0] ?? '';
  const rest = clean.slice(amountText.length).trimStart();
  const quantity = amountText ? amountOf(amountText) : undefined;
  if (quantity === undefined || !(quantity > 0) || !rest) {
    return { quantity: null, unit: '', name: clean.slice(0, 200) };
  }
  const [word = '', ...others] = rest.split(' ');
  const unit = UNIT_WORDS[word.toLowerCase().replace(/\.$/, '')];
  const name = unit && others.length > 0 ? others.join(' ') : rest;
  return {
    quantity: Math.round(quantity * 1000) / 1000,
    unit: unit && others.length > 0 ? unit : '',
    name: name.replace(/^of /i, '').slice(0, 200),
  };
}

const ANIMATION_WORDS: readonly [RegExp, Schemas['Animation']][] = [
  [/\b(whisk|beat|whip)/i, 'whisking.json'],
  [/\b(chop|dice|slice|mince|cut|grate|peel)/i, 'chopping.json'],
  [/\b(simmer|stew|braise)/i, 'simmering.json'],
  [/\b(boil|blanch|cook the (pasta|noodles|rice))/i, 'boiling.json'],
  [/\b(fry|sauté|saute|sear|brown|stir-fry)/i, 'frying.json'],
  [/\b(bake|roast|oven)/i, 'baking.json'],
  [/\b(grill|barbecue|broil)/i, 'grilling.json'],
  [/\b(season|salt and pepper|sprinkle)/i, 'seasoning.json'],
  [/\b(rest|cool|chill|set aside|refrigerate)/i, 'resting.json'],
  [/\b(serve|plate|garnish)/i, 'plating.json'],
  [/\b(mix|stir|combine|toss|fold)/i, 'mixing.json'],
];

/** Seconds of the first duration named in a step ("for 10 minutes", "1 hour", "30 sec"); null for none. */
export function timerFromText(text: string): number | null {
  const match =
    /\b(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to|bis)\s*(\d+(?:[.,]\d+)?))?\s*(hours?|hrs?|stunden?|minutes?|mins?|minuten?|seconds?|secs?|sekunden?)\b/i.exec(
      text,
    );
  if (!match) return null;
  const value = Number((match[2] ?? match[1])!.replace(',', '.'));
  const unit = match[3]!.toLowerCase();
  const factor = /^(h|stund)/.test(unit) ? 3600 : /^(m)/.test(unit) ? 60 : 1;
  const seconds = Math.round(value * factor);
  return seconds >= 1 ? seconds : null;
}

/** A short heading for a step: its first sentence or clause, at most 60 characters, cut at a word. */
export function stepHeading(text: string): string {
  const sentence = text.split(/(?<=[.!?;:])\s|,\s/)[0]!.replace(/(?<![.!?;:,])[.!?;:,]+$/, '');
  if (sentence.length <= 60) return sentence;
  const cut = sentence.slice(0, 60);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).trimEnd()}…`;
}

/** A step's text as a cook-mode step. */
export function stepFromText(text: string): Schemas['InstructionStep'] {
  const description = text.slice(0, 2000);
  return {
    heading: stepHeading(description).slice(0, 120) || 'Step',
    description,
    animation: ANIMATION_WORDS.find(([words]) => words.test(description))?.[1] ?? 'prepping.json',
    timer: timerFromText(description),
  };
}

/** A download file name for a title: letters, digits, spaces and dashes; "recipe" when none is left. */
export function exportFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w -]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 80);
  return `${base || 'recipe'}.jsonld`;
}
