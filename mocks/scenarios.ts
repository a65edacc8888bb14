/**
 * Named mock worlds. `applyScenario(name)` empties the db, seeds the world and sets the session, so every
 * story and test starts from known data.
 */
import { now } from '#src/lib/clock';
import { ListMerge, sectionOf, shoppingKey } from '#kitchen/shopping.ts';
import {
  type CollectionRow,
  type CookedRow,
  type FileRow,
  type PlanRow,
  type PantryRow,
  type RecipeRow,
  type ShoppingRow,
  type UserRow,
  ensureXsrfCookie,
  resetDb,
  seedDb,
  signIn,
} from './db';
import {
  DAY,
  HOUR,
  type RecipeOverrides,
  baseDatePlus,
  buildCollection,
  buildRecipe,
  fromBook,
  buildUser,
  illustrationFile,
  isoAt,
} from './factories';

export type ScenarioName = 'cook' | 'newUser' | 'anonymous';
export const SCENARIOS: readonly ScenarioName[] = ['cook', 'newUser', 'anonymous'];

export const isScenarioName = (value: unknown): value is ScenarioName =>
  SCENARIOS.includes(value as ScenarioName);

/** The signed-in cook of the 'cook' scenario (password `secret123`). */
export const COOK = {
  id: 1,
  username: 'chef_anna',
  email: 'anna@example.com',
  password: 'secret123',
};
/** Another user, so ownership rules are testable (their ids answer 404 to the cook). */
export const OTHER_COOK = {
  id: 2,
  username: 'other_cook',
  email: 'other@example.com',
  password: 'secret456',
};
/** The 'newUser' scenario's user (password `secret123`). */
export const NEW_COOK = {
  id: 1,
  username: 'new_cook',
  email: 'new@example.com',
  password: 'secret123',
};

/** Public share tokens of the seed (/s/{token}; /app/shared/{token} saves a copy). */
export const SHARE_TOKENS = { othersGoulash: 'OtherCooksChiliShare01' } as const;

/**
 * Ids of notable seeded recipes, for stories and tests. Each is a dish of the mock's book slice
 * (mocks/data/book-slice.json), so titles, allergens, steps and pictures are the recipe book's.
 */
export const RECIPE_IDS = {
  curry: 1,
  bourguignon: 2,
  sweetSourPork: 3,
  chili: 4,
  moussaka: 5,
  salmon: 6,
  vongole: 7,
  paella: 8,
  risotto: 9,
  shakshuka: 10,
  quinoaSalad: 11,
  greenCurry: 12,
  pancakes: 13,
  lemonCake: 14,
  otherCooksGoulash: 15,
} as const;
export const COLLECTION_IDS = { weeknight: 1, baking: 2, party: 3, othersFavourites: 4 } as const;

const createdAt = (day: number, hour = 0) => baseDatePlus(day * DAY + hour * HOUR);

/** A seeded library recipe: the book's dish with the scenario's id, date and any deviations. */
const seeded = (dishId: string, overrides: RecipeOverrides & { id: number }) =>
  buildRecipe({ ...fromBook(dishId), ...overrides });

function cookRecipes(): RecipeRow[] {
  return [
    seeded('chickpea-and-spinach-curry', { id: 1, created_at: createdAt(0, 2) }),
    seeded('beef-bourguignon', { id: 2, created_at: createdAt(1, 5) }),
    seeded('sweet-and-sour-pork', {
      id: 3,
      image_url: 'https://images.example.com/recipes/sweet-and-sour-pork.jpg',
      created_at: createdAt(2, 1),
    }),
    seeded('chili-con-carne', { id: 4, created_at: createdAt(3, 3) }),
    seeded('moussaka', { id: 5, created_at: createdAt(4, 6) }),
    seeded('honey-garlic-salmon', { id: 6, created_at: createdAt(5, 2) }),
    seeded('spaghetti-vongole', {
      id: 7,
      image_url: 'https://images.example.com/recipes/spaghetti-alle-vongole.jpg',
      created_at: createdAt(6, 4),
    }),
    // Nutrition not counted (as for a recipe saved before nutrition existed).
    seeded('paella-valenciana', { id: 8, created_at: createdAt(7, 1), nutrition: null }),
    // Written for two.
    seeded('mushroom-risotto', { id: 9, created_at: createdAt(8, 3) }),
    // No time and no nutrition.
    seeded('shakshuka', {
      id: 10,
      created_at: createdAt(9, 2),
      total_time_minutes: null,
      nutrition: null,
    }),
    // No picture.
    seeded('quinoa-salad', { id: 11, image_url: null, created_at: createdAt(10, 5) }),
    seeded('thai-green-curry', { id: 12, created_at: createdAt(11, 4) }),
    seeded('buttermilk-pancakes', { id: 13, created_at: createdAt(12, 1) }),
    seeded('lemon-drizzle-cake', { id: 14, created_at: createdAt(13, 3) }),
  ];
}

function otherCookRecipes(): RecipeRow[] {
  return [
    seeded('goulash', {
      id: 15,
      owner_id: OTHER_COOK.id,
      // Shared publicly by the other cook: the cook can "Save to my Sous" a copy of it.
      share_token: SHARE_TOKENS.othersGoulash,
      created_at: createdAt(2, 8),
    }),
  ];
}

