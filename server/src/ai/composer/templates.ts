/**
 * The dish templates of the built-in composer. Each says which moods and cuisines it suits,
 * which of the user's ingredients it can take (by role), what it needs as a base (rice, pasta,
 * tortillas...), which pantry staples it adds, what it cooks when the user gave nothing, and
 * how much of each part goes into a serving. The cooking steps live in methods.ts.
 */
import type { CatalogueItem, Role, Tag } from '../catalogue/types.ts';
import { needsLongCooking } from './cooking.ts';
import { rawOnly } from './methods.ts';
import type { Cuisine, Diet, Mood, TemplateId } from './types.ts';

export type Vessel = 'bowl' | 'plate' | 'tray' | 'pan' | 'board' | 'dish';

/** A pantry staple a template adds: catalogue id and amount for the whole recipe (4 servings). */
export interface StapleSpec {
  readonly id: string;
  readonly quantity: number;
  readonly unit: string;
}

/** What a template knows about the dish being composed when it picks staples. */
export interface StapleContext {
  readonly diet: Diet;
  readonly cuisine: Cuisine | null;
  readonly moods: ReadonlySet<Mood>;
  /** Whether an item with this id is already in the recipe. */
  has(id: string): boolean;
  /** Whether some item in the recipe plays this role. */
  hasRole(role: Role): boolean;
  /** Whether some item in the recipe carries this tag. */
  hasTag(tag: Tag): boolean;
}

export interface BaseSpec {
  /** Which given items can serve as the base. */
  readonly accepts: (item: CatalogueItem) => boolean;
  /** Catalogue id added when the user has no suitable base. */
  readonly fallback: (context: StapleContext) => string;
  /** Portions of the base's typical serving per serving of the dish. */
  readonly scale: number;
}

export interface DishTemplate {
  readonly id: TemplateId;
  /** Dish noun used in titles ("Stir-Fry"); instructions recognise the template by it. */
  readonly dish: string;
  /** Normalised title phrases that identify this template, most specific first. */
  readonly titleAliases: readonly string[];
  readonly vessel: Vessel;
  readonly course: 'main' | 'dessert';
  readonly moods: Partial<Record<Mood, number>>;
  readonly cuisines: Partial<Record<Cuisine, number>>;
  /** How many of the user's ingredients of each role the dish can take. */
  readonly capacity: Partial<Record<Role, number>>;
  /** Extra filter on the user's ingredients (a stir-fry takes no lettuce). */
  readonly accepts: (item: CatalogueItem) => boolean;
  readonly base?: BaseSpec;
  /** Grams of vegetables (fruit, for desserts) per serving, shared between those used. */
  readonly vegPerServing: number;
  readonly proteinScale: number;
  readonly allowsDiet: (diet: Diet, excludedGroups: ReadonlySet<string>) => boolean;
  readonly staples: (context: StapleContext) => StapleSpec[];
  /** Main ingredients when the user gave none the dish can use, by diet. */
  readonly defaults: (diet: Diet) => string[];
}

const cookedOnly = (item: CatalogueItem): boolean => !rawOnly(item);
const quickCooking = (item: CatalogueItem): boolean => !rawOnly(item) && !needsLongCooking(item);
const notVegan = (diet: Diet, excluded: ReadonlySet<string>): boolean =>
  diet !== 'vegan' && !excluded.has('dairy');
const withEggs = (diet: Diet, excluded: ReadonlySet<string>): boolean =>
  diet !== 'vegan' && !excluded.has('egg');
const anyDiet = (): boolean => true;

function s(id: string, quantity: number, unit: string): StapleSpec {
  return { id, quantity, unit };
}

function when(condition: boolean, ...specs: StapleSpec[]): StapleSpec[] {
  return condition ? specs : [];
}

/** Salt and pepper, which every savoury dish gets. */
function seasoning(): StapleSpec[] {
  return [s('salt', 1, 'tsp'), s('black-pepper', 0.5, 'tsp')];
}

function byDiet(
  diet: Diet,
  options: { vegan: string[]; vegetarian: string[]; pescatarian: string[]; any: string[] },
): string[] {
  if (diet === 'vegan') return options.vegan;
  if (diet === 'vegetarian') return options.vegetarian;
  if (diet === 'pescatarian') return options.pescatarian;
  return options.any;
}

const isRice = (item: CatalogueItem): boolean =>
  item.tags.has('rice') && !item.tags.has('risotto-rice');
const isNoodle = (item: CatalogueItem): boolean => item.tags.has('noodles');
const isGrain = (item: CatalogueItem): boolean =>
  item.tags.has('grain') || isRice(item) || item.id === 'soba';
const isPotato = (item: CatalogueItem): boolean => item.tags.has('potato');
const isLongPasta = (item: CatalogueItem): boolean =>
  ['spaghetti', 'tagliatelle', 'lasagne-sheets'].includes(item.id);
