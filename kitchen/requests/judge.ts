/**
 * The cook's judge for the request table (`cook-requests.yaml`): does an answer give the cook what
 * they asked for? It reads only the row's expectations and the answer, never the engine or the book,
 * so any engine (the template engine of today, the recipe book, a model) is judged by the same rules.
 *
 * An answer is what the cook sees after asking: the options (title, description, servings, time,
 * ingredients, allergens, food category), what the options step says (`notice`), or an error. The
 * rules are the ones a cook holds; where a rule needs a word list (meat, gluten, alcohol...) the list
 * is written here from kitchen knowledge, in English and German, and judged on ingredient names.
 *
 * Every failure is one string `kind: detail` (kind e.g. `dish`, `servings`, `diet vegan`,
 * `freeOf gluten`, `avoid onion`), so a measurement can count failures by kind.
 */
import type { components } from '#contract/schema.gen.ts';
import type { Course } from '#kitchen/book/dish.ts';

export type Allergen = components['schemas']['Allergen'];
export type FoodCategory = components['schemas']['FoodCategory'];
export type Language = 'en' | 'de';
export type Diet =
  'vegetarian' | 'vegan' | 'coeliac' | 'halal' | 'low-fodmap' | 'no-added-salt' | 'lower-sugar';
export type { Course };

/** What the cook expects (the `expect` block of a row); every field but `language` is optional. */
export interface Expectation {
  readonly language: Language;
  /** Every option is this dish (or, with unknownOk, the answer says it does not know it). */
  readonly dish?: string;
  /** Like `dish`, any of these names. */
  readonly dishAnyOf?: readonly string[];
  /** The dish may be unknown: then a notice must name it, and the options be of `course`. */
  readonly unknownOk?: boolean;
  readonly course?: Course;
  readonly servings?: number;
  readonly maxMinutes?: number;
  readonly freeOf?: readonly Allergen[];
  readonly diets?: readonly Diet[];
  /** Ingredients (plain English) no option may contain. */
  readonly avoid?: readonly string[];
  /** Ingredients (plain English) one option must use, all of them. */
  readonly uses?: readonly string[];
  readonly notSpicy?: boolean;
  /** The request cannot be met honestly: the answer must say so and offer nothing that breaks it. */
  readonly mustSayCannot?: boolean;
}

export interface CookRow {
  readonly id: string;
  readonly prompt: string;
  readonly ingredients: string;
  readonly expect: Expectation;
  readonly why?: string;
}

export interface AnswerIngredient {
  readonly quantity: number | null;
  readonly unit: string;
  readonly name: string;
}

/** One option as the cook sees it, whatever engine made it. */
export interface AnswerOption {
  readonly title: string;
  readonly description: string;
  /** The language the engine says it wrote in (the text itself decides when it is clear). */
  readonly language?: Language;
  readonly servings: number;
  readonly total_time_minutes: number | null;
  readonly ingredients: readonly AnswerIngredient[];
  readonly allergens: readonly string[];
  readonly food_category: FoodCategory | string;
  /** Catalogue ids of the ingredients, when the engine has them (judged like ingredient names). */
  readonly itemIds?: readonly string[];
  /** 0 not hot, 1 mild, 2 medium, 3 hot. */
  readonly spice?: number;
  /** The dish the option is (a book's dish id), when the engine knows it. */
  readonly dishId?: string;
  /** The option's course, when the engine knows it (else the title tells). */
  readonly course?: Course | string;
}

export interface Answer {
  readonly options: readonly AnswerOption[];
  /** What the options step says, e.g. "Sous's recipe book has no tiramisu yet". */
  readonly notice?: string;
  readonly error?: { readonly status: number; readonly detail: string };
}

export interface Verdict {
  readonly pass: boolean;
  readonly failures: string[];
}

// ------------------------------------------------------------------------------------ text

/**
 * Lowercase ASCII words separated by single spaces: accents and umlauts dropped (ä -> a), ß -> ss,
 * & -> and, apostrophes removed (shepherd's -> shepherds, can't -> cant), other marks -> space.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Like fold, with German umlauts written out (ä -> ae), as slugs and ASCII German write them. */
