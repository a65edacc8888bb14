import type {
  Difficulty,
  FoodCategory,
  Ingredient,
  PreferenceDiet,
  SpiceLevel,
} from '#src/api/types';
import type { RecipeRow } from '#mocks/db';
import type { CookingMethod } from './instructions';
import { allergensOf } from './allergens';
import { buildNutrition } from './nutrition';
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
  /** The wizard's controls (issue #29): servings the quantities are for, diets kept, how hot. */
  servings?: number;
  diets?: readonly PreferenceDiet[];
  spice?: SpiceLevel;
}

interface DishTemplate {
  /** Prompt words that put this dish first ("a hearty soup" -> the soup). */
  keywords: RegExp;
  title: (main: string, second: string) => string;
  describe: (all: string, prompt: string) => string;
  method: CookingMethod;
  minutes: number;
  difficulty: Difficulty;
  /** How hot the dish is, 0-3 (as the recipe book rates its dishes). */
  heat: number;
}

const DISHES: DishTemplate[] = [
  {
    keywords: /stir|wok|asian|quick/,
    title: (m) => `${m} Stir-Fry`,
    describe: (all, p) => `A quick, punchy stir-fry built around ${all}, for when you want ${p}.`,
    method: 'stir-fry',
    minutes: 25,
    difficulty: 'easy',
    heat: 2,
  },
  {
    keywords: /soup|broth|stew|warming/,
    title: (m) => `Rustic ${m} Soup`,
    describe: (all, p) => `A comforting bowl of soup with ${all}; a gentle take on ${p}.`,
    method: 'soup',
    minutes: 40,
    difficulty: 'easy',
    heat: 0,
  },
  {
    keywords: /bake|roast|oven|tray/,
    title: (m, s) => `${m} & ${s} Tray Bake`,
    describe: (all, p) =>
      `Everything roasted on one tray: ${all}, golden at the edges. Inspired by ${p}.`,
    method: 'roast',
    minutes: 55,
    difficulty: 'medium',
    heat: 0,
  },
  {
    keywords: /bowl|salad|healthy|light|grain/,
    title: (m) => `${m} Grain Bowl`,
    describe: (all, p) => `A bright, balanced bowl of grains topped with ${all}, answering ${p}.`,
    method: 'bowl',
    minutes: 30,
    difficulty: 'easy',
    heat: 0,
  },
  {
    keywords: /pasta|spaghetti|noodle|italian/,
    title: (m) => `Creamy ${m} Pasta`,
    describe: (all, p) => `Silky pasta tossed with ${all}, ready in half an hour, for ${p}.`,
    method: 'pasta',
    minutes: 30,
    difficulty: 'medium',
    heat: 0,
  },
  {
    keywords: /curry|spic|indian|thai/,
    title: (m) => `Slow-Cooked ${m} Curry`,
    describe: (all, p) =>
      `A deeply spiced curry where ${all} simmer until rich and tender; a weekend take on ${p}.`,
    method: 'curry',
    minutes: 75,
    difficulty: 'hard',
    heat: 3,
  },
];

const CATEGORY_WORDS: [FoodCategory, RegExp][] = [
  ['chicken', /chicken|turkey|duck/],
  ['beef', /beef|steak|mince|veal/],
  ['pork', /pork|bacon|ham|sausage|chorizo|pancetta/],
  ['lamb', /lamb|mutton/],
  ['fish', /fish|salmon|cod|tuna|trout|haddock|mackerel|sardine/],
  ['seafood', /shrimp|prawn|mussel|clam|squid|crab|lobster|scallop|oyster/],
];
const DAIRY_OR_EGG = /cheese|mozzarella|parmesan|feta|egg|milk|butter|cream|yogurt|yoghurt|paneer/;
const STOP_WORDS = new Set([
  'with',
  'and',
  'some',
  'something',
  'want',
  'make',
  'cook',
  'today',
  'for',
  'the',
  'quick',
  'easy',
  'dinner',
  'lunch',
  'tonight',
  'that',
  'this',
  'like',
  'would',
]);

const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Ingredient words from free text ("tomatoes, basil\nrice and beans"), deduplicated, in order. */
export function parseIngredientWords(text: string): string[] {
  const words = text
    .split(/[,;\n]+|\band\b/i)
    .map((w) => w.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 40))
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}

