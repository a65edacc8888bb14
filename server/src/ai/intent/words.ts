/**
 * The words the request model knows, English and German, already normalised (lower case,
 * umlauts folded: "Frühstück" -> "fruhstuck", "ß" -> "ss"). Multi-word phrases are matched
 * longest first.
 */
import type { Allergen } from '#kitchen/catalogue/allergens.ts';

export type Language = 'en' | 'de';

export type Meal = 'breakfast' | 'lunch' | 'dinner' | 'dessert' | 'snack' | 'drink';

export type CuisineId =
  | 'italian'
  | 'mexican'
  | 'chinese'
  | 'japanese'
  | 'thai'
  | 'korean'
  | 'vietnamese'
  | 'indian'
  | 'mediterranean'
  | 'middle-eastern'
  | 'french'
  | 'spanish'
  | 'german'
  | 'american'
  | 'british';

export type DietId =
  | 'vegan'
  | 'vegetarian'
  | 'pescatarian'
  | 'gluten-free'
  | 'dairy-free'
  | 'nut-free'
  | 'egg-free'
  | 'low-carb'
  | 'high-protein';

export type MoodId =
  'quick' | 'spicy' | 'warming' | 'light' | 'hearty' | 'creamy' | 'healthy' | 'fancy' | 'kids';

/**
 * Dish names -> [dish id, family]. The dish id is what a dish of the registry answers to; the
 * family groups close relatives ("burrito" and "tacos" are both tortilla dishes), so a request
 * the engine has no exact dish for still gets its family.
 */
