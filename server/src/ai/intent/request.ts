/**
 * The request model: what the cook asked for, read once from the prompt and the ingredients
 * (typed and from the photo), in English and German. Every provider composes from it and the
 * guard checks every answer against it. Words it could not place are kept in `ignored`, so the
 * app can say which words or ingredients it did not understand instead of dropping them.
 */
import type { Allergen } from '#kitchen/catalogue/allergens.ts';
import { CATALOGUE } from '#kitchen/catalogue/index.ts';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import { scanTokens } from '#kitchen/matcher.ts';
import { parseEntry, splitEntries, type ParsedIngredient } from '#kitchen/parse-ingredients.ts';
import type { GenerationInput } from '#server/src/ai/provider.ts';
import { normalize } from '#kitchen/text.ts';
import {
  ALLERGEN_DIETS,
  ALLERGEN_WORDS,
  COMPOUND_DISH_ENDINGS,
  COMPOUND_SUFFIXES,
  CUISINE_WORDS,
  DIET_WORDS,
  DISH_WORDS,
  ENGLISH_MARKERS,
  FILLER_WORDS,
  GERMAN_MARKERS,
  GROUP_WORDS,
  HOUR_WORDS,
  LINKS,
  MEAL_WORDS,
  MINUTE_WORDS,
  MOOD_WORDS,
  NEGATION_PHRASES,
  NEGATIONS,
  QUICK_MINUTES,
  SUFFIX_NEGATIONS,
  type CuisineId,
  type DietId,
  type Language,
  type Meal,
  type MoodId,
} from './words.ts';

export type { CuisineId, DietId, Language, Meal, MoodId } from './words.ts';

/** A dish asked for by name, and the family of close relatives that also answer it. */
export interface DishRequest {
  readonly id: string;
  readonly family: string;
}

export interface RequestModel {
  readonly language: Language;
  /** Dishes named in the prompt, first named first. */
  readonly dishes: readonly DishRequest[];
  readonly cuisine: CuisineId | null;
  readonly meal: Meal | null;
  readonly moods: ReadonlySet<MoodId>;
  /** Diets and nutrition goals; allergen diets (gluten-free...) also show in excludedAllergens. */
  readonly diets: ReadonlySet<DietId>;
  readonly excludedAllergens: ReadonlySet<Allergen>;
  /** Catalogue ids ruled out by name, with their relatives ("garlic" rules out garlic powder). */
  readonly excludedItems: ReadonlySet<string>;
  /** Meat groups ruled out ("no pork"). */
  readonly excludedGroups: ReadonlySet<string>;
  /** Normalised names of what was ruled out by name, for checks on free text. */
  readonly excludedNames: readonly string[];
  /** Upper bound on total time in minutes ("quick", "under 20 minutes"). */
  readonly maxMinutes: number | null;
  /** Ingredients named in the prompt ("something with chicken"), not ruled out. */
  readonly mentioned: readonly CatalogueItem[];
  /** Typed and photo ingredients, as parsed (before exclusions). */
  readonly listed: readonly ParsedIngredient[];
  /** Words of the prompt and ingredient entries nothing could place, as the user wrote them. */
  readonly ignored: readonly string[];
}

interface Word {
  readonly raw: string;
  readonly norm: string;
  /** The dish ending of a German compound ("suppe" of "Kürbissuppe"): a sign of German. */
  readonly compound?: boolean;
}

/** One-word dish names that end German compounds ("kurbissuppe", "gemuselasagne"). */
const DISH_ENDINGS = [...new Set(DISH_WORDS.map(([phrase]) => phrase))]
  .filter((phrase) => COMPOUND_DISH_ENDINGS.has(phrase))
  .sort((a, b) => b.length - a.length);
const SINGLE_DISHES = new Set(DISH_WORDS.map(([phrase]) => phrase));

/** The catalogue item a compound's first part names, with or without its linking s/n/en/e. */
function compoundHead(head: string): string | undefined {
  for (const cut of ['', 's', 'n', 'en', 'e']) {
    if (cut && !head.endsWith(cut)) continue;
    const stem = head.slice(0, head.length - cut.length);
    if (stem.length < 3) continue;
    if (stem === 'gemuse') return stem;
    const [match] = scanTokens([stem], { fuzzy: false });
    if (match && match.start === 0 && match.end === 1) return stem;
  }
  return undefined;
}