/** The food category the ingredients imply (several meats: mixed-meat; dairy or eggs: vegetarian). */
export function categoryOf(words: string[]): FoodCategory {
  const text = words.join(' ');
  const meats = CATEGORY_WORDS.filter(([, pattern]) => pattern.test(text)).map(([c]) => c);
  const landMeats = meats.filter((c) => c !== 'fish' && c !== 'seafood');
  if (landMeats.length > 1) return 'mixed-meat';
  if (meats.length > 0) return meats[0]!;
  return DAIRY_OR_EGG.test(text) ? 'vegetarian' : 'vegan';
}

/** Prefixes that vary a dish once its plain title was shown in the session. */
const TWISTS = ['', 'Zesty ', 'Smoky ', 'Herby ', 'Golden ', 'Spiced '];
/** The twists that add heat, left out below medium. */
const HOT_TWISTS = new Set(['Spiced ']);

/** The highest heat a spice level allows (hot allows any and puts hot dishes first). */
const MAX_HEAT: Readonly<Record<SpiceLevel, number>> = { none: 0, mild: 1, medium: 2, hot: 3 };

/** Foods each diet leaves out, a small stand-in for the server catalogue's diet rules. */
const DIET_OUT: Readonly<Partial<Record<PreferenceDiet, RegExp>>> = {
  vegan:
    /chicken|turkey|duck|beef|steak|mince|veal|pork|bacon|ham|sausage|chorizo|pancetta|lamb|mutton|fish|salmon|cod|tuna|trout|shrimp|prawn|mussel|squid|crab|cheese|mozzarella|parmesan|feta|egg|milk|butter|cream|yogh?urt|paneer|honey/,
  vegetarian:
    /chicken|turkey|duck|beef|steak|mince|veal|pork|bacon|ham|sausage|chorizo|pancetta|lamb|mutton|fish|salmon|cod|tuna|trout|shrimp|prawn|mussel|squid|crab/,
  pescatarian:
    /chicken|turkey|duck|beef|steak|mince|veal|pork|bacon|ham|sausage|chorizo|pancetta|lamb|mutton/,
  halal: /pork|bacon|ham|sausage|chorizo|pancetta|wine|beer/,
};

/** "500 g spaghetti" (as a photographed list reads): the amount and the food's name. */
const WRITTEN_AMOUNT =
  /^(\d+(?:\.\d+)?)(?: ?(g|kg|ml|l|tbsp|tsp|cans?|bunch(?:es)?|cloves?))? ([^ ].*)$/;

/** A small deterministic hash so numbers vary per dish but never between runs. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A quantity for `servings` of one written for 4, rounded as a cook measures it. */
function scaled(quantity: number | null, servings: number): number | null {
  if (quantity === null || servings === 4) return quantity;
  const value = (quantity * servings) / 4;
  if (value >= 50) return Math.round(value / 5) * 5;
  if (value >= 10) return Math.round(value);
  return Math.max(0.25, Math.round(value * 4) / 4);
}

function ingredientsFor(
  words: string[],
  written: ReadonlyMap<string, [number, string]>,
  servings: number,
  noSalt: boolean,
): Ingredient[] {
  const amounts: [number | null, string][] = [
    [400, 'g'],
    [250, 'g'],
    [2, ''],
    [150, 'g'],
    [1, ''],
  ];
  const lines: Ingredient[] = [
    ...words.slice(0, 6).map((name, i) => {
      // An amount the cook has (from a photographed list) is the most the dish uses of it.
      const [quantity, unit] = written.get(name) ?? amounts[i % amounts.length]!;
      return { quantity, unit, name };
    }),
    { quantity: 2, unit: 'tbsp', name: 'olive oil' },
    { quantity: 2, unit: 'cloves', name: 'garlic, crushed' },
    ...(noSalt ? [] : [{ quantity: 0.2, unit: 'tsp', name: 'salt' }]),
    { quantity: null, unit: '', name: 'black pepper, to taste' },
  ];
  return lines.map((line, i) =>
    i < Math.min(words.length, 6) && written.has(line.name)
      ? line
      : { ...line, quantity: scaled(line.quantity, servings) },
  );
}

/**
 * 3 or 4 draft recipes composed from the prompt and ingredient words: deterministic for the same input
 * and generation, complete (ingredients for 4 servings, nutrition, illustration key), not yet saved.
 */
