import type {
  Allergen,
  FoodCategory,
  Ingredient,
  PreferenceDiet,
  SpiceLevel,
} from '#src/api/types';
import type { RecipeRow } from '#mocks/db';
import { notices } from '#server/src/ai/book-engine/notice.ts';
import { constraintName } from '#server/src/ai/book-engine/rules.ts';
import { BOOK_DISHES, normalize, type BookDish } from './book';
import { illustrationKey } from './recipe';

/** At most this many options per generation (3, or 4 with three or more ingredients). */
export const MAX_DRAFTS = 4;

export interface DraftInput {
  /** The first of MAX_DRAFTS reserved ids; drafts get consecutive ids. */
  firstId: number;
  ownerId: number;
  sessionId: number;
  prompt: string;
  /** Typed ingredients (free text) plus any read from a photo. */
  writtenIngredients: string;
  photoIngredients: string[];
  /** How many times the session has generated before: each regeneration rotates to other dishes. */
  generation: number;
  /** Titles the session has already shown: options with these titles are skipped while others remain. */
  shownTitles?: readonly string[];
  createdAt: string;
  /** The language the request is written in (readMockRequest): the recipes' text follows it. */
  language?: 'en' | 'de';
  /** The wizard's controls (issue #29): servings the quantities are for, diets kept, how hot. */
  servings?: number;
  diets?: readonly PreferenceDiet[];
  spice?: SpiceLevel;
  /** Allergens the cook avoids (standing preferences): a dish carrying one is never offered. */
  allergens?: readonly Allergen[];
}

/** The drafts and what the options step says when the slice cannot answer as asked. */
export interface DraftAnswer {
  recipes: RecipeRow[];
  notice: string | null;
}

/** Ingredient words from free text ("tomatoes, basil\nrice and beans"), deduplicated, in order. */
export function parseIngredientWords(text: string): string[] {
  const words = text
    .split(/[,;\n]+|\band\b/i)
    .map((w) => w.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 40))
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}

/** The highest heat a spice level allows (the book rates its dishes 0-3). */
const MAX_HEAT: Readonly<Record<SpiceLevel, number>> = { none: 0, mild: 1, medium: 2, hot: 3 };

/** Prompt words that ask for a course: the options keep to it while any dish of it fits (as on the server). */
const COURSE_WORDS: ReadonlyArray<readonly [RegExp, (dish: BookDish) => boolean]> = [
  [/\b(soups?|suppen?|broth|bruhe)\b/, (d) => d.course === 'soup'],
  [/\b(salads?|salat)\b/, (d) => d.course === 'salad' || d.tags.includes('salad')],
  [/\b(cakes?|kuchen|torte|bake|baking|backen)\b/, (d) => d.course === 'baking'],
  [/\b(desserts?|nachtisch|nachspeise)\b/, (d) => d.course === 'baking' || d.course === 'dessert'],
  [/\b(breakfast|brunch|fruhstuck)\b/, (d) => d.course === 'breakfast'],
  [/\b(pancakes?|pfannkuchen)\b/, (d) => d.names.some((n) => n.includes('pancake'))],
];

/** Prompt words that prefer a kind of dish (the server's tag words and moods): they weigh, they do not rule. */
const KIND_WORDS: ReadonlyArray<readonly [RegExp, (dish: BookDish) => boolean, number]> = [
  [/\bcurr(y|ies)\b/, (d) => d.tags.includes('curry'), 6],
  [/\b(pasta|nudeln|spaghetti|penne)\b/, (d) => d.tags.includes('pasta'), 6],
  [/\bnoodles?\b/, (d) => d.tags.includes('noodles') || d.tags.includes('pasta'), 6],
  [/\b(stir fry|stirfry|wok)\b/, (d) => d.tags.includes('stir-fry'), 6],
  [/\b(rice|reis|risotto)\b/, (d) => d.tags.includes('rice'), 6],
  [/\b(stew|eintopf|schmor\w*)\b/, (d) => d.tags.includes('stew'), 6],
  [
    /\b(warming|warm|hearty|deftig)\b/,
    (d) => d.tags.includes('winter') || d.tags.includes('comfort'),
    3,
  ],
  [/\b(spicy|scharf|hot|fiery)\b/, (d) => d.spice >= 2, 6],
  [/\b(quick|fast|schnell)\b/, (d) => d.total_time_minutes <= 30, 4],
  [
    /\b(light|healthy|leicht|fresh)\b/,
    (d) => d.tags.includes('light') || d.tags.includes('fresh'),
    3,
  ],
];

