/**
 * Reads what the user is in the mood for from the wizard's free-text prompt: diet, dish type,
 * moods (quick, spicy, warming...), cuisine, ingredients named, and ingredients ruled out.
 * English and German keywords; anything it does not recognise is simply ignored.
 */
import type { CatalogueItem, FoodGroup } from '../catalogue/types.ts';
import { scanTokens } from '../matcher.ts';
import { tokens } from '../text.ts';
import type { Cuisine, Diet, Intent, Mood, TemplateId } from './types.ts';

/** Phrases naming a dish -> template. Longer phrases are checked first ("fruit salad" before "salad"). */
const DISH_WORDS: ReadonlyArray<readonly [string, TemplateId]> = [
  ['fruit salad', 'fruit-salad'],
  ['obstsalat', 'fruit-salad'],
  ['fruchtsalat', 'fruit-salad'],
  ['stir fry', 'stir-fry'],
  ['stirfry', 'stir-fry'],
  ['wok', 'stir-fry'],
  ['fried rice', 'stir-fry'],
  ['gebratene nudeln', 'stir-fry'],
  ['tray bake', 'tray-bake'],
  ['traybake', 'tray-bake'],
  ['sheet pan', 'tray-bake'],
  ['one pan', 'tray-bake'],
  ['roast', 'tray-bake'],
  ['roasted', 'tray-bake'],
  ['ofengemuse', 'tray-bake'],
  ['blech', 'tray-bake'],
  ['backblech', 'tray-bake'],
  ['pasta bake', 'gratin'],
  ['casserole', 'gratin'],
  ['gratin', 'gratin'],
  ['bake', 'gratin'],
  ['auflauf', 'gratin'],
  ['lasagne', 'gratin'],
  ['lasagna', 'gratin'],
  ['grain bowl', 'grain-bowl'],
  ['buddha bowl', 'grain-bowl'],
  ['poke', 'grain-bowl'],
  ['bowl', 'grain-bowl'],
  ['rice bowl', 'grain-bowl'],
  ['soup', 'soup'],
  ['suppe', 'soup'],
  ['broth', 'soup'],
  ['chowder', 'soup'],
  ['ramen', 'soup'],
  ['pho', 'soup'],
  ['bisque', 'soup'],
  ['stew', 'stew'],
  ['eintopf', 'stew'],
  ['ragout', 'stew'],
  ['goulash', 'stew'],
  ['gulasch', 'stew'],
  ['chili con carne', 'stew'],
  ['casserole dish', 'stew'],
  ['braise', 'stew'],
  ['schmorgericht', 'stew'],
  ['salad', 'salad'],
  ['salat', 'salad'],
  ['slaw', 'salad'],
  ['pasta', 'pasta'],
  ['spaghetti', 'pasta'],
  ['nudeln', 'pasta'],
  ['penne', 'pasta'],
  ['noodles', 'stir-fry'],
  ['curry', 'curry'],
  ['dal', 'curry'],
  ['dhal', 'curry'],
  ['masala', 'curry'],
  ['korma', 'curry'],
  ['omelette', 'frittata'],
  ['omelet', 'frittata'],
  ['omelett', 'frittata'],
  ['frittata', 'frittata'],
  ['scrambled', 'frittata'],
  ['ruhrei', 'frittata'],
  ['shakshuka', 'frittata'],
  ['quiche', 'frittata'],
  ['tacos', 'tacos'],
  ['taco', 'tacos'],
  ['wraps', 'tacos'],
  ['wrap', 'tacos'],
  ['burrito', 'tacos'],
  ['burritos', 'tacos'],
  ['fajitas', 'tacos'],
  ['quesadilla', 'tacos'],
  ['risotto', 'risotto'],
  ['skillet', 'skillet'],
  ['pan fried', 'skillet'],
  ['seared', 'skillet'],
  ['steak', 'skillet'],
  ['schnitzel', 'skillet'],
  ['pfanne', 'skillet'],
  ['pfannengericht', 'skillet'],
  ['clafoutis', 'clafoutis'],
  ['dutch baby', 'clafoutis'],
  ['crumble', 'crumble'],
  ['cobbler', 'crumble'],
  ['streusel', 'crumble'],
  ['pie', 'crumble'],
  ['tart', 'crumble'],
  ['pancakes', 'pancakes'],
  ['pancake', 'pancakes'],
  ['crepes', 'pancakes'],
  ['pfannkuchen', 'pancakes'],
  ['eierkuchen', 'pancakes'],
  ['waffles', 'pancakes'],
  ['palatschinken', 'pancakes'],
];

