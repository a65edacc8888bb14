/**
 * Coherence lints on a RENDERED recipe (render.ts): what a cook reads must hold together, for every
 * dish, variant, substitution, number of servings and language. They check the output, not the
 * book's markup, so a renderer bug fails them as surely as a data mistake:
 *
 * - every listed ingredient is named in the steps, and no step uses a catalogue ingredient that is
 *   not listed (water and ice excepted);
 * - nothing is left unresolved (`{`, `}`, `[`, `]`);
 * - each step's timer is a duration its text states (the upper end of a range; "1 minute per
 *   side" may count both sides; or all the step's durations together), and a step without a timer
 *   states no wait of 5 minutes or more (lead times such as "30 minutes before" excepted);
 * - oven, pan and oil temperatures are plausible; core temperatures reach the kitchen facts'
 *   minimums for what the step cooks; every meat or fish that needs one gets one (fish and
 *   seafood may instead say it is opaque or flakes); no core temperature without meat, fish or egg;
 * - the allergens are the union of the catalogue's for the recipe's items, and no English
 *   ingredient name gives away an allergen the list lacks ("rolled oats" -> gluten);
 * - kcal per serving are plausible for the course;
 * - the title, the description and the ingredient group headings name only ingredients of the recipe.
 */
import { ALLERGEN_NAME_WORDS, type Allergen } from '#kitchen/catalogue/allergens.ts';
import { CATALOGUE, findItem, type CatalogueItem } from '#kitchen/catalogue/index.ts';
import type { Course } from './dish.ts';
import { namesIn, type Language, type RenderedLine, type RenderedRecipe } from './render.ts';

// ---------------------------------------------------------------- durations

/** A duration a text states, in seconds: a range's ends, and whether it is "per side". */
export interface StatedDuration {
  readonly low: number;
  readonly high: number;
  readonly perSide: boolean;
  /** Where it stands in the text. */
  readonly start: number;
  readonly end: number;
}

const UNIT_SECONDS: readonly [RegExp, number][] = [
  [/^(seconds?|secs?|sekunden?)$/i, 1],
  [/^(minutes?|mins?|minuten?)$/i, 60],
  [/^(hours?|hrs?|stunden?)$/i, 3600],
];
const GLYPH_VALUES: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

/** A number followed by a time unit: "8 minutes", "1½ hours", "a minute", "eine halbe Stunde", "4 weitere Minuten". */
const ATOM =
  /(\d+(?:[.,]\d+)?(?: ?[½¼¾])?|[½¼¾]|\b(?:half an?|eine halbe|einer halben|einen halben|another|an?|one|ein|eine|einer|einen)\b) (?:(?:more|further|extra|weitere|weiteren) )?(seconds?|secs?|minutes?|mins?|hours?|hrs?|Sekunden?|Minuten?|Stunden?)\b/giu;

function amountOf(text: string): number {
  const lower = text.toLowerCase().trim();
  if (/^(half|eine halbe|einer halben|einen halben)/.test(lower)) return 0.5;
  if (/^(another|an?|one|ein|eine|einer|einen)$/.test(lower)) return 1;
  const glyph = /[½¼¾]/.exec(lower)?.[0];
  const digits = lower.replace(/[½¼¾]/g, '').trim();
  return (digits ? Number(digits.replace(',', '.')) : 0) + (glyph ? GLYPH_VALUES[glyph]! : 0);
}

const secondsPer = (unit: string) => UNIT_SECONDS.find(([pattern]) => pattern.test(unit))?.[1] ?? 0;

const DURATIONS = new Map<string, StatedDuration[]>();

/**
 * The durations a step's text states, English or German: "8 minutes", "8-10 minutes", "10 to 12
 * min", "1 hour to 1 hour 15 minutes", "1 Stunde 15 Minuten", "2 minutes per side", "je Seite 1 Minute".
 */
export function statedDurations(text: string): StatedDuration[] {
  let found = DURATIONS.get(text);
  if (!found) {
    found = readDurations(text);
    if (DURATIONS.size > 20_000) DURATIONS.clear();
    DURATIONS.set(text, found);
  }
  return found;
}

function readDurations(text: string): StatedDuration[] {
  const atoms = [...text.matchAll(ATOM)]
    // "a second pan" is not a duration.
    .filter(
      (match) =>
        !(
          /^(an?|one|ein|eine|einer|einen)$/i.test(match[1]!) &&
          /^(second|sekunde)$/i.test(match[2]!)
        ),
    )
    .map((match) => ({
      seconds: amountOf(match[1]!) * secondsPer(match[2]!),
      unit: secondsPer(match[2]!),
      start: match.index,
      end: match.index + match[0].length,
    }));
  // "1 hour 15 minutes", "1 Stunde und 15 Minuten": one duration.
  const joined: { seconds: number; start: number; end: number; unit: number }[] = [];
  for (const atom of atoms) {
    const last = joined[joined.length - 1];
    if (
      last &&
      last.unit > atom.unit &&
      /^(?: | and | und )$/.test(text.slice(last.end, atom.start))
    ) {
      joined[joined.length - 1] = {
        ...last,
        seconds: last.seconds + atom.seconds,
        end: atom.end,
        unit: atom.unit,
      };
    } else joined.push({ ...atom });
  }
  const durations: StatedDuration[] = [];
  for (const duration of joined) {
    const previous = durations[durations.length - 1];
    // "1 hour to 1 hour 15 minutes": a range of two whole durations.
    if (
      previous &&
      /^\s*(?:-|–|to|bis|or|oder)\s*$/.test(text.slice(previous.end, duration.start))
    ) {
      durations[durations.length - 1] = {
        ...previous,
        high: duration.seconds,
        end: duration.end,
        perSide: previous.perSide || perSide(text, duration.start, duration.end),
      };
      continue;
    }
    // "8-10 minutes", "10 to 12 minutes": the lower end has no unit of its own.
    const before = /(\d+(?:[.,]\d+)?)\s*(?:-|–|to|bis|or|oder)\s*$/.exec(
      text.slice(0, duration.start),
    );
    const low = before ? Number(before[1]!.replace(',', '.')) * duration.unit : duration.seconds;
    const start = before ? before.index : duration.start;
    durations.push({
      low: Math.min(low, duration.seconds),
      high: duration.seconds,
      perSide: perSide(text, start, duration.end),
      start,
      end: duration.end,
    });
  }
  return durations;
}

