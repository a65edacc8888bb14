/**
 * The prompt-fit quality table: realistic requests, each with expectations a machine can
 * check on the built-in engine's answer (dish family, exclusions, diets, nutrition goals,
 * language of the request, variety on regenerate). `npm run bench:ai` prints its pass rate.
 */
import type { Allergen } from '#kitchen/catalogue/allergens.ts';

export interface Expectation {
  /** At least 3 options of this dish family. */
  readonly family?: string;
  readonly noAllergens?: readonly Allergen[];
  /** Words that must not appear in any title, description or ingredient. */
  readonly noWords?: readonly string[];
  readonly diet?: 'vegan' | 'vegetarian' | 'pescatarian';
  readonly highProtein?: boolean;
  readonly lowCarb?: boolean;
  readonly language?: 'en' | 'de';
  /**
   * At least this many options written in German (title, description, ingredients, steps),
   * with no English function words; every option whose dish has German wording is German.
   */
  readonly germanText?: number;
  /** At least 3 options list an ingredient whose name contains this word ("Kürbis"). */
  readonly contains?: string;
  /** A regenerate (generation 1, first titles shown) must give only new titles. */
  readonly variety?: boolean;
}

export interface QualityRequest {
  readonly prompt: string;
  readonly ingredients: string;
  readonly expect: Expectation;
}

const r = (prompt: string, expect: Expectation, ingredients = ''): QualityRequest => ({
  prompt,
  ingredients,
  expect,
});

const DISH_ROWS: QualityRequest[] = [
  r('tacos', { family: 'tortilla' }),
  r('a burrito for dinner', { family: 'tortilla' }),
  r('quesadillas for the kids', { family: 'tortilla' }),
  r('chicken fajitas', { family: 'tortilla' }, 'chicken, peppers'),
  r('pizza margherita', { family: 'pizza' }),
  r('homemade pizza', { family: 'pizza' }, 'mushrooms, ham'),
  r('flatbread', { family: 'pizza' }),
  r('bread', { family: 'bread' }),
  r('a loaf of bread', { family: 'bread' }),
  r('chocolate cake', { family: 'cake' }),
  r('birthday cake', { family: 'cake' }),
  r('brownies', { family: 'cake' }),
  r('blueberry muffins', { family: 'cake' }, 'blueberries'),
  r('banana bread', { family: 'cake' }, 'bananas'),
  r('vegetarian lasagna', { family: 'baked-pasta', diet: 'vegetarian' }),
  r('lasagna', { family: 'baked-pasta' }),
  r('mac and cheese', { family: 'baked-pasta' }),
  r('sushi bowl', { family: 'bowl' }),
  r('poke bowl with tuna', { family: 'bowl' }, 'tuna'),
  r('bibimbap', { family: 'bowl' }),
  r('ramen', { family: 'soup' }),
  r('pho', { family: 'soup' }),
  r('miso soup', { family: 'soup' }),
  r('warming soup', { family: 'soup' }),
  r('dal', { family: 'curry' }),
  r('a curry tonight', { family: 'curry' }),
  r('thai curry with prawns', { family: 'curry' }, 'prawns'),
  r('shakshuka', { family: 'egg' }),
  r('an omelette', { family: 'egg' }),
  r('frittata', { family: 'egg' }),
  r('porridge', { family: 'porridge' }),
  r('smoothie', { family: 'smoothie' }),
  r('burgers', { family: 'burger' }),
  r('greek salad', { family: 'salad' }),
  r('a salad for lunch', { family: 'salad' }),
  r('sandwiches', { family: 'sandwich' }),
  r('pad thai', { family: 'stir-fry' }),
  r('fried rice', { family: 'stir-fry' }, 'rice, eggs, peas'),
  r('chicken stir-fry', { family: 'stir-fry' }),
  r('chili con carne', { family: 'stew' }),
  r('goulash', { family: 'stew' }),
  r('beef stew', { family: 'stew' }, 'beef'),
  r('risotto', { family: 'risotto' }),
  r('pancakes', { family: 'pancakes' }),
  r('pasta', { family: 'pasta' }),
];

