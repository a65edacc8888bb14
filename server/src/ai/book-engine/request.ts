/**
 * What the cook asked the book for: the request model of the intent reader (language, cuisine,
 * meal, moods, exclusions, time, ingredients) plus what the book needs beyond it: the dish asked
 * for by its book name or alias (exact phrases only), servings, the diets the book adds (coeliac,
 * halal, low-FODMAP, no added salt, lower sugar), spice, negations in the ingredients box, and the
 * cook's standing preferences, applied exactly like the same words in the request.
 */
import type { Allergen } from '#kitchen/catalogue/allergens.ts';
import { CATALOGUE } from '#kitchen/catalogue/index.ts';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { readRequest, type RequestModel } from '#server/src/ai/intent/request.ts';
import { DISH_WORDS } from '#server/src/ai/intent/words.ts';
import type { GenerationInput } from '#server/src/ai/provider.ts';
import { normalize } from '#kitchen/text.ts';
import type { Course } from '#kitchen/book/dish.ts';
import type { BookIndex } from './book.ts';
import { itemBreaks, type Constraints, type Diet, type Language } from './rules.ts';

const GERMAN_WORDS = new Set(
  'und mit fur furs ich wir wie die der das den dem ein eine einen mein meine meinen nicht ohne aber bitte zum zur vom von ist sind hat habe haben hab was wo fur auf aus im in am noch mal soll sollte kann konnen gibt es sie er uns unser unsere etwas oder auch so gern gerne nur ne zu als selbst gemacht teig dringend uber nacht fruher ideen markt nein danke also muss sein schon beim art weniger mehr fertig wochenende'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'and with for i we the a an my is are has have what where to of on in it its no not but please some something can could want need make this that our your me you or also so like just only thick from'.split(
    ' ',
  ),
);
/** Endings of German compounds a request names a dish or food with ("Schweinebraten", "glutenfreie"). */
const GERMAN_ENDINGS =
  'braten suppe kuchen torte salat brot auflauf pfanne eintopf wurst fleisch sosse sose frei freie freies freien spatzle knodel kartoffeln gulasch rouladen'.split(
    ' ',
  );
const germanCompound = (word: string) =>
  GERMAN_ENDINGS.some((ending) => word.length >= ending.length + 3 && word.endsWith(ending));

/** The request's language by its function words and German compounds; the reader's guess when they do not tell. */
function languageOf(prompt: string, fallback: Language): Language {
  let score = /[äöüß]/i.test(prompt) ? 1 : 0;
  for (const word of normalize(prompt).split(' ')) {
    if (GERMAN_WORDS.has(word) || germanCompound(word)) score++;
    if (ENGLISH_WORDS.has(word)) score--;
  }
  if (score > 0) return 'de';
  if (score < 0) return 'en';
  return fallback;
}