function perSide(text: string, start: number, end: number): boolean {
  return (
    /^ (?:(?:on )?(?:per|a|each) side|per batch|je Seite|pro Seite|von jeder Seite|auf jeder Seite)/i.test(
      text.slice(end, end + 24),
    ) || /(?:je|pro) Seite\s+$/i.test(text.slice(Math.max(0, start - 16), start))
  );
}

/** A duration that tells the cook when to start something, not how long to wait ("30 minutes before frying"). */
function leadTime(text: string, duration: StatedDuration): boolean {
  const after = text.slice(duration.end, duration.end + 30);
  const before = text.slice(Math.max(0, duration.start - 20), duration.start);
  return (
    /^,? (?:before|ahead|in advance|first|earlier|vorher|zuvor|bevor|vor dem|vor der|im Voraus|früher)\b/i.test(
      after,
    ) ||
    /\b(?:up to|at least|bis zu|höchstens|mindestens|within|innerhalb|vorher|zuvor|vorab)\s+(?:\p{L}+\s+){0,3}$/iu.test(
      before,
    )
  );
}

const TIMER_PROBLEMS = new Map<string, string | null>();

/** Whether a timer (seconds) is what the text states; a reason when it is not. */
export function timerProblem(text: string, timer: number | null): string | null {
  const key = `${timer}|${text}`;
  let problem = TIMER_PROBLEMS.get(key);
  if (problem === undefined) {
    problem = checkTimer(text, timer);
    if (TIMER_PROBLEMS.size > 20_000) TIMER_PROBLEMS.clear();
    TIMER_PROBLEMS.set(key, problem);
  }
  return problem;
}

function checkTimer(text: string, timer: number | null): string | null {
  const durations = statedDurations(text);
  if (timer === null) {
    const wait = durations.find((duration) => duration.high >= 300 && !leadTime(text, duration));
    return wait ? `says "${text.slice(wait.start, wait.end)}" but has no timer` : null;
  }
  if (durations.length === 0) return `has a ${timer} s timer, but its text states no time`;
  const sums = durations.reduce<number[]>(
    (totals, duration) =>
      totals.flatMap((total) =>
        duration.perSide
          ? [total + duration.high, total + 2 * duration.high]
          : [total + duration.high],
      ),
    [0],
  );
  const matches =
    durations.some(
      (duration) => duration.high === timer || (duration.perSide && duration.high * 2 === timer),
    ) || sums.includes(timer);
  if (matches) return null;
  const stated = durations.map((duration) => text.slice(duration.start, duration.end)).join('", "');
  return `has a ${timer} s timer, but the text says "${stated}"`;
}

// ---------------------------------------------------------------- catalogue names in text

