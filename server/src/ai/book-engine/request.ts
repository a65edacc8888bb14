/**
 * What the cook asked the book for: the request model of the intent reader (language, cuisine,
 * meal, moods, exclusions, time, ingredients) plus what the book needs beyond it: the dish asked
 * for by its book name or alias (exact phrases only), servings, the diets the book adds (coeliac,
 * halal, low-FODMAP, no added salt, lower sugar), spice, negations in the ingredients box, and the
 * cook's standing preferences, applied exactly like the same words in the request.
 */
import type { Allergen } from '#server/src/ai/catalogue/allergens.ts';
import type { CatalogueItem } from '#server/src/ai/catalogue/types.ts';
import { readRequest, type RequestModel } from '#server/src/ai/intent/request.ts';
import { DISH_WORDS } from '#server/src/ai/intent/words.ts';
import type { GenerationInput } from '#server/src/ai/provider.ts';
import { normalize } from '#server/src/ai/text.ts';
import type { Course } from '#kitchen/book/dish.ts';
import type { BookIndex } from './book.ts';
import type { Constraints, Diet, Language } from './rules.ts';

export interface CookRequest {
  readonly language: Language;
  /** The book dish asked for by name or alias, with the variant the name picks (if any). */
  readonly dish: { readonly id: string; readonly variant: string | null } | null;
  /** A dish named that the book does not have ("tiramisu", "beef wellington"), as the cook wrote it. */
  readonly unknownDish: string | null;
  readonly constraints: Constraints;
  /** Courses that answer the request (empty: any). */
  readonly courses: readonly Course[];
  readonly cuisine: string | null;
  readonly moods: ReadonlySet<string>;
  readonly maxMinutes: number | null;
  /** Servings asked for; null: the dish's own. */
  readonly servings: number | null;
  /** Foods the cook has or names (prompt, box, photo), allowed ones only. */
  readonly have: readonly CatalogueItem[];
  /** Amounts the cook has, in grams, by catalogue id ("2 eggs"). */
  readonly amounts: ReadonlyMap<string, { readonly grams: number; readonly text: string }>;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  twelve: 12,
  eins: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  zehn: 10,
  zwolf: 12,
  couple: 2,
  paar: 2,
  me: 1,
  mich: 1,
  myself: 1,
};
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const PEOPLE =
  '(?:people|persons?|personen|pers|guests?|gaste|servings?|portions?|portionen|adults?|erwachsene|leute|kids|kinder|of us)';
const SERVING_PATTERNS: readonly RegExp[] = [
  new RegExp(
    `\\b(?:for|fur|serves|feeds|serving|reicht fur)\\s+(?:the\\s+|a\\s+)?${NUMBER}(?:\\s+${PEOPLE})?(?! ?(?:min|stunde|hour|h\\b|uhr|pm|am\\b|g\\b|egg|eier))\\b`,
  ),
  new RegExp(`\\b${NUMBER}\\s+${PEOPLE}\\b`),
];

/** "for two", "für 4 Personen", "serves 6", "6 servings". */
export function readServings(text: string): number | null {
  const norm = normalize(text);
  for (const pattern of SERVING_PATTERNS) {
    const match = pattern.exec(norm);
    if (!match) continue;
    const value = /^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[match[1]!];
    if (value !== undefined && value >= 1 && value <= 24) return value;
  }
  return null;
}

/** Diet phrases the intent reader does not know, in normalised text. */
const DIET_PATTERNS: ReadonlyArray<readonly [RegExp, Diet]> = [
  [/\bhalal\b/, 'halal'],
  [
    /\b(low|lower|arm)\s*fodmaps?\b|\bfodmap\s*(arm|armen?|friendly|diet)\b|\bfodmap\b/,
    'low-fodmap',
  ],
  [
    /\b(no|without|ohne|kein|keinen|low|little)\s+(added\s+)?(salt|salz)\b|\b(salt|salz)\s*(free|frei|los|arm)\b|\bsalzarm\w*|\bsalzfrei\w*|\bsodium\s*free|\blow\s*sodium\b/,
    'no-added-salt',
  ],
  [
    /\b(low|lower|less|reduced|little|wenig|weniger|no|without|ohne|kein|keinen)\s+(added\s+)?(sugar|zucker)\b|\b(sugar|zucker)\s*(free|frei|arm|reduziert)\b|\bzuckerarm\w*|\bzuckerfrei\w*|\bdiabet\w*/,
    'lower-sugar',
  ],
];