export interface CookRequest {
  readonly language: Language;
  /** The book dish asked for by name or alias, with the variant the name picks (if any). */
  readonly dish: {
    readonly id: string;
    readonly variant: string | null;
    /** The name or alias the prompt used (normalised). */
    readonly phrase: string;
  } | null;
  /** A kind of dish named without a book name ("pizza", "curry"): the book dishes named with it. */
  readonly family: readonly string[];
  /** The word that named the kind ("pizza"), when `family` is set. */
  readonly familyName: string | null;
  /** Foods the prompt names that a constraint rules out ("vegan beef wellington"): constraint keys by item id. */
  readonly conflicts: ReadonlyMap<string, string>;
  /** A dish named that the book does not have ("tiramisu", "beef wellington"), as the cook wrote it. */
  readonly unknownDish: string | null;
  readonly constraints: Constraints;
  /** Courses that answer the request (empty: any). */
  readonly courses: readonly Course[];
  /** Courses that may stand in when too few dishes of `courses` fit ("cake" -> desserts). */
  readonly nearCourses: readonly Course[];
  /** "No-bake", "too hot for the oven": nothing of the baking course. */
  readonly noBake: boolean;
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
const NUMBER_SOURCE = `\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}`;
const NUMBER = `(${NUMBER_SOURCE})`;
const PEOPLE =
  '(?:people|persons?|personen|pers|guests?|gaste|servings?|portions?|portionen|adults?|erwachsene|leute|kids|kinder|of us)';
const SERVING_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\b(?:crowd|family|party|group|table|team|gang) of ${NUMBER}\\b`),
  new RegExp(`\\b(?:we are|were|we re|wir sind|sind wir|there are|there will be) ${NUMBER}\\b`),
  new RegExp(
    `\\b(?:feed|feeds|feeding|satt machen|sattmachen) (?:about |around |ca |etwa )?${NUMBER}\\b`,
  ),
  new RegExp(
    `\\b${NUMBER} (?:stuck|pieces|slices|stucke|portionen|portions|tassen|cups|glasses|glaser)\\b`,
  ),
  new RegExp(
    `\\b(?:for|fur|serves|feeds|serving|reicht fur)\\s+(?:the\\s+|a\\s+)?${NUMBER}(?:\\s+${PEOPLE})?(?! ?(?:min|stunde|hour|h\\b|uhr|pm|am\\b|g\\b|egg|eier))\\b`,
  ),
  new RegExp(`\\b${NUMBER}\\s+${PEOPLE}\\b`),
];

const RELATIVES =
  'husband|wife|partner|mom|mum|mother|mother in law|dad|father|sister|sister in law|brother|son|daughter|friend|boyfriend|girlfriend|grandma|grandpa|granny|nan|mann|frau|mutter|vater|schwester|bruder|sohn|tochter|freund|freundin|oma|opa|mama|papa|schwiegermutter|schwiegervater';
/** One person or a counted group in a list of who is eating ("me", "my husband", "our 3 kids"). */
const PERSON = new RegExp(
  `^(?:(?:my|his|her|our|mein\\w*|sein\\w*|ihr\\w*|unser\\w*) (?:${RELATIVES.split('|')
    .sort((a, b) => b.length - a.length)
    .join(
      '|',
    )})|(?:(?:the|our|my|her|his|die|unsere|meine|ihre) )?(?<count>${NUMBER_SOURCE}) (?:kids|children|boys|girls|teens|kinder|jungs|madchen|enkel)|me|myself|ich|her|him|sie|ihn)(?= |$)`,
);
const GROUP_SIZE: Readonly<Record<string, number>> = {
  zweit: 2,
  dritt: 3,
  viert: 4,
  funft: 5,
  sechst: 6,
  siebt: 7,
  acht: 8,
  neunt: 9,
  zehnt: 10,
};

/**
 * Who is eating, when the cook lists them: "me, my husband, his mom and our 3 kids" -> 6. A list
 * counts when it has at least three members, joined by commas, "and", "und" or "plus".
 */
function countListedPeople(norm: string): number | null {
  const words = norm.split(' ');
  let best: number | null = null;
  for (let start = 0; start < words.length; start++) {
    let at = start;
    let members = 0;
    let total = 0;
    for (;;) {
      const match = PERSON.exec(words.slice(at).join(' '));
      if (!match) break;
      const counted = match.groups?.count;
      const count =
        counted === undefined
          ? 1
          : /^\d+$/.test(counted)
            ? Number(counted)
            : (NUMBER_WORDS[counted] ?? 1);
      members++;
      total += count;
      at += match[0].split(' ').length;
      if (['and', 'und', 'plus', 'with', 'mit'].includes(words[at] ?? '')) at++;
    }
    if (members >= 3 && total <= 24) best = Math.max(best ?? 0, total);
  }
  return best;
}

/** "for two", "für 4 Personen", "serves 6", "6 servings", "2 adults and 2 kids", "date night". */
export function readServings(text: string): number | null {
  const norm = normalize(text);
  const listed = countListedPeople(norm);
  if (listed !== null) return listed;
  const group = /\bzu (zweit|dritt|viert|funft|sechst|siebt|acht|neunt|zehnt)\b/.exec(norm);
  if (group) return GROUP_SIZE[group[1]!]!;
  // Lunches for the work week: one a working day.
  if (
    /\b(work ?week|working week|arbeitswoche)\b/.test(norm) &&
    /\blunch|mittag|meal prep|vorkochen/.test(norm)
  )
    return 5;
  const pair = new RegExp(
    `\\b${NUMBER} (?:adults?|erwachsene) (?:and|und|plus) ${NUMBER} (?:kids|children|kinder)\\b`,
  ).exec(norm);
  if (pair) {
    const count = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 0));
    const total = count(pair[1]!) + count(pair[2]!);
    if (total >= 1 && total <= 24) return total;
  }
  for (const pattern of SERVING_PATTERNS) {
    const match = pattern.exec(norm);
    if (!match) continue;
    const value = /^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[match[1]!];
    if (value !== undefined && value >= 1 && value <= 40) return value;
  }
  // A dinner for two people by its occasion.
  if (
    /\b(date night|romantic|candlelight|candle light|anniversary|valentine\w*|zu zweit|fur uns zwei|jahrestag|hochzeitstag)\b/.test(
      norm,
    )
  )
    return 2;
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
  [
    /\b(cutting|cut|reduce|reducing|less|weniger) (down on |back on )?(salt|salz)\b/,
    'no-added-salt',
  ],
];

/** Allergen conditions named without "free"/"no": "coeliac", "Zöliakie". */
const ALLERGEN_PATTERNS: ReadonlyArray<readonly [RegExp, Allergen]> = [
  [/\b(coeliac|celiac|zoliakie\w*|zoeliakie)\b/, 'gluten'],
  [/\b(lactose intoleran\w*|laktoseintoleran\w*)\b/, 'milk'],
];

const NOT_SPICY =
  /\b(not|nothing|nicht|no|nix|kein|keine|without|ohne)\s+(too\s+|to\s+|so\s+|zu\s+|allzu\s+|sehr\s+)?(spicy|hot|scharf\w*|fiery|pikant)|\bmild\w*\b|\bkid(s|dy)?\s*friendly\b|\bkinderfreundlich\w*|\bfor (the |my )?(kids|children|toddler)\b|\bfur (die |meine |unsere )?kinder\b|\bkleinkind\w*|\btoddler\w*|\bbab(y|ies|ys)\b|\bkinder\w*|\bkids?\b|\bchild(ren)?\b|\b\d{1,2} ?(yo|year old|years old|jahre alt|jahrige\w*|monate|months)\b|\bpicky\b|\bno (chili|chilli|heat|spice)\b|\bohne (chili|schärfe|scharfe)\b/;

const NO_BAKE =
  /\bno ?bake\b|\bohne (backen|ofen)\b|\bwithout (baking|the oven|an oven)\b|\b(use|turn on) the oven\b/;

/** Course words: the courses they ask for, and the courses that may stand in when none of those fits. */
const COURSE_WORDS: ReadonlyArray<readonly [RegExp, readonly Course[], readonly Course[]]> = [
  [
    /\b(drinks?|getrank\w*|smoothies?|lemonade|limonade|mocktails?|cocktails?|punsch|punch|tea|chai|tee|coffee|kaffee|kakao|cocoa|hot chocolate|heisse schokolade|lassi|milkshake|shake|gluhwein|mulled wine|golden milk|goldene milch)\b|(punsch|bowle|kaffee|limonade|gluhwein)\b/,
    ['drink'],
    [],
  ],
  [/\b(breakfast|brunch|fruhstuck\w*|morgens|morning)\b|fruhstuck\b/, ['breakfast'], []],
  // "No-bake" and "too hot to use the oven" ask for desserts that are not baked.
  [NO_BAKE, ['dessert'], []],
  [
    /\b(dessert|desserts|nachtisch|nachspeise|sweet treat|suss\w*|pudding)\b/,
    ['dessert'],
    ['baking'],
  ],
  [
    /\b(cakes?|kuchen\w*|torte|bake|baking|backen|geback|cookies?|kekse|platzchen|muffins?|bread|brot|brotchen)\b|(kuchen|torte|platzchen|kipferl|brot)\b/,
    ['baking'],
    ['dessert'],
  ],
  [/\b(soup|suppe|eintopf)\b|suppe\b/, ['soup'], []],
  [/\b(salad|salat)\b|salat\b/, ['salad'], []],
  [/\b(sides?|side dish\w*|beilagen?)\b/, ['side'], ['salad']],
  [/\b(starter|appetizer|vorspeise|tapas)\b/, ['starter', 'snack'], []],
  [/\b(snacks?|zwischendurch|fingerfood|finger food|nibbles)\b/, ['snack'], ['starter']],
  [/\b(lunch|dinner|supper|mittag\w*|abend\w*|main|hauptgericht)\b/, ['main', 'soup', 'salad'], []],
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

/** A food ruled out by name rules out its kin: "no onion" also means no shallot or red onion. */
const ITEM_FAMILIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['onion', ['red-onion', 'shallot', 'onion-powder']],
  ['garlic', ['garlic-powder']],
  ['heavy-cream', ['light-cream', 'sour-cream', 'creme-fraiche', 'clotted-cream']],
  [
    'chili',
    [
      'chili-flakes',
      'chili-powder',
      'cayenne',
      'dried-chili',
      'jalapeno',
      'chili-oil',
      'gochugaru',
    ],
  ],
  ['mushroom', ['shiitake', 'portobello']],
  ['pork', ['bacon', 'pancetta', 'ham', 'prosciutto', 'sausage', 'chorizo', 'salami']],
];

/** Dish words that name a kind of food rather than one dish: never "unknown". */
const GENERIC_DISHES = new Set(
  'soup suppe salad salat cake kuchen torte curry stew eintopf bowl pasta nudeln bread brot sandwich stir fry pfanne tray bake auflauf casserole dessert snack smoothie porridge pancakes egg eggs eier rice reis noodles gratin mocktail cocktail drink getrank punch'.split(
    ' ',
  ),
);

function phraseIn(phrase: string, norm: string): boolean {
  return ` ${norm} `.includes(` ${phrase} `);
}

/** Meal and course words an unplaced word before them only describes ("school lunch"). */
const OCCASION_HEADS =
  /^(breakfast|brunch|lunch|lunches|dinner|supper|snacks?|meal|meals|food|dishes|party|night|fruhstuck|mittagessen|abendessen|essen|buffet)$/;

/** Words that are never part of a dish's name: occasions, times, people, requests, the cook's small talk. */
const NOT_DISH_WORDS = new Set(
  'very overripe ripe super going shopping list damit halben halbe stunde thick lower dringend buro muss stuck sides side beilage beilagen thanksgiving ideen markt vom ca nur ne hab '
    .split(' ')
    .concat(
      'want try make cook cooking weekend tonight today tomorrow night party birthday anniversary christmas easter day week recipe recipes idea ideas please pls bitte like style proper real authentic homemade scratch selber selbst machen kochen backen rezept rezepte wie art oma mama mum mom granny grandma mutter opa heute morgen abend wochenende geburtstag silvester fasching weihnachten ostern something anything etwas need some have got time make easy simple help for with and but not too very really bit little more less our your their his her mine fur mit und aber nicht sehr etwas wenig mehr unsere meine sister brother wife husband partner boyfriend girlfriend friend friends guests family kids children son daughter baby toddler schwester bruder frau mann freund freundin freunde gaste familie kinder sohn tochter'.split(
        ' ',
      ),
      [...GERMAN_WORDS, ...ENGLISH_WORDS],
    ),
);

/**
 * The unplaced words at the start of a short prompt, as written ("Cullen Skink"), when they look like
 * a dish's name: one to three words nothing else could read. Null otherwise.
 */
function unplacedName(prompt: string, model: RequestModel): string | null {
  const words = prompt.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  if (words.length === 0 || words.length > 12) return null;
  const ignored = new Set(model.ignored.map((w) => normalize(w)));
  const run: string[] = [];
  for (const word of words) {
    const norm = normalize(word);
    if (
      ignored.has(norm) &&
      !NOT_DISH_WORDS.has(norm) &&
      !GENERIC_DISHES.has(norm) &&
      norm.length >= 3
    ) {
      // A name heads the request; an unplaced word late in it ("… for my sister") is not one.
      if (run.length === 0 && words.indexOf(word) >= 4) break;
      run.push(word);
      if (run.length === 3) break;
    } else if (run.length > 0) break;
    else if (
      ![
        'i',
        'id',
        'we',
        'a',
        'an',
        'the',
        'ein',
        'eine',
        'einen',
        'to',
        'want',
        'try',
        'make',
        'ich',
        'mochte',
        'will',
      ].includes(norm)
    ) {
      if (words.indexOf(word) >= 4) break;
    }
  }
  if (run.length === 0) return null;
  // "school lunch", "game night snacks": words before a meal or course word describe the occasion.
  const next = normalize(words[words.indexOf(run.at(-1)!) + 1] ?? '');
  if (OCCASION_HEADS.test(next)) return null;
  return run.join(' ');
}

const NO_ALCOHOL =
  /\b(no|without|ohne|kein|keinen) (alcohol|alkohol|booze)\b|\b(alcohol|alkohol) ?(free|frei\w*)\b|\bnon ?alcoholic\b|\bmocktails?\b|\bvirgin\b|\bpregnan\w*|\bschwanger\w*|\bsober\b|\bteetotal\w*/;
const KIDS_DRINK = /\b(kids?|child(ren)?|kinder\w*|toddlers?|bab(y|ies))\b/;

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
  for (const [pattern, allergen] of ALLERGEN_PATTERNS)
    if (pattern.test(allNorm)) allergens.add(allergen);
  // "No alcohol", a mocktail, a pregnancy, or a drink for children: nothing with wine, beer or spirits.
  if (
    NO_ALCOHOL.test(allNorm) ||
    (KIDS_DRINK.test(promptNorm) && COURSE_WORDS[0]![0].test(promptNorm))
  )
    for (const item of CATALOGUE) if (item.tags.has('alcohol')) items.add(item.id);
  // "No onions" means the whole family a cook calls onions.
  for (const [named, family] of ITEM_FAMILIES)
    if (items.has(named)) family.forEach((id) => items.add(id));
  if (prefs) {
    prefs.allergens.forEach((a) => allergens.add(a));
    prefs.diets.forEach((d) => diets.add(d));
  }
  input.diets?.forEach((d) => diets.add(d)); // the wizard's diet chips, as if written

  // "no added salt" and "low sugar" are diets, not the exclusion of salt or sugar by name.
  // The wizard's spice control wins over the words: none 0, mild 1 ("not too spicy"), medium 2, hot ("spicy").
  const maxSpice = input.spice
    ? { none: 0, mild: 1, medium: 2, hot: null }[input.spice]
    : NOT_SPICY.test(allNorm)
      ? 1
      : null;

  const constraints: Constraints = { allergens, diets, items, groups, maxSpice };

  const asked = book.findDish(promptNorm);
  let unknownDish: string | null = null;
  let family: string[] = [];
  let familyName: string | null = null;
  if (!asked) {
    // A kind of dish the reader knows ("pizza", "lasagne", "curry"): the book's dishes named with it.
    const phrases = model.dishes.flatMap((named) =>
      DISH_WORDS.filter(([p, id]) => id === named.id && phraseIn(p, promptNorm)).map(([p]) => p),
    );
    for (const phrase of phrases.sort((a, b) => b.length - a.length)) {
      const dishes = book.namedWith(phrase);
      if (dishes.length > 0) {
        family = dishes.map((dish) => dish.id);
        familyName = phrase;
        break;
      }
    }
    if (family.length === 0 && phrases.length > 0 && !GENERIC_DISHES.has(phrases[0]!))
      unknownDish = phrases[0]!;
    // Words nothing could place, at the head of a short request, are most likely a dish's name
    // ("cullen skink", "Labskaus wie in Hamburg").
    if (family.length === 0 && unknownDish === null)
      unknownDish = unplacedName(input.prompt, model);
  }
  // A time written as a number is a hard limit; "quick" alone only prefers quick dishes.
  const explicitTime =
    /\b\d{1,3}\s*(mins?|minutes?|minuten|h|hours?|stunden?)\b|\b(ten|fifteen|twenty|thirty|forty|zehn|funfzehn|zwanzig|dreissig|vierzig|half an|an|one|eine|einer|halbe\w*)\s+(minutes?|minuten|stunde|hour)\b|viertelstunde/.test(
      allNorm,
    );

  const courses: Course[] = [];
  const nearCourses: Course[] = [];
  for (const [pattern, list, near] of COURSE_WORDS)
    if (pattern.test(promptNorm)) {
      courses.push(...list);
      nearCourses.push(...near);
      break;
    }
  const noBake = NO_BAKE.test(promptNorm);

  let cuisine: string | null = model.cuisine;
  for (const [pattern, id] of CUISINE_WORDS)
    if (pattern.test(promptNorm)) {
      cuisine = id;
      break;
    }

  const moods = new Set<string>(model.moods);
  if (maxSpice !== null) moods.delete('spicy');
  if (input.spice === 'hot') moods.add('spicy');

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

  const conflicts = new Map<string, string>();
  for (const item of model.mentioned) {
    const key = itemBreaks(item, constraints);
    if (key && !items.has(item.id)) conflicts.set(item.id, key);
  }

  return {
    language: languageOf(input.prompt, model.language),
    dish: asked,
    family,
    familyName,
    conflicts,
    unknownDish,
    constraints,
    courses,
    nearCourses,
    noBake,
    cuisine,
    moods,
    maxMinutes: explicitTime
      ? /viertelstunde/.test(allNorm)
        ? Math.min(15, model.maxMinutes ?? 15)
        : model.maxMinutes
      : null,
    servings: input.servings ?? readServings(input.prompt.slice(0, 1000)),
    have,
    amounts,
  };
}