interface NameIndex {
  /** Lower-case name (words joined by one space) -> catalogue ids. */
  readonly ids: ReadonlyMap<string, readonly string[]>;
  /** First word of a name -> the word counts of the names it starts, longest first. */
  readonly starts: ReadonlyMap<string, readonly number[]>;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.toLowerCase().matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

const SPACED = new Map<string, string>();
/** A text's words as " w1 w2 w3 ", to find names as whole words with `includes`. */
function spaced(text: string): string {
  let result = SPACED.get(text);
  if (result === undefined) {
    result = ` ${wordsOf(text)
      .map((each) => each.word)
      .join(' ')} `;
    if (SPACED.size > 50_000) SPACED.clear();
    SPACED.set(text, result);
  }
  return result;
}

function buildIndex(language: Language): NameIndex {
  const ids = new Map<string, string[]>();
  const starts = new Map<string, number[]>();
  for (const item of CATALOGUE) {
    const names = namesIn(item, language);
    for (const name of names) {
      const words = wordsOf(name).map((each) => each.word);
      if (words.length === 0) continue;
      const key = words.join(' ');
      const lengths = starts.get(words[0]!) ?? [];
      if (!lengths.includes(words.length)) lengths.push(words.length);
      starts.set(
        words[0]!,
        lengths.sort((a, b) => b - a),
      );
      const owners = ids.get(key) ?? [];
      if (!owners.includes(item.id)) owners.push(item.id);
      ids.set(key, owners);
    }
  }
  return { ids, starts };
}

const INDEX: Readonly<Record<Language, NameIndex>> = { en: buildIndex('en'), de: buildIndex('de') };

/** A catalogue name found in a text. */
export interface NamedItem {
  readonly phrase: string;
  readonly ids: readonly string[];
  readonly start: number;
  readonly end: number;
}

/** Catalogue names a text uses, longest match first ("rice noodles" before "rice"). */
export function namedItems(text: string, language: Language): NamedItem[] {
  const index = INDEX[language];
  const words = wordsOf(text);
  const found: NamedItem[] = [];
  for (let at = 0; at < words.length;) {
    let matched = 0;
    for (const length of index.starts.get(words[at]!.word) ?? []) {
      if (at + length > words.length) continue;
      const phrase = words
        .slice(at, at + length)
        .map((each) => each.word)
        .join(' ');
      const ids = index.ids.get(phrase);
      // German nouns are capitalised: "orange" in "heller orange" is a colour, not the fruit.
      const lowerCase =
        language === 'de' && length === 1 && !/^\p{Lu}/u.test(text.slice(words[at]!.start));
      if (ids && !lowerCase) {
        found.push({ phrase, ids, start: words[at]!.start, end: words[at + length - 1]!.end });
        matched = length;
        break;
      }
    }
    at += Math.max(1, matched);
  }
  return found;
}

/**
 * Where a name in a text is not an ingredient of the dish: a comparison ("until it looks like
 * breadcrumbs", "as thick as double cream", "sausage shapes"), a tool ("potato masher"), a verb
 * ("wrap", "toast", "fish out"), a colour ("paler orange"), the dish's own sauce ("the hot sauce").
 */
function notAnIngredient(text: string, named: NamedItem): boolean {
  const before = text.slice(Math.max(0, named.start - 40), named.start).toLowerCase();
  const after = text.slice(named.end, named.end + 24).toLowerCase();
  if (
    /\b(like|as|resembl\w*|size of|consistency of|texture of|thickness of|than|wie|größe|konsistenz von)\s+(\p{L}+\s+){0,2}$/u.test(
      before,
    )
  )
    return true;
  // "without yeast", "ohne Hefe", "instead of butter": the text says it is not there.
  if (
    /\b(without|no|instead of|rather than|ohne|kein\w*|statt|anstelle von|anstatt)\s+(\p{L}+\s+){0,2}$/u.test(
      before,
    )
  )
    return true;
  if (/\b(shape|roll|form)\w*\b[^.]{0,30}\binto\s+(\d+\s+)?(\p{L}+\s+)?$/u.test(before))
    return true;
  if (
    /^[\s-]*(shapes?|shaped|forms?|masher|ricer|peeler|press|stampfer|presse|schäler|colou?r|brown)\b/.test(
      after,
    )
  )
    return true;
  if (/^(wrap|wraps|toast|char|squash|jelly|schnitzel)$/.test(named.phrase)) return true;
  // "Wiener Schnitzel" is a cut, not a sausage.
  if (named.phrase === 'wiener' && /^\s+schnitzel/.test(after)) return true;
  if (named.phrase === 'fish' && /^\s+(\w+\s+)?out\b/.test(after)) return true;
  // "Cream the butter and sugar": the verb.
  if (
    (named.phrase === 'cream' || named.phrase === 'rice' || named.phrase === 'butter') &&
    (named.start === 0 || /^\s+(the|together|until|it|them)\b/.test(after))
  )
    return true;
  if (named.phrase === 'cream' && /\b(a|an)\s+(\p{L}+,?\s+){0,3}$/u.test(before)) return true;
  if (
    named.phrase === 'orange' &&
    /\b(paler|pale|deep|bright|golden|dark|light|reddish)\s+$/.test(before)
  )
    return true;
  // "a sweet, hot sauce", "the hot sauce": the dish's own sauce, not the bottled one.
  if (
    named.phrase === 'hot sauce' &&
    /(\b(a|an|the|its|their)|,)\s+(\p{L}+,?\s+){0,4}$/u.test(before)
  )
    return true;
  return false;
}

const INGREDIENT_NAMES = { en: new Map<string, NamedItem[]>(), de: new Map<string, NamedItem[]>() };

/** The catalogue names a step text uses as ingredients (not in comparisons, serving suggestions...), computed once per text. */
function ingredientNames(text: string, language: Language): NamedItem[] {
  const cache = INGREDIENT_NAMES[language];
  let found = cache.get(text);
  if (!found) {
    found = namedItems(text, language).filter(
      (named) => !notAnIngredient(text, named) && !servingSentence(text, named),
    );
    if (cache.size > 20_000) cache.clear();
    cache.set(text, found);
  }
  return found;
}

/** A sentence that suggests what to serve alongside: what it names need not be listed ("Serve with rice"). */
const SERVING =
  /\b(serve[ds]?|serving|accompan\w*|alongside|sides?|goes well|go well|dazu|servieren|serviert|reichen|Beilage|passt|passen)\b/i;

function servingSentence(text: string, named: NamedItem): boolean {
  const start =
    Math.max(text.lastIndexOf('. ', named.start), text.lastIndexOf('; ', named.start)) + 1;
  const stops = ['. ', '; '].map((stop) => text.indexOf(stop, named.end)).filter((at) => at >= 0);
  const end = stops.length > 0 ? Math.min(...stops) : text.length;
  return SERVING.test(text.slice(start, end));
}

/** What the recipe holds, to tell whether a name a text uses is one of its ingredients. */
interface Holdings {
  readonly ids: ReadonlySet<string>;
  readonly items: readonly CatalogueItem[];
  /** The recipe's names (lines, items, synonyms; the title when asked), as `spaced` words joined by "|". */
  readonly text: string;
  /** Every word of them. */
  readonly words: ReadonlySet<string>;
  readonly stems: ReadonlySet<string>;
  /** [word, its German stem] of every word, for compound parts. */
  readonly parts: readonly (readonly [string, string])[];
  readonly classes: ReadonlySet<string>;
  readonly flour: boolean;
  /** Answers already given for this recipe, by phrase. */
  readonly answers: Map<string, boolean>;
}

const ITEM_NAMES = new Map<string, string[]>();

/** An item's names as `spaced` words, computed once. */
function itemNames(item: CatalogueItem): string[] {
  let names = ITEM_NAMES.get(item.id);
  if (!names) {
    names = [
      ...new Set([item.name, item.plural, item.deName, item.dePlural, ...item.synonyms]),
    ].map(spaced);
    ITEM_NAMES.set(item.id, names);
  }
  return names;
}

/** The recipe's holdings; the word tables are built only when a name is not one of its items. */
function holdingsOf(recipe: RenderedRecipe, withTitle: boolean): Holdings {
  const items = recipe.lines
    .map((line) => findItem(line.item))
    .filter((item): item is CatalogueItem => !!item);
  let names: { text: string; words: Set<string> } | undefined;
  const tables = () => {
    if (!names) {
      const all = withTitle ? [spaced(recipe.title)] : [];
      for (const line of recipe.lines) all.push(spaced(line.name), spaced(line.stepName));
      for (const item of items) all.push(...itemNames(item));
      const text = all.join('|');
      names = { text, words: new Set(text.split(/[ |]+/).filter(Boolean)) };
    }
    return names;
  };
  let stems: Set<string> | undefined;
  let parts: (readonly [string, string])[] | undefined;
  let classes: Set<string> | undefined;
  return {
    ids: new Set(recipe.itemIds),
    items,
    get text() {
      return tables().text;
    },
    get words() {
      return tables().words;
    },
    get stems() {
      return (stems ??= new Set([...tables().words].map(stem)));
    },
    get parts() {
      return (parts ??= [...tables().words].map((word) => [word, germanStem(word)] as const));
    },
    get classes() {
      return (classes ??= new Set(items.flatMap(classesOf)));
    },
    flour: items.some((item) => /flour|masa|semolina/.test(item.id)),
    answers: answersFor(
      `${recipe.language}|${recipe.dishId}|${recipe.variantId}|${recipe.substitutions.join()}|${withTitle}`,
    ),
  };
}

const ANSWERS = new Map<string, Map<string, boolean>>();

/**
 * Answers of `held` for one version of a dish in one language: the same at every number of
 * servings (the names differ only in number), so the renderings of a version share them.
 */
function answersFor(key: string): Map<string, boolean> {
  let answers = ANSWERS.get(key);
  if (!answers) {
    if (ANSWERS.size > 5_000) ANSWERS.clear();
    answers = new Map();
    ANSWERS.set(key, answers);
  }
  return answers;
}

/** Ids a text may name without listing them: the water a pot is filled with, ice. */
const FREE_IDS = new Set(['water', 'ice']);
/** Food groups whose generic name ("fish", "chicken") any member answers. */
const CLASS_GROUPS = new Set(['fish', 'seafood', 'beef', 'pork', 'lamb', 'chicken', 'oil']);
const CLASS_TAGS = [
  'pasta',
  'noodles',
  'rice',
  'bread',
  'stock',
  'potato',
  'leafy',
  'tortilla',
  'pastry',
  'spicy',
] as const;
/** What a dough makes: named in a recipe that has flour, they are made there. */
const DOUGH_TAGS = new Set(['bread', 'pasta', 'noodles', 'tortilla', 'pastry']);
/** What a recipe makes from its ingredients, whatever they are: its broth, syrup, salsa, pickles. */
const MADE =
  /^(salad|salat|crumbs|brösel|streusel|broth|brühe|stock|fond|sud|syrup|sirup|salsa|pickles|gravy|soße|sauce|curry|teriyaki|pesto|hummus|tzatziki|guacamole|aioli|custard|caramel|karamell)$/;
/** Names of what a dough makes, for items without a dough tag. */
const DOUGH_NAMES =
  /\b(buns?|rolls?|bread|loaf|pastry|dough|noodles?|pasta|tortillas?|flatbreads?|pitas?|naan|bagels?|brioche|croissants?|pretzels?|wrappers?|crusts?|dumplings?|gnocchi|spätzle)\b/;
/** Words that do not say which ingredient ("chopped tomatoes" is held by any tomato). */
const MODIFIERS = new Set(
  'chopped sliced diced minced grated ground fresh dried raw cooked canned tinned frozen whole large small baby young red green yellow white black brown dark light sweet hot mild smoked sauce paste powder juice oil seeds seed flakes leaves leaf stock broth cream'.split(
    ' ',
  ),
);

/** German heads that do not say which ingredient (Fischsoße, Sojasoße). */
const GERMAN_GENERIC =
  /(soße|sauce|paste|pulver|öl|saft|brühe|fond|samen|blätter|flocken|käse|sahne|creme|essig|sirup)$/;

function stem(word: string): string {
  if (/^chil+i(e?s)?$/.test(word)) return 'chilli';
  return word
    .replace(/ies$/, 'y')
    .replace(/(oes|ches|shes|xes|sses)$/, (end) => end.slice(0, -2))
    .replace(/([^s])s$/, '$1');
}
const germanStem = (word: string) => word.replace(/(en|er|n|e)$/, '');

/** A class the item belongs to for generic names: its food group, a tag, cheese, mushrooms. */
function classesOf(item: CatalogueItem): string[] {
  const classes: string[] = [];
  if (CLASS_GROUPS.has(item.group)) classes.push(`group:${item.group}`);
  for (const tag of CLASS_TAGS) if (item.tags.has(tag)) classes.push(`tag:${tag}`);
  if (item.role === 'cheese') classes.push('cheese');
  if (/mushroom|shiitake|porcini|chanterelle/.test(item.id)) classes.push('mushroom');
  if (/chocolate|cocoa/.test(item.id)) classes.push('chocolate');
  // "The cream" of a recipe may be its crème fraîche, quark or sour cream.
  if (
    item.group === 'dairy' &&
    /cream|creme|fraiche|quark|mascarpone|schmand|rahm|sahne/i.test(`${item.id} ${item.deName}`)
  )
    classes.push('cream');
  return classes;
}

/**
 * Whether a name a text uses belongs to the recipe: one of its items; a part of one (egg yolks of
 * eggs); something the recipe makes (pastry from its flour, its broth); a generic name of a class
 * it holds ("fish" for cod, "pasta" for spaghetti, "Käse" for Emmentaler); or a name sharing a
 * specific word with one of its names ("tomato sauce" of tomatoes; German compounds by their parts:
 * "Brühe" of "Gemüsebrühe", "Tomatensoße" of "Tomaten").
 */
function held(named: NamedItem, holdings: Holdings, language: Language): boolean {
  if (named.ids.some((id) => holdings.ids.has(id) || FREE_IDS.has(id))) return true;
  let answer = holdings.answers.get(named.phrase);
  if (answer === undefined) {
    answer = heldByName(named, holdings, language);
    holdings.answers.set(named.phrase, answer);
  }
  return answer;
}

function heldByName(named: NamedItem, holdings: Holdings, language: Language): boolean {
  if (holdings.text.includes(` ${named.phrase} `)) return true;
  const items = named.ids.map((id) => findItem(id)).filter((item): item is CatalogueItem => !!item);
  if (
    items.some((item) => item.group === 'egg') &&
    holdings.items.some((item) => item.group === 'egg')
  )
    return true;
  if (
    holdings.flour &&
    items.some(
      (item) => [...item.tags].some((tag) => DOUGH_TAGS.has(tag)) || DOUGH_NAMES.test(item.name),
    )
  )
    return true;
  if (MADE.test(named.phrase)) return true;
  const traditional = TRADITIONAL[named.phrase];
  if (traditional && holdings.items.some((item) => traditional.test(item.id))) return true;
  if (!named.phrase.includes(' ')) {
    if (items.some((item) => classesOf(item).some((each) => holdings.classes.has(each))))
      return true;
  }
  const words = named.phrase.split(' ');
  if (language === 'en') {
    return words.some((word) => {
      if (MODIFIERS.has(word)) return false;
      if (holdings.stems.has(stem(word))) return true;
      // English compounds: "loaf" of "meatloaf".
      const root = stem(word);
      return (
        word.length >= 4 &&
        holdings.parts.some(([each]) => each.length > word.length && each.endsWith(root))
      );
    });
  }
  return words.some((word) => {
    const part = germanStem(word);
    if (part.length < 2) return false;
    for (const [each, other] of holdings.parts) {
      if (each === word) return true;
      // Compounds: "öl" of "olivenöl", "nudeln" of "reisnudeln", "brühe" of "gemüsebrühe".
      if (other.endsWith(part) || each.endsWith(word)) return true;
      // "tomatensoße" of "tomaten", "maiskolben" of "mais".
      if (other.length >= 4 && word.startsWith(other)) return true;
      if (word.length >= 4 && each.startsWith(word)) return true;
      let shared = 0;
      while (shared < word.length && word[shared] === each[shared]) shared += 1;
      if (shared >= 7) return true;
    }
    return false;
  });
}

function nameOf(id: string): string {
  return findItem(id)?.name ?? id;
}

// ---------------------------------------------------------------- temperatures

/** Groups whose every piece needs a core temperature; minced meat and sausages by id. */
const MINCE_OR_SAUSAGE =
  /^(lean-)?ground-(beef|pork|lamb|chicken|turkey)$|sausage|chorizo|bratwurst|merguez|kofta/;
/** Cured, smoked, canned or cooked products are eaten as they are. */
const READY_TO_EAT =
  /black-pudding|bonito|katsuobushi|cured|smoked|canned|prosciutto|ham|bacon|salami|pancetta|tuna|anchov|sardine|crab-stick|surimi|cooked|jamon|speck|mortadella|pepperoni|dried-shrimp|fish-sauce|shrimp-paste/;

/** The core temperature the kitchen facts ask of an item (°C), or null when it needs none. */
export function coreMinimum(item: CatalogueItem): number | null {
  if (
    READY_TO_EAT.test(item.id) ||
    item.tags.has('cured') ||
    item.tags.has('canned') ||
    item.tags.has('minor')
  )
    return null;
  if (item.group === 'chicken') return 74;
  if (MINCE_OR_SAUSAGE.test(item.id) || item.tags.has('ground')) return 71;
  if (item.group === 'beef' || item.group === 'pork' || item.group === 'lamb') return 63;
  if (item.group === 'fish' || item.group === 'seafood') return 63;
  return null;
}

/** Egg dishes (quiche, carbonara's sauce): 71 °C when a step gives one. */
const EGG_DISH_CORE = 71;
/** Oven, pan, oil and sugar temperatures a recipe can ask for. */
const HEAT_RANGE: readonly [number, number] = [40, 300];
/** Words that tell fish and seafood are done without a thermometer. */
const FISH_DONE =
  /\b(opaque|flakes?|flaking|flake|milky white|firm and white|shells (have )?open(ed)?|undurchsichtig|blättert|blättrig|zerfällt|nicht mehr glasig|weiß und fest|durchgegart|rosa|geöffnet|öffnen)\b/i;

// ---------------------------------------------------------------- kcal

/**
 * kcal per serving a dish of each course plausibly has (what real recipes of the kind give per
 * portion, from a miso soup's 70 to a cheese fondue's 1,400). Outside them an amount or a
 * catalogue value is almost surely wrong: the lint names the lines that bring the most.
 */
export const KCAL_PER_SERVING: Readonly<Record<Course, readonly [number, number]>> = {
  // A full English breakfast (two sausages, bacon, black pudding, eggs, beans, fried bread) is about 1,250.
  breakfast: [150, 1300],
  // A Swiss cheese fondue (200 g cheese, 200 g bread and wine a head) is about 1,400.
  main: [200, 1500],
  side: [40, 700],
  soup: [60, 900],
  salad: [60, 900],
  starter: [50, 800],
  snack: [50, 700],
  dessert: [80, 900],
  baking: [80, 800],
  drink: [30, 600],
  sauce: [10, 500],
};

// ---------------------------------------------------------------- the lints

/**
 * Names a dish uses by tradition for an ingredient of another name: the "peas" of Jamaican rice and
 * peas are kidney beans.
 */
const TRADITIONAL: Readonly<Record<string, RegExp>> = {
  peas: /kidney-beans|pigeon-peas|black-eyed-peas/,
  // A Spanish tortilla is an omelette of egg and potato.
  tortilla: /^egg$/,
};

/** Words of English ingredient names that look like an allergen but are not one. */
const ALLERGEN_LOOKALIKES =
  /\b((gluten-free|dairy-free|egg-free|vegan|plant-based)( [\w-]+){1,2}|(oat|soy|soya|coconut|almond|cashew|rice|plant|vegan)[- ](milk|cream|butter|yogh?urt|cheese|drink)|(gram|chickpea|rice|corn|buckwheat|almond|coconut|potato|tapioca|cassava|teff|sorghum|millet|quinoa)[- ]flour|coconut (milk|cream)|cream of tartar|oat milk|soy milk|almond milk|rice milk|peanut butter|butter beans?|nut-free|sunflower butter|buckwheat|rice noodles?|rice paper|corn tortillas?|rice flour|cornflour|corn flour|glass noodles|glutinous rice|sweet rice flour|fish-free|mustard greens|cocoa butter|eggplants?|butternut|fish sauce substitute)\b/g;

const SOUNDS_LIKE = new Map<string, readonly Allergen[]>();

/** The allergens an English ingredient name gives away by its words ("rolled oats" -> gluten). */
function soundsLike(name: string): readonly Allergen[] {
  let found = SOUNDS_LIKE.get(name);
  if (!found) {
    // The name without its purpose ("butter for the eggs") and words that only look like an allergen.
    let plain = name
      .toLowerCase()
      .split(',')[0]!
      .replace(/\s+for\s.*$/, '')
      .replace(ALLERGEN_LOOKALIKES, ' ');
    // Oyster mushrooms are mushrooms.
    if (/mushroom/.test(plain)) plain = plain.replace(/\boysters?\b/g, ' ');
    found = ALLERGEN_NAME_WORDS.filter(([pattern]) => pattern.test(plain)).map(
      ([, allergen]) => allergen as Allergen,
    );
    SOUNDS_LIKE.set(name, found);
  }
  return found;
}

/** Every coherence problem of a rendered recipe, in words a recipe writer understands; [] when it holds together. */
export function coherenceProblems(recipe: RenderedRecipe): string[] {
  const problems: string[] = [];
  const { language } = recipe;
  const holdings = holdingsOf(recipe, true);
  const holdingsWithoutTitle = holdingsOf(recipe, false);
  const stepWords = recipe.steps.map((step) => spaced(step.description)).join('|');

  // Nothing unresolved.
  const texts: [string, string][] = [
    ['the title', recipe.title],
    ['the description', recipe.description],
    ...recipe.ingredients.map(
      (line) => [`ingredient "${line.name}"`, line.name] as [string, string],
    ),
    ...recipe.steps.flatMap((step, index) => [
      [`step ${index + 1}'s heading`, step.heading] as [string, string],
      [`step ${index + 1}`, step.description] as [string, string],
    ]),
  ];
  for (const [where, text] of texts) {
    const left = /[{}[\]]/.exec(text);
    if (left)
      problems.push(`${where} has an unresolved "${left[0]}": ${excerpt(text, left.index)}`);
  }

  // Every listed ingredient is named in the steps.
  for (const line of recipe.lines) {
    if (!mentions(stepWords, line, language))
      problems.push(`"${line.name}" is listed but no step names it`);
  }

  // No step uses a catalogue ingredient that is not listed.
  recipe.steps.forEach((step, index) => {
    for (const [where, text] of [
      [`step ${index + 1}`, step.description],
      [`step ${index + 1}'s heading`, step.heading],
    ] as const) {
      for (const named of ingredientNames(text, language)) {
        if (!held(named, holdings, language))
          problems.push(
            `${where} uses "${named.phrase}" (${named.ids.map(nameOf).join(' / ')}), which is not listed`,
          );
      }
    }
  });

  // Timers are the durations the text states.
  recipe.steps.forEach((step, index) => {
    const problem = timerProblem(step.description, step.timer);
    if (problem) problems.push(`step ${index + 1} ${problem}`);
  });

  problems.push(...temperatureProblems(recipe));

  // Allergens: the union of the catalogue's.
  const items = recipe.itemIds
    .map((id) => findItem(id))
    .filter((item): item is CatalogueItem => !!item);
  const union = new Set(items.flatMap((item) => [...item.allergens]));
  const listed = new Set(recipe.allergens);
  for (const allergen of union)
    if (!listed.has(allergen))
      problems.push(`the allergens lack ${allergen} (${carriers(items, allergen)})`);
  for (const allergen of listed)
    if (!union.has(allergen))
      problems.push(`the allergens say ${allergen}, but no ingredient carries it`);
  if (language === 'en') {
    for (const line of recipe.lines) {
      const item = findItem(line.item);
      if (!item) continue;
      for (const allergen of soundsLike(line.name))
        if (!item.allergens.has(allergen))
          problems.push(
            `"${line.name}" sounds like ${allergen}, but its catalogue item ${item.id} does not carry it`,
          );
    }
  }

  // kcal per serving.
  const kcal = recipe.nutrition.calories.amount;
  const [low, high] = KCAL_PER_SERVING[recipe.course];
  if (kcal < low || kcal > high)
    problems.push(
      `${kcal} kcal per serving is implausible for a ${recipe.course} (${low}-${high}): ${heaviest(recipe)}`,
    );

  // Title and description name only what is in the recipe.
  const headings = [
    ...new Set(recipe.lines.map((line) => line.group).filter((group): group is string => !!group)),
  ];
  for (const [where, text] of [
    ['the title', recipe.title],
    ['the description', recipe.description],
    ...headings.map((heading) => [`the heading "${heading}"`, heading] as const),
  ] as const) {
    for (const named of namedItems(text, language)) {
      if (notAnIngredient(text, named)) continue;
      if (!held(named, where === 'the title' ? holdingsWithoutTitle : holdings, language))
        problems.push(`${where} names "${named.phrase}", which is not in the recipe`);
    }
  }
  return [...new Set(problems)];
}

/** The names a line may go by in step text: its step name, its list name and their other number. */
function lineNames(line: RenderedLine, language: Language): string[] {
  const names = new Set<string>([line.stepName]);
  const listName = line.name
    .replace(/\s*\((optional|nach Belieben)\)$/, '')
    .split(',')[0]!
    .replace(/\s*\([^)]*\)/g, '')
    .trim();
  names.add(listName);
  const item = findItem(line.item);
  if (item) {
    if (language === 'en') {
      names.add(item.name);
      names.add(item.plural);
    } else {
      names.add(item.deName);
      names.add(item.dePlural);
    }
  }
  if (language === 'de')
    for (const name of [...names])
      if (name.length >= 4 && !/[ns]$/.test(name)) names.add(`${name}n`);
  return [...names].filter(Boolean);
}