const MOOD_WORDS: Record<Mood, readonly string[]> = {
  quick: [
    'quick',
    'fast',
    'speedy',
    'weeknight',
    'busy',
    'simple',
    'easy',
    'lazy',
    'minutes',
    'min',
    'schnell',
    'einfach',
    'rasch',
    'fix',
    'lunch',
    'mittag',
  ],
  spicy: [
    'spicy',
    'hot',
    'fiery',
    'kick',
    'heat',
    'scharf',
    'pikant',
    'feurig',
    'chili',
    'chilli',
    'spice',
  ],
  warming: [
    'warming',
    'warm',
    'cozy',
    'cosy',
    'winter',
    'cold',
    'autumn',
    'fall',
    'rainy',
    'warmend',
    'warmes',
    'herbst',
    'gemutlich',
    'soul',
  ],
  light: [
    'light',
    'fresh',
    'summer',
    'summery',
    'low',
    'lean',
    'leicht',
    'frisch',
    'sommer',
    'sommerlich',
    'diet',
  ],
  hearty: [
    'hearty',
    'filling',
    'comfort',
    'rich',
    'big',
    'hungry',
    'deftig',
    'herzhaft',
    'sattigend',
    'kraftig',
  ],
  creamy: ['creamy', 'cheesy', 'cremig', 'kasig', 'sahnig'],
  dessert: [
    'dessert',
    'sweet',
    'treat',
    'pudding',
    'cake',
    'baking',
    'nachtisch',
    'nachspeise',
    'suss',
    'susses',
    'kuchen',
    'sweets',
  ],
  breakfast: ['breakfast', 'brunch', 'morning', 'fruhstuck', 'morgens'],
  healthy: ['healthy', 'nutritious', 'protein', 'clean', 'wholesome', 'gesund', 'balanced', 'fit'],
  fancy: [
    'fancy',
    'impress',
    'date',
    'dinner party',
    'special',
    'festive',
    'elegant',
    'gourmet',
    'festlich',
    'besonderes',
  ],
  kids: ['kids', 'kid', 'children', 'family', 'kinder', 'familie', 'picky'],
};

const CUISINE_WORDS: Record<Cuisine, readonly string[]> = {
  italian: ['italian', 'italy', 'tuscan', 'italienisch', 'italienische', 'mediterran'],
  mexican: ['mexican', 'tex mex', 'texmex', 'mexikanisch', 'mexikanische', 'latin'],
  asian: [
    'asian',
    'chinese',
    'thai',
    'japanese',
    'korean',
    'vietnamese',
    'asiatisch',
    'asiatische',
    'chinesisch',
    'japanisch',
  ],
  indian: ['indian', 'indisch', 'indische', 'tikka', 'tandoori'],
  mediterranean: [
    'mediterranean',
    'greek',
    'middle eastern',
    'lebanese',
    'turkish',
    'griechisch',
    'orientalisch',
    'moroccan',
  ],
  german: ['german', 'deutsch', 'deutsche', 'bavarian', 'hausmannskost', 'traditionell'],
  american: ['american', 'bbq', 'barbecue', 'southern', 'amerikanisch'],
};

const DIET_WORDS: ReadonlyArray<readonly [string, Exclude<Diet, null>]> = [
  ['vegan', 'vegan'],
  ['plant based', 'vegan'],
  ['plantbased', 'vegan'],
  ['pflanzlich', 'vegan'],
  ['dairy free vegan', 'vegan'],
  ['vegetarian', 'vegetarian'],
  ['veggie', 'vegetarian'],
  ['meatless', 'vegetarian'],
  ['meat free', 'vegetarian'],
  ['no meat', 'vegetarian'],
  ['without meat', 'vegetarian'],
  ['vegetarisch', 'vegetarian'],
  ['vegetarische', 'vegetarian'],
  ['fleischlos', 'vegetarian'],
  ['ohne fleisch', 'vegetarian'],
  ['pescatarian', 'pescatarian'],
  ['pescetarian', 'pescatarian'],
];