const SAFETY_ROWS: QualityRequest[] = [
  r('peanut allergy! a chicken stir-fry', { noAllergens: ['peanut'], family: 'stir-fry' }),
  r('nut-free snack', { noAllergens: ['peanut', 'tree-nut'] }),
  r('lactose intolerant creamy pasta', { noAllergens: ['milk'] }),
  r('gluten-free pancakes', { noAllergens: ['gluten'] }),
  r('no soy', { noAllergens: ['soy'] }, 'tofu, broccoli, rice'),
  r('allergic to shellfish', { noAllergens: ['crustacean', 'mollusc'] }, 'shrimp, rice'),
  r('egg allergy, something for breakfast', { noAllergens: ['egg'] }),
  r('sesame allergy, sushi bowl', { noAllergens: ['sesame'] }),
  r('celiac, dinner ideas', { noAllergens: ['gluten'] }),
  r('no fish please', { noAllergens: ['fish'] }, 'rice, peas'),
  r('no nuts or dairy', { noAllergens: ['milk', 'peanut', 'tree-nut'] }),
  r('mustard allergy, salad', { noAllergens: ['mustard'] }),
  r('celery allergy, a soup', { noAllergens: ['celery'] }),
  r('dairy-free chocolate cake', { noAllergens: ['milk'] }),
  r('gluten-free pizza', { noAllergens: ['gluten'] }),
  r('gluten-free lasagna', { noAllergens: ['gluten'] }),
  r('peanut allergy, pad thai', { noAllergens: ['peanut'] }),
  r('tree nut allergy, brownies', { noAllergens: ['tree-nut'] }),
  r('no eggs, pancakes', { noAllergens: ['egg'] }),
  r('no wine', { noAllergens: ['sulphite'] }, 'beef, mushrooms'),
  r('I hate garlic', { noWords: ['garlic'] }, 'chicken, tomatoes'),
  r('I hate onions, a stew', { noWords: ['onion'] }),
  r('no mushrooms', { noWords: ['mushroom'] }),
  r('without cilantro, tacos', { noWords: ['cilantro'] }),
  r('no tomatoes', { noWords: ['tomato'] }, 'pasta, spinach'),
  r("I don't like spinach", { noWords: ['spinach'] }),
  r('no pork', { noWords: ['pork', 'bacon', 'ham', 'sausage'] }),
  r('I hate bell peppers, fajitas', { noWords: ['bell pepper'] }),
  r('no coconut', { noWords: ['coconut'] }, 'chicken, curry powder'),
  r('keine Pilze', { noWords: ['mushroom'] }),
];

const DIET_ROWS: QualityRequest[] = [
  r('vegan dinner', { diet: 'vegan' }),
  r('vegan birthday cake', { diet: 'vegan', family: 'cake' }),
  r('vegan tacos', { diet: 'vegan', family: 'tortilla' }),
  r('vegan ramen', { diet: 'vegan' }),
  r('vegetarian curry', { diet: 'vegetarian', family: 'curry' }),
  r('vegetarian burgers', { diet: 'vegetarian', family: 'burger' }),
  r('vegetarian pizza', { diet: 'vegetarian', family: 'pizza' }),
  r('pescatarian dinner', { diet: 'pescatarian' }),
  r('pescatarian sushi bowl', { diet: 'pescatarian' }),
  r('plant-based breakfast', { diet: 'vegan' }),
  r('meatless monday', { diet: 'vegetarian' }),
  r('vegan and gluten-free', { diet: 'vegan', noAllergens: ['gluten'] }),
  r('dairy-free and egg-free dessert', { noAllergens: ['milk', 'egg'] }),
  r('vegetarian, nut-free', { diet: 'vegetarian', noAllergens: ['peanut', 'tree-nut'] }),
  r('vegan', { diet: 'vegan' }, 'tofu, broccoli, soy sauce'),
];

const GOAL_ROWS: QualityRequest[] = [
  r('High-protein breakfast', { highProtein: true }),
  r('high protein dinner', { highProtein: true }),
  r('protein-rich lunch', { highProtein: true }, 'chicken, broccoli'),
  r('high-protein vegetarian', { highProtein: true, diet: 'vegetarian' }),
  r('post-workout high protein', { highProtein: true }),
  r('keto dinner', { lowCarb: true }),
  r('low carb', { lowCarb: true }, 'zucchini, ground turkey, tomatoes, mozzarella'),
  r('low-carb lunch', { lowCarb: true }),
  r('keto and dairy-free', { lowCarb: true, noAllergens: ['milk'] }),
  r('low carb high protein', { lowCarb: true, highProtein: true }),
];