/**
 * Whether a text (as `spaced` words) names a line: one of its names, or its head noun ("the
 * prawns" of "raw king prawns"; German by the last part of the compound: "Garnelen" of
 * "Riesengarnelen").
 */
function mentions(text: string, line: RenderedLine, language: Language): boolean {
  const { names, heads } = namesFor(line, language);
  if (names.some((name) => text.includes(name))) return true;
  if (heads.length === 0) return false;
  const roots = rootsOf(text, language);
  if (language === 'en') return heads.some((head) => roots.has(head));
  for (const root of roots) if (heads.some((head) => head.endsWith(root))) return true;
  return false;
}

const ROOTS = { en: new Map<string, Set<string>>(), de: new Map<string, Set<string>>() };

/** The words of a `spaced` text as English stems, or German stems of 4 letters and more that name something specific. */
function rootsOf(text: string, language: Language): Set<string> {
  const cache = ROOTS[language];
  let roots = cache.get(text);
  if (!roots) {
    const words = text.split(/[ |]+/).filter(Boolean);
    roots = new Set(
      language === 'en'
        ? words.map(stem)
        : words
            .filter((word) => !GERMAN_GENERIC.test(word))
            .map(germanStem)
            .filter((root) => root.length >= 4),
    );
    if (cache.size > 20_000) cache.clear();
    cache.set(text, roots);
  }
  return roots;
}