export const DISH_WORDS: ReadonlyArray<readonly [string, string, string]> = [
  ['fruit salad', 'fruit-salad', 'fruit-salad'],
  ['obstsalat', 'fruit-salad', 'fruit-salad'],
  ['fruchtsalat', 'fruit-salad', 'fruit-salad'],
  ['stir fry', 'stir-fry', 'stir-fry'],
  ['stirfry', 'stir-fry', 'stir-fry'],
  ['wok', 'stir-fry', 'stir-fry'],
  ['wokpfanne', 'stir-fry', 'stir-fry'],
  ['wokgericht', 'stir-fry', 'stir-fry'],
  ['fried rice', 'fried-rice', 'stir-fry'],
  ['gebratener reis', 'fried-rice', 'stir-fry'],
  ['gebratene nudeln', 'fried-noodles', 'stir-fry'],
  ['noodles', 'fried-noodles', 'stir-fry'],
  ['pad thai', 'pad-thai', 'stir-fry'],
  ['tray bake', 'tray-bake', 'tray-bake'],
  ['traybake', 'tray-bake', 'tray-bake'],
  ['sheet pan', 'tray-bake', 'tray-bake'],
  ['one pan', 'tray-bake', 'tray-bake'],
  ['roast', 'tray-bake', 'tray-bake'],
  ['roasted', 'tray-bake', 'tray-bake'],
  ['ofengemuse', 'tray-bake', 'tray-bake'],
  ['blech', 'tray-bake', 'tray-bake'],
  ['backblech', 'tray-bake', 'tray-bake'],
  ['blechgericht', 'tray-bake', 'tray-bake'],
  ['pasta bake', 'pasta-bake', 'baked-pasta'],
  ['nudelauflauf', 'pasta-bake', 'baked-pasta'],
  ['lasagne', 'lasagna', 'baked-pasta'],
  ['lasagna', 'lasagna', 'baked-pasta'],
  ['mac and cheese', 'mac-and-cheese', 'baked-pasta'],
  ['mac n cheese', 'mac-and-cheese', 'baked-pasta'],
  ['kasemakkaroni', 'mac-and-cheese', 'baked-pasta'],
  ['makkaroni mit kase', 'mac-and-cheese', 'baked-pasta'],
  ['macaroni cheese', 'mac-and-cheese', 'baked-pasta'],
  ['casserole', 'gratin', 'gratin'],
  ['gratin', 'gratin', 'gratin'],
  ['auflauf', 'gratin', 'gratin'],
  ['grain bowl', 'grain-bowl', 'bowl'],
  ['buddha bowl', 'grain-bowl', 'bowl'],
  ['rice bowl', 'grain-bowl', 'bowl'],
  ['bowl', 'grain-bowl', 'bowl'],
  ['poke', 'poke-bowl', 'bowl'],
  ['poke bowl', 'poke-bowl', 'bowl'],
  ['sushi', 'sushi-bowl', 'bowl'],
  ['sushi bowl', 'sushi-bowl', 'bowl'],
  ['bibimbap', 'bibimbap', 'bowl'],
  ['donburi', 'donburi', 'bowl'],
  ['soup', 'soup', 'soup'],
  ['suppe', 'soup', 'soup'],
  ['vegetable soup', 'soup', 'soup'],
  ['gemusesuppe', 'soup', 'soup'],
  ['broth', 'soup', 'soup'],
  ['chowder', 'soup', 'soup'],
  ['bisque', 'soup', 'soup'],
  ['minestrone', 'minestrone', 'soup'],
  ['ramen', 'ramen', 'soup'],
  ['pho', 'pho', 'soup'],
  ['noodle soup', 'ramen', 'soup'],
  ['nudelsuppe', 'ramen', 'soup'],
  ['miso soup', 'miso-soup', 'soup'],
  ['misosuppe', 'miso-soup', 'soup'],
  ['stew', 'stew', 'stew'],
  ['eintopf', 'stew', 'stew'],
  ['ragout', 'stew', 'stew'],
  ['goulash', 'goulash', 'stew'],
  ['gulasch', 'goulash', 'stew'],
  ['chili con carne', 'chili', 'stew'],
  ['chili sin carne', 'chili', 'stew'],
  ['braise', 'stew', 'stew'],
  ['schmorgericht', 'stew', 'stew'],
  ['tagine', 'tagine', 'stew'],
  ['salad', 'salad', 'salad'],
  ['salat', 'salad', 'salad'],
  ['slaw', 'salad', 'salad'],
  ['coleslaw', 'salad', 'salad'],
  ['caesar salad', 'caesar-salad', 'salad'],
  ['greek salad', 'greek-salad', 'salad'],
  ['griechischer salat', 'greek-salad', 'salad'],
  ['griechischen salat', 'greek-salad', 'salad'],
  ['pasta', 'pasta', 'pasta'],
  ['spaghetti', 'pasta', 'pasta'],
  ['nudeln', 'pasta', 'pasta'],
  ['penne', 'pasta', 'pasta'],
  ['carbonara', 'carbonara', 'pasta'],
  ['bolognese', 'bolognese', 'pasta'],
  ['pesto pasta', 'pasta', 'pasta'],
  ['curry', 'curry', 'curry'],
  ['masala', 'curry', 'curry'],
  ['korma', 'curry', 'curry'],
  ['tikka masala', 'curry', 'curry'],
  ['dal', 'dal', 'curry'],
  ['dhal', 'dal', 'curry'],
  ['daal', 'dal', 'curry'],
  ['linsencurry', 'dal', 'curry'],
  ['omelette', 'omelette', 'egg'],
  ['omelet', 'omelette', 'egg'],
  ['omelett', 'omelette', 'egg'],
  ['frittata', 'frittata', 'egg'],
  ['scrambled eggs', 'scrambled-eggs', 'egg'],
  ['scrambled', 'scrambled-eggs', 'egg'],
  ['ruhrei', 'scrambled-eggs', 'egg'],
  ['shakshuka', 'shakshuka', 'egg'],
  ['quiche', 'quiche', 'egg'],
  ['tacos', 'tacos', 'tortilla'],
  ['taco', 'tacos', 'tortilla'],
  ['wraps', 'wrap', 'tortilla'],
  ['wrap', 'wrap', 'tortilla'],
  ['burrito', 'burrito', 'tortilla'],
  ['burritos', 'burrito', 'tortilla'],
  ['burrito bowl', 'burrito', 'tortilla'],
  ['fajitas', 'fajitas', 'tortilla'],
  ['fajita', 'fajitas', 'tortilla'],
  ['quesadilla', 'quesadilla', 'tortilla'],
  ['quesadillas', 'quesadilla', 'tortilla'],
  ['enchiladas', 'enchiladas', 'tortilla'],
  ['risotto', 'risotto', 'risotto'],
  ['paella', 'paella', 'risotto'],
  ['skillet', 'skillet', 'skillet'],
  ['pan fried', 'skillet', 'skillet'],
  ['seared', 'skillet', 'skillet'],
  ['steak', 'steak', 'skillet'],
  ['schnitzel', 'schnitzel', 'skillet'],
  ['pfanne', 'skillet', 'skillet'],
  ['pfannengericht', 'skillet', 'skillet'],
  ['pizza', 'pizza', 'pizza'],
  ['pizza margherita', 'pizza', 'pizza'],
  ['margherita', 'pizza', 'pizza'],
  ['flammkuchen', 'flatbread', 'pizza'],
  ['flatbread', 'flatbread', 'pizza'],
  ['flatbreads', 'flatbread', 'pizza'],
  ['fladenbrot', 'flatbread', 'pizza'],
  ['naan', 'flatbread', 'pizza'],
  ['focaccia', 'focaccia', 'bread'],
  ['bread', 'bread', 'bread'],
  ['brot', 'bread', 'bread'],
  ['loaf', 'bread', 'bread'],
  ['rolls', 'bread', 'bread'],
  ['brotchen', 'bread', 'bread'],
  ['banana bread', 'banana-bread', 'cake'],
  ['bananenbrot', 'banana-bread', 'cake'],
  ['cake', 'cake', 'cake'],
  ['cheesecake', 'cake', 'cake'],
  ['kuchen', 'cake', 'cake'],
  ['torte', 'cake', 'cake'],
  ['birthday cake', 'cake', 'cake'],
  ['geburtstagskuchen', 'cake', 'cake'],
  ['chocolate cake', 'chocolate-cake', 'cake'],
  ['schokokuchen', 'chocolate-cake', 'cake'],
  ['schokoladenkuchen', 'chocolate-cake', 'cake'],
  ['brownies', 'brownies', 'cake'],
  ['brownie', 'brownies', 'cake'],
  ['muffins', 'muffins', 'cake'],
  ['muffin', 'muffins', 'cake'],
  ['cupcakes', 'muffins', 'cake'],
  ['cookies', 'cookies', 'cake'],
  ['kekse', 'cookies', 'cake'],
  ['platzchen', 'cookies', 'cake'],
  ['crumble', 'crumble', 'crumble'],
  ['cobbler', 'crumble', 'crumble'],
  ['streusel', 'crumble', 'crumble'],
  ['pie', 'crumble', 'crumble'],
  ['tart', 'crumble', 'crumble'],
  ['clafoutis', 'clafoutis', 'pancakes'],
  ['dutch baby', 'clafoutis', 'pancakes'],
  ['ofenpfannkuchen', 'clafoutis', 'pancakes'],
  ['pancakes', 'pancakes', 'pancakes'],
  ['pancake', 'pancakes', 'pancakes'],
  ['crepes', 'pancakes', 'pancakes'],
  ['pfannkuchen', 'pancakes', 'pancakes'],
  ['eierkuchen', 'pancakes', 'pancakes'],
  ['waffles', 'pancakes', 'pancakes'],
  ['waffeln', 'pancakes', 'pancakes'],
  ['palatschinken', 'pancakes', 'pancakes'],
  ['porridge', 'porridge', 'porridge'],
  ['oatmeal', 'porridge', 'porridge'],
  ['overnight oats', 'porridge', 'porridge'],
  ['haferbrei', 'porridge', 'porridge'],
  ['granola', 'porridge', 'porridge'],
  ['muesli', 'porridge', 'porridge'],
  ['musli', 'porridge', 'porridge'],
  ['smoothie', 'smoothie', 'smoothie'],
  ['smoothies', 'smoothie', 'smoothie'],
  ['shake', 'smoothie', 'smoothie'],
  ['protein shake', 'smoothie', 'smoothie'],
  ['burger', 'burger', 'burger'],
  ['burgers', 'burger', 'burger'],
  ['veggie burger', 'burger', 'burger'],
  ['sandwich', 'sandwich', 'sandwich'],
  ['sandwiches', 'sandwich', 'sandwich'],
  ['toastie', 'sandwich', 'sandwich'],
  ['panini', 'sandwich', 'sandwich'],
  ['belegtes brot', 'sandwich', 'sandwich'],
  ['stulle', 'sandwich', 'sandwich'],
  ['toast', 'toast', 'sandwich'],
  ['bruschetta', 'toast', 'sandwich'],
  ['dumplings', 'dumplings', 'dumplings'],
  ['gyoza', 'dumplings', 'dumplings'],
];