/** Group words after "no"/"without"/"ohne", or before "-free". */
const GROUP_WORDS: Record<string, readonly FoodGroup[]> = {
  dairy: ['dairy'],
  milk: ['dairy'],
  lactose: ['dairy'],
  milchprodukte: ['dairy'],
  laktose: ['dairy'],
  egg: ['egg'],
  eggs: ['egg'],
  eier: ['egg'],
  nut: ['nut-seed'],
  nuts: ['nut-seed'],
  nusse: ['nut-seed'],
  fish: ['fish', 'seafood'],
  fisch: ['fish', 'seafood'],
  seafood: ['seafood'],
  pork: ['pork'],
  schwein: ['pork'],
  schweinefleisch: ['pork'],
  beef: ['beef'],
  rind: ['beef'],
};
const NEGATIONS = new Set([
  'no',
  'without',
  'ohne',
  'kein',
  'keine',
  'keinen',
  'not',
  'avoid',
  'except',
  'minus',
  'hate',
  'allergic',
]);

/** Words in the prompt that name a dish, not an ingredient the user has ("I want a curry"). */
const NOT_INGREDIENTS = new Set([
  'curry',
  'salat',
  'lasagne',
  'lasagna',
  'stock',
  'broth',
  'wrap',
  'wraps',
  'pastry',
  'dal',
  'dhal',
  'bowl',
  'soup',
  'toast',
]);

function containsPhrase(words: readonly string[], phrase: string): boolean {
  const target = phrase.split(' ');
  outer: for (let i = 0; i + target.length <= words.length; i++) {
    for (let j = 0; j < target.length; j++) if (words[i + j] !== target[j]) continue outer;
    return true;
  }
  return false;
}

export function readIntent(prompt: string): Intent {
  const words = tokens(prompt.slice(0, 1000));
  const dishes: TemplateId[] = [];
  const sortedDishWords = [...DISH_WORDS].sort((a, b) => b[0].length - a[0].length);
  const claimed = new Set<number>();
  for (const [phrase, template] of sortedDishWords) {
    const target = phrase.split(' ');
    for (let i = 0; i + target.length <= words.length; i++) {
      if (
        target.every((word, j) => words[i + j] === word) &&
        !target.some((_, j) => claimed.has(i + j))
      ) {
        target.forEach((_, j) => claimed.add(i + j));
        if (!dishes.includes(template)) dishes.push(template);
      }
    }
  }

  const moods = new Set<Mood>();
  for (const [mood, list] of Object.entries(MOOD_WORDS) as [Mood, readonly string[]][]) {
    if (list.some((word) => containsPhrase(words, word))) moods.add(mood);
  }
  if (dishes.some((dish) => ['crumble', 'fruit-salad', 'clafoutis'].includes(dish)))
    moods.add('dessert');
  if (/\b\d{1,2}\s*(min|minute|minuten)/.test(words.join(' '))) moods.add('quick');

  let cuisine: Cuisine | null = null;
  for (const [name, list] of Object.entries(CUISINE_WORDS) as [Cuisine, readonly string[]][]) {
    if (list.some((word) => containsPhrase(words, word))) {
      cuisine = name;
      break;
    }
  }

  let diet: Diet = null;
  for (const [phrase, value] of DIET_WORDS) {
    if (containsPhrase(words, phrase)) {
      diet = value;
      break;
    }
  }

  const excluded = new Set<string>();
  const excludedGroups = new Set<string>();
  words.forEach((word, index) => {
    const after = words.slice(index + 1, index + 4);
    if (NEGATIONS.has(word)) {
      const groups = GROUP_WORDS[after[0] ?? ''];
      if (groups) groups.forEach((group) => excludedGroups.add(group));
      const [first] = scanTokens(after, { fuzzy: false });
      if (first && first.start === 0) excluded.add(first.item.id);
    }
    if (word === 'free' || word === 'frei') {
      const groups = GROUP_WORDS[words[index - 1] ?? ''];
      if (groups) groups.forEach((group) => excludedGroups.add(group));
    }
  });
  const negatedPositions = new Set<number>();
  words.forEach((word, index) => {
    if (NEGATIONS.has(word)) for (let j = 1; j <= 3; j++) negatedPositions.add(index + j);
  });

  const mentioned: CatalogueItem[] = [];
  for (const match of scanTokens(words, { fuzzy: false })) {
    const phrase = words.slice(match.start, match.end).join(' ');
    if (NOT_INGREDIENTS.has(phrase) || negatedPositions.has(match.start)) continue;
    if (excluded.has(match.item.id) || mentioned.includes(match.item)) continue;
    mentioned.push(match.item);
  }

  return { diet, dishes, moods, cuisine, mentioned, excluded, excludedGroups };
}