const NAMES_FOR = new Map<string, { names: string[]; heads: string[] }>();

/** A line's names as `spaced` words and their head nouns (stems in English), computed once per line. */
function namesFor(line: RenderedLine, language: Language): { names: string[]; heads: string[] } {
  const key = `${language}|${line.item}|${line.name}|${line.stepName}`;
  let found = NAMES_FOR.get(key);
  if (!found) {
    const names = lineNames(line, language);
    const heads = names
      .map((name) => wordsOf(name).pop()?.word ?? '')
      .filter((word) => word.length >= 4 && !MODIFIERS.has(word) && !GERMAN_GENERIC.test(word))
      .map((word) => (language === 'en' ? stem(word) : word));
    found = { names: names.map(spaced), heads };
    if (NAMES_FOR.size > 20_000) NAMES_FOR.clear();
    NAMES_FOR.set(key, found);
  }
  return found;
}

/** The sentence of a text around a position. */
function sentenceAt(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('; ', at), -1) + 1;
  const stops = ['. ', '; '].map((stop) => text.indexOf(stop, at)).filter((index) => index >= 0);
  return text.slice(start, stops.length > 0 ? Math.min(...stops) : text.length);
}

/** Groups that need a doneness check by the book's rule (README): poultry, pork, fish, seafood; minced meat and sausages by id. */
const DONENESS_GROUPS = new Set(['chicken', 'pork', 'fish', 'seafood']);
const ANIMAL_GROUPS = new Set(['chicken', 'pork', 'beef', 'lamb', 'fish', 'seafood', 'egg']);