export const MEAL_WORDS: ReadonlyArray<readonly [string, Meal]> = [
  ['breakfast', 'breakfast'],
  ['brunch', 'breakfast'],
  ['morning', 'breakfast'],
  ['fruhstuck', 'breakfast'],
  ['morgens', 'breakfast'],
  ['lunch', 'lunch'],
  ['lunchbox', 'lunch'],
  ['mittag', 'lunch'],
  ['mittagessen', 'lunch'],
  ['dinner', 'dinner'],
  ['supper', 'dinner'],
  ['tonight', 'dinner'],
  ['abendessen', 'dinner'],
  ['abendbrot', 'dinner'],
  ['dessert', 'dessert'],
  ['desserts', 'dessert'],
  ['sweet', 'dessert'],
  ['sweets', 'dessert'],
  ['treat', 'dessert'],
  ['pudding', 'dessert'],
  ['baking', 'dessert'],
  ['nachtisch', 'dessert'],
  ['nachspeise', 'dessert'],
  ['suss', 'dessert'],
  ['susses', 'dessert'],
  ['snack', 'snack'],
  ['snacks', 'snack'],
  ['nibbles', 'snack'],
  ['appetizer', 'snack'],
  ['starter', 'snack'],
  ['party food', 'snack'],
  ['fingerfood', 'snack'],
  ['imbiss', 'snack'],
  ['zwischenmahlzeit', 'snack'],
  ['vorspeise', 'snack'],
  ['drink', 'drink'],
  ['getrank', 'drink'],
];