const NOT_SPICY =
  /\b(not|nothing|nicht|no|nix|kein|keine|without|ohne)\s+(too\s+|to\s+|so\s+|zu\s+|allzu\s+|sehr\s+)?(spicy|hot|scharf\w*|fiery|pikant)|\bmild\w*\b|\bkid(s|dy)?\s*friendly\b|\bkinderfreundlich\w*|\bfor (the |my )?(kids|children|toddler)\b|\bfur (die |meine |unsere )?kinder\b|\bkleinkind\w*|\btoddler\b|\bbaby\b|\bno (chili|chilli|heat|spice)\b|\bohne (chili|schärfe|scharfe)\b/;

const COURSE_WORDS: ReadonlyArray<readonly [RegExp, readonly Course[]]> = [
  [/\b(breakfast|brunch|fruhstuck\w*|morgens)\b/, ['breakfast']],
  [
    /\b(dessert|desserts|nachtisch|nachspeise|sweet treat|suss\w*|pudding)\b/,
    ['dessert', 'baking'],
  ],
  [
    /\b(cake|kuchen|torte|bake|baking|backen|gebäck|geback|cookies?|kekse|platzchen)\b/,
    ['baking', 'dessert'],
  ],
  [/\b(soup|suppe|eintopf)\b|suppe\b/, ['soup']],
  [/\b(salad|salat)\b|salat\b/, ['salad']],
  [/\b(side|side dish|beilage)\b/, ['side']],
  [/\b(starter|appetizer|vorspeise|tapas)\b/, ['starter', 'snack']],
  [/\b(snack|snacks|zwischendurch)\b/, ['snack', 'starter']],
  [/\b(drink|getrank|smoothie)\b/, ['drink']],
  [/\b(lunch|dinner|supper|mittag\w*|abend\w*|main|hauptgericht)\b/, ['main', 'soup', 'salad']],
];

const CUISINE_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(greek|griechisch\w*)\b/, 'greek'],
  [/\b(turkish|turkisch\w*)\b/, 'turkish'],
  [/\b(lebanese|libanesisch\w*)\b/, 'lebanese'],
  [/\b(moroccan|marokkanisch\w*)\b/, 'moroccan'],
  [/\b(persian|iranian|persisch\w*)\b/, 'persian'],
  [/\b(hungarian|ungarisch\w*)\b/, 'hungarian'],
  [/\b(austrian|osterreichisch\w*)\b/, 'austrian'],
  [/\b(swiss|schweizer\w*)\b/, 'swiss'],
  [/\b(polish|polnisch\w*)\b/, 'polish'],
  [/\b(russian|russisch\w*)\b/, 'russian'],
  [/\b(ethiopian|athiopisch\w*)\b/, 'ethiopian'],
  [/\b(caribbean|jamaican|karibisch\w*)\b/, 'caribbean'],
  [/\b(brazilian|brasilianisch\w*)\b/, 'brazilian'],
  [/\b(peruvian|peruanisch\w*)\b/, 'peruvian'],
  [/\b(indonesian|indonesisch\w*)\b/, 'indonesian'],
  [/\b(malaysian|malaysisch\w*)\b/, 'malaysian'],
  [/\b(filipino|philippinisch\w*)\b/, 'filipino'],
];

/** Intent cuisines that name a region the book splits into several cuisines. */
const CUISINE_REGIONS: Readonly<Record<string, readonly string[]>> = {
  mediterranean: [
    'greek',
    'italian',
    'spanish',
    'turkish',
    'lebanese',
    'moroccan',
    'mediterranean',
  ],
  'middle-eastern': ['lebanese', 'turkish', 'persian', 'israeli', 'middle-eastern', 'moroccan'],
};

/** The cuisines (book ids) a cuisine word stands for. */
export function cuisinesOf(cuisine: string | null): readonly string[] {
  if (!cuisine) return [];
  return CUISINE_REGIONS[cuisine] ?? [cuisine];
}

function exclusionsOf(model: RequestModel) {
  return {
    allergens: [...model.excludedAllergens],
    items: [...model.excludedItems],
    groups: [...model.excludedGroups],
    diets: [...model.diets],
  };
}

const INTENT_DIETS = new Set<string>(['vegan', 'vegetarian', 'pescatarian']);