function temperatureProblems(recipe: RenderedRecipe): string[] {
  const problems: string[] = [];
  const { language } = recipe;
  const lines = recipe.lines.map((line) => ({ line, item: findItem(line.item)! }));
  const cores = lines
    .map(({ line, item }) => ({ line, item, minimum: coreMinimum(item) }))
    .filter(
      (each): each is { line: RenderedLine; item: CatalogueItem; minimum: number } =>
        each.minimum !== null,
    );
  const eggs = lines.filter(({ item }) => item.group === 'egg');
  const animal = lines.some(({ item }) => ANIMAL_GROUPS.has(item.group));
  const satisfied = new Set<string>();
  recipe.steps.forEach((step, index) => {
    const text = step.description;
    for (const match of text.matchAll(/(\d+) °C( \(\d+ °F\)| \/ \d+ °F)?/g)) {
      const celsius = Number(match[1]);
      if (!match[2]) {
        if (celsius < HEAT_RANGE[0] || celsius > HEAT_RANGE[1])
          problems.push(
            `step ${index + 1} heats to ${celsius} °C, outside ${HEAT_RANGE[0]}-${HEAT_RANGE[1]} °C`,
          );
        continue;
      }
      if (!animal) {
        problems.push(
          `step ${index + 1} gives a core temperature, but the recipe has no meat, fish or egg`,
        );
        continue;
      }
      // What the sentence with the reading cooks decides the minimum; else what the step cooks.
      const sentence = spaced(sentenceAt(text, match.index));
      const whole = spaced(text);
      let named = cores.filter(({ line }) => mentions(sentence, line, language));
      if (named.length === 0 && !eggs.some(({ line }) => mentions(sentence, line, language)))
        named = cores.filter(({ line }) => mentions(whole, line, language));
      const egg = eggs.some(({ line }) => mentions(sentence, line, language));
      const wanted =
        named.length > 0 ? Math.max(...named.map((each) => each.minimum)) : egg ? EGG_DISH_CORE : 0;
      if (celsius < wanted)
        problems.push(
          `step ${index + 1} gives a core temperature of ${celsius} °C, below the ${wanted} °C ${named.map((each) => each.line.stepName).join(' and ') || 'an egg dish'} needs`,
        );
      // A reading is a doneness check for whatever it reaches (the step may call minced pork "the patties").
      for (const each of cores) if (celsius >= each.minimum) satisfied.add(each.line.ref);
    }
    for (const each of cores)
      if (
        (each.item.group === 'fish' || each.item.group === 'seafood') &&
        FISH_DONE.test(text) &&
        mentions(spaced(text), each.line, language)
      )
        satisfied.add(each.line.ref);
  });
  for (const each of cores) {
    const needsCheck =
      DONENESS_GROUPS.has(each.item.group) ||
      MINCE_OR_SAUSAGE.test(each.item.id) ||
      each.item.tags.has('ground');
    if (needsCheck && !satisfied.has(each.line.ref))
      problems.push(
        `${each.line.stepName} needs a doneness check (a core temperature of at least ${each.minimum} °C${each.item.group === 'fish' || each.item.group === 'seafood' ? ', or opaque and flaking' : ''}), and no step gives it`,
      );
  }
  return problems;
}