export const MOOD_WORDS: Record<MoodId, readonly string[]> = {
  quick: [
    'quick',
    'fast',
    'speedy',
    'weeknight',
    'busy',
    'simple',
    'easy',
    'lazy',
    'schnell',
    'schnelles',
    'schnelle',
    'einfach',
    'einfaches',
    'rasch',
    'fix',
  ],
  spicy: [
    'spicy',
    'hot',
    'fiery',
    'kick',
    'heat',
    'scharf',
    'scharfes',
    'pikant',
    'feurig',
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
    'lean',
    'leicht',
    'leichtes',
    'frisch',
    'sommer',
    'sommerlich',
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
  creamy: ['creamy', 'cheesy', 'cremig', 'cremige', 'cremiges', 'cremigen', 'kasig', 'sahnig'],
  healthy: [
    'healthy',
    'nutritious',
    'clean',
    'wholesome',
    'gesund',
    'gesundes',
    'balanced',
    'fit',
    'vegetables',
    'veggies',
    'gemuse',
  ],
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
    'birthday',
    'geburtstag',
  ],
  kids: ['kids', 'kid', 'children', 'family', 'kinder', 'familie', 'picky'],
};

export const CUISINE_WORDS: Record<CuisineId, readonly string[]> = {
  italian: ['italian', 'italy', 'tuscan', 'italienisch', 'italienische', 'italienisches'],
  mexican: ['mexican', 'tex mex', 'texmex', 'mexikanisch', 'mexikanische', 'mexikanisches'],
  chinese: ['chinese', 'sichuan', 'szechuan', 'cantonese', 'chinesisch', 'chinesische'],
  japanese: ['japanese', 'japan', 'japanisch', 'japanische', 'japanisches'],
  thai: ['thai', 'thailandisch', 'thailandische'],
  korean: ['korean', 'koreanisch', 'koreanische'],
  vietnamese: ['vietnamese', 'vietnamesisch', 'vietnamesische'],
  indian: ['indian', 'indisch', 'indische', 'indisches', 'tikka', 'tandoori'],
  mediterranean: [
    'mediterranean',
    'greek',
    'griechisch',
    'griechische',
    'mediterran',
    'mediterrane',
  ],
  'middle-eastern': [
    'middle eastern',
    'lebanese',
    'turkish',
    'moroccan',
    'persian',
    'israeli',
    'orientalisch',
    'orientalische',
    'turkisch',
    'libanesisch',
    'marokkanisch',
  ],
  french: ['french', 'provencal', 'franzosisch', 'franzosische'],
  spanish: ['spanish', 'tapas', 'spanisch', 'spanische'],
  german: ['german', 'deutsch', 'deutsche', 'deutsches', 'bavarian', 'bayerisch', 'hausmannskost'],
  american: ['american', 'bbq', 'barbecue', 'southern', 'amerikanisch', 'amerikanische'],
  british: ['british', 'english', 'britisch', 'englisch'],
};