/** Prompt words that name a food category ("beef for dinner"). */
const CATEGORY_ASKED: ReadonlyArray<readonly [RegExp, FoodCategory]> = [
  [/\b(chicken|hahnchen|huhn)\b/, 'chicken'],
  [/\b(beef|rind\w*)\b/, 'beef'],
  [/\b(pork|schwein\w*)\b/, 'pork'],
  [/\b(lamb|lamm)\b/, 'lamb'],
  [/\b(fish|fisch|salmon|lachs)\b/, 'fish'],
  [/\b(seafood|prawns?|shrimps?|clams?|meeresfruchte)\b/, 'seafood'],
];

/** A small deterministic hash so ties break per request but never between runs. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A quantity for `servings` of one written for `base`, rounded as a cook measures it. */
function scaled(quantity: number | null, servings: number, base: number): number | null {
  if (quantity === null || servings === base) return quantity;
  const value = (quantity * servings) / base;
  if (value >= 50) return Math.round(value / 5) * 5;
  if (value >= 10) return Math.round(value);
  return Math.max(0.25, Math.round(value * 4) / 4);
}

/** Whether a normalised phrase occurs in a normalised text as whole words. */
const hasPhrase = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `);

/** "500 g spaghetti" (as a photographed list reads): the amount, unit and the food's name. */
const WRITTEN_AMOUNT =
  /^(\d+(?:\.\d+)?)(?: ?(g|kg|ml|l|tbsp|tsp|cans?|bunch(?:es)?|cloves?))? ([^ ].*)$/;

interface Written {
  /** The food's name, normalised ("spaghetti"). */
  food: string;
  /** As the cook wrote it ("500 g spaghetti"). */
  text: string;
  quantity: number | null;
  unit: string;
}

function readWritten(entry: string): Written {
  const match = WRITTEN_AMOUNT.exec(entry.trim().toLowerCase());
  if (!match) return { food: normalize(entry), text: entry.trim(), quantity: null, unit: '' };
  return {
    food: normalize(match[3]!),
    text: entry.trim(),
    quantity: Number(match[1]),
    unit: match[2] ?? '',
  };
}

/** Whether an ingredient line of a dish is the food a cook named ("tomatoes" in "canned tomatoes"). */
function lineHas(line: Ingredient, food: string): boolean {
  const name = normalize(line.name.split(',')[0]!);
  const singular = food.replace(/(es|s)$/, '');
  return hasPhrase(name, food) || (singular.length >= 3 && hasPhrase(name, singular));
}

/** Whether a line is exactly the food ("spaghetti", not "canned whole plum tomatoes" for "tomatoes"). */
function isFood(line: Ingredient, food: string): boolean {
  const name = normalize(line.name.split(',')[0]!);
  return name === food || name === food.replace(/(es|s)$/, '') || `${name}s` === food;
}

/**
 * 3 or 4 draft recipes from the mock's slice of the recipe book: a dish the prompt names answers
 * alone; otherwise the dishes that fit the prompt's words and the cook's ingredients come first.
 * Diets, avoided allergens and the spice level are hard rules; when nothing fits, no options and a
 * notice worded as the server words it. Deterministic for the same input and generation.
 */
export function buildDraftRecipes(input: DraftInput): DraftAnswer {
  const language = input.language ?? 'en';
  const servings = input.servings;
  const diets = input.diets ?? [];
  const avoided = input.allergens ?? [];
  const maxHeat = input.spice ? MAX_HEAT[input.spice] : 3;
  const prompt = normalize(input.prompt);
  const written = [
    ...parseIngredientWords(input.writtenIngredients),
    ...input.photoIngredients.map((w) => w.toLowerCase()),
  ]
    .map(readWritten)
    .filter((w) => w.food.length > 0);
  const count = written.length >= 3 ? MAX_DRAFTS : MAX_DRAFTS - 1;

  const broken = new Map<string, number>();
  const fits = BOOK_DISHES.filter((dish) => {
    const key =
      diets.filter((d) => !dish.diets.includes(d)).map((d) => `diet:${d}`)[0] ??
      avoided.filter((a) => dish.allergens.includes(a)).map((a) => `allergen:${a}`)[0] ??
      (dish.spice > maxHeat ? 'spice:' : null);
    if (key) broken.set(key, (broken.get(key) ?? 0) + 1);
    return key === null;
  });
  if (fits.length === 0) {
    const named = [...broken]
      .sort((a, b) => b[1] - a[1])
      .map(([key]) => constraintName(key, language, (id) => id));
    return { recipes: [], notice: notices.nothingFits([...new Set(named)].slice(0, 2), language) };
  }

  // A dish the prompt names answers alone (as the server answers with that dish's versions).
  const named = fits
    .map((dish) => ({
      dish,
      length: Math.max(0, ...dish.names.filter((n) => hasPhrase(prompt, n)).map((n) => n.length)),
    }))
    .filter((d) => d.length > 0)
    .sort((a, b) => b.length - a.length);
  let chosen: BookDish[];
  if (named.length > 0) {
    chosen = [named[0]!.dish];
  } else {
    const courses = COURSE_WORDS.filter(([pattern]) => pattern.test(prompt)).map(
      ([, test]) => test,
    );
    const kinds = KIND_WORDS.filter(([pattern]) => pattern.test(prompt));
    const categories = CATEGORY_ASKED.filter(([pattern]) => pattern.test(prompt)).map(
      ([, category]) => category,
    );
    // Dishes of the course asked for come first (as the server keeps to the course asked), then
    // the ones that use most of the cook's ingredients and fit the words.
    const score = (dish: BookDish) => {
      const text = language === 'de' ? dish.de : dish.en;
      const lines = [...text.ingredients, ...dish.en.ingredients];
      let points = 0;
      if (courses.some((course) => course(dish))) points += 1000;
      if (categories.includes(dish.food_category)) points += 10;
      for (const food of written) if (lines.some((line) => lineHas(line, food.food))) points += 10;
      for (const [, kind, weight] of kinds) if (kind(dish)) points += weight;
      if (dish.course === 'main' && courses.length === 0) points += 4;
      if (input.spice === 'hot' && dish.spice >= 2) points += 6;
      return (
        points + (hash(`${input.prompt}|${input.writtenIngredients}|${dish.id}`) % 1000) / 1000
      );
    };
    const ranked = fits
      .map((dish) => ({ dish, points: score(dish) }))
      .sort((a, b) => b.points - a.points)
      .map(({ dish }) => dish);
    // Each regeneration rotates on; titles already shown are skipped while others remain.
    const shown = new Set(input.shownTitles ?? []);
    const rotated = ranked.map((_, i) => ranked[(input.generation * count + i) % ranked.length]!);
    const fresh = rotated.filter((dish) => !shown.has(dish[language].title));
    chosen = (fresh.length >= count ? fresh : rotated).slice(0, count);
  }

  const short: { recipe: string; needs: string; has: string }[] = [];
  const recipes = chosen.map((dish, i): RecipeRow => {
    const text = dish[language];
    const serves = servings ?? dish.baseServings;
    const ingredients = text.ingredients.map((line) => ({
      ...line,
      quantity: scaled(line.quantity, serves, dish.baseServings),
    }));
    // An amount the cook listed that the dish needs more of is named, as the server names it.
    for (const food of written) {
      if (food.quantity === null) continue;
      const line = ingredients.find(
        (l) => isFood(l, food.food) && l.unit === food.unit && l.quantity !== null,
      );
      if (line && line.quantity! > food.quantity * 1.05)
        short.push({
          recipe: text.title,
          needs: `${line.quantity} ${line.unit} ${line.name}`.replace(/ {2}/g, ' '),
          has: food.text,
        });
    }
    const id = input.firstId + i;
    return {
      id,
      title: text.title,
      description: text.description,
      image_url: illustrationKey(id, dish.id),
      total_time_minutes: dish.total_time_minutes,
      difficulty: dish.difficulty,
      food_category: dish.food_category,
      created_at: input.createdAt,
      allergens: [...dish.allergens],
      baseServings: serves,
      nutrition: dish.nutrition,
      ingredients,
      is_saved: false,
      owner_id: input.ownerId,
      session_id: input.sessionId,
      instructions: null,
      instruction_polls_left: 1,
      cooking_method: 'pan',
      book: { id: dish.id, language },
    };
  });
  return {
    recipes,
    notice: short.length > 0 ? notices.shortfall(short.slice(0, 3), language) : null,
  };
}