function cookCollections(): CollectionRow[] {
  return [
    buildCollection({
      id: 1,
      name: 'Weeknight Dinners',
      description: 'Quick meals for busy evenings.',
      recipe_ids: [6, 1, 12, 3, 7],
    }),
    buildCollection({
      id: 2,
      name: 'Sunday Baking',
      description: 'Slow weekend bakes.',
      recipe_ids: [14],
    }),
    buildCollection({ id: 3, name: 'Party Food', description: null, recipe_ids: [] }),
    buildCollection({
      id: 4,
      owner_id: OTHER_COOK.id,
      name: "Other's Favourites",
      description: 'Not yours.',
      recipe_ids: [15],
    }),
  ];
}

/** Today, yesterday and the day before (a 3-day streak) plus one older entry, relative to now(). */
function cookedLog(): CookedRow[] {
  const today = now();
  // Today's meal at the start of today's UTC day, the day streaks count in: never in the future,
  // and still today in the first hour of a day (an hour before now would be yesterday then).
  const startOfToday = Math.floor(today / DAY) * DAY;
  return [
    { id: 1, user_id: 1, recipe_id: 1, cooked_at: isoAt(today - 9 * DAY) },
    { id: 2, user_id: 1, recipe_id: 6, cooked_at: isoAt(today - 2 * DAY) },
    { id: 3, user_id: 1, recipe_id: 12, cooked_at: isoAt(today - 1 * DAY) },
    { id: 4, user_id: 1, recipe_id: 13, cooked_at: isoAt(startOfToday) },
  ];
}

/** A planned breakfast today and an evening out the day after tomorrow (UTC days), relative to now(). */
function cookPlan(): PlanRow[] {
  const day = (offset: number) => isoAt(now() + offset * DAY).slice(0, 10);
  return [
    {
      id: 1,
      user_id: 1,
      date: day(0),
      slot: 'breakfast',
      position: 0,
      recipe_id: 2,
      servings: 2,
      note: null,
      cooked_at: null,
    },
    {
      id: 2,
      user_id: 1,
      date: day(2),
      slot: 'dinner',
      position: 0,
      recipe_id: null,
      servings: null,
      note: 'eating out',
      cooked_at: null,
    },
  ];
}

/**
 * The cook's shopping list: the pancakes and the lemon drizzle cake merged as the list merges them
 * (flour 250 g + 225 g, eggs, butter, sugar...), salt and black pepper left out as pantry staples,
 * the eggs already checked off, and a line typed by hand.
 */
function cookShopping(recipes: readonly RecipeRow[]): {
  shopping: ShoppingRow[];
  pantry: PantryRow[];
} {
  const pantry: PantryRow = { user_id: COOK.id, names: ['salt', 'black pepper'] };
  const merge = new ListMerge([], pantry.names);
  for (const id of [13, 14]) {
    const recipe = recipes.find((r) => r.id === id)!;
    merge.addRecipe(recipe, recipe.baseServings);
  }
  const shopping: ShoppingRow[] = merge.added.map((line, index) => ({
    id: index + 1,
    user_id: COOK.id,
    key: line.key,
    name: line.name,
    section: line.section,
    measures: line.measures,
    recipes: line.recipes,
    manual: false,
    checked_at: line.key === shoppingKey('eggs') ? isoAt(now() - HOUR) : null,
    created_at: isoAt(now() - 2 * HOUR),
  }));
  shopping.push({
    id: shopping.length + 1,
    user_id: COOK.id,
    key: shoppingKey('kitchen roll'),
    name: 'kitchen roll',
    section: sectionOf('kitchen roll'),
    measures: [],
    recipes: [],
    manual: true,
    checked_at: null,
    created_at: isoAt(now() - 2 * HOUR),
  });
  return { shopping, pantry: [pantry] };
}

function cookWorld() {
  const users: UserRow[] = [
    buildUser({
      ...COOK,
      created_at: baseDatePlus(-45 * DAY),
      last_login: baseDatePlus(14 * DAY),
      login_streak: 4,
    }),
    buildUser({
      ...OTHER_COOK,
      created_at: baseDatePlus(-20 * DAY),
      last_login: baseDatePlus(2 * DAY),
    }),
  ];
  const recipes = [...cookRecipes(), ...otherCookRecipes()];
  const files = recipes.map(illustrationFile).filter((f): f is FileRow => f !== null);
  return {
    users,
    recipes,
    files,
    collections: cookCollections(),
    cooked: cookedLog(),
    plan: cookPlan(),
    ...cookShopping(recipes),
  };
}

/** Resets the db and seeds the named world; 'cook' and 'newUser' sign user 1 in. */
export function applyScenario(name: ScenarioName) {
  resetDb();
  switch (name) {
    case 'cook':
      seedDb({ ...cookWorld(), signedInUserId: COOK.id });
      break;
    case 'anonymous':
      seedDb(cookWorld());
      signIn(null);
      break;
    case 'newUser':
      seedDb({
        users: [
          buildUser({
            ...NEW_COOK,
            created_at: baseDatePlus(14 * DAY),
            last_login: baseDatePlus(14 * DAY),
            login_streak: 1,
          }),
        ],
        signedInUserId: NEW_COOK.id,
      });
      break;
  }
  ensureXsrfCookie();
}
