/**
 * The composer's view of the request model (intent/request.ts): the strictest meat diet, the
 * templates that answer the dishes asked for, and moods that include the meal.
 */
import { itemAllowed, type CuisineId, type RequestModel } from '../intent/request.ts';
import type { CatalogueItem } from '../catalogue/types.ts';
import type { Cuisine, Diet, Intent, Mood, TemplateId } from './types.ts';

/** Dish ids and families of the request model -> the template that cooks them. */
const TEMPLATE_FOR: Readonly<Record<string, TemplateId>> = {
  'stir-fry': 'stir-fry',
  soup: 'soup',
  salad: 'salad',
  pasta: 'pasta',
  'baked-pasta': 'gratin',
  gratin: 'gratin',
  bowl: 'grain-bowl',
  stew: 'stew',
  curry: 'curry',
  egg: 'frittata',
  tortilla: 'tacos',
  risotto: 'risotto',
  skillet: 'skillet',
  crumble: 'crumble',
  clafoutis: 'clafoutis',
  pancakes: 'pancakes',
  'fruit-salad': 'fruit-salad',
  'tray-bake': 'tray-bake',
};

const BROAD_CUISINE: Readonly<Record<CuisineId, Cuisine | null>> = {
  italian: 'italian',
  mexican: 'mexican',
  chinese: 'asian',
  japanese: 'asian',
  thai: 'asian',
  korean: 'asian',
  vietnamese: 'asian',
  indian: 'indian',
  mediterranean: 'mediterranean',
  'middle-eastern': 'mediterranean',
  french: null,
  spanish: 'mediterranean',
  german: 'german',
  american: 'american',
  british: null,
};

function dietOf(request: RequestModel): Diet {
  if (request.diets.has('vegan')) return 'vegan';
  if (request.diets.has('vegetarian')) return 'vegetarian';
  if (request.diets.has('pescatarian')) return 'pescatarian';
  return null;
}

export function intentOf(request: RequestModel): Intent {
  const dishes: TemplateId[] = [];
  for (const dish of request.dishes) {
    const template = TEMPLATE_FOR[dish.id] ?? TEMPLATE_FOR[dish.family];
    if (template && !dishes.includes(template)) dishes.push(template);
  }
  const moods = new Set<Mood>(request.moods);
  if (request.meal === 'dessert') moods.add('dessert');
  if (request.meal === 'breakfast') moods.add('breakfast');
  if (request.diets.has('high-protein') || request.diets.has('low-carb')) moods.add('healthy');
  if (dishes.some((dish) => ['crumble', 'fruit-salad', 'clafoutis'].includes(dish)))
    moods.add('dessert');
  // Templates say which ingredient groups they need in the old terms: dairy and egg.
  const excludedGroups = new Set<string>(request.excludedGroups);
  if (request.excludedAllergens.has('milk')) excludedGroups.add('dairy');
  if (request.excludedAllergens.has('egg')) excludedGroups.add('egg');
  return {
    diet: dietOf(request),
    dishes,
    moods,
    cuisine: request.cuisine ? BROAD_CUISINE[request.cuisine] : null,
    mentioned: request.mentioned,
    excluded: request.excludedItems,
    excludedGroups,
    request,
  };
}

export function allowedItem(item: CatalogueItem, intent: Intent): boolean {
  return itemAllowed(item, intent.request);
}
