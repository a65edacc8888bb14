/**
 * The composer's view of the request model (intent/request.ts): the strictest meat diet, the
 * broad cuisine, and moods that include the meal and the goals.
 */
import { itemAllowed, type CuisineId, type RequestModel } from '#server/src/ai/intent/request.ts';
import type { CatalogueItem } from '#kitchen/catalogue/types.ts';
import type { Cuisine, Diet, Intent, Mood } from './types.ts';

const BROAD_CUISINE: Readonly<Record<CuisineId, Cuisine>> = {
  italian: 'italian',
  mexican: 'mexican',
  chinese: 'asian',
  japanese: 'asian',
  thai: 'asian',
  korean: 'asian',
  vietnamese: 'asian',
  indian: 'indian',
  mediterranean: 'mediterranean',
  'middle-eastern': 'middle-eastern',
  french: 'french',
  spanish: 'spanish',
  german: 'german',
  american: 'american',
  british: 'british',
};

function dietOf(request: RequestModel): Diet {
  if (request.diets.has('vegan')) return 'vegan';
  if (request.diets.has('vegetarian')) return 'vegetarian';
  if (request.diets.has('pescatarian')) return 'pescatarian';
  return null;
}

export function intentOf(request: RequestModel): Intent {
  const moods = new Set<Mood>(request.moods);
  if (request.meal === 'dessert') moods.add('dessert');
  if (request.meal === 'breakfast') moods.add('breakfast');
  if (request.diets.has('high-protein') || request.diets.has('low-carb')) moods.add('healthy');
  if (request.dishes.some((dish) => ['crumble', 'fruit-salad', 'cake'].includes(dish.family)))
    moods.add('dessert');
  // Templates say which ingredient groups they need in the old terms: dairy and egg.
  const excludedGroups = new Set<string>(request.excludedGroups);
  if (request.excludedAllergens.has('milk')) excludedGroups.add('dairy');
  if (request.excludedAllergens.has('egg')) excludedGroups.add('egg');
  return {
    diet: dietOf(request),
    dishes: request.dishes,
    moods,
    cuisine: request.cuisine,
    broadCuisine: request.cuisine ? BROAD_CUISINE[request.cuisine] : null,
    mentioned: request.mentioned,
    excluded: request.excludedItems,
    excludedGroups,
    request,
  };
}

export function allowedItem(item: CatalogueItem, intent: Intent): boolean {
  return itemAllowed(item, intent.request);
}