function foldExpanded(text: string): string {
  return fold(text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

const EN_WORDS = new Set(
  (
    'the and with of for to on into from until over served serve your this that these is are it its by ' +
    'at as or then while crispy fresh quick easy simple creamy tender rich sweet savoury ' +
    'savory baked roasted fried topped tossed cooked classic hearty light homemade made minutes ' +
    'ready perfect chicken beef pork potato potatoes cheese rice egg eggs cream garlic onion onions ' +
    'tomato tomatoes bread soup cake apple lemon herbs noodles mushroom mushrooms spinach beans bake ' +
    'stew pie roast style slow pan one pot sheet tray salad'
  ).split(' '),
);
const DE_WORDS = new Set(
  (
    'und mit der die das den dem des ein eine einem einen einer fur auf aus zu zum zur vom von ist sind ' +
    'oder dazu bis wird nach sowie uber unter wie auch noch sehr kein keine nicht im dann schnell ' +
    'frisch frischem frischen knusprig knusprigem cremig cremige cremiger gebacken gebackene einfach ' +
    'leicht klassisch klassische herzhaft herzhafte wurzig fein zart serviert servieren ofen pfanne ' +
    'kartoffeln zwiebeln hahnchen kase reis eier sahne tomaten knoblauch krautern suppe kuchen salat ' +
    'sosse gemuse nudeln brot art blech aus dem vom nach omas hausgemacht hausgemachte dazu'
  ).split(' '),
);

/** The language a text is written in, or undefined when its words do not tell. */
export function detectLanguage(text: string): Language | undefined {
  let en = 0;
  let de = /[äöüß]/i.test(text) ? 0.5 : 0;
  for (const word of fold(text).split(' ')) {
    if (EN_WORDS.has(word)) en++;
    if (DE_WORDS.has(word)) de++;
  }
  if (en > de) return 'en';
  if (de > en) return 'de';
  return undefined;
}

// ------------------------------------------------------------------------------------ terms

/**
 * A kitchen word list, matched on folded text (see fold): `match` finds it; `strip` removes look-alikes
 * first (olive oil is not olives); `skip` exempts the whole ingredient line (unsalted, mild...).
 */
interface Term {
  readonly match: RegExp;
  readonly strip?: RegExp;
  readonly skip?: RegExp;
}

function term(match: string, strip?: string, skip?: string): Term {
  return {
    match: new RegExp(match),
    ...(strip ? { strip: new RegExp(strip, 'g') } : {}),
    ...(skip ? { skip: new RegExp(skip) } : {}),
  };
}

function hits(t: Term, text: string): boolean {
  const folded = fold(text);
  if (!folded) return false;
  if (t.skip?.test(folded)) return false;
  return t.match.test(t.strip ? folded.replace(t.strip, ' ') : folded);
}

const VEG_WORDS =
  '(vegetarian|vegetarische[nrs]?|vegetarisch|vegan|vegane[nrs]?|veggie|plant based|meat free|meatless|fleischlos|soy|soja|tofu)';

const MEAT = term(
  '\\b(beef|pork|chicken|lamb|mutton|veal|bacon|hams?|turkey|duck|goose|venison|rabbit|oxtail|brisket|lard|suet|liver|haggis|mince|meat\\w*|steaks?)\\b|' +
    'sausage|salami|chorizo|pancetta|prosciutto|guanciale|pepperoni|black pudding|' +
    'minced (beef|pork|meat|lamb|veal|turkey|chicken)|ground (beef|pork|meat|lamb|veal|turkey|chicken)|' +
    '(?<!tama)rind(?!e\\b)|schwein|hahnchen|huhn|huhner|hendl|\\bpute|truthahn|\\blamm|kalb|speck|schinken|wurst|' +
    '\\bhack\\b|hackfleisch|\\w+hack\\b|\\bmett\\b|fleisch|\\bente\\b|enten|\\bgans\\b|ganse|schmalz|leber|' +
    'pinkel|kassler|kasseler|frikadelle|bulette|geflugel|hirsch|kaninchen|saumagen|gulasch',
  `${VEG_WORDS} \\w+|fruchtfleisch|kokosfleisch|coconut meat|nutmeg|butterschmalz|ganseschmalz|gehackte?[nrs]?|mincemeat`,
);
const FISH = term(
  '\\b(fish|anchov\\w*|salmon|tuna|cod|haddock|sardines?|mackerel|trout|herring|pollock|plaice|sole|' +
    'halibut|tilapia|bream|snapper|bonito|dashi|surimi|caviar|roe|kippers?|sea ?bass)\\b|fish sauce|worcestershire|' +
    'lachs|thunfisch|sardell|kabeljau|forelle|hering|matjes|scholle|makrele|dorsch|zander|barsch|fisch|' +
    'rollmops|sprotten|anschovis',
  `${VEG_WORDS} \\w+|tintenfisch\\w*`,
);
const CRUSTACEAN = term(
  'shrimp|prawn|\\bcrabs?\\b|crabmeat|lobster|langoustine|crayfish|scampi|krill|garnele|krabbe|hummer|languste|flusskrebs',
  `${VEG_WORDS} \\w+`,
);
const MOLLUSC = term(
  'mussel|\\bclams?\\b|oyster|squid|calamar|octopus|scallop|cockle|whelk|escargot|muschel|tintenfisch|' +
    '\\bkrake|kalmar|auster|jakobsmuschel',
  `${VEG_WORDS} \\w+|muschelnudel\\w*|oyster mushrooms?|austernpilz\\w*`,
);
const SEAFOOD = term('seafood|shellfish|meeresfrucht');
const GELATINE = term('gelatin|aspic');
const RENNET_CHEESE = term(
  'parmesan|parmigiano|grana padano|pecorino|gorgonzola',
  `${VEG_WORDS} \\w+( \\w+)?|\\w+ \\(?vegetarian\\)?`,
  'vegetarian|vegetarisch|vegan|rennet free|ohne lab|mikrobiell',
);
const EGG = term(
  '\\beggs?\\b|egg yolks?|yolks?\\b|\\bei\\b|\\beier|eigelb|eiweiss|eidotter|eiklar|mayonnaise|\\bmayo\\b|aioli|' +
    'meringue|baiser|hollandaise|remoulade|brioche',
  'eggplants?|(vegan|vegane?) \\w+|egg free|eggless|egg replacer|eiersatz|ohne ei\\w*',
);
const MILK = term(
  '\\bmilk|buttermilk|\\bbutter\\b|ghee|\\bcreams?\\b|creme fraiche|creme double|sour cream|cheese|parmesan|' +
    'parmigiano|pecorino|grana padano|mozzarella|burrata|ricotta|mascarpone|feta|halloumi|paneer|gouda|' +
    'cheddar|emmental|gruyere|brie|camembert|gorgonzola|yogh?urt|kefir|quark|skyr|custard|whey|labneh|' +
    'milch|sahne|\\brahm|schmand|kase|joghurt|topfen|molke',
  '(peanut|almond|nut|cashew|cocoa|shea|vegan|plant|apple) butter|butternut|butter beans?|butterbohnen|' +
    'cream of tartar|dairy free \\w+|(vegan|vegane[nrs]?|pflanzliche[nrs]?) \\w+|' +
    '(coconut|oat|soy|soya|almond|rice|cashew|hazelnut|pea) (milk|cream|yogh?urt|drink)|' +
    '(kokos|hafer|soja|mandel|reis|cashew|haselnuss|erbsen)(milch|sahne|joghurt|drink)|kakaobutter|erdnussbutter|kasseler',
);
const HONEY = term('honey|honig|royal jelly', 'honeydew|honigmelone');
const GLUTEN = term(
  'wheat|\\bflours?\\b|\\bbreads?\\b|breadcrumbs?|panko|baguette|ciabatta|brioche|croissant|croutons?|' +
    '\\bpitt?a\\b|naan|\\bpasta|spaghetti|penne|fusilli|linguine|tagliatelle|pappardelle|fettuccine|' +
    'macaroni|rigatoni|farfalle|orzo|lasagne|lasagna|ravioli|tortellini|gnocchi|noodles?|udon|couscous|' +
    'bulgur|semolina|\\bbarley|\\brye\\b|spelt|farro|freekeh|seitan|\\bbeers?\\b|\\bmalt|soy sauce|shoyu|' +
    'teriyaki|hoisin|pastry|\\bfilo|phyllo|ladyfingers?|savoiardi|biscuits?|cookies?|crackers?|wafers?|' +
    'flour tortillas?|\\boats?\\b|oatmeal|porridge|' +
    'weizen|\\bmehl|\\w+mehl\\b|\\bbrot|\\w+brot\\b|brotchen|semmel|paniermehl|nudel|spatzle|griess|dinkel|roggen|gerste|' +
    'graupen|\\bbier|blatterteig|murbeteig|zwieback|keks|biskuit|lebkuchen|sojasauce|sojasosse|hafer',
  'gluten free \\w+( \\w+)?|glutenfreie?[nrs]? \\w+|' +
    '(rice|almond|coconut|corn|maize|chickpea|gram|buckwheat|potato|tapioca|cassava|sorghum|millet|teff|' +
    'quinoa|banana|arrowroot|tigernut|lupin|soy|hazelnut|chestnut) (flour|starch|meal|noodles?|pasta|crackers?)|' +
    'cornflour|cornstarch|cornmeal|buckwheat|buchweizen\\w*|tamari|rice paper|rice noodles?|glass noodles?|' +
    'cellophane noodles?|zucchini noodles?|shirataki|' +
    '(reis|mandel|kokos|mais|kichererbsen|kartoffel|tapioka|hirse|lupinen|soja|kastanien|haselnuss)mehl|' +
    'speisestarke|maisstarke|reisnudeln|glasnudeln|reispapier|ginger beer|root beer|johannisbrot\\w*',
);
const PEANUT = term('peanut|groundnut|erdnuss|satay sauce', 'peanut free|erdnussfrei');
const TREE_NUT = term(
  'almond|hazelnut|walnut|cashew|pecan|pistachio|macadamia|brazil nut|\\bnuts?\\b|marzipan|praline|nutella|' +
    'frangipane|amaretti|mandel|haselnuss|walnuss|pekannuss|pistazie|paranuss|\\bnusse?\\b|nougat|krokant',
  'nutmeg|muskat\\w*|coconuts?|kokos\\w*|butternut|water chestnuts?|nut free|nussfrei|peanuts?|erdnuss\\w*|' +
    'pine nuts?|pinienkern\\w*|tigernut|doughnuts?|donuts?',
);
const SOY = term(
  '\\bsoy|\\bsoya|tofu|tempeh|edamame|miso|soja|tamari|natto|yuba|teriyaki|hoisin',
  'soy free|sojafrei',
);
const SESAME = term('sesame|tahini|tahina|sesam|gomasio|furikake|zaatar|halva|halwa|dukkah|hummus');
const CELERY = term(
  'celery|celeriac|sellerie|suppengrun|soup greens|mirepoix|stock|broth|bouillon|bruhe|\\bfond\\b',
  '',
  'celery free|sellerie ?frei|ohne sellerie|homemade|selbstgemacht|hausgemacht',
);
const MUSTARD = term('mustard|senf|dijon');
const LUPIN = term('lupin');
const ALCOHOL_WORDS =
  '\\bwines?\\b|(?<!sch)wein|\\bbeers?\\b|\\bbier|\\bsake\\b|mirin|\\brum\\b|rumaroma|brandy|\\bkirsch\\b|' +
  'kirschwasser|liqueur|likor|cognac|vodka|wodka|whiske?y|\\bgin\\b|sherry|marsala|madeira|port wine|' +
  'portwein|vermouth|amaretto|grappa|calvados|cointreau|grand marnier|triple sec|prosecco|champagne|sekt|' +
  'cider|schnaps|weinbrand|baileys|kahlua|ouzo|tequila|mezcal|armagnac|\\bale\\b|\\bstout\\b|lager|' +
  'vanilla extract|vanilleextrakt';
const ALCOHOL = term(
  ALCOHOL_WORDS,
  '\\w*essig\\b|\\w* ?vinegar|weinstein|weintraube\\w*|weinbl\\w*|weinsaure|ginger beer|root beer|' +
    'alcohol free \\w+|non alcoholic \\w+|alkoholfreie?[nrs]? \\w+',
);
const SULPHITE = term(
  '\\bwines?\\b|(?<!sch)wein|sherry|port wine|portwein|marsala|madeira|vermouth|cider|\\bbeers?\\b|\\bbier|' +
    'sekt|prosecco|champagne|wine vinegar|weinessig|balsamic|balsamico|dried apricots?|dried fruit|' +
    'raisins?|sultanas?|dried currants|rosine|trockenobst|getrocknete aprikose',
  'weinstein|weintraube\\w*|weinbl\\w*|weinsaure|ginger beer|root beer|alcohol free \\w+|alkoholfreie?[nrs]? \\w+',
);
const PORK = term(
  '\\bpork|bacon|\\bhams?\\b|\\blard\\b|pancetta|prosciutto|guanciale|chorizo|salami|pepperoni|serrano|' +
    'jamon|mortadella|\\bspeck|schinken|schwein|schmalz|kassler|kasseler|saumagen|pinkel|gelatin',
  'halal \\w+|(beef|turkey|chicken|vegan|vegetarian|plant based) (bacon|hams?|salami|pepperoni|chorizo|gelatine?)|' +
    '(rinder|puten|huhner|gefluge?l|vegane?[nrs]?)\\s?(schinken|salami|speck|gelatine)|beef gelatine?|' +
    'butterschmalz|ganseschmalz|rinderschmalz|agar\\w*|serrano (peppers?|chil\\w*)',
);
const BEEF = term('\\bbeef|\\bveal\\b|steaks?\\b|brisket|rind(?!e\\b)|kalb', `${VEG_WORDS} \\w+`);
const POULTRY = term(
  '\\b(chicken|turkey|duck|goose|poultry|quail)\\b|hahnchen|huhn|huhner|hendl|\\bpute|truthahn|\\bente\\b|enten|\\bgans\\b|ganse|geflugel',
  `${VEG_WORDS} \\w+|ganseblumchen`,
);
const SALT = term(
  '\\bsalt\\b|\\bsalz\\b|\\w+salz\\b|stock|broth|bouillon|bruhe|\\bfond\\b|soy sauce|sojasauce|sojasosse|' +
    'tamari|fish sauce|fischsauce|miso|worcestershire|salted butter|gesalzene butter|maggi|\\bwurze\\b|' +
    'gravy granules|sosse?nbinder',
  '',
  'unsalted|ungesalzen|salt free|salzfrei|low sodium|low salt|natriumarm|no added salt|ohne salz|homemade|' +
    'selbstgemacht|hausgemacht',
);
const FODMAP = term(
  'onion|shallot|\\bleeks?\\b|garlic|zwiebel|schalotte|\\blauch|porree|knoblauch|honey|honig|agave|' +
    '\\bapple|\\bapfel|\\bpears?\\b|birne|\\bmango(s|es)?\\b|watermelon|wassermelone|mushroom|champignon|pilz|' +
    'cauliflower|blumenkohl|asparagus|spargel|artichoke|artischocke|kidney beans?|black beans?|baked beans|' +
    'borlotti|kidneybohnen|wheat|weizen|\\bflours?\\b|\\bmehl|\\breads?\\b|\\bbrot|\\bpasta|spaghetti|penne|' +
    'fusilli|linguine|tagliatelle|macaroni|lasagne|lasagna|couscous|bulgur|semolina|griess|\\brye\\b|roggen|' +
    '\\bbarley|gerste|\\bmilk\\b|\\bmilch\\b|inulin|chicory root|sorbitol|xylitol|high fructose|cashew|pistachio|nudel',
  'garlic infused( \\w+)? oil|garlic oil|knoblauchol|buckwheat|buchweizen\\w*|glasnudeln|glass noodles?|(spring onion|scallion|lauchzwiebel)s? (greens?|tops?|grun)|' +
    'green (parts?|tops?) of \\w+( \\w+)?|lactose free \\w+|laktosefreie?[nrs]? \\w+|' +
    'gluten free \\w+( \\w+)?|glutenfreie?[nrs]? \\w+|' +
    '(rice|oat|almond|corn|buckwheat|potato|tapioca|quinoa|coconut|soy) (flour|noodles?|milk|pasta|starch)|' +
    '(reis|hafer|mandel|mais|buchweizen|kartoffel|kokos)(mehl|milch|nudeln)|pineapple|ananas|granatapfel|' +
    'pomegranate|apple cider vinegar|apfelessig|oyster mushrooms?|austernpilz\\w*',
);
const HOT_INGREDIENT = term(
  'chil(l)?i|\\bchiles?\\b|red pepper flakes|cayenne|jalapeno|habanero|scotch bonnet|birds eye|sriracha|' +
    'sambal|harissa|tabasco|hot sauce|gochujang|gochugaru|chipotle|piri piri|peri peri|nduja|' +
    '\\bpeperoni|pfefferoni',
  'sweet chil(l)?i\\w*|chil(l)?i con carne|chil(l)?i sin carne',
  '\\bmild|\\bmilde|optional|sweet paprika|edelsuss',
);

const ALLERGEN_TERMS: Record<Allergen, Term> = {
  gluten: GLUTEN,
  crustacean: CRUSTACEAN,
  egg: EGG,
  fish: FISH,
  peanut: PEANUT,
  soy: SOY,
  milk: MILK,
  'tree-nut': TREE_NUT,
  celery: CELERY,
  mustard: MUSTARD,
  sesame: SESAME,
  sulphite: SULPHITE,
  lupin: LUPIN,
  mollusc: MOLLUSC,
};

/** The words that name an allergen in a notice (English and German). */
const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: 'gluten|wheat|weizen|zoliakie|coeliac|celiac',
  crustacean: 'shellfish|crustacean|shrimp|prawn|krebstier|garnele|schalentier',
  egg: '\\beggs?\\b|\\bei\\b|\\beier',
  fish: 'fish|fisch',
  peanut: 'peanut|erdnuss',
  soy: 'soy|soja',
  milk: 'milk|dairy|lactose|milch|laktose|milcheiweiss',
  'tree-nut': '\\bnuts?\\b|nuss|nusse',
  celery: 'celery|sellerie',
  mustard: 'mustard|senf',
  sesame: 'sesam',
  sulphite: 'sulphite|sulfite|sulfit|schwefel',
  lupin: 'lupin',
  mollusc: 'mollusc|shellfish|weichtier|muschel',
};

const DIET_NAMES: Record<Diet, string> = {
  vegetarian: 'vegetarian|vegetarisch|meat|fleisch',
  vegan: 'vegan',
  coeliac: 'gluten|coeliac|celiac|zoliakie',
  halal: 'halal|pork|schwein|alcohol|alkohol',
  'low-fodmap': 'fodmap',
  'no-added-salt': 'salt|salz',
  'lower-sugar': 'sugar|zucker',
};

/** The table's avoid and uses words (plain English) as a cook finds them in an ingredient list. */
const INGREDIENT_TERMS: Record<string, Term> = {
  cream: term(
    '\\bcreams?\\b|creme fraiche|creme double|sour cream|sahne|\\brahm\\b|schmand|saure sahne',
    'ice cream|coconut cream|cream of tartar|cream cheese|(vegan|plant|oat|soy|cashew) cream',
  ),
  mayonnaise: term('mayonnaise|\\bmayo\\b|aioli|remoulade|salad cream'),
  goose: term('\\bgoose\\b|\\bgans\\b|ganse', 'ganseblumchen'),
  meat: MEAT,
  poultry: POULTRY,
  wine: term(
    '\\bwines?\\b|(?<!sch)wein|sherry|port wine|portwein|marsala|madeira|vermouth',
    '\\w*essig\\b|\\w* ?vinegar|weinstein|alcohol free \\w+|alkoholfreie?[nrs]? \\w+',
  ),
  alcohol: ALCOHOL,
  onion: term('onion|shallot|scallion|zwiebel|schalotte'),
  garlic: term('garlic|knoblauch'),
  gelatine: GELATINE,
  pork: PORK,
  beef: BEEF,
  coriander: term(
    'coriander|cilantro|koriander',
    'ground coriander|coriander seeds?|gemahlene[nrs]? koriander|koriandersamen|koriander gemahlen',
  ),
  'fish sauce': term('fish sauce|fischsauce|nam pla|nuoc mam'),
  chilli: term(
    'chil(l)?i|\\bchiles?\\b|red pepper flakes|cayenne|jalapeno|habanero|scotch bonnet|birds eye|sriracha|' +
      'sambal|harissa|tabasco|hot sauce|gochujang|gochugaru|chipotle|piri piri|peri peri|\\bpeperoni|pfefferoni',
  ),
  mushroom: term(
    'mushroom|champignon|\\bpilz|porcini|shiitake|chanterelle|pfifferling|steinpilz|morel|enoki|portobello|kraeuterseitling|krauterseitling',
  ),
  olive: term('\\bolives?\\b|\\boliven\\b', 'olive oil|olivenol'),
  caper: term('caper|kaper'),
  'brussels sprouts': term(
    'brussels? sprouts?|rosenkohl|\\bsprouts\\b',
    'bean sprouts|sojasprossen',
  ),
  tomato: term('tomato|tomate|passata|ketchup|pomodor', ''),
  mascarpone: term('mascarpone'),
  egg: EGG,
  bread: term(
    '\\bbreads?\\b|baguette|\\btoast|ciabatta|sourdough|breadcrumbs?|croutons?|\\bbrot|brotchen|semmel|weissbrot|toastbrot',
    'breadfruit',
  ),
  potato: term(
    'potato|kartoffel|erdapfel',
    'sweet potato\\w*|susskartoffel\\w*|potato starch|kartoffelstarke|kartoffelmehl',
  ),
  zucchini: term('zucchin|courgette'),
  spinach: term('spinach|spinat'),
  chickpeas: term('chickpea|garbanzo|kichererbse'),
  rice: term(
    '\\brice\\b|\\breis\\b|basmati|jasmine rice|arborio|carnaroli|sushi rice|risotto rice|\\w+reis\\b',
    'rice (noodles?|vinegar|flour|wine|paper|milk|cakes?|crackers?)|reis(nudeln|essig|mehl|wein|papier|milch|waffeln)',
  ),
  chicken: term(
    '\\bchicken\\b|hahnchen|huhn|huhner|hendl|poulet',
    '(chicken|huhner|hahnchen)\\s?(stock|broth|bouillon|bruhe|fond|fat)',
  ),
  'minced meat': term(
    '\\bmince\\b|minced (beef|pork|meat|lamb|veal|turkey|chicken)|ground (beef|pork|meat|lamb|veal|turkey|chicken)|' +
      'hackfleisch|\\bhack\\b|\\w+hack\\b|\\bmett\\b',
    'gehackte?[nrs]?',
  ),
  'ground beef': term(
    'ground beef|beef mince|minced beef|rinderhack|\\bmince\\b|ground meat|hackfleisch|gemischtes hack',
    '(lamb|pork|turkey|chicken|veal|soy|vegetarian|vegan|plant based) mince|minced (lamb|pork|turkey|chicken)',
  ),
  banana: term('banana|banane'),
  pasta: term(
    '\\bpasta\\b|spaghetti|penne|fusilli|linguine|tagliatelle|pappardelle|fettuccine|macaroni|makkaroni|' +
      'rigatoni|farfalle|orecchiette|conchiglie|\\borzo\\b|\\bziti\\b|bucatini|lasagne sheets?|ravioli|' +
      'tortellini|\\bnudeln?\\b|bandnudel|spirelli|hornchennudel|muschelnudel|vollkornnudel|egg noodles?|eiernudel',
    'pasta sauce',
  ),
  tuna: term('\\btuna\\b|thunfisch'),
  flour: term('\\bflours?\\b|\\bmehl\\b|\\w+mehl\\b', 'paniermehl'),
  apple: term(
    '\\bapples?\\b|apfel',
    'pineapples?|granatapfel|apple cider vinegar|apfelessig|erdapfel',
  ),
  cabbage: term(
    'cabbage|weisskohl|rotkohl|spitzkohl|wirsing|\\bkohl\\b|\\w*kraut\\b|blaukraut',
    'sauerkraut',
  ),
  pumpkin: term('pumpkin|squash|kurbis|hokkaido'),
  salmon: term('salmon|lachs'),
  asparagus: term('asparagus|spargel'),
  lentils: term('lentil|linsen'),
  carrot: term('carrot|karotte|mohre|mohrrube|gelbe ruben'),
  tofu: term('tofu'),
  broccoli: term('broccoli|brokkoli|tenderstem'),
  quark: term('quark|topfen'),
  lamb: term('\\blamb\\b|\\blamm', `${VEG_WORDS} \\w+|lambs lettuce`),
  'sourdough starter': term('sourdough starter|\\bstarter\\b|levain|sauerteig|anstellgut'),
  shrimp: term('shrimp|prawn|garnele|scampi|krabbe'),
  'cream cheese': term('cream cheese|frischkase|philadelphia'),
  feta: term('\\bfeta\\b|schafskase|hirtenkase'),
  mozzarella: term('mozzarella'),
  'coconut milk': term('coconut milk|coconut cream|kokosmilch|kokossahne'),
  'kidney beans': term('kidney beans?|kidneybohnen|red beans'),
  berries: term('berr(y|ies)|beere'),
};

/** The table's word, or the word itself as a whole word when the table has no list for it. */
function ingredientTerm(word: string): Term {
  const known = INGREDIENT_TERMS[word.toLowerCase()];
  if (known) return known;
  const folded = fold(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return term(`\\b${folded}(s|es)?\\b`);
}

/** The ingredient lines (and catalogue ids) of an option that a term finds. */
function ingredientsWith(t: Term, option: AnswerOption): string[] {
  const found = option.ingredients.map((i) => i.name).filter((name) => hits(t, name));
  for (const id of option.itemIds ?? []) {
    const name = id.replace(/[-_]/g, ' ');
    if (hits(t, name) && !found.includes(name)) found.push(name);
  }
  return found;
}

// ------------------------------------------------------------------------------------ dish

/**
 * Other names of the table's dishes (German/English, spellings), written from the table's rows and
 * kitchen knowledge, not from any engine: the key is the folded name the row gives.
 */
const DISH_ALIASES: Record<string, readonly string[]> = {
  kasespatzle: ['kasspatzle', 'cheese spatzle', 'cheese spaetzle', 'kaesespaetzle', 'kassspatzle'],
  'chicken tikka masala': ['tikka masala'],
  gulasch: ['goulash', 'gulyas'],
  pho: ['pho bo'],
  rinderrouladen: ['rouladen', 'beef roulades', 'beef rolls', 'rinderroulade', 'roulade'],
  moussaka: ['musaka', 'mousaka'],
  'shepherds pie': ['shepherd pie'],
  kaiserschmarrn: ['kaiserschmarren'],
  shakshuka: ['shakshouka', 'schakschuka', 'chakchouka'],
  flammkuchen: ['tarte flambee'],
  lasagne: ['lasagna'],
  'butter chicken': ['murgh makhani'],
  kartoffelsuppe: ['potato soup'],
  borscht: ['borsch', 'borschtsch', 'borshch', 'borschtsch'],
  rosti: ['roesti'],
  tagine: ['tajine'],
  pierogi: ['piroggen', 'pierogies', 'pierogy'],
  kohlrouladen: ['cabbage rolls', 'krautwickel', 'stuffed cabbage', 'kohlroulade'],
  'kouign amann': ['kouignamann'],
  'himmel un aad': ['himmel und erde', 'heaven and earth'],
  'grune sosse': ['grune sauce', 'green sauce', 'grie soss'],
  'grunkohl mit pinkel': ['kale with pinkel'],
  grunkohl: ['kale stew'],
  plov: ['pilaf', 'palov', 'osh'],
  'pastel de nata': ['pasteis de nata', 'portuguese custard tart'],
  'ful medames': ['foul medames', 'ful medammes'],
  feuerzangenbowle: ['feuerzangen bowle'],
  kartoffelsalat: ['potato salad'],
  satay: ['sate', 'sates', 'satays'],
  pancakes: ['pancake', 'pfannkuchen', 'eierkuchen'],
  'garlic bread': ['knoblauchbrot'],
  apfelkuchen: ['apple cake', 'kuchen mit apfeln'],
  'mac and cheese': ['mac n cheese', 'macaroni and cheese', 'macaroni cheese', 'kasemakkaroni'],
  'chili con carne': [
    'chilli con carne',
    'beef chili',
    'beef chilli',
    'chili mit rinderhack',
    'chili mit hackfleisch',
  ],
  tacos: ['taco'],
  'lentil soup': ['linsensuppe', 'red lentil soup'],
  hackbraten: ['meatloaf', 'meat loaf'],
  'green curry': ['grunes curry', 'gaeng keow wan', 'gaeng kiew wan'],
  biryani: ['biriyani', 'biriani'],
  apfelstrudel: ['apple strudel'],
  'schwarzwalder kirschtorte': ['black forest gateau', 'black forest cake', 'black forest torte'],
  'banana bread': ['bananenbrot'],
  brownies: ['brownie'],
  kasekuchen: ['cheesecake', 'german cheesecake', 'quarkkuchen'],
  'chocolate cake': ['schokoladenkuchen', 'schokokuchen', 'chocolate fudge cake'],
  vanillekipferl: ['vanilla crescents', 'vanilla crescent cookies', 'vanillekipferln'],
  'sourdough bread': ['sauerteigbrot', 'sourdough loaf', 'sourdough'],
  'apple crumble': ['apfelcrumble', 'apfel crumble'],
  'creme brulee': ['cremebrulee'],
  'chocolate chip cookies': ['chocolate chip cookie', 'schoko cookies', 'chocolate chunk cookies'],
  'full english breakfast': ['full english', 'english breakfast', 'full breakfast', 'fry up'],
  'bircher muesli': ['bircher musli', 'birchermuesli', 'birchermusli', 'bircher'],
  'eggs benedict': ['egg benedict', 'eier benedict'],
  congee: ['jook', 'rice porridge', 'reisbrei'],
  'overnight oats': ['overnight porridge'],
  'hot chocolate': ['heisse schokolade', 'chocolat chaud', 'trinkschokolade'],
  lemonade: ['limonade', 'lemonades'],
  chai: ['masala chai', 'chai tea'],
  gluhwein: ['mulled wine'],
  'golden milk': ['goldene milch', 'turmeric latte', 'kurkuma latte', 'curcuma latte'],
  'beef wellington': ['wellington'],
  schweinebraten: ['roast pork', 'pork roast'],
  zwiebelkuchen: ['onion tart'],
  'fish and chips': ['fish n chips'],
  'caesar salad': ['caesar'],
  'pad thai': ['phad thai'],
  kinderpunsch: ['kinder punsch', 'childrens punch'],
  eiskaffee: ['iced coffee with ice cream', 'eis kaffee'],
};

/** Every folded name a dish goes by (plain folding and with umlauts written out). */
export function dishNames(expect: Pick<Expectation, 'dish' | 'dishAnyOf'>): string[] {
  const given = [...(expect.dish ? [expect.dish] : []), ...(expect.dishAnyOf ?? [])];
  const names = new Set<string>();
  for (const name of given) {
    for (const form of [fold(name), foldExpanded(name)]) {
      names.add(form);
      for (const alias of DISH_ALIASES[form] ?? []) names.add(alias);
    }
  }
  return [...names].filter(Boolean);
}

/** Words a dish name may hold that do not make the dish (fish and chips, coq au vin, Finkenwerder Art). */
const NAME_GLUE = new Set(
  'and und with mit con au a al alla de del la le in the un of von art n'.split(' '),
);

/** A word of a name in a text: whole, a plural allowed; five letters or more also closing a German compound. */
function wordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${word.length >= 5 ? '' : '\\b'}${escaped}(s|es|n|en)?\\b`);
}

/**
 * Whether a text names the dish: a one-word name as a word (Rindergulasch is a Gulasch too), a
 * longer name by all its words in any order ("Apple & Raspberry Crumble" is an apple crumble). In a
 * title only its head counts, before "mit"/"with" ("Pasta mit Grünkohl" is no Grünkohl), unless the
 * name itself says "mit"/"with".
 */
function namesDish(text: string, names: readonly string[], head = false): boolean {
  const forms = [fold(text), foldExpanded(text)];
  const heads = forms.map((form) => form.split(/ (?:mit|with) /)[0]!);
  return names.some((name) => {
    const words = name.split(' ').filter((w) => !NAME_GLUE.has(w));
    const scope = head && !/\b(mit|with)\b/.test(name) ? heads : forms;
    const patterns = (words.length ? words : [name]).map(wordPattern);
    return scope.some((form) => patterns.every((pattern) => pattern.test(form)));
  });
}

function isDish(option: AnswerOption, names: readonly string[]): boolean {
  if (option.dishId !== undefined) return namesDish(option.dishId.replace(/[-_]/g, ' '), names);
  return namesDish(option.title, names, true);
}

// ------------------------------------------------------------------------------------ course

/** Words that show an option's course in its title (folded), and explicit course words in a description. */
const COURSE_TITLE: Partial<Record<Course, RegExp>> = {
  breakfast:
    /breakfast|brunch|fruhstuck|pancake|pfannkuchen|eierkuchen|waffle|waffel|porridge|oatmeal|\boats\b|haferbrei|muesli|musli|granola|omelet|scrambled|ruhrei|spiegelei|fried eggs?|poached eggs?|boiled eggs?|eggs benedict|french toast|arme ritter|shakshuka|congee|bircher|bagel|croissant|frittata|hash browns?|\btoast\b|yogh?urt|joghurt|chia|full english|crepe|ful medames|\bbrei\b|smoothie|muffin/,
  soup: /soup|suppe|broth|bruhe|chowder|bisque|consomme|veloute|minestrone|gazpacho|borscht|borsch|ramen|\bpho\b|laksa|eintopf|cullen skink|potage|soljanka|gumbo|\bdal\b/,
  dessert:
    /dessert|nachtisch|nachspeise|pudding|mousse|tiramisu|panna cotta|ice cream|\beis\b|sorbet|parfait|pavlova|meringue|baiser|brulee|trifle|\bfool\b|crumble|cobbler|compote|kompott|cheesecake|kasekuchen|custard|creme caramel|\bflan\b|eton mess|croquembouche|strudel|kaiserschmarrn|(?<!fish |crab |rice |potato |salmon |corn )\bcakes?\b|(?<!flamm|zwiebel|kartoffel|reibe|pfann|eier|speck|lauch|fisch|hack)kuchen|torten?\b|\btarte?\b|brownie|cookie|grutze|quarkspeise|zabaione|affogato|semifreddo|sundae|jelly|gotterspeise|tart(let)?s?\b|muffin|fruit salad|obstsalat/,
  baking:
    /(?<!fish |crab |rice |potato |salmon |corn )\bcakes?\b|(?<!pfann|reibe|eier)kuchen|torten?\b|\bbreads?\b|\bbrot\b|\w+brot\b|\bloaf|\bbuns?\b|brotchen|cookie|biscuit|muffin|scone|brownie|blondie|tartlet|pastry|pastries|geback|platzchen|\bkekse?\b|kipferl|croissant|brioche|focaccia|baguette|ciabatta|pretzel|brezel|doughnut|donut|krapfen|berliner|strudel|schnecken|cinnamon (rolls?|buns?)|kouign|khachapuri|pastel de nata|pasteis|baumkuchen|galette|babka|stollen|lebkuchen|shortbread|flapjack|cupcake|traybake|sourdough|croquembouche|\btarte?s?\b/,
  drink:
    /drink|getrank|\blassi\b|\bpunch|punsch|hot chocolate|heisse schokolade|\bkakao\b|\bcocoa\b|smoothie|shake\b|lemonade|limonade|iced coffee|eiskaffee|coffee|kaffee|\bchai\b|\btea\b|\btee\b|mocktail|cocktail|gluhwein|mulled|golden milk|goldene milch|latte|juice|\bsaft\b|spritzer|schorle|bowle|eistee|cordial|agua fresca|horchata/,
  side: /\bsides?\b|beilage|salad|salat|slaw|\bmash\b|mashed|\bpuree|gratin|roasted (vegetables|potatoes|carrots|roots|veg)|roast potatoes|ofenkartoffel|bratkartoffel|\bfries\b|pommes|wedges|rosti|knodel|klosse|rotkohl|blaukraut|green beans|bohnen|stampf|kroketten|croquettes|corn on the cob|maiskolben|pilaf|grillgemuse|ofengemuse|creamed spinach|rahmspinat|leipziger allerlei|glazed|coleslaw|cornbread|garlic bread|flatbread/,
  snack:
    /snack|finger ?food|\bdips?\b|hummus|guacamole|salsa|nachos|wings|bites|skewers?|spiesse?|popcorn|crackers?|crisps|\bchips\b|sliders|pretzels?|brezeln|canapes?|crostini|bruschetta|sausage rolls?|spring rolls?|fruhlingsrollen|samosas?|pakoras?|energy balls?|muffins?|dev(i)?led eggs|hap(p)?chen|pinwheels?|quesadillas?|poppers|nuggets|cheese straws|kasestangen|tapas|antipasti|mini \w+|wraps?\b|sandwich|stulle|brote\b|party/,
  salad: /salad|salat/,
  starter: /starter|vorspeise|appetizer|antipasti|bruschetta|carpaccio|tapas/,
};
const COURSE_DESCRIPTION: Partial<Record<Course, RegExp>> = {
  breakfast: /breakfast|brunch|fruhstuck/,
  soup: /\bsoup\b|\bsuppe\b/,
  dessert: /dessert|nachtisch|nachspeise/,
  baking: /\bbake sale|\bcake\b|\bkuchen\b|gebaeck|geback/,
  drink: /\bdrink\b|getrank/,
  side: /side dish|as a side|beilage/,
  snack: /\bsnacks?\b|finger ?food|party food/,
};
/** The courses an option of each label may stand for. */
const COURSE_ACCEPTS: Record<Course, readonly string[]> = {
  breakfast: ['breakfast'],
  main: ['main', 'soup', 'salad'],
  side: ['side', 'salad'],
  soup: ['soup'],
  salad: ['salad', 'side'],
  starter: ['starter', 'snack'],
  snack: ['snack', 'starter'],
  dessert: ['dessert', 'baking'],
  baking: ['baking'],
  drink: ['drink'],
  sauce: ['sauce'],
};
/** Title words that make an option no main course. */
const NOT_MAIN =
  /dessert|nachtisch|(?<!fish |crab |rice |potato |salmon |corn )\bcakes?\b|(?<!flamm|zwiebel|kartoffel|reibe|pfann|eier|speck|lauch|fisch|hack)kuchen|torten?\b|mousse|ice cream|cookie|brownie|muffin|smoothie|\blassi\b|lemonade|limonade|punsch|\bpunch\b|cocktail|mocktail|\bdrink|\btea\b|\btee\b|coffee|kaffee|hot chocolate|heisse schokolade|panna cotta|tiramisu|sorbet|(?<!yorkshire |black |blut)pudding/;

/** Whether an option is of the course the cook asked for. */
export function isCourse(option: AnswerOption, course: Course): boolean {
  const title = fold(option.title);
  if (course === 'main') {
    if (option.course !== undefined) return COURSE_ACCEPTS.main.includes(option.course);
    return !NOT_MAIN.test(title);
  }
  if (option.course !== undefined && COURSE_ACCEPTS[course].includes(option.course)) return true;
  const wanted = COURSE_ACCEPTS[course] as readonly Course[];
  const description = fold(option.description);
  return wanted.some(
    (c) =>
      COURSE_TITLE[c]?.test(title) === true || COURSE_DESCRIPTION[c]?.test(description) === true,
  );
}

// ------------------------------------------------------------------------------------ sugar

const SUGARS: readonly { term: Term; share: number; gPerMl: number }[] = [
  {
    term: term(
      'sugar|zucker|icing|caster|demerara|muscovado|jaggery|panela|dextrose|glucose|fructose|kandis',
      'sugar snaps?( peas)?|zuckerschote\\w*|zuckererbse\\w*|zuckermais|sugar free|zuckerfrei|ohne zucker|no added sugar|sugar ?cane',
    ),
    share: 1,
    gPerMl: 0.85,
  },
  {
    term: term(
      'honey|honig|syrup|sirup|agave|molasses|melasse|treacle|dicksaft',
      'honeydew|honigmelone|sugar free \\w+',
    ),
    share: 0.8,
    gPerMl: 1.4,
  },
  { term: term('\\bjam\\b|marmalade|konfiture|marmelade|\\bgelee\\b'), share: 0.6, gPerMl: 1.3 },
  {
    term: term('sweetened condensed milk|condensed milk|gezuckerte kondensmilch|dulce de leche'),
    share: 0.55,
    gPerMl: 1.3,
  },
  {
    term: term(
      'chocolate|schokolade|kuverture|nutella|caramel|karamell',
      'unsweetened \\w+|ungesusste?[nrs]? \\w+|100 \\w+',
    ),
    share: 0.45,
    gPerMl: 1,
  },
];

/** Grams of an amount in a unit (for a stuff of the given density); a count or no amount: one teaspoon. */
function grams(quantity: number | null, unit: string, gPerMl: number): number {
  if (quantity === null || quantity <= 0) return 5 * gPerMl;
  const u = fold(unit);
  const perUnit: Record<string, number> = {
    g: 1,
    gram: 1,
    grams: 1,
    gramm: 1,
    gr: 1,
    kg: 1000,
    mg: 0.001,
    oz: 28.35,
    lb: 453.6,
    lbs: 453.6,
    ml: gPerMl,
    cl: 10 * gPerMl,
    dl: 100 * gPerMl,
    l: 1000 * gPerMl,
    liter: 1000 * gPerMl,
    litre: 1000 * gPerMl,
    tbsp: 15 * gPerMl,
    tablespoon: 15 * gPerMl,
    tablespoons: 15 * gPerMl,
    el: 15 * gPerMl,
    tsp: 5 * gPerMl,
    teaspoon: 5 * gPerMl,
    teaspoons: 5 * gPerMl,
    tl: 5 * gPerMl,
    cup: 240 * gPerMl,
    cups: 240 * gPerMl,
    tasse: 240 * gPerMl,
    pinch: 0.4,
    prise: 0.4,
  };
  return quantity * (perUnit[u] ?? 5 * gPerMl);
}

/** The most added sugar (free sugars) a lower-sugar option may carry per serving. */
export const LOWER_SUGAR_MAX_G = 10;

/** Grams of added sugar per serving: sugar, honey, syrups, jam, condensed milk, chocolate by share. */
export function addedSugarPerServing(option: AnswerOption): number {
  let total = 0;
  for (const ingredient of option.ingredients) {
    const sugar = SUGARS.find((s) => hits(s.term, ingredient.name));
    if (sugar) total += grams(ingredient.quantity, ingredient.unit, sugar.gPerMl) * sugar.share;
  }
  return total / Math.max(1, option.servings);
}

// ------------------------------------------------------------------------------------ judge

const MEAT_CATEGORIES: readonly string[] = [
  'beef',
  'pork',
  'chicken',
  'lamb',
  'fish',
  'seafood',
  'mixed-meat',
];
const REFUSAL =
  /\b(no|not|cannot|cant|impossible|unable|isnt|wont|doesnt|dont|arent|kein\w*|nicht|unmoglich|leider|nie)\b/;
const UNKNOWN =
  /\b(no|not|unknown|yet|isnt|doesnt|dont|cannot|cant|kein\w*|nicht|noch|unbekannt|leider)\b/;
const SPICY_WORDS =
  /\bspicy\b|spiced up|\bfiery\b|\bhot\b|chil(l)?i|\bchiles?\b|jalapeno|habanero|sriracha|harissa|cayenne|piri piri|peri peri|vindaloo|phaal|diavola|arrabbiata|nduja|scharf|feurig|pikant/;
const NOT_SPICY_PHRASES = new RegExp(
  '(not|no|without|never|nicht|ohne|kein\\w*|mild\\w*|non) (too |so |zu |sehr |very |at all )?' +
    '(spicy|hot|fiery|scharf\\w*|feurig\\w*|pikant\\w*|chil(l)?i\\w*)|' +
    'hot (chocolate|dogs?|water|pot|milk|toddy|oven|pan|oil|plate|smoked|cross)|hotpot|' +
    '(serve[ds]?|piping|while|still|eat|eaten) hot|hot or (cold|warm)|(cold|warm) or hot|hot from|' +
    'chil(l)?i con carne|chil(l)?i sin carne|sweet chil(l)?i|scharf an\\w*|scharfe[ns]? messer',
  'g',
);

function quoted(option: AnswerOption): string {
  return `"${option.title}"`;
}

/** "3 of 4 options ("Title")": how many options break a rule, and the first. */
function offenders(bad: readonly AnswerOption[], all: readonly AnswerOption[]): string {
  return `${bad.length} of ${all.length} option${all.length === 1 ? '' : 's'} (${quoted(bad[0]!)})`;
}

/** Judges one answer against one row; pure. */
export function judge(row: CookRow, answer: Answer): Verdict {
  const expect = row.expect;
  const failures: string[] = [];
  const options = answer.options;
  const notice = answer.notice ?? '';
  const errorDetail = answer.error?.detail ?? '';
  const said = fold(`${notice} ${errorDetail}`);

  if (answer.error && answer.error.status >= 500) {
    return {
      pass: false,
      failures: [`error: server error ${answer.error.status}: ${answer.error.detail}`],
    };
  }

  // Saying the request cannot be met: a refusal that names one of the row's hard constraints.
  let saidCannot = false;
  if (expect.mustSayCannot) {
    const named = [
      ...(expect.diets ?? []).map((d) => new RegExp(DIET_NAMES[d])),
      ...(expect.freeOf ?? []).map((a) => new RegExp(ALLERGEN_NAMES[a])),
      ...(expect.avoid ?? []).map((a) => ingredientTerm(a).match),
      ...(expect.maxMinutes !== undefined
        ? [
            new RegExp(
              `\\b${expect.maxMinutes}\\b|minute|minuten|\\bmin\\b|\\btime\\b|\\bzeit\\b|stunde|hour|marinat`,
            ),
          ]
        : []),
    ];
    saidCannot = REFUSAL.test(said) && named.some((pattern) => pattern.test(said));
    if (!saidCannot)
      failures.push(
        `cannot: ${said ? `the answer does not say what cannot be done ("${(notice || errorDetail).slice(0, 120)}")` : 'nothing says the request cannot be met'}`,
      );
  }

  if (answer.error && !(expect.mustSayCannot && saidCannot)) {
    failures.push(`error: ${answer.error.status} ${answer.error.detail}`.slice(0, 200));
  }
  if (options.length === 0) {
    if (!answer.error && !(expect.mustSayCannot && saidCannot))
      failures.push('options: no options');
    return { pass: failures.length === 0, failures };
  }

  // Language: the text decides; what the engine declares only when the text does not tell.
  const wrongLanguage = options.filter((o) => {
    const lang = detectLanguage(`${o.title}. ${o.description}`) ?? o.language;
    return lang !== undefined && lang !== expect.language;
  });
  if (wrongLanguage.length)
    failures.push(`language: ${offenders(wrongLanguage, options)} not in ${expect.language}`);
  if (notice) {
    const lang = detectLanguage(notice);
    if (lang !== undefined && lang !== expect.language)
      failures.push(`language: the notice is not in ${expect.language}`);
  }

  // Dish: every option is the dish; an unknown dish may instead be named in a notice, with options
  // of the course asked for.
  const names = dishNames(expect);
  if (names.length && !expect.mustSayCannot) {
    const notDish = options.filter((o) => !isDish(o, names));
    if (notDish.length) {
      const dish = expect.dish ?? expect.dishAnyOf?.[0] ?? '';
      const noticeNamesIt = namesDish(notice, names) && UNKNOWN.test(fold(notice));
      if (!expect.unknownOk) {
        failures.push(`dish: ${offenders(notDish, options)} not ${dish}`);
      } else if (!noticeNamesIt) {
        failures.push(
          `unknown dish: ${offenders(notDish, options)} not ${dish}, and no notice says it is unknown`,
        );
      }
    }
  }

  if (expect.course) {
    const course = expect.course;
    const wrong = options.filter((o) => !isCourse(o, course));
    if (wrong.length) failures.push(`course: ${offenders(wrong, options)} not ${course}`);
  }

  if (expect.servings !== undefined) {
    const wrong = options.filter((o) => o.servings !== expect.servings);
    if (wrong.length)
      failures.push(
        `servings: ${offenders(wrong, options)} serves ${wrong[0]!.servings}, asked ${expect.servings}`,
      );
  }

  if (expect.maxMinutes !== undefined) {
    const max = expect.maxMinutes;
    const wrong = options.filter(
      (o) => o.total_time_minutes === null || o.total_time_minutes > max,
    );
    if (wrong.length)
      failures.push(
        `time: ${offenders(wrong, options)} takes ${wrong[0]!.total_time_minutes ?? 'unknown'} min, asked ${max}`,
      );
  }

  for (const allergen of expect.freeOf ?? []) {
    const wrong: string[] = [];
    for (const o of options) {
      if (o.allergens.includes(allergen)) wrong.push(`${quoted(o)} is tagged ${allergen}`);
      else {
        const found = ingredientsWith(ALLERGEN_TERMS[allergen], o);
        if (found.length) wrong.push(`${quoted(o)} lists ${found[0]}`);
      }
    }
    if (wrong.length) failures.push(`freeOf ${allergen}: ${wrong.length} option(s), ${wrong[0]}`);
  }

  for (const diet of expect.diets ?? []) {
    const wrong: string[] = [];
    for (const o of options) {
      const why = dietBreach(diet, o);
      if (why) wrong.push(`${quoted(o)} ${why}`);
    }
    if (wrong.length) failures.push(`diet ${diet}: ${wrong.length} option(s), ${wrong[0]}`);
  }

  for (const word of expect.avoid ?? []) {
    const t = ingredientTerm(word);
    const wrong: string[] = [];
    for (const o of options) {
      const categoryBreach =
        (word === 'meat' &&
          ['beef', 'pork', 'chicken', 'lamb', 'mixed-meat'].includes(o.food_category)) ||
        (word === 'poultry' && o.food_category === 'chicken') ||
        (word === 'pork' && o.food_category === 'pork') ||
        (word === 'beef' && o.food_category === 'beef');
      const found = ingredientsWith(t, o);
      if (categoryBreach) wrong.push(`${quoted(o)} is ${o.food_category}`);
      else if (found.length) wrong.push(`${quoted(o)} lists ${found[0]}`);
    }
    if (wrong.length) failures.push(`avoid ${word}: ${wrong.length} option(s), ${wrong[0]}`);
  }

  // Uses: one option uses every named ingredient (the cook cooks one dish from what they have).
  if (expect.uses?.length) {
    const uses = expect.uses;
    const missingPer = options.map((o) =>
      uses.filter((w) => ingredientsWith(ingredientTerm(w), o).length === 0),
    );
    if (!missingPer.some((missing) => missing.length === 0)) {
      let best = 0;
      missingPer.forEach((missing, i) => {
        if (missing.length < missingPer[best]!.length) best = i;
      });
      failures.push(
        `uses: no option uses ${uses.join(' + ')}; the closest (${quoted(options[best]!)}) lacks ${missingPer[best]!.join(', ')}`,
      );
    }
  }

  if (expect.notSpicy) {
    const wrong: string[] = [];
    for (const o of options) {
      const text = fold(`${o.title} . ${o.description}`).replace(NOT_SPICY_PHRASES, ' ');
      const word = SPICY_WORDS.exec(text);
      if (o.spice !== undefined && o.spice > 1) wrong.push(`${quoted(o)} has spice ${o.spice}`);
      else if (word) wrong.push(`${quoted(o)} says "${word[0]}"`);
      else if (o.spice === undefined) {
        const found = ingredientsWith(HOT_INGREDIENT, o);
        if (found.length) wrong.push(`${quoted(o)} lists ${found[0]}`);
      }
    }
    if (wrong.length) failures.push(`spicy: ${wrong.length} option(s), ${wrong[0]}`);
  }

  return { pass: failures.length === 0, failures };
}

/** Why an option breaks a diet, or undefined when it keeps it. */
function dietBreach(diet: Diet, o: AnswerOption): string | undefined {
  const first = (t: Term) => ingredientsWith(t, o)[0];
  const animal = (): string | undefined => {
    if (MEAT_CATEGORIES.includes(o.food_category)) return `is ${o.food_category}`;
    for (const t of [MEAT, FISH, CRUSTACEAN, MOLLUSC, SEAFOOD, GELATINE, RENNET_CHEESE]) {
      const found = first(t);
      if (found) return `lists ${found}`;
    }
    return undefined;
  };
  switch (diet) {
    case 'vegetarian':
      return animal();
    case 'vegan': {
      const meat = animal();
      if (meat) return meat;
      if (o.food_category !== 'vegan') return `is ${o.food_category}`;
      const tagged = o.allergens.find((a) => a === 'egg' || a === 'milk');
      if (tagged) return `is tagged ${tagged}`;
      for (const t of [EGG, MILK, HONEY]) {
        const found = first(t);
        if (found) return `lists ${found}`;
      }
      return undefined;
    }
    case 'coeliac': {
      if (o.allergens.includes('gluten')) return 'is tagged gluten';
      const found = first(GLUTEN);
      return found ? `lists ${found}` : undefined;
    }
    case 'halal': {
      if (o.food_category === 'pork') return 'is pork';
      const found = first(PORK) ?? first(ALCOHOL);
      return found ? `lists ${found}` : undefined;
    }
    case 'low-fodmap': {
      const found = first(FODMAP);
      return found ? `lists ${found}` : undefined;
    }
    case 'no-added-salt': {
      const found = first(SALT);
      return found ? `lists ${found}` : undefined;
    }
    case 'lower-sugar': {
      const sugar = addedSugarPerServing(o);
      return sugar > LOWER_SUGAR_MAX_G
        ? `has ${sugar.toFixed(0)} g added sugar a serving (at most ${LOWER_SUGAR_MAX_G})`
        : undefined;
    }
  }
}

/** Whether the judge has a word list for an avoid/uses word (else it matches the word itself). */
export function knowsIngredientWord(word: string): boolean {
  return word.toLowerCase() in INGREDIENT_TERMS;
}