export function buildDraftRecipes(input: DraftInput): RecipeRow[] {
  const servings = input.servings ?? 4;
  const diets = input.diets ?? [];
  const maxHeat = input.spice ? MAX_HEAT[input.spice] : 3;
  // Written amounts ("500 g spaghetti") name the food; the amount goes into its line.
  const written = new Map<string, [number, string]>();
  const nameOf = (word: string) => {
    const match = WRITTEN_AMOUNT.exec(word);
    if (!match) return word;
    written.set(match[3]!, [Number(match[1]), match[2] ?? '']);
    return match[3]!;
  };
  const fromText = parseIngredientWords(input.writtenIngredients).map(nameOf);
  let words = [
    ...new Set([...fromText, ...input.photoIngredients.map((w) => nameOf(w.toLowerCase()))]),
  ].filter((word) => !diets.some((diet) => DIET_OUT[diet]?.test(word)));
  if (words.length === 0) {
    words = input.prompt
      .toLowerCase()
      .split(/\P{L}+/u)
      .filter((w) => w.length > 3 && !STOP_WORDS.has(w))
      .slice(0, 3);
  }
  if (words.length === 0) words = ['seasonal vegetables'];
  // The dish is named after its protein when there is one ("Chicken Stir-Fry", not "Leeks Stir-Fry").
  const proteinFirst = [
    ...words.filter((w) => categoryOf([w]) !== 'vegan'),
    ...words.filter((w) => categoryOf([w]) === 'vegan'),
  ];
  const main = titleCase(proteinFirst[0]!);
  const second = titleCase(proteinFirst[1] ?? 'herbs');
  const all = list(words.slice(0, 4));
  const prompt = input.prompt.trim().toLowerCase();
  const count = words.length >= 3 ? MAX_DRAFTS : MAX_DRAFTS - 1;
  // A diet the cook chose decides by what is left in the dish, not by the prompt's words.
  const category = diets.length > 0 ? categoryOf(words) : categoryOf([...words, prompt]);
  const ingredients = ingredientsFor(words, written, servings, diets.includes('no-added-salt'));

  // Dishes the prompt asks for come first (hot ones first when the cook asks for heat); each
  // regeneration rotates to the next ones. Dishes hotter than the spice level allows are left out.
  const allowed = DISHES.filter((d) => d.heat <= maxHeat);
  const asked = (d: DishTemplate) =>
    input.spice === 'hot' ? d.heat >= 2 || d.keywords.test(prompt) : d.keywords.test(prompt);
  const dishes = [...allowed.filter(asked), ...allowed.filter((d) => !asked(d))];
  // Rotated by the generation; titles already shown are skipped (as on the server), and once every
  // plain dish was shown a twist ("Zesty ...") makes new ones.
  const rotated = dishes.map((_, i) => dishes[(input.generation * count + i) % dishes.length]!);
  const shown = new Set(input.shownTitles ?? []);
  const twists = maxHeat >= 2 ? TWISTS : TWISTS.filter((twist) => !HOT_TWISTS.has(twist));
  const candidates = twists.flatMap((twist) =>
    rotated.map((dish) => ({ dish, title: `${twist}${dish.title(main, second)}`.slice(0, 200) })),
  );
  const fresh = candidates.filter((c) => !shown.has(c.title));
  const chosen = (fresh.length >= count ? fresh : candidates).slice(0, count);
  return chosen.map(({ dish, title }, i) => {
    const id = input.firstId + i;
    const h = hash(title);
    const calories = 380 + (h % 280);
    return {
      id,
      title,
      description: dish.describe(all, prompt).slice(0, 2000),
      image_url: illustrationKey(id),
      total_time_minutes: dish.minutes,
      difficulty: dish.difficulty,
      food_category: category,
      created_at: input.createdAt,
      allergens: allergensOf(ingredients),
      baseServings: servings,
      nutrition: buildNutrition({
        calories,
        totalFat: Math.round(calories / 28),
        saturatedFat: Math.round(calories / 110),
        transFat: 0,
        cholesterol: category === 'vegan' ? 0 : 40 + (h % 90),
        sodium: 420 + (h % 500),
        totalCarbohydrate: Math.round(calories / 9),
        dietaryFiber: 4 + (h % 9),
        totalSugars: 3 + (h % 11),
        protein: Math.round(calories / 22),
        vitaminD: category === 'fish' ? 9.5 : 0.4,
        calcium: 90 + (h % 200),
        iron: Math.round((2 + (h % 50) / 10) * 10) / 10,
        potassium: 520 + (h % 600),
      }),
      ingredients,
      is_saved: false,
      owner_id: input.ownerId,
      session_id: input.sessionId,
      instructions: null,
      instruction_polls_left: 1,
      cooking_method: dish.method,
    };
  });
}