const GERMAN_ROWS: QualityRequest[] = [
  r('Ich möchte eine Suppe', { language: 'de', family: 'soup', germanText: 3 }),
  r('eine cremige Suppe mit Kürbis', { language: 'de', family: 'soup', germanText: 3 }),
  r(
    'eine Suppe mit Linsen und Gemüse',
    { language: 'de', family: 'soup', germanText: 3 },
    'Linsen',
  ),
  r('Pfannkuchen für Kinder', { language: 'de', family: 'pancakes', germanText: 3 }),
  r('schnelles Frühstück mit Eiern', { language: 'de', germanText: 3 }),
  r('Omelett mit Spinat', { language: 'de', family: 'egg', germanText: 3 }, 'Spinat'),
  r('Frittata mit Kartoffeln und Speck', { language: 'de', family: 'egg', germanText: 3 }),
  r('Shakshuka zum Brunch', { language: 'de', family: 'egg', germanText: 3 }),
  // Every dish has German wording: all four options are German.
  r('vegane Lasagne ohne Nüsse', {
    language: 'de',
    diet: 'vegan',
    noAllergens: ['peanut', 'tree-nut'],
    germanText: 4,
  }),
  r('Ich möchte eine Suppe ohne Nüsse', {
    language: 'de',
    family: 'soup',
    noAllergens: ['peanut', 'tree-nut'],
  }),
  r('Schokoladenkuchen', { language: 'de', family: 'cake' }),
  r('Etwas Schnelles zum Abendessen', { language: 'de' }),
  r('vegetarisch und gesund', { language: 'de', diet: 'vegetarian' }, 'Linsen, Karotten'),
  r('Ich habe eine Nussallergie', { language: 'de', noAllergens: ['peanut', 'tree-nut'] }),
  r('glutenfreies Abendessen', { language: 'de', noAllergens: ['gluten'] }),
  r('laktosefrei bitte', { language: 'de', noAllergens: ['milk'] }),
  r('Pfannkuchen zum Frühstück', { language: 'de', family: 'pancakes', germanText: 3 }),
  r('Eintopf für die Familie', { language: 'de', family: 'stew', germanText: 3 }),
  r('Gulasch mit Rindfleisch', { language: 'de', family: 'stew', germanText: 3 }),
  r('Chili sin Carne, bitte vegan', {
    language: 'de',
    family: 'stew',
    diet: 'vegan',
    germanText: 3,
  }),
  r('Nudeln mit Tomaten', { language: 'de', germanText: 3 }, 'Tomaten'),
  r('Pasta mit Hähnchen und Brokkoli', { language: 'de', family: 'pasta', germanText: 3 }),
  r('ein Curry mit Kichererbsen', { language: 'de', family: 'curry', germanText: 3 }),
  r('Thai Curry mit Garnelen', { language: 'de', family: 'curry', germanText: 3 }),
  r('Salat ohne Käse', { language: 'de', family: 'salad', germanText: 3 }),
  r('griechischer Salat', { language: 'de', family: 'salad', germanText: 3 }),
  // German compounds: the dish ending names the dish, the head an ingredient.
  r('Kürbissuppe', { language: 'de', family: 'soup', contains: 'Kürbis', germanText: 3 }),
  r('cremige Kürbissuppe', {
    language: 'de',
    family: 'soup',
    contains: 'Kürbis',
    noWords: ['Pilze'],
    germanText: 3,
  }),
  r('Gemüsesuppe', { language: 'de', family: 'soup', germanText: 3 }),
  r('Tomatensuppe', { language: 'de', family: 'soup', contains: 'Tomate' }),
  r('vegane Lasagne', { language: 'de', family: 'baked-pasta', diet: 'vegan' }),
  r('Lasagne', { family: 'baked-pasta' }),
  r('Obstsalat mit Erdbeeren', { language: 'de', family: 'fruit-salad', germanText: 3 }),
  r('Burger für die Kinder', { language: 'de', family: 'burger', germanText: 3 }),
  r('Ich möchte Brot backen', { language: 'de', family: 'bread', germanText: 3 }),
  r('Clafoutis mit Kirschen', { language: 'de', family: 'pancakes', germanText: 3 }),
  r('Apfel-Crumble zum Nachtisch', { language: 'de', family: 'crumble', germanText: 3 }),
  r('etwas Japanisches mit Miso', { language: 'de', germanText: 4 }),
  r('Bowl mit Hähnchen und Avocado', { language: 'de', family: 'bowl', germanText: 3 }),
  r('Sushi Bowl mit Lachs', { language: 'de', family: 'bowl', germanText: 3 }),
  r('vegane Poke Bowl mit Tofu', { language: 'de', family: 'bowl', diet: 'vegan', germanText: 3 }),
  r('Ofengemüse mit Hähnchen und Kartoffeln', {
    language: 'de',
    family: 'tray-bake',
    germanText: 3,
  }),
  r('Blechgericht mit Lachs', { language: 'de', family: 'tray-bake', germanText: 3 }),
  r('Schokoladenkuchen zum Geburtstag', { language: 'de', family: 'cake', germanText: 3 }),
  r('veganer Kuchen mit Äpfeln', { language: 'de', family: 'cake', diet: 'vegan', germanText: 3 }),
  r('Tacos mit Hähnchen für den Feierabend', { language: 'de', family: 'tortilla', germanText: 3 }),
  r('vegetarische Burritos mit Bohnen', {
    language: 'de',
    family: 'tortilla',
    diet: 'vegetarian',
    germanText: 3,
  }),
  r('schnelles Pfannengericht mit Hähnchen', { language: 'de', germanText: 3 }),
  r('Sandwiches mit Hähnchen für die Arbeit', {
    language: 'de',
    family: 'sandwich',
    germanText: 3,
  }),
  r('Porridge mit Beeren zum Frühstück', { language: 'de', family: 'porridge', germanText: 3 }),
  r('ein grüner Smoothie mit Spinat', { language: 'de', family: 'smoothie', germanText: 3 }),
  r('Pizza mit Schinken und Pilzen', { language: 'de', family: 'pizza', germanText: 3 }),
  r('vegetarische Pizza', { language: 'de', family: 'pizza', diet: 'vegetarian', germanText: 3 }),
  r('Fladenbrot mit Hummus', { language: 'de', family: 'pizza', germanText: 3 }),
  r('Risotto mit Pilzen', { language: 'de', family: 'risotto', germanText: 3 }, 'Pilze'),
  r('ein cremiges Risotto mit Spargel', { language: 'de', family: 'risotto', germanText: 3 }),
  r('Wokgericht mit Hähnchen', { language: 'de', family: 'stir-fry', germanText: 3 }),
  r('gebratener Reis mit Ei', { language: 'de', family: 'stir-fry', germanText: 3 }),
  r('Pad Thai mit Garnelen und ohne Erdnüsse', {
    language: 'de',
    family: 'stir-fry',
    noAllergens: ['peanut'],
    germanText: 3,
  }),
  r('Lasagne mit Hackfleisch', { language: 'de', family: 'baked-pasta', germanText: 3 }),
  r('Kartoffelgratin', { language: 'de', family: 'baked-pasta', germanText: 3 }),
  r('Käsemakkaroni für die Kinder', { language: 'de', family: 'baked-pasta', germanText: 3 }),
  r('ein Nudelauflauf mit Brokkoli', { language: 'de', family: 'baked-pasta', germanText: 3 }),
  r('Gemüselasagne', { language: 'de', family: 'baked-pasta' }),
  r('vegan lasagna', { family: 'baked-pasta', diet: 'vegan', noAllergens: ['milk'] }),
  r('vegane Burger', { language: 'de', diet: 'vegan' }),
  r('Abendessen', { language: 'de' }, 'Kartoffeln, Zwiebeln, Lauch'),
  r('', { language: 'de' }, 'Hähnchenbrust, Paprika, Reis'),
];

const VARIETY_ROWS: QualityRequest[] = [
  r('dinner', { variety: true }, 'chicken, broccoli, rice'),
  r('tacos', { variety: true }),
  r('soup', { variety: true }),
  r('something with salmon', { variety: true }),
  r('vegan dinner', { variety: true, diet: 'vegan' }),
  r('dessert', { variety: true }),
  r('pasta night', { variety: true }, 'spaghetti, garlic, cherry tomatoes'),
  r('quick lunch', { variety: true }),
  r('breakfast', { variety: true }, 'eggs, spinach'),
  r('curry', { variety: true }),
  r('asdf qwer', { variety: true }),
  r('surprise me', { variety: true }, 'beef, potatoes, carrots'),
];

export const QUALITY_REQUESTS: readonly QualityRequest[] = [
  ...DISH_ROWS,
  ...SAFETY_ROWS,
  ...DIET_ROWS,
  ...GOAL_ROWS,
  ...GERMAN_ROWS,
  ...VARIETY_ROWS,
];
