/**
 * Allergen tags of the catalogue: the union of the US major food allergens (FALCPA + FASTER
 * Act: milk, egg, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans, sesame) and
 * the EU's 14 (Regulation (EU) No 1169/2011, Annex II: cereals containing gluten, crustaceans,
 * eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin,
 * molluscs). Wheat is tagged as gluten. Where a product usually contains an allergen (soy sauce
 * is brewed with wheat, stock cubes carry celery, Thai curry paste has shrimp paste) it is
 * tagged: the engine errs on the side of the person with the allergy, and the app still tells
 * the cook to check labels.
 */

import { allergenValues, type components } from '#contract/schema.gen.ts';

/** The contract's `Allergen` enum (openapi.yaml), in its order. */
export type Allergen = components['schemas']['Allergen'];

export const ALLERGENS: readonly Allergen[] = allergenValues;

/** Catalogue ids carrying each allergen. Whole food groups (fish, dairy) are added by group below. */
const BY_ALLERGEN: Record<Allergen, readonly string[]> = {
  gluten: [
    'butter-puff-pastry',
    'british-sausage',
    'malt-vinegar',
    'ladyfingers',
    'filo-pastry',
    'beer',
    'black-pudding',
    'rye-bread',
    'gingerbread',
    'asafoetida',
    'doubanjiang',
    'shaoxing-wine',
    'black-vinegar',
    'dumpling-wrappers',
    'spring-roll-wrappers',
    'crab-stick',
    'gochujang',
    'kecap-manis',
    'english-muffin',
    'burger-bun',
    'graham-crackers',
    'flour',
    'whole-wheat-flour',
    'breadcrumbs',
    'pasta',
    'spaghetti',
    'penne',
    'fusilli',
    'tagliatelle',
    'lasagne-sheets',
    'orzo',
    'whole-wheat-pasta',
    'egg-noodles',
    'noodles',
    'soba',
    'couscous',
    'bulgur',
    'barley',
    'oats',
    'bread',
    'whole-wheat-bread',
    'baguette',
    'flour-tortilla',
    'pita',
    'puff-pastry',
    'seitan',
    'soy-sauce',
    'teriyaki',
    'hoisin',
    'oyster-sauce',
    'worcestershire',
    'miso',
  ],
  crustacean: [
    'crab-stick',
    'kimchi',
    'dried-shrimp',
    'shrimp-paste',
    'shrimp',
    'crab',
    'lobster',
    'mixed-seafood',
    'curry-paste',
  ],
  mollusc: [
    'scallops',
    'mussels',
    'clams',
    'squid',
    'octopus',
    'oysters',
    'mixed-seafood',
    'oyster-sauce',
  ],
  egg: [
    'ladyfingers',
    'gingerbread',
    'crab-stick',
    'egg',
    'egg-yolk',
    'egg-white',
    'quail-egg',
    'egg-noodles',
    'tagliatelle',
    'mayonnaise',
  ],
  fish: ['fish-stock', 'dashi', 'kimchi', 'fish-sauce', 'worcestershire'],
  peanut: ['peanuts', 'peanut-oil', 'peanut-butter'],
  soy: [
    'doubanjiang',
    'gochujang',
    'kecap-manis',
    'soy-sauce',
    'tamari',
    'teriyaki',
    'hoisin',
    'miso',
    'tofu',
    'silken-tofu',
    'tempeh',
    'edamame',
    'soy-milk',
    'dark-chocolate',
    'milk-chocolate',
  ],
  milk: ['milk-chocolate', 'pesto', 'butter-puff-pastry'],
  'tree-nut': [
    'gingerbread',
    'almonds',
    'walnuts',
    'cashews',
    'pine-nuts',
    'pistachios',
    'hazelnuts',
    'pecans',
    'almond-milk',
    'pesto',
  ],
  celery: ['fish-stock', 'celery', 'celeriac', 'vegetable-stock', 'chicken-stock', 'beef-stock'],
  mustard: ['mustard', 'mustard-seed', 'mayonnaise'],
  sesame: ['sesame-seeds', 'sesame-oil', 'tahini', 'hummus'],
  sulphite: [
    'british-sausage',
    'white-wine-vinegar',
    'shaoxing-wine',
    'red-wine',
    'white-wine',
    'red-wine-vinegar',
    'balsamic',
    'dried-apricots',
    'raisins',
    'sun-dried-tomatoes',
  ],
  lupin: [],
};