const isCookingFruit = (item: CatalogueItem): boolean =>
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

export const TEMPLATES: readonly DishTemplate[] = [
  {
    id: 'stir-fry',
    dish: 'Stir-Fry',
    titleAliases: ['stir fry', 'stirfry', 'wok', 'fried rice'],
    vessel: 'bowl',
    course: 'main',
    moods: { quick: 3, spicy: 2, light: 1, healthy: 2, kids: 1 },
    cuisines: { asian: 5 },
    capacity: {
      protein: 2,
      veg: 4,
      aromatic: 3,
      starch: 1,
      herb: 1,
      sauce: 3,
      nut: 1,
      fruit: 1,
      spice: 2,
      fat: 1,
      sweet: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      ![
        'beetroot',
        'pumpkin',
        'butternut-squash',
        'celeriac',
        'parsnip',
        'turnip',
        'black-olives',
        'green-olives',
        'sauerkraut',
      ].includes(item.id) &&
      (item.role !== 'fruit' ||
        ['pineapple', 'mango', 'lime', 'lemon', 'orange'].includes(item.id)) &&
      (item.role !== 'starch' || isRice(item) || isNoodle(item)),
    base: { accepts: (item) => isRice(item) || isNoodle(item), fallback: () => 'rice', scale: 1 },
    vegPerServing: 180,
    proteinScale: 0.9,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('vegetable-oil', 2, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(!c.hasRole('veg'), s('carrot', 2, 'piece'), s('peas', 150, 'g')),
      ...when(!c.hasRole('sauce') || !c.has('soy-sauce'), s('soy-sauce', 3, 'tbsp')),
      ...when(c.diet === 'vegan', s('brown-sugar', 1, 'tbsp')),
      ...when(c.diet !== 'vegan' && !c.hasRole('sweet'), s('honey', 1, 'tbsp')),
      s('cornstarch', 1, 'tsp'),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['tofu', 'broccoli', 'bell-pepper'],
        vegetarian: ['tofu', 'broccoli', 'bell-pepper'],
        pescatarian: ['shrimp', 'broccoli', 'bell-pepper'],
        any: ['chicken-breast', 'broccoli', 'bell-pepper'],
      }),
  },
  {
    id: 'soup',
    dish: 'Soup',
    titleAliases: ['soup', 'suppe', 'chowder', 'bisque', 'broth'],
    vessel: 'bowl',
    course: 'main',
    moods: { warming: 5, light: 2, healthy: 2, hearty: 1, creamy: 1 },
    cuisines: { german: 2, italian: 1, asian: 1, indian: 1 },
    capacity: {
      protein: 1,
      veg: 5,
      aromatic: 3,
      starch: 2,
      herb: 2,
      spice: 3,
      liquid: 2,
      cheese: 1,
      dairy: 1,
      sauce: 1,
      fruit: 1,
    },
    accepts: (item) =>
      cookedOnly(item) &&
      item.group !== 'egg' &&
      (item.role !== 'fruit' || item.tags.has('citrus')) &&
      (item.role !== 'starch' || (!item.tags.has('tortilla') && !isLongPasta(item))),
    vegPerServing: 250,
    proteinScale: 0.7,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 2, 'tbsp'),
      ...when(!c.has('onion') && !c.has('leek'), s('onion', 1, 'piece')),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      ...when(!c.hasRole('veg') || !c.hasTag('root'), s('carrot', 2, 'piece')),
      ...when(!c.hasTag('stock'), s('vegetable-stock', 1000, 'ml')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['red-lentils', 'canned-tomatoes', 'carrot'],
        vegetarian: ['red-lentils', 'canned-tomatoes', 'carrot'],
        pescatarian: ['cod', 'potato', 'leek'],
        any: ['chicken', 'potato', 'celery'],
      }),
  },
  {
    id: 'salad',
    dish: 'Salad',
    titleAliases: ['salad', 'salat', 'slaw'],
    vessel: 'plate',
    course: 'main',
    moods: { light: 5, healthy: 4, quick: 3 },
    cuisines: { mediterranean: 4, italian: 2, mexican: 1, asian: 1 },
    capacity: {
      protein: 1,
      veg: 5,
      aromatic: 1,
      starch: 1,
      cheese: 1,
      fruit: 2,
      nut: 1,
      herb: 2,
      sauce: 2,
      spice: 1,
    },
    accepts: (item) =>
      !needsLongCooking(item) &&
      (item.role !== 'aromatic' ||
        ['red-onion', 'spring-onion', 'shallot', 'chili', 'jalapeno', 'garlic'].includes(
          item.id,
        )) &&
      (item.role !== 'starch' ||
        item.tags.has('bread') ||
        isGrain(item) ||
        isPotato(item) ||
        (item.tags.has('pasta') && !isLongPasta(item))),
    vegPerServing: 170,
    proteinScale: 0.8,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 4, 'tbsp'),
      ...when(
        !c.has('lemon') && !c.has('lime') && !c.has('balsamic') && !c.has('vinegar'),
        s('lemon', 1, 'piece'),
      ),
      s('mustard', 1, 'tsp'),
      ...when(c.diet !== 'vegan' && !c.hasRole('sweet'), s('honey', 1, 'tsp')),
      ...when(
        !c.hasRole('protein') && !c.hasRole('cheese') && !c.hasRole('starch'),
        s('chickpeas', 1, 'can'),
      ),
      ...when(!c.hasRole('veg'), s('carrot', 2, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['chickpeas', 'romaine', 'cucumber', 'cherry-tomato'],
        vegetarian: ['feta', 'romaine', 'cucumber', 'cherry-tomato'],
        pescatarian: ['canned-tuna', 'romaine', 'cucumber', 'cherry-tomato'],
        any: ['chicken-breast', 'romaine', 'cucumber', 'cherry-tomato'],
      }),
  },
  {
    id: 'pasta',
    dish: 'Pasta',
    titleAliases: [
      'pasta',
      'spaghetti',
      'penne',
      'fusilli',
      'tagliatelle',
      'linguine',
      'rigatoni',
      'macaroni',
      'orzo',
      'farfalle',
      'fettuccine',
      'nudeln',
    ],
    vessel: 'plate',
    course: 'main',
    moods: { quick: 3, hearty: 2, creamy: 2, kids: 4 },
    cuisines: { italian: 5, mediterranean: 1 },
    capacity: {
      protein: 1,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      liquid: 1,
      herb: 2,
      sauce: 2,
      nut: 1,
      spice: 2,
      fruit: 1,
      dairy: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'egg' &&
      item.id !== 'coconut-milk' &&
      (item.role !== 'starch' || item.tags.has('pasta')) &&
      (item.role !== 'fruit' || item.tags.has('citrus')) &&
      !['beetroot', 'sauerkraut', 'bean-sprouts', 'bok-choy'].includes(item.id),
    base: { accepts: (item) => item.tags.has('pasta'), fallback: () => 'pasta', scale: 1 },
    vegPerServing: 150,
    proteinScale: 0.8,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 2, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(
        !c.hasRole('liquid') && !c.has('pesto') && !c.hasTag('cream'),
        s('canned-tomatoes', 400, 'g'),
      ),
      ...when(
        c.diet !== 'vegan' && !c.hasRole('cheese') && !c.has('pesto'),
        s('parmesan', 40, 'g'),
      ),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['zucchini', 'cherry-tomato', 'white-beans'],
        vegetarian: ['mushroom', 'spinach'],
        pescatarian: ['shrimp', 'cherry-tomato'],
        any: ['ground-beef', 'mushroom'],
      }),
  },
  {
    id: 'curry',
    dish: 'Curry',
    titleAliases: ['curry', 'dal', 'dhal', 'masala', 'korma'],
    vessel: 'bowl',
    course: 'main',
    moods: { spicy: 4, warming: 4, hearty: 2 },
    cuisines: { indian: 5, asian: 3 },
    capacity: {
      protein: 2,
      veg: 4,
      aromatic: 3,
      starch: 1,
      liquid: 2,
      herb: 1,
      spice: 4,
      fruit: 1,
      nut: 1,
      sauce: 1,
      dairy: 1,
    },
    accepts: (item) =>
      cookedOnly(item) &&
      item.group !== 'egg' &&
      !['black-olives', 'green-olives', 'sauerkraut', 'asparagus'].includes(item.id) &&
      (item.role !== 'fruit' ||
        ['mango', 'lime', 'lemon', 'pineapple', 'raisins'].includes(item.id)) &&
      (item.role !== 'starch' || isRice(item) || isPotato(item) || item.id === 'pita') &&
      (item.role !== 'dairy' || item.id === 'yogurt' || item.id === 'greek-yogurt') &&
      (item.role !== 'herb' || ['cilantro', 'mint', 'basil', 'parsley'].includes(item.id)),
    base: {
      accepts: (item) => isRice(item) || item.id === 'pita',
      fallback: (c) => (c.has('basmati-rice') ? 'basmati-rice' : 'rice'),
      scale: 1,
    },
    vegPerServing: 200,
    proteinScale: 0.9,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('vegetable-oil', 2, 'tbsp'),
      ...when(!c.has('onion'), s('onion', 1, 'piece')),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(!c.has('curry-paste'), s('curry-powder', 2, 'tbsp')),
      s('cumin', 1, 'tsp'),
      ...when(!c.has('coconut-milk') && !c.has('canned-tomatoes'), s('canned-tomatoes', 400, 'g')),
      ...when(!c.hasRole('veg'), s('peas', 150, 'g'), s('carrot', 2, 'piece')),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['chickpeas', 'spinach', 'sweet-potato'],
        vegetarian: ['paneer', 'spinach', 'peas'],
        pescatarian: ['shrimp', 'bell-pepper', 'spinach'],
        any: ['chicken-thigh', 'spinach', 'bell-pepper'],
      }),
  },
  {
    id: 'frittata',
    dish: 'Frittata',
    titleAliases: ['frittata', 'omelette', 'omelet', 'omelett', 'quiche', 'shakshuka'],
    vessel: 'pan',
    course: 'main',
    moods: { breakfast: 5, quick: 3, light: 1, kids: 1 },
    cuisines: { italian: 3, mediterranean: 1 },
    capacity: {
      protein: 2,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      herb: 2,
      spice: 2,
      dairy: 1,
      liquid: 1,
      sauce: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'legume' &&
      (item.role !== 'starch' || isPotato(item)) &&
      (item.role !== 'liquid' || item.id === 'milk' || item.tags.has('cream')) &&
      (item.role !== 'protein' ||
        item.group === 'egg' ||
        item.group === 'chicken' ||
        item.tags.has('cured') ||
        ['smoked-salmon', 'salmon', 'shrimp', 'halloumi', 'crab', 'tofu'].includes(item.id)),
    base: { accepts: (item) => item.id === 'egg', fallback: () => 'egg', scale: 2 },
    vegPerServing: 110,
    proteinScale: 0.5,
    allowsDiet: withEggs,
    staples: (c) => [
      ...when(c.diet !== 'vegan', s('butter', 1, 'tbsp')),
      s('olive-oil', 1, 'tbsp'),
      ...when(!c.hasRole('liquid') && !c.hasRole('dairy'), s('milk', 60, 'ml')),
      ...when(!c.hasRole('cheese'), s('parmesan', 30, 'g')),
      ...when(!c.hasRole('veg'), s('onion', 1, 'piece'), s('peas', 100, 'g')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: [],
        vegetarian: ['spinach', 'cherry-tomato', 'feta'],
        pescatarian: ['smoked-salmon', 'spinach'],
        any: ['bacon', 'potato', 'spinach'],
      }),
  },
  {
    id: 'tray-bake',
    dish: 'Tray Bake',
    titleAliases: ['tray bake', 'traybake', 'sheet pan', 'one pan roast'],
    vessel: 'tray',
    course: 'main',
    moods: { hearty: 3, warming: 3, kids: 2, healthy: 2 },
    cuisines: { mediterranean: 3, german: 1, american: 1 },
    capacity: {
      protein: 2,
      veg: 5,
      aromatic: 2,
      starch: 1,
      cheese: 1,
      herb: 2,
      spice: 3,
      fruit: 1,
      sauce: 2,
    },
    accepts: (item) =>
      cookedOnly(item) &&
      !item.tags.has('leafy') &&
      !['peas', 'corn', 'bean-sprouts', 'sauerkraut', 'tomato-paste'].includes(item.id) &&
      (item.role !== 'starch' || isPotato(item)) &&
      (item.role !== 'fruit' || item.tags.has('citrus')) &&
      (item.role !== 'cheese' ||
        ['feta', 'halloumi', 'goat-cheese', 'parmesan'].includes(item.id)) &&
      ![
        'egg',
        'egg-white',
        'egg-yolk',
        'quail-egg',
        'canned-tuna',
        'smoked-salmon',
        'anchovies',
        'crab',
        'red-lentils',
        'lentils',
        'split-peas',
      ].includes(item.id),
    base: { accepts: isPotato, fallback: () => 'potato', scale: 0.8 },
    vegPerServing: 220,
    proteinScale: 1,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 3, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 4, 'clove')),
      ...when(!c.hasRole('veg'), s('carrot', 3, 'piece'), s('onion', 2, 'piece')),
      s('paprika', 1, 'tsp'),
      s('dried-basil', 1, 'tsp'),
      ...when(!c.has('lemon') && !c.has('lime'), s('lemon', 1, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['chickpeas', 'sweet-potato', 'bell-pepper'],
        vegetarian: ['halloumi', 'zucchini', 'bell-pepper'],
        pescatarian: ['salmon', 'broccoli', 'cherry-tomato'],
        any: ['chicken-thigh', 'bell-pepper', 'red-onion'],
      }),
  },
  {
    id: 'tacos',
    dish: 'Tacos',
    titleAliases: [
      'tacos',
      'taco',
      'wraps',
      'wrap',
      'burrito',
      'burritos',
      'fajitas',
      'quesadilla',
    ],
    vessel: 'board',
    course: 'main',
    moods: { quick: 3, spicy: 3, kids: 3, light: 1 },
    cuisines: { mexican: 5, american: 1 },
    capacity: {
      protein: 2,
      veg: 4,
      aromatic: 2,
      starch: 1,
      cheese: 1,
      dairy: 1,
      herb: 1,
      fruit: 2,
      spice: 3,
      sauce: 2,
    },
    accepts: (item) =>
      !needsLongCooking(item) &&
      item.group !== 'egg' &&
      ![
        'bok-choy',
        'beetroot',
        'celeriac',
        'parsnip',
        'turnip',
        'butternut-squash',
        'pumpkin',
        'sauerkraut',
        'brussels-sprouts',
      ].includes(item.id) &&
      (item.role !== 'starch' || item.tags.has('tortilla')) &&
      item.role !== 'liquid' &&
      (item.role !== 'fruit' || ['lime', 'lemon', 'mango', 'pineapple'].includes(item.id)) &&
      (item.role !== 'dairy' || ['sour-cream', 'yogurt', 'greek-yogurt'].includes(item.id)),
    base: {
      accepts: (item) => item.tags.has('tortilla'),
      fallback: () => 'flour-tortilla',
      scale: 1,
    },
    vegPerServing: 140,
    proteinScale: 0.8,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('vegetable-oil', 1, 'tbsp'),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      s('cumin', 1, 'tsp'),
      ...when(!c.has('smoked-paprika'), s('paprika', 1, 'tsp')),
      ...when(!c.has('lime') && !c.has('lemon'), s('lemon', 1, 'piece')),
      ...when(!c.hasRole('veg'), s('onion', 1, 'piece'), s('carrot', 2, 'piece')),
      ...when(c.moods.has('spicy'), s('cayenne', 0.5, 'tsp')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['black-beans', 'corn', 'avocado'],
        vegetarian: ['black-beans', 'bell-pepper', 'cheddar'],
        pescatarian: ['cod', 'cabbage', 'avocado'],
        any: ['ground-beef', 'bell-pepper', 'iceberg'],
      }),
  },
  {
    id: 'grain-bowl',
    dish: 'Bowl',
    titleAliases: ['grain bowl', 'rice bowl', 'buddha bowl', 'poke bowl', 'bowl'],
    vessel: 'bowl',
    course: 'main',
    moods: { healthy: 5, light: 3, quick: 1 },
    cuisines: { asian: 2, mediterranean: 2, mexican: 1 },
    capacity: {
      protein: 1,
      veg: 4,
      aromatic: 1,
      starch: 1,
      cheese: 1,
      fruit: 1,
      nut: 1,
      herb: 1,
      sauce: 2,
      spice: 2,
    },
    accepts: (item) =>
      !needsLongCooking(item) &&
      (item.role !== 'starch' || isGrain(item)) &&
      (item.role !== 'aromatic' ||
        ['spring-onion', 'red-onion', 'chili', 'garlic', 'ginger'].includes(item.id)),
    base: {
      accepts: isGrain,
      fallback: (c) =>
        c.cuisine === 'mediterranean' || c.cuisine === 'indian' ? 'couscous' : 'rice',
      scale: 0.9,
    },
    vegPerServing: 170,
    proteinScale: 0.9,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 3, 'tbsp'),
      ...when(c.cuisine === 'asian' || c.has('soy-sauce'), s('soy-sauce', 2, 'tbsp')),
      ...when(c.cuisine !== 'asian' && !c.has('lemon') && !c.has('lime'), s('lemon', 1, 'piece')),
      ...when(!c.hasRole('protein'), s('chickpeas', 1, 'can')),
      ...when(!c.hasRole('veg'), s('carrot', 2, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['chickpeas', 'sweet-potato', 'kale'],
        vegetarian: ['egg', 'avocado', 'sweet-potato'],
        pescatarian: ['salmon', 'avocado', 'cucumber'],
        any: ['chicken-breast', 'avocado', 'cucumber'],
      }),
  },
  {
    id: 'risotto',
    dish: 'Risotto',
    titleAliases: ['risotto'],
    vessel: 'bowl',
    course: 'main',
    moods: { creamy: 4, warming: 3, fancy: 3, hearty: 1, quick: -2 },
    cuisines: { italian: 5 },
    capacity: {
      protein: 1,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      herb: 2,
      liquid: 1,
      nut: 1,
      fruit: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'legume' &&
      item.group !== 'egg' &&
      !['bean-sprouts', 'sauerkraut', 'cabbage', 'red-cabbage', 'bok-choy', 'corn'].includes(
        item.id,
      ) &&
      (item.role !== 'starch' || item.tags.has('risotto-rice') || item.id === 'rice') &&
      (item.role !== 'liquid' || item.tags.has('stock') || item.id === 'white-wine') &&
      (item.role !== 'fruit' || item.tags.has('citrus')),
    base: {
      accepts: (item) => item.tags.has('risotto-rice') || item.id === 'rice',
      fallback: () => 'risotto-rice',
      scale: 1,
    },
    vegPerServing: 120,
    proteinScale: 0.7,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 1, 'tbsp'),
      ...when(c.diet !== 'vegan' && !c.hasRole('fat'), s('butter', 2, 'tbsp')),
      ...when(!c.has('onion') && !c.has('shallot') && !c.has('leek'), s('onion', 1, 'piece')),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      ...when(!c.hasTag('stock'), s('vegetable-stock', 1200, 'ml')),
      ...when(c.diet !== 'vegan' && !c.has('parmesan'), s('parmesan', 50, 'g')),
      ...when(!c.hasRole('veg'), s('peas', 200, 'g')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['mushroom', 'peas'],
        vegetarian: ['mushroom', 'peas'],
        pescatarian: ['shrimp', 'asparagus'],
        any: ['chicken', 'mushroom'],
      }),
  },
  {
    id: 'stew',
    dish: 'Stew',
    titleAliases: ['stew', 'eintopf', 'ragout', 'goulash', 'gulasch', 'braise', 'chili'],
    vessel: 'bowl',
    course: 'main',
    moods: { warming: 5, hearty: 5, quick: -6 },
    cuisines: { german: 4, american: 1, mediterranean: 1 },
    capacity: {
      protein: 2,
      veg: 5,
      aromatic: 3,
      starch: 1,
      liquid: 2,
      herb: 3,
      spice: 3,
      sauce: 1,
      dairy: 1,
    },
    accepts: (item) =>
      cookedOnly(item) &&
      (item.role !== 'starch' ||
        isPotato(item) ||
        item.id === 'barley' ||
        item.tags.has('bread')) &&
      item.role !== 'fruit' &&
      (item.role !== 'dairy' || item.id === 'sour-cream') &&
      ![
        'bean-sprouts',
        'asparagus',
        'snow-peas',
        'egg',
        'egg-white',
        'egg-yolk',
        'quail-egg',
        'canned-tuna',
        'smoked-salmon',
        'anchovies',
      ].includes(item.id),
    vegPerServing: 220,
    proteinScale: 1,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('vegetable-oil', 2, 'tbsp'),
      ...when(!c.has('onion'), s('onion', 2, 'piece')),
      ...when(!c.has('garlic'), s('garlic', 3, 'clove')),
      ...when(!c.has('carrot'), s('carrot', 2, 'piece')),
      ...when(!c.hasRole('starch'), s('potato', 600, 'g')),
      s('tomato-paste', 2, 'tbsp'),
      ...when(!c.hasTag('stock'), s('vegetable-stock', 750, 'ml')),
      s('bay-leaf', 2, 'piece'),
      s('paprika', 1, 'tsp'),
      ...when(c.hasRole('protein'), s('flour', 1, 'tbsp')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['lentils', 'canned-tomatoes', 'kale'],
        vegetarian: ['white-beans', 'canned-tomatoes', 'kale'],
        pescatarian: ['cod', 'canned-tomatoes', 'fennel'],
        any: ['beef', 'mushroom'],
      }),
  },
  {
    id: 'gratin',
    dish: 'Gratin',
    titleAliases: ['pasta bake', 'gratin', 'casserole', 'auflauf', 'bake'],
    vessel: 'dish',
    course: 'main',
    moods: { hearty: 4, creamy: 4, warming: 3, kids: 3, quick: -3 },
    cuisines: { german: 2, italian: 2, american: 2 },
    capacity: {
      protein: 1,
      veg: 3,
      aromatic: 2,
      starch: 1,
      cheese: 2,
      liquid: 2,
      herb: 2,
      spice: 2,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'egg' &&
      !['bean-sprouts', 'sauerkraut', 'snow-peas', 'red-cabbage'].includes(item.id) &&
      (item.role !== 'starch' || isPotato(item) || item.tags.has('pasta')) &&
      (item.role !== 'liquid' ||
        ((item.id === 'milk' || item.tags.has('cream') || item.tags.has('stock')) &&
          item.id !== 'coconut-milk')),
    base: {
      accepts: (item) => isPotato(item) || item.tags.has('pasta'),
      fallback: () => 'potato',
      scale: 1,
    },
    vegPerServing: 130,
    proteinScale: 0.6,
    allowsDiet: notVegan,
    staples: (c) => [
      ...when(!c.hasTag('cream') && !c.has('milk'), s('milk', 500, 'ml')),
      ...when(!c.hasTag('cream'), s('flour', 2, 'tbsp'), s('butter', 2, 'tbsp')),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      ...when(!c.hasRole('cheese'), s('parmesan', 60, 'g')),
      ...when(!c.hasRole('veg'), s('onion', 1, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: [],
        vegetarian: ['spinach', 'cheddar'],
        pescatarian: ['salmon', 'leek'],
        any: ['ham', 'leek', 'cheddar'],
      }),
  },
  {
    id: 'skillet',
    dish: 'Skillet',
    titleAliases: ['skillet', 'pan fry', 'pan fried', 'pfanne'],
    vessel: 'pan',
    course: 'main',
    moods: { quick: 4, fancy: 2, hearty: 2, healthy: 1 },
    cuisines: { american: 2, mediterranean: 2, german: 2 },
    capacity: {
      protein: 2,
      veg: 4,
      aromatic: 2,
      starch: 1,
      cheese: 1,
      herb: 2,
      spice: 3,
      liquid: 1,
      fruit: 1,
      sauce: 2,
      dairy: 1,
      nut: 1,
    },
    accepts: (item) =>
      quickCooking(item) &&
      item.group !== 'egg' &&
      (item.role !== 'starch' || isPotato(item) || isRice(item) || item.tags.has('bread')) &&
      (item.role !== 'fruit' || item.tags.has('citrus') || ['apple', 'pear'].includes(item.id)) &&
      (item.role !== 'dairy' || item.tags.has('cream')),
    base: {
      accepts: (item) => isPotato(item) || isRice(item) || item.tags.has('bread'),
      fallback: () => 'potato',
      scale: 0.8,
    },
    vegPerServing: 190,
    proteinScale: 1,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('olive-oil', 2, 'tbsp'),
      ...when(c.diet !== 'vegan' && !c.hasRole('fat'), s('butter', 1, 'tbsp')),
      ...when(!c.has('garlic'), s('garlic', 2, 'clove')),
      ...when(!c.has('lemon') && !c.has('lime'), s('lemon', 1, 'piece')),
      ...when(!c.hasRole('veg'), s('peas', 200, 'g'), s('onion', 1, 'piece')),
      ...seasoning(),
    ],
    defaults: (diet) =>
      byDiet(diet, {
        vegan: ['tofu', 'green-beans', 'mushroom'],
        vegetarian: ['halloumi', 'zucchini', 'cherry-tomato'],
        pescatarian: ['salmon', 'green-beans'],
        any: ['chicken-breast', 'green-beans', 'mushroom'],
      }),
  },
  {
    id: 'crumble',
    dish: 'Crumble',
    titleAliases: ['crumble', 'cobbler', 'streusel'],
    vessel: 'dish',
    course: 'dessert',
    moods: { dessert: 5, warming: 3, kids: 2 },
    cuisines: { american: 1, german: 1 },
    capacity: { fruit: 3, nut: 1, spice: 2, sweet: 1, baking: 1, starch: 1, dairy: 1, fat: 1 },
    accepts: (item) =>
      (item.role !== 'fruit' || isCookingFruit(item) || item.tags.has('citrus')) &&
      (item.role !== 'starch' || item.id === 'oats') &&
      (item.role !== 'dairy' ||
        ['yogurt', 'greek-yogurt', 'heavy-cream', 'ice-cream', 'sour-cream'].includes(item.id)) &&
      (item.role !== 'spice' || item.tags.has('dessert')),
    base: { accepts: isCookingFruit, fallback: () => 'apple', scale: 1.4 },
    vegPerServing: 180,
    proteinScale: 0,
    allowsDiet: anyDiet,
    staples: (c) => [
      s('flour', 150, 'g'),
      ...when(!c.has('oats'), s('oats', 50, 'g')),
      ...when(c.diet !== 'vegan' && !c.hasRole('fat'), s('butter', 100, 'g')),
      ...when(c.diet === 'vegan' && !c.hasRole('fat'), s('vegetable-oil', 5, 'tbsp')),
      ...when(!c.hasRole('sweet'), s('brown-sugar', 100, 'g')),
      ...when(!c.has('cinnamon'), s('cinnamon', 1, 'tsp')),
      s('salt', 1, 'pinch'),
    ],
    defaults: () => ['apple', 'blackberry'],
  },
  {
    id: 'pancakes',
    dish: 'Pancakes',
    titleAliases: ['pancakes', 'pancake', 'crepes', 'pfannkuchen', 'waffles'],
    vessel: 'plate',
    course: 'dessert',
    moods: { breakfast: 5, dessert: 4, kids: 4, quick: 1 },
    cuisines: { american: 3 },
    capacity: {
      fruit: 2,
      nut: 1,
      sweet: 2,
      dairy: 2,
      spice: 1,
      baking: 2,
      protein: 1,
      liquid: 1,
      fat: 1,
    },
    accepts: (item) =>
      (item.role !== 'protein' || item.group === 'egg') &&
      (item.role !== 'fruit' ||
        !item.tags.has('citrus') ||
        item.id === 'orange' ||
        item.id === 'lemon') &&
      (item.role !== 'liquid' ||
        ['milk', 'soy-milk', 'oat-milk', 'almond-milk'].includes(item.id)) &&
      (item.role !== 'spice' || item.tags.has('dessert')),
    base: {
      accepts: (item) => item.id === 'flour' || item.id === 'whole-wheat-flour',
      fallback: () => 'flour',
      scale: 2,
    },
    vegPerServing: 70,
    proteinScale: 0,
    allowsDiet: anyDiet,
    staples: (c) => [
      ...when(c.diet !== 'vegan' && !c.has('egg'), s('egg', 2, 'piece')),
      ...when(!c.hasRole('liquid'), s(c.diet === 'vegan' ? 'oat-milk' : 'milk', 300, 'ml')),
      s('baking-powder', 2, 'tsp'),
      ...when(!c.has('sugar'), s('sugar', 1, 'tbsp')),
      ...when(
        !c.hasRole('fat'),
        c.diet === 'vegan' ? s('vegetable-oil', 2, 'tbsp') : s('butter', 2, 'tbsp'),
      ),
      s('salt', 1, 'pinch'),
      ...when(
        !c.has('honey') && !c.has('maple-syrup'),
        s(c.diet === 'vegan' ? 'maple-syrup' : 'honey', 3, 'tbsp'),
      ),
    ],
    defaults: () => ['blueberry', 'banana'],
  },
  {
    id: 'clafoutis',
    dish: 'Clafoutis',
    titleAliases: ['clafoutis', 'dutch baby', 'baked pancake'],
    vessel: 'dish',
    course: 'dessert',
    moods: { dessert: 4, fancy: 2, breakfast: 1 },
    cuisines: {},
    capacity: {
      fruit: 2,
      protein: 1,
      liquid: 1,
      sweet: 1,
      baking: 1,
      spice: 1,
      dairy: 1,
      fat: 1,
      nut: 1,
    },
    accepts: (item) =>
      (item.role !== 'protein' || item.group === 'egg') &&
      (item.role !== 'fruit' || isCookingFruit(item)) &&
      (item.role !== 'liquid' ||
        ['milk', 'soy-milk', 'oat-milk', 'almond-milk', 'heavy-cream', 'light-cream'].includes(
          item.id,
        )) &&
      (item.role !== 'spice' || item.tags.has('dessert')),
    base: { accepts: isCookingFruit, fallback: () => 'apple', scale: 1 },
    vegPerServing: 120,
    proteinScale: 0,
    allowsDiet: withEggs,
    staples: (c) => [
      ...when(!c.has('egg'), s('egg', 3, 'piece')),
      ...when(!c.hasRole('liquid'), s('milk', 250, 'ml')),
      ...when(!c.hasRole('baking'), s('flour', 60, 'g')),
      ...when(!c.hasRole('sweet'), s('sugar', 60, 'g')),
      ...when(!c.hasRole('fat'), s('butter', 1, 'tbsp')),
      ...when(!c.hasRole('spice'), s('vanilla', 1, 'tsp')),
      s('salt', 1, 'pinch'),
    ],
    defaults: () => ['cherry'],
  },
  {
    id: 'fruit-salad',
    dish: 'Fruit Salad',
    titleAliases: ['fruit salad', 'obstsalat'],
    vessel: 'bowl',
    course: 'dessert',
    moods: { dessert: 4, light: 5, healthy: 4, breakfast: 3, quick: 3 },
    cuisines: {},
    capacity: { fruit: 5, nut: 1, herb: 1, dairy: 1, sweet: 1 },
    accepts: (item) =>
      (item.role !== 'fruit' ||
        !['raisins', 'dates', 'dried-apricots', 'dried-cranberries', 'rhubarb'].includes(
          item.id,
        )) &&
      (item.role !== 'herb' || item.id === 'mint' || item.id === 'basil') &&
      (item.role !== 'dairy' ||
        ['yogurt', 'greek-yogurt', 'heavy-cream', 'ice-cream', 'cream-cheese'].includes(item.id)),
    base: {
      accepts: (item) => item.role === 'fruit' && !item.tags.has('citrus'),
      fallback: () => 'apple',
      scale: 1,
    },
    vegPerServing: 250,
    proteinScale: 0,
    allowsDiet: anyDiet,
    staples: (c) => [
      ...when(c.diet !== 'vegan' && !c.hasRole('sweet'), s('honey', 2, 'tbsp')),
      ...when(c.diet === 'vegan' && !c.hasRole('sweet'), s('sugar', 1, 'tbsp')),
      ...when(!c.has('lemon') && !c.has('lime'), s('lemon', 1, 'piece')),
    ],
    defaults: () => ['strawberry', 'banana', 'orange', 'kiwi'],
  },
];

export const TEMPLATE_BY_ID: ReadonlyMap<TemplateId, DishTemplate> = new Map(
  TEMPLATES.map((template) => [template.id, template]),
);

export function template(id: TemplateId): DishTemplate {
  const found = TEMPLATE_BY_ID.get(id);
  if (!found) throw new Error(`unknown template ${id}`);
  return found;
}