/** Diets named outright ("vegan", "keto", "gluten-free" is read through the allergen rules). */
export const DIET_WORDS: ReadonlyArray<readonly [string, DietId]> = [
  ['vegan', 'vegan'],
  ['vegane', 'vegan'],
  ['veganes', 'vegan'],
  ['veganer', 'vegan'],
  ['plant based', 'vegan'],
  ['plantbased', 'vegan'],
  ['pflanzlich', 'vegan'],
  ['rein pflanzlich', 'vegan'],
  ['vegetarian', 'vegetarian'],
  ['veggie', 'vegetarian'],
  ['meatless', 'vegetarian'],
  ['meat free', 'vegetarian'],
  ['no meat', 'vegetarian'],
  ['without meat', 'vegetarian'],
  ['vegetarisch', 'vegetarian'],
  ['vegetarische', 'vegetarian'],
  ['vegetarisches', 'vegetarian'],
  ['fleischlos', 'vegetarian'],
  ['fleischfrei', 'vegetarian'],
  ['ohne fleisch', 'vegetarian'],
  ['kein fleisch', 'vegetarian'],
  ['pescatarian', 'pescatarian'],
  ['pescetarian', 'pescatarian'],
  ['pescetarisch', 'pescatarian'],
  ['low carb', 'low-carb'],
  ['lowcarb', 'low-carb'],
  ['keto', 'low-carb'],
  ['ketogenic', 'low-carb'],
  ['no carbs', 'low-carb'],
  ['kohlenhydratarm', 'low-carb'],
  ['wenig kohlenhydrate', 'low-carb'],
  ['high protein', 'high-protein'],
  ['protein rich', 'high-protein'],
  ['protein packed', 'high-protein'],
  ['lots of protein', 'high-protein'],
  ['proteinreich', 'high-protein'],
  ['eiweissreich', 'high-protein'],
  ['viel eiweiss', 'high-protein'],
  ['viel protein', 'high-protein'],
  ['protein', 'high-protein'],
];