/** Plant milks sit in the dairy group because recipes use them like milk; they carry no milk. */
const PLANT_MILKS = new Set(['soy-milk', 'oat-milk', 'almond-milk']);

const TAGS = new Map<string, Set<Allergen>>();
for (const [allergen, ids] of Object.entries(BY_ALLERGEN) as [Allergen, readonly string[]][]) {
  for (const id of ids) {
    const set = TAGS.get(id) ?? new Set<Allergen>();
    set.add(allergen);
    TAGS.set(id, set);
  }
}

/** The allergens of a catalogue item, from its id and food group. */
export function allergensFor(id: string, group: string): ReadonlySet<Allergen> {
  const set = new Set(TAGS.get(id) ?? []);
  if (group === 'fish') set.add('fish');
  if (group === 'dairy' && !PLANT_MILKS.has(id)) set.add('milk');
  if (group === 'egg') set.add('egg');
  return set;
}

/** Ids named in the allergen lists, so a catalogue test can prove none is misspelt. */
export const TAGGED_IDS: readonly string[] = [...TAGS.keys()];

/**
 * Words that give an allergen away in text the catalogue does not cover (a model's "panko",
 * "prawn crackers"). Whole words with their plurals only: "eggplant" and "butternut" are not
 * egg and butter.
 */
export const ALLERGEN_NAME_WORDS: ReadonlyArray<readonly [RegExp, Allergen]> = [
  [
    /\b(wheat|flour|bread|pasta|noodles?|spaghetti|couscous|barley|rye|spelt|semolina|gluten|seitan|breadcrumbs?|panko|tortillas?|pastry|pastries|biscuits?|crackers?|beer|malt|croutons?|dumplings?)\b/,
    'gluten',
  ],
  [/\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|langoustines?|krill)\b/, 'crustacean'],
  [
    /\b(mussels?|clams?|oysters?|squids?|calamari|octopus|scallops?|snails?|escargots?|cuttlefish)\b/,
    'mollusc',
  ],
  [/\b(eggs?|mayo|mayonnaise|aioli|meringues?)\b/, 'egg'],
  [
    /\b(fish|salmon|tuna|cod|anchovy|anchovies|sardines?|trout|mackerel|haddock|tilapia|halibut|herrings?|bonito|dashi)\b/,
    'fish',
  ],
  [/\b(peanuts?|groundnuts?|satay)\b/, 'peanut'],
  [/\b(soy|soya|tofu|tempeh|edamame|miso|shoyu)\b/, 'soy'],
  [
    /\b(milk|cream|butter|cheeses?|yogh?urts?|ghee|whey|casein|parmesan|mozzarella|cheddar|ricotta|feta|paneer|kefir|custard|buttermilk)\b/,
    'milk',
  ],
  [
    /\b(almonds?|walnuts?|cashews?|pecans?|pistachios?|hazelnuts?|macadamias?|brazil nuts?|pine nuts?|pralines?|marzipan|nutella)\b/,
    'tree-nut',
  ],
  [/\b(celery|celeriac)\b/, 'celery'],
  [/\b(mustard|dijon)\b/, 'mustard'],
  [/\b(sesame|tahini|hummus)\b/, 'sesame'],
  [/\b(wines?|sulphites?|sulfites?)\b/, 'sulphite'],
  [/\b(lupins?|lupines?)\b/, 'lupin'],
];
