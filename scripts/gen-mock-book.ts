/**
 * Renders a slice of the recipe book (kitchen/book/dishes) through the server's own code into
 * mocks/data/book-slice.json, so the mock backend (Storybook, `npm run dev:mock`, the mock e2e)
 * shows real recipes: titles, descriptions, ingredients and steps as the server renders them in
 * English and German, allergens, food category, nutrition, and the illustration the server draws.
 *
 * Usage: `npm run gen:mock-book` (writes the file); `tsx scripts/gen-mock-book.ts --check` fails
 * when the committed slice is stale (run by `npm run check:gen`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { preferenceDietValues } from '#contract/schema.gen.ts';
import { fileURLToPath } from 'node:url';
import { toComposed, theBook } from '#server/src/ai/book-engine/index.ts';
import {
  addedSugarPerServing,
  itemBreaks,
  LOWER_SUGAR_GRAMS,
  type Constraints,
  type Diet,
} from '#server/src/ai/book-engine/rules.ts';
import { ingredientDensities } from '#kitchen/densities.ts';
import { normalize } from '#kitchen/text.ts';
import { renderDish, type RenderedRecipe } from '#kitchen/book/render.ts';

/**
 * The dishes of the slice: what the seeded library (mocks/scenarios.ts), the stories and the mock
 * e2e need (curries, pasta, soups, salads, cakes, pancakes, breakfasts, vegan, gluten-free, dishes
 * with allergens, German dishes), each as written in the book.
 */
export const SLICE_DISHES = [
  // The seeded library, in RECIPE_IDS order (then the other cook's shared goulash).
  'chickpea-and-spinach-curry',
  'beef-bourguignon',
  'sweet-and-sour-pork',
  'chili-con-carne',
  'moussaka',
  'honey-garlic-salmon',
  'spaghetti-vongole',
  'paella-valenciana',
  // The library's risotto is the cook's dinner for two.
  ['mushroom-risotto', 2],
  'shakshuka',
  'quinoa-salad',
  'thai-green-curry',
  'buttermilk-pancakes',
  'lemon-drizzle-cake',
  'goulash',
  // What a generation may answer.
  'chana-masala',
  'spaghetti-carbonara',
  'spaghetti-bolognese',
  'penne-arrabbiata',
  'baked-feta-pasta',
  'tomato-soup',
  'leek-and-potato-soup',
  'kartoffelsuppe',
  'greek-salad',
  'caprese-salad',
  'pizza-margherita',
  'vegan-chocolate-cake',
  'apfelkuchen',
  'porridge',
  'scrambled-eggs-on-toast',
  'vegetable-stir-fry-with-tofu',
  'pad-thai',
  'kaesespaetzle',
] as const satisfies readonly (string | readonly [string, number])[];

const OUT = fileURLToPath(new URL('../mocks/data/book-slice.json', import.meta.url));

/** The contract's standing diets the book's rules can judge a dish by. */
const DIETS: readonly Diet[] = preferenceDietValues;

const NONE: Constraints = {
  allergens: new Set(),
  diets: new Set(),
  items: new Set(),
  groups: new Set(),
  maxSpice: null,
};

function language(recipe: RenderedRecipe) {
  return {
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients,
    /** `RecipeDetail.ingredient_densities` as the server gives them for these lines. */
    densities: ingredientDensities(recipe.ingredients),
    steps: recipe.steps,
  };
}

/** The slice as the JSON text committed under mocks/data/. */
export function renderSlice(): string {
  const book = theBook();
  const dishes = SLICE_DISHES.map((entry) => {
    const [id, wanted] = typeof entry === 'string' ? [entry, null] : entry;
    const dish = book.byId.get(id);
    if (!dish) throw new Error(`The mock's book slice names ${id}, which the book does not have`);
    const servings = wanted ?? dish.servings;
    const en = renderDish(dish, { servings, language: 'en' });
    const de = renderDish(dish, { servings, language: 'de' });
    const items = en.itemIds.map((item) => book.item(item));
    const diets = DIETS.filter((diet) => {
      if (diet === 'lower-sugar') {
        const lines = en.lines.map((line) => ({ item: book.item(line.item), grams: line.grams }));
        return addedSugarPerServing(lines, servings) <= LOWER_SUGAR_GRAMS;
      }
      const c = { ...NONE, diets: new Set([diet]) };
      return items.every((item) => itemBreaks(item, c) === null);
    });
    // Words a request may name the dish or its foods by (normalised as the server matches them).
    const words = [
      dish.name.en,
      dish.name.de,
      ...(dish.aliases?.en ?? []),
      ...(dish.aliases?.de ?? []),
    ].map(normalize);
    return {
      id: dish.id,
      cuisine: dish.cuisine,
      course: dish.course,
      tags: dish.tags ?? [],
      spice: dish.spice,
      names: [...new Set(words)],
      diets,
      baseServings: en.baseServings,
      total_time_minutes: en.total_time_minutes,
      difficulty: en.difficulty,
      food_category: en.food_category,
      allergens: en.allergens,
      nutrition: en.nutrition,
      en: language(en),
      de: language(de),
      illustration: toComposed(en, book).illustrationSvg,
    };
  });
  return `${JSON.stringify({ source: 'kitchen/book/dishes via scripts/gen-mock-book.ts', dishes })}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = renderSlice();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(OUT, 'utf8');
    } catch {
      // Missing: stale below.
    }
    if (committed === text) console.log('mocks/data/book-slice.json matches the recipe book.');
    else {
      console.error(
        'mocks/data/book-slice.json is stale against the recipe book: run "npm run gen:mock-book" and commit the result.',
      );
      process.exitCode = 1;
    }
  } else {
    writeFileSync(OUT, text);
    console.log(
      `mocks/data/book-slice.json: ${SLICE_DISHES.length} dishes, ${Buffer.byteLength(text)} bytes.`,
    );
  }
}