/** Words for allergens and the groups people exclude; also read inside German compounds. */
export const ALLERGEN_WORDS: Record<string, readonly Allergen[]> = {
  gluten: ['gluten'],
  wheat: ['gluten'],
  weizen: ['gluten'],
  celiac: ['gluten'],
  coeliac: ['gluten'],
  zoliakie: ['gluten'],
  dairy: ['milk'],
  lactose: ['milk'],
  laktose: ['milk'],
  milchprodukte: ['milk'],
  milch: ['milk'],
  milk: ['milk'],
  egg: ['egg'],
  eggs: ['egg'],
  ei: ['egg'],
  eier: ['egg'],
  peanut: ['peanut'],
  peanuts: ['peanut'],
  erdnuss: ['peanut'],
  erdnusse: ['peanut'],
  nut: ['tree-nut', 'peanut'],
  nuts: ['tree-nut', 'peanut'],
  'tree nut': ['tree-nut'],
  'tree nuts': ['tree-nut'],
  nuss: ['tree-nut', 'peanut'],
  nusse: ['tree-nut', 'peanut'],
  schalenfruchte: ['tree-nut'],
  soy: ['soy'],
  soya: ['soy'],
  soja: ['soy'],
  fish: ['fish'],
  fisch: ['fish'],
  shellfish: ['crustacean', 'mollusc'],
  seafood: ['crustacean', 'mollusc'],
  meeresfruchte: ['crustacean', 'mollusc'],
  crustacean: ['crustacean'],
  crustaceans: ['crustacean'],
  krebstiere: ['crustacean'],
  mollusc: ['mollusc'],
  molluscs: ['mollusc'],
  mollusk: ['mollusc'],
  mollusks: ['mollusc'],
  weichtiere: ['mollusc'],
  sesame: ['sesame'],
  sesam: ['sesame'],
  celery: ['celery'],
  sellerie: ['celery'],
  mustard: ['mustard'],
  senf: ['mustard'],
  sulphite: ['sulphite'],
  sulphites: ['sulphite'],
  sulfite: ['sulphite'],
  sulfites: ['sulphite'],
  sulfit: ['sulphite'],
  lupin: ['lupin'],
  lupine: ['lupin'],
  lupinen: ['lupin'],
};

/** An allergen excluded in full is also a diet the guard checks by name. */
export const ALLERGEN_DIETS: ReadonlyArray<readonly [readonly Allergen[], DietId]> = [
  [['gluten'], 'gluten-free'],
  [['milk'], 'dairy-free'],
  [['tree-nut', 'peanut'], 'nut-free'],
  [['egg'], 'egg-free'],
];

/** Meat groups people rule out by name ("no pork", "kein Rind"). */
export const GROUP_WORDS: Record<string, readonly string[]> = {
  pork: ['pork'],
  schwein: ['pork'],
  schweinefleisch: ['pork'],
  beef: ['beef'],
  rind: ['beef'],
  rindfleisch: ['beef'],
  poultry: ['chicken'],
  geflugel: ['chicken'],
  lamb: ['lamb'],
  lamm: ['lamb'],
  meat: ['beef', 'pork', 'chicken', 'lamb'],
  fleisch: ['beef', 'pork', 'chicken', 'lamb'],
};

/** Words that open an exclusion: "no nuts", "without dairy", "ohne Nüsse", "I hate garlic". */
export const NEGATIONS = new Set([
  'no',
  'without',
  'ohne',
  'kein',
  'keine',
  'keinen',
  'keiner',
  'avoid',
  'except',
  'minus',
  'hate',
  'hates',
  'dislike',
  'dislikes',
  'allergic',
  'allergisch',
  'intolerant',
  'nor',
  'nicht',
  'not',
]);

/** Phrases that open an exclusion ("don't like", "can't eat", "free from"). */
export const NEGATION_PHRASES: readonly string[] = [
  'dont like',
  'do not like',
  'dont eat',
  'do not eat',
  'cant eat',
  'cannot eat',
  'cant have',
  'cannot have',
  'allergic to',
  'intolerant to',
  'free from',
  'free of',
  'allergisch gegen',
  'allergie gegen',
  'vertrage kein',
  'vertrage keine',
  'vertrage keinen',
  'ich mag kein',
  'ich mag keine',
  'ich mag keinen',
  'cant do',
  'cannot do',
  'doesnt eat',
  'does not eat',
  'doesnt like',
  'cant stand',
  'cant tolerate',
  'sensitive to',
  'vertragt kein',
  'vertragt keine',
  'vertragt keinen',
  'isst kein',
  'isst keine',
  'isst keinen',
  'darf kein',
  'darf keine',
  'darf keinen',
  'mag kein',
  'mag keine',
  'mag keinen',
];

/** Words after an allergen that make it an exclusion: "peanut allergy", "lactose intolerant", "gluten free". */
export const SUFFIX_NEGATIONS = new Set([
  'allergy',
  'allergies',
  'allergic',
  'intolerant',
  'intolerance',
  'free',
  'allergie',
  'allergien',
  'allergiker',
  'intoleranz',
  'unvertraglichkeit',
  'frei',
  'sensitive',
  'sensitivity',
  'empfindlich',
]);