function carriers(items: readonly CatalogueItem[], allergen: Allergen): string {
  return items
    .filter((item) => item.allergens.has(allergen))
    .map((item) => item.id)
    .join(', ');
}

/** The three lines that bring the most kcal, to point at a wrong amount. */
function heaviest(recipe: RenderedRecipe): string {
  return recipe.lines
    .map((line) => {
      const item = findItem(line.item)!;
      return { line, kcal: (item.per100g[0] * line.eatenGrams) / 100 / recipe.baseServings };
    })
    .sort((a, b) => b.kcal - a.kcal)
    .slice(0, 3)
    .map(({ line, kcal }) =>
      `${line.quantity ?? ''} ${line.unit} ${line.name.split(',')[0]} ${Math.round(kcal)} kcal`.trim(),
    )
    .join('; ');
}

function excerpt(text: string, at: number): string {
  return `"…${text.slice(Math.max(0, at - 30), at + 30)}…"`;
}

/**
 * The English and German renderings of one recipe agree: the same steps with the same timers and
 * stated times, the same amounts, allergens and nutrition.
 */
export function languageProblems(en: RenderedRecipe, de: RenderedRecipe): string[] {
  const problems: string[] = [];
  if (en.steps.length !== de.steps.length)
    problems.push(`English has ${en.steps.length} steps, German ${de.steps.length}`);
  en.steps.forEach((step, index) => {
    const german = de.steps[index];
    if (!german) return;
    if (step.timer !== german.timer)
      problems.push(
        `step ${index + 1}: timer ${step.timer} s in English, ${german.timer} s in German`,
      );
    const times = (text: string) =>
      statedDurations(text)
        .map((duration) => duration.high)
        .sort((a, b) => a - b)
        .join(', ');
    if (times(step.description) !== times(german.description))
      problems.push(
        `step ${index + 1} states ${times(step.description) || 'no'} seconds in English, ${times(german.description) || 'no'} in German`,
      );
  });
  const amounts = (recipe: RenderedRecipe) =>
    recipe.lines.map((line) => `${line.ref} ${line.quantity} ${line.measure}`).join('; ');
  if (amounts(en) !== amounts(de)) problems.push('the English and German amounts differ');
  if (en.allergens.join() !== de.allergens.join())
    problems.push('the English and German allergens differ');
  if (en.nutrition.calories.amount !== de.nutrition.calories.amount)
    problems.push('the English and German kcal differ');
  return problems;
}