/** Reads a generation input for the book. */
export function readCookRequest(input: GenerationInput, book: BookIndex): CookRequest {
  const model = readRequest(input, { typos: false });
  const promptNorm = normalize(input.prompt.slice(0, 1000));
  const boxNorm = normalize(input.writtenIngredients.slice(0, 5000));
  const allNorm = `${promptNorm} . ${boxNorm}`;

  // The ingredients box may say "no cream" or "nicht scharf" too: read its exclusions like the prompt's.
  const boxModel = input.writtenIngredients.trim()
    ? readRequest(
        {
          prompt: input.writtenIngredients.slice(0, 1000),
          writtenIngredients: '',
          imageIngredients: [],
        },
        { typos: false },
      )
    : null;
  // The preferences as the words a cook would have written: "no coriander" per dislike.
  const prefs = input.preferences;
  const dislikeModel =
    prefs && prefs.dislikes.length > 0
      ? readRequest(
          {
            prompt: prefs.dislikes.map((d) => `no ${d.slice(0, 60)}`).join(', '),
            writtenIngredients: '',
            imageIngredients: [],
          },
          { typos: false },
        )
      : null;

  const allergens = new Set<Allergen>();
  const items = new Set<string>();
  const groups = new Set<string>();
  const diets = new Set<Diet>();
  for (const m of [model, boxModel, dislikeModel]) {
    if (!m) continue;
    const ex = exclusionsOf(m);
    ex.allergens.forEach((a) => allergens.add(a));
    ex.items.forEach((i) => items.add(i));
    ex.groups.forEach((g) => groups.add(g));
    ex.diets.forEach((d) => INTENT_DIETS.has(d) && diets.add(d as Diet));
  }
  for (const [pattern, diet] of DIET_PATTERNS) if (pattern.test(allNorm)) diets.add(diet);
  if (prefs) {
    prefs.allergens.forEach((a) => allergens.add(a));
    prefs.diets.forEach((d) => diets.add(d));
  }
  // "no added salt" and "low sugar" are diets, not the exclusion of salt or sugar by name.
  const maxSpice = NOT_SPICY.test(allNorm) ? 1 : null;

  const constraints: Constraints = { allergens, diets, items, groups, maxSpice };

  const asked = book.findDish(promptNorm);
  let unknownDish: string | null = null;
  const named = model.dishes[0];
  if (!asked && named) {
    // The words the cook used for it ("tiramisu", "beef wellington"), as written.
    const phrase = DISH_WORDS.filter(([, id]) => id === named.id)
      .map(([p]) => p)
      .sort((a, b) => b.length - a.length)
      .find((p) => new RegExp(`(?:^| )${p}(?: |$)`).test(promptNorm));
    unknownDish = phrase ?? named.id.replace(/-/g, ' ');
  }
  // A time written as a number is a hard limit; "quick" alone only prefers quick dishes.
  const explicitTime =
    /\b\d{1,3}\s*(mins?|minutes?|minuten|h|hours?|stunden?)\b|\b(ten|fifteen|twenty|thirty|forty|zehn|funfzehn|zwanzig|dreissig|vierzig|half an|halbe|einer)\s+(minutes?|minuten|stunde|hour)\b/.test(
      allNorm,
    );

  const courses: Course[] = [];
  for (const [pattern, list] of COURSE_WORDS)
    if (pattern.test(promptNorm)) {
      courses.push(...list.filter((c) => !courses.includes(c)));
      break;
    }

  let cuisine: string | null = model.cuisine;
  for (const [pattern, id] of CUISINE_WORDS)
    if (pattern.test(promptNorm)) {
      cuisine = id;
      break;
    }

  const moods = new Set<string>(model.moods);
  if (maxSpice !== null) moods.delete('spicy');

  const allowed = (item: CatalogueItem) =>
    !items.has(item.id) &&
    !groups.has(item.group) &&
    ![...item.allergens].some((a) => allergens.has(a));
  const have: CatalogueItem[] = [];
  const amounts = new Map<string, { grams: number; text: string }>();
  for (const item of model.mentioned) if (allowed(item) && !have.includes(item)) have.push(item);
  const boxExcluded = new Set(boxModel ? [...boxModel.excludedItems] : []);
  for (const parsed of model.listed) {
    if (!allowed(parsed.item) || boxExcluded.has(parsed.item.id)) continue;
    if (!have.includes(parsed.item)) have.push(parsed.item);
    if (parsed.grams !== null && parsed.grams > 0)
      amounts.set(parsed.item.id, { grams: parsed.grams, text: parsed.text.trim().slice(0, 60) });
  }

  return {
    language: model.language,
    dish: asked,
    unknownDish,
    constraints,
    courses,
    cuisine,
    moods,
    maxMinutes: explicitTime ? model.maxMinutes : null,
    servings: readServings(input.prompt.slice(0, 1000)),
    have,
    amounts,
  };
}