/** German compounds: "Nussallergie", "glutenfrei", "Laktoseintoleranz". */
/** German dish names that end compounds ("Kürbissuppe", "Gemüselasagne", "Apfelkuchen"). */
export const COMPOUND_DISH_ENDINGS = new Set(
  'suppe salat kuchen torte auflauf eintopf lasagne pfanne brot gratin curry risotto pizza'.split(
    ' ',
  ),
);

export const COMPOUND_SUFFIXES: readonly string[] = [
  'allergie',
  'allergiker',
  'unvertraglichkeit',
  'intoleranz',
  'freie',
  'freies',
  'freier',
  'frei',
  'free',
];

/** Words that link items inside one exclusion: "no nuts or dairy", "ohne Nüsse und Eier". */
export const LINKS = new Set([
  'and',
  'or',
  'und',
  'oder',
  'nor',
  'any',
  'the',
  'a',
  'an',
  'to',
  'of',
  'with',
  'mit',
  'from',
  'gegen',
  'also',
  'auch',
  'really',
  'please',
  'bitte',
]);

/** Time limits: "under 20 minutes", "in 15 min", "unter 30 Minuten", "20-minute". */
export const MINUTE_WORDS = new Set([
  'min',
  'mins',
  'minute',
  'minutes',
  'minuten',
  'minutigen',
  'minutes',
]);
export const HOUR_WORDS = new Set(['hour', 'hours', 'hr', 'hrs', 'stunde', 'stunden']);
/** The limit "quick" means when no number is given. */
export const QUICK_MINUTES = 30;

/** Words that carry no request: function words and generic meal talk in English and German. */
export const FILLER_WORDS = new Set(
  (
    'a an the i im me my we our us you your it its is are am be was were been do does did dont doesnt ' +
    'to of for in on at by from with and or but so as if then than that this these those there here ' +
    'some something anything thing things any all few more most much many very really just only also ' +
    'want wanna would like love need make makes making cook cooking cooked eat eating have has had get ' +
    'give show find suggest please thanks thank can could should may might will let lets ' +
    'recipe recipes idea ideas dish dishes meal meals food foods today tonight tomorrow now ' +
    'good nice great tasty delicious yummy best new different ' +
    'under within less max maximum about around in minutes ready done ' +
    'what which how who some using use up left leftover leftovers over fridge pantry ' +
    'ich mochte will wurde gern gerne hatte habe hab haben bitte mal was etwas ein eine einen einem einer ' +
    'der die das den dem des und oder mit fur zum zur zu im in am an auf aus bei nach vom von ' +
    'heute abend morgen jetzt noch schon sehr viel viele wenig gut lecker leckeres leckere schmackhaft ' +
    'gericht gerichte essen kochen koche rezept rezepte idee ideen mahlzeit unter innerhalb weniger als ' +
    'sein ist sind wir uns mir mich du dir es sie er man dann gruner grune grunes grunen'
  ).split(' '),
);

/** Words typical of German requests; one or two decide the language. */
export const GERMAN_MARKERS = new Set(
  (
    'ich mochte mochten wurde gern gerne bitte etwas ein eine einen einem mit ohne und oder fur ' +
    'zum zur der die das den dem keine kein keinen nicht schnell schnelles einfach lecker leckeres ' +
    'abendessen mittagessen fruhstuck nachtisch suppe kuchen nudeln eintopf auflauf gericht rezept ' +
    'vegetarisch vegetarische vegane gesund gesundes fleisch allergie unter minuten stunde ' +
    'heute abend wir uns mir kartoffeln zwiebeln knoblauch huhnchen hahnchen rindfleisch ' +
    'sahne kase eier milch gemuse salat brot pfanne schokoladenkuchen pfannkuchen nussallergie'
  ).split(' '),
);

export const ENGLISH_MARKERS = new Set(
  (
    'i want would like something with without and or for the a an please quick easy dinner lunch ' +
    'breakfast dessert soup cake pasta chicken beef vegetables no free allergy allergic hate ' +
    'make cook recipe tonight minutes under some my me'
  ).split(' '),
);