/** "kurbissuppe" -> "kurbis" "suppe": an ingredient and a dish the engine knows by name. */
function splitCompound(norm: string): string[] {
  if (SINGLE_DISHES.has(norm)) return [norm];
  for (const ending of DISH_ENDINGS) {
    if (norm.length <= ending.length + 2 || !norm.endsWith(ending)) continue;
    const head = compoundHead(norm.slice(0, -ending.length));
    if (head) return [head, ending];
  }
  return [norm];
}

/** Splits text into words keeping each one's original spelling next to its normalised form. */
function wordsOf(text: string): Word[] {
  return text.split(/[^\p{L}\p{N}'’`]+/u).flatMap((raw) =>
    normalize(raw)
      .split(' ')
      .filter(Boolean)
      .flatMap((norm) => {
        const parts = splitCompound(norm);
        return parts.map((part, i) => ({ part, compound: i > 0 }));
      })
      .map(({ part, compound }) => ({ raw: raw.replace(/['’`]/g, ''), norm: part, compound })),
  );
}

function phraseAt(norms: readonly string[], start: number, phrase: string): number {
  const parts = phrase.split(' ');
  for (let j = 0; j < parts.length; j++) if (norms[start + j] !== parts[j]) return 0;
  return parts.length;
}

/** Sorted longest first so "fruit salad" is tried before "salad". */
function longestFirst<T extends readonly [string, ...unknown[]]>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);
}

const DISHES = longestFirst(DISH_WORDS);
const DIETS = longestFirst(DIET_WORDS);
const MEALS = longestFirst(MEAL_WORDS);
const NEGATION_LIST = [...NEGATION_PHRASES].sort(
  (a, b) => b.split(' ').length - a.split(' ').length,
);
const ALLERGEN_PHRASES = Object.keys(ALLERGEN_WORDS).sort(
  (a, b) => b.split(' ').length - a.split(' ').length,
);

/** What one exclusion term rules out. */
interface Term {
  readonly end: number;
  readonly allergens: readonly Allergen[];
  readonly groups: readonly string[];
  readonly item?: CatalogueItem;
}

function allergenStem(stem: string): readonly Allergen[] | undefined {
  return (
    ALLERGEN_WORDS[stem] ?? (stem.endsWith('s') ? ALLERGEN_WORDS[stem.slice(0, -1)] : undefined)
  );
}

/** Reads an allergen, meat group or catalogue item starting at `start`. */
function readTerm(norms: readonly string[], start: number): Term | undefined {
  for (const phrase of ALLERGEN_PHRASES) {
    const length = phraseAt(norms, start, phrase);
    if (length) return { end: start + length, allergens: ALLERGEN_WORDS[phrase]!, groups: [] };
  }
  const word = norms[start];
  if (word === undefined) return undefined;
  const groups = GROUP_WORDS[word];
  if (groups) return { end: start + 1, allergens: [], groups };
  const [match] = scanTokens(norms.slice(start, start + 4), { fuzzy: false });
  if (match && match.start === 0)
    return { end: start + match.end, allergens: [], groups: [], item: match.item };
  return undefined;
}

/** "nussallergie" -> nuts, "glutenfrei" -> gluten, "laktoseintoleranz" -> milk. */
function compoundTerm(word: string): readonly Allergen[] | undefined {
  for (const suffix of COMPOUND_SUFFIXES) {
    if (word.length > suffix.length && word.endsWith(suffix)) {
      const found = allergenStem(word.slice(0, -suffix.length));
      if (found) return found;
    }
  }
  return undefined;
}

/** Items whose name contains the excluded item's name: garlic -> garlic powder. */
function relatives(item: CatalogueItem): CatalogueItem[] {
  const names = [item.name, item.plural].map(normalize);
  return CATALOGUE.filter((other) => {
    const own = ` ${normalize(other.name)} `;
    // An oil pressed from a food is not the food: "no olives" keeps olive oil.
    if (other.group === 'oil' && item.group !== 'oil') return other.id === item.id;
    return other.id === item.id || names.some((name) => own.includes(` ${name} `));
  });
}

/**
 * The language of the recipe text: the prompt's when it shows one, else the typed ingredients',
 * else the caller's setting (the user's language), else English.
 */
function detectLanguage(
  prompt: readonly Word[],
  ingredients: string,
  rawPrompt: string,
  setting: Language | undefined,
): Language {
  const score = (words: readonly Word[], raw: string): number => {
    let german = /[äöüß]/i.test(raw) ? 2 : 0;
    let english = 0;
    for (const word of words) {
      if (GERMAN_MARKERS.has(word.norm) || word.compound) german++;
      if (ENGLISH_MARKERS.has(word.norm)) english++;
    }
    return german - english;
  };
  const fromPrompt = score(prompt, rawPrompt);
  if (fromPrompt !== 0) return fromPrompt > 0 ? 'de' : 'en';
  const fromIngredients = score(wordsOf(ingredients), ingredients);
  if (fromIngredients !== 0) return fromIngredients > 0 ? 'de' : 'en';
  return setting ?? 'en';
}

const WORD_NUMBERS: Record<string, number> = {
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  zehn: 10,
  funfzehn: 15,
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  half: 0.5,
  halbe: 0.5,
  an: 1,
  one: 1,
  eine: 1,
  einer: 1,
};

/**
 * `typos: false` reads only exact names (the book engine: a common word such as "school" must never
 * become a food such as Scholle); the default also reads long misspelt words ("chiken").
 */
export function readRequest(
  input: GenerationInput,
  { typos = true }: { readonly typos?: boolean } = {},
): RequestModel {
  const prompt = input.prompt.slice(0, 1000);
  const words = wordsOf(prompt);
  const norms = words.map((word) => word.norm);
  const claimed = new Array<boolean>(words.length).fill(false);
  const claim = (from: number, to: number): void => {
    for (let k = from; k < to; k++) claimed[k] = true;
  };

  const diets = new Set<DietId>();
  const allergens = new Set<Allergen>();
  const excludedItems = new Set<string>();
  const excludedGroups = new Set<string>();
  const excludedNames: string[] = [];
  const exclude = (term: Term): void => {
    term.allergens.forEach((allergen) => allergens.add(allergen));
    term.groups.forEach((group) => excludedGroups.add(group));
    if (term.item)
      for (const item of relatives(term.item)) {
        excludedItems.add(item.id);
        excludedNames.push(normalize(item.name), normalize(item.plural));
      }
  };

  // Diet phrases first: "no meat" is vegetarian, not an exclusion of an item called meat.
  for (let i = 0; i < words.length; i++) {
    for (const [phrase, diet] of DIETS) {
      const length = phraseAt(norms, i, phrase);
      if (length && !claimed.slice(i, i + length).some(Boolean)) {
        diets.add(diet);
        claim(i, i + length);
        break;
      }
    }
  }

  for (let i = 0; i < words.length; i++) {
    if (claimed[i]) continue;
    const word = norms[i]!;
    const compound = compoundTerm(word);
    if (compound) {
      exclude({ end: i + 1, allergens: compound, groups: [] });
      claim(i, i + 1);
      continue;
    }
    let opener = 0;
    for (const phrase of NEGATION_LIST) {
      opener = phraseAt(norms, i, phrase);
      if (opener) break;
    }
    if (!opener && NEGATIONS.has(word)) opener = 1;
    if (opener) {
      let j = i + opener;
      let found = false;
      for (;;) {
        while (j < words.length && LINKS.has(norms[j]!) && !claimed[j]) j++;
        const term = j < words.length && !claimed[j] ? readTerm(norms, j) : undefined;
        if (!term) break;
        exclude(term);
        found = true;
        j = term.end;
        // "nuts free" after "no" adds nothing; "peanut allergy" after "bad" is its own phrase.
        if (SUFFIX_NEGATIONS.has(norms[j] ?? '')) j++;
      }
      if (found || NEGATIONS.has(word)) claim(i, found ? j : i + opener);
      if (found) i = j - 1;
      continue;
    }
    const term = readTerm(norms, i);
    if (term && SUFFIX_NEGATIONS.has(norms[term.end] ?? '')) {
      exclude(term);
      claim(i, term.end + 1);
      i = term.end;
    }
  }
  for (const [needed, diet] of ALLERGEN_DIETS)
    if (needed.every((allergen) => allergens.has(allergen))) diets.add(diet);
  for (const [needed, diet] of ALLERGEN_DIETS)
    if (diets.has(diet)) needed.forEach((allergen) => allergens.add(allergen));

  const dishes: DishRequest[] = [];
  for (const [phrase, id, family] of DISHES) {
    for (let i = 0; i < words.length; i++) {
      const length = phraseAt(norms, i, phrase);
      if (length && !claimed.slice(i, i + length).some(Boolean)) {
        claim(i, i + length);
        if (!dishes.some((dish) => dish.id === id)) dishes.push({ id, family });
      }
    }
  }
  // Named first, asked for first.
  const firstIndex = (dish: DishRequest): number =>
    norms.findIndex((_, i) =>
      DISHES.some(([phrase, id]) => id === dish.id && phraseAt(norms, i, phrase) > 0),
    );
  dishes.sort((a, b) => firstIndex(a) - firstIndex(b));

  let meal: Meal | null = null;
  for (let i = 0; i < words.length; i++) {
    for (const [phrase, value] of MEALS) {
      const length = phraseAt(norms, i, phrase);
      if (length && !claimed.slice(i, i + length).some(Boolean)) {
        meal ??= value;
        claim(i, i + length);
      }
    }
  }

  const moods = new Set<MoodId>();
  for (const [mood, list] of Object.entries(MOOD_WORDS) as [MoodId, readonly string[]][]) {
    for (let i = 0; i < words.length; i++) {
      for (const phrase of list) {
        const length = phraseAt(norms, i, phrase);
        if (length && !claimed[i]) {
          moods.add(mood);
          claim(i, i + length);
        }
      }
    }
  }

  let cuisine: CuisineId | null = null;
  for (const [name, list] of Object.entries(CUISINE_WORDS) as [CuisineId, readonly string[]][]) {
    for (let i = 0; i < words.length; i++) {
      for (const phrase of list) {
        const length = phraseAt(norms, i, phrase);
        if (length && !claimed[i]) {
          cuisine ??= name;
          claim(i, i + length);
        }
      }
    }
  }

  let maxMinutes: number | null = null;
  for (let i = 0; i < words.length; i++) {
    const word = norms[i]!;
    const value = /^\d{1,3}$/.test(word) ? Number(word) : WORD_NUMBERS[word];
    if (value === undefined) continue;
    const unit = norms[i + 1] ?? '';
    const minutes = MINUTE_WORDS.has(unit) ? value : HOUR_WORDS.has(unit) ? value * 60 : undefined;
    if (minutes === undefined || minutes < 1) continue;
    maxMinutes = Math.min(maxMinutes ?? Infinity, Math.round(minutes));
    claim(i, i + 2);
  }
  if (maxMinutes === null && moods.has('quick')) maxMinutes = QUICK_MINUTES;
  if (maxMinutes !== null && maxMinutes <= QUICK_MINUTES) moods.add('quick');

  const mentioned: CatalogueItem[] = [];
  for (const match of scanTokens(norms, { fuzzy: false })) {
    if (claimed.slice(match.start, match.end).some(Boolean)) continue;
    claim(match.start, match.end);
    if (excludedItems.has(match.item.id) || mentioned.includes(match.item)) continue;
    mentioned.push(match.item);
  }
  // Typos in the prompt ("chiken"): long words only, so nonsense does not match by chance.
  words.forEach((word, i) => {
    if (!typos || claimed[i] || word.norm.length < 5 || FILLER_WORDS.has(word.norm)) return;
    const [match] = scanTokens([word.norm], { fuzzy: true });
    if (!match) return;
    claim(i, i + 1);
    if (!excludedItems.has(match.item.id) && !mentioned.includes(match.item))
      mentioned.push(match.item);
  });

  const ignored: string[] = [];
  words.forEach((word, i) => {
    if (claimed[i] || FILLER_WORDS.has(word.norm) || /^\d+$/.test(word.norm)) return;
    if (word.norm.length < 2 || ignored.includes(word.raw)) return;
    ignored.push(word.raw);
  });

  const listed: ParsedIngredient[] = [];
  const entries = [
    ...splitEntries(input.writtenIngredients.slice(0, 5000)),
    ...input.imageIngredients.slice(0, 50),
  ];
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (parsed.length === 0) {
      const text = entry.trim().slice(0, 60);
      if (/\p{L}{2}/u.test(text) && !ignored.includes(text)) ignored.push(text);
    }
    listed.push(...parsed);
  }

  return {
    language: detectLanguage(words, input.writtenIngredients, prompt, input.language),
    dishes,
    cuisine,
    meal,
    moods,
    diets,
    excludedAllergens: allergens,
    excludedItems,
    excludedGroups,
    excludedNames: [...new Set(excludedNames)],
    maxMinutes,
    mentioned,
    listed,
    ignored,
  };
}

/** Whether an item may appear at all under the request's exclusions and diets. */
export function itemAllowed(item: CatalogueItem, request: RequestModel): boolean {
  if (request.excludedItems.has(item.id) || request.excludedGroups.has(item.group)) return false;
  for (const allergen of item.allergens) if (request.excludedAllergens.has(allergen)) return false;
  if (request.diets.has('vegan')) return item.kind === 'vegan';
  if (request.diets.has('vegetarian')) return item.kind === 'vegan' || item.kind === 'vegetarian';
  if (request.diets.has('pescatarian'))
    return !['beef', 'pork', 'chicken', 'lamb'].includes(item.kind);
  return true;
}
