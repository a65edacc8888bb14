/**
 * Named mock worlds. `applyScenario(name)` empties the db, seeds the world and sets the session, so every
 * story and test starts from known data.
 */
import { now } from '#src/lib/clock';
import {
  type CollectionRow,
  type CookedRow,
  type FileRow,
  type RecipeRow,
  type UserRow,
  ensureXsrfCookie,
  resetDb,
  seedDb,
  signIn,
} from './db';
import {
  DAY,
  HOUR,
  baseDatePlus,
  buildCollection,
  buildNutrition,
  buildRecipe,
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
export const SHARE_TOKENS = { othersChili: 'OtherCooksChiliShare01' } as const;

/** Ids of notable seeded recipes, for stories and tests. */
export const RECIPE_IDS = {
  curry: 1,
  bourguignon: 2,
  porkChops: 3,
  roastChicken: 4,
  lambChops: 5,
  salmon: 6,
  shrimpLinguine: 7,
  paella: 8,
  risotto: 9,
  shakshuka: 10,
  buddhaBowl: 11,
  greenCurry: 12,
  pancakes: 13,
  lemonCake: 14,
  otherCooksChili: 15,
} as const;
export const COLLECTION_IDS = { weeknight: 1, baking: 2, party: 3, othersFavourites: 4 } as const;

const createdAt = (day: number, hour = 0) => baseDatePlus(day * DAY + hour * HOUR);

function cookRecipes(): RecipeRow[] {
  return [
    buildRecipe({ id: 1, created_at: createdAt(0, 2) }),
    buildRecipe({
      id: 2,
      title: 'Classic Beef Bourguignon',
      description:
        'Beef slowly braised in red wine with mushrooms, bacon lardons and pearl onions.',
      total_time_minutes: 180,
      difficulty: 'hard',
      food_category: 'beef',
      created_at: createdAt(1, 5),
      cooking_method: 'braise',
      ingredients: [
        { quantity: 1.2, unit: 'kg', name: 'beef chuck, cut into chunks' },
        { quantity: 750, unit: 'ml', name: 'red wine' },
        { quantity: 250, unit: 'g', name: 'mushrooms, halved' },
        { quantity: 150, unit: 'g', name: 'bacon lardons' },
        { quantity: 12, unit: '', name: 'pearl onions' },
        { quantity: 2, unit: 'tbsp', name: 'tomato paste' },
        { quantity: 500, unit: 'ml', name: 'beef stock' },
        { quantity: 0.25, unit: 'tsp', name: 'ground cloves' },
      ],
      nutrition: buildNutrition({
        calories: 720,
        totalFat: 38,
        saturatedFat: 15,
        transFat: 1.2,
        cholesterol: 165,
        sodium: 890,
        totalCarbohydrate: 18,
        dietaryFiber: 3,
        totalSugars: 7,
        protein: 62,
        vitaminD: 0.3,
        calcium: 70,
        iron: 7.4,
        potassium: 1340,
      }),
    }),
    buildRecipe({
      id: 3,
      title: 'Honey Garlic Pork Chops',
      description: 'Juicy pan-seared pork chops in a sticky honey, garlic and soy glaze.',
      image_url: 'https://images.example.com/recipes/honey-garlic-pork-chops.jpg',
      total_time_minutes: 40,
      difficulty: 'medium',
      food_category: 'pork',
      created_at: createdAt(2, 1),
      cooking_method: 'pan',
      ingredients: [
        { quantity: 4, unit: '', name: 'bone-in pork chops' },
        { quantity: 3, unit: 'tbsp', name: 'honey' },
        { quantity: 4, unit: 'cloves', name: 'garlic, minced' },
        { quantity: 2, unit: 'tbsp', name: 'soy sauce' },
        { quantity: 1, unit: 'tbsp', name: 'butter' },
        { quantity: 0.2, unit: 'tsp', name: 'chilli flakes' },
      ],
      nutrition: buildNutrition({
        calories: 410,
        totalFat: 18,
        saturatedFat: 6.5,
        transFat: 0.1,
        cholesterol: 120,
        sodium: 780,
        totalCarbohydrate: 20,
        dietaryFiber: 0.3,
        totalSugars: 18,
        protein: 41,
        vitaminD: 1.1,
        calcium: 35,
        iron: 1.3,
        potassium: 720,
      }),
    }),
    buildRecipe({
      id: 4,
      title: 'Lemon Herb Roast Chicken',
      description:
        'A whole chicken roasted with lemon, thyme and garlic until the skin is crisp and golden.',
      total_time_minutes: 90,
      difficulty: 'medium',
      food_category: 'chicken',
      created_at: createdAt(3, 3),
      cooking_method: 'roast',
      ingredients: [
        { quantity: 1.6, unit: 'kg', name: 'whole chicken' },
        { quantity: 2, unit: '', name: 'lemons, halved' },
        { quantity: 6, unit: 'sprigs', name: 'fresh thyme' },
        { quantity: 1, unit: '', name: 'garlic bulb, halved' },
        { quantity: 3, unit: 'tbsp', name: 'olive oil' },
        { quantity: 1, unit: 'tsp', name: 'flaky salt' },
      ],
      nutrition: buildNutrition({
        calories: 530,
        totalFat: 34,
        saturatedFat: 9,
        transFat: 0.2,
        cholesterol: 175,
        sodium: 640,
        totalCarbohydrate: 6,
        dietaryFiber: 1.5,
        totalSugars: 1.2,
        protein: 49,
        vitaminD: 0.5,
        calcium: 45,
        iron: 2.6,
        potassium: 610,
      }),
    }),
    buildRecipe({
      id: 5,
      title: 'Rosemary Lamb Chops',
      description:
        'Lamb chops marinated in rosemary and garlic, grilled pink and served with salsa verde.',
      total_time_minutes: 60,
      difficulty: 'medium',
      food_category: 'lamb',
      created_at: createdAt(4, 6),
      cooking_method: 'grill',
      ingredients: [
        { quantity: 8, unit: '', name: 'lamb chops' },
        { quantity: 2, unit: 'tbsp', name: 'fresh rosemary, chopped' },
        { quantity: 3, unit: 'cloves', name: 'garlic, crushed' },
        { quantity: 4, unit: 'tbsp', name: 'olive oil' },
        { quantity: 1, unit: '', name: 'lemon, zested' },
        { quantity: 0.2, unit: 'tsp', name: 'black pepper' },
      ],
      nutrition: buildNutrition({
        calories: 560,
        totalFat: 42,
        saturatedFat: 15,
        transFat: 1.6,
        cholesterol: 150,
        sodium: 310,
        totalCarbohydrate: 2,
        dietaryFiber: 0.6,
        totalSugars: 0.4,
        protein: 42,
        vitaminD: 0.2,
        calcium: 40,
        iron: 3.8,
        potassium: 560,
      }),
    }),
    buildRecipe({
      id: 6,
      title: 'Miso Glazed Salmon',
      description:
        'Salmon fillets brushed with a sweet white miso glaze and grilled until caramelised.',
      total_time_minutes: 25,
      difficulty: 'easy',
      food_category: 'fish',
      created_at: createdAt(5, 2),
      cooking_method: 'pan',
      ingredients: [
        { quantity: 4, unit: '', name: 'salmon fillets' },
        { quantity: 3, unit: 'tbsp', name: 'white miso' },
        { quantity: 1, unit: 'tbsp', name: 'mirin' },
        { quantity: 1, unit: 'tbsp', name: 'maple syrup' },
        { quantity: 2, unit: '', name: 'spring onions, sliced' },
        { quantity: 1, unit: 'tsp', name: 'sesame seeds' },
      ],
      nutrition: buildNutrition({
        calories: 390,
        totalFat: 20,
        saturatedFat: 3.5,
        transFat: 0,
        cholesterol: 95,
        sodium: 820,
        totalCarbohydrate: 12,
        dietaryFiber: 0.8,
        totalSugars: 8,
        protein: 38,
        vitaminD: 14.2,
        calcium: 30,
        iron: 1.1,
        potassium: 880,
      }),
    }),
    buildRecipe({
      id: 7,
      title: 'Garlic Butter Shrimp Linguine',
      description: 'Linguine tossed with garlicky butter shrimp, chilli, lemon and parsley.',
      image_url: 'https://images.example.com/recipes/garlic-butter-shrimp-linguine.jpg',
      total_time_minutes: 30,
      difficulty: 'medium',
      food_category: 'seafood',
      created_at: createdAt(6, 4),
      cooking_method: 'pasta',
      ingredients: [
        { quantity: 400, unit: 'g', name: 'linguine' },
        { quantity: 500, unit: 'g', name: 'raw shrimp, peeled' },
        { quantity: 60, unit: 'g', name: 'butter' },
        { quantity: 5, unit: 'cloves', name: 'garlic, sliced' },
        { quantity: 1, unit: '', name: 'lemon, juiced' },
        { quantity: 0.2, unit: 'tsp', name: 'chilli flakes' },
        { quantity: null, unit: '', name: 'flat-leaf parsley, to serve' },
      ],
      nutrition: buildNutrition({
        calories: 610,
        totalFat: 17,
        saturatedFat: 9,
        transFat: 0.5,
        cholesterol: 230,
        sodium: 960,
        totalCarbohydrate: 78,
        dietaryFiber: 4,
        totalSugars: 3,
        protein: 38,
        vitaminD: 0.1,
        calcium: 110,
        iron: 3.2,
        potassium: 430,
      }),
    }),
    buildRecipe({
      id: 8,
      title: 'Spanish Paella Mixta',
      description: 'Saffron rice with chicken, chorizo and mussels, cooked in one wide pan.',
      total_time_minutes: 75,
      difficulty: 'hard',
      food_category: 'mixed-meat',
      created_at: createdAt(7, 1),
      cooking_method: 'risotto',
      nutrition: null,
      ingredients: [
        { quantity: 300, unit: 'g', name: 'paella rice' },
        { quantity: 4, unit: '', name: 'chicken thighs, diced' },
        { quantity: 120, unit: 'g', name: 'chorizo, sliced' },
        { quantity: 500, unit: 'g', name: 'mussels, cleaned' },
        { quantity: 1, unit: 'l', name: 'chicken stock' },
        { quantity: 0.2, unit: 'g', name: 'saffron threads' },
        { quantity: 1, unit: 'tsp', name: 'smoked paprika' },
      ],
    }),
    buildRecipe({
      id: 9,
      title: 'Wild Mushroom Risotto',
      description: 'A creamy risotto for two with mixed wild mushrooms, parmesan and thyme.',
      total_time_minutes: 45,
      difficulty: 'medium',
      food_category: 'vegetarian',
      created_at: createdAt(8, 3),
      baseServings: 2,
      cooking_method: 'risotto',
      ingredients: [
        { quantity: 160, unit: 'g', name: 'arborio rice' },
        { quantity: 200, unit: 'g', name: 'wild mushrooms, torn' },
        { quantity: 40, unit: 'g', name: 'parmesan, grated' },
        { quantity: 700, unit: 'ml', name: 'vegetable stock' },
        { quantity: 1, unit: '', name: 'shallot, finely chopped' },
        { quantity: 20, unit: 'g', name: 'butter' },
        { quantity: 0.1, unit: 'tsp', name: 'dried thyme' },
      ],
      nutrition: buildNutrition({
        calories: 520,
        totalFat: 16,
        saturatedFat: 9,
        transFat: 0.3,
        cholesterol: 40,
        sodium: 980,
        totalCarbohydrate: 74,
        dietaryFiber: 3.5,
        totalSugars: 4,
        protein: 18,
        vitaminD: 0.8,
        calcium: 290,
        iron: 2.1,
        potassium: 520,
      }),
    }),
    buildRecipe({
      id: 10,
      title: 'Shakshuka',
      description:
        'Eggs gently poached in a spiced tomato and pepper sauce, served with crusty bread.',
      total_time_minutes: null,
      difficulty: 'easy',
      food_category: 'vegetarian',
      created_at: createdAt(9, 2),
      cooking_method: 'pan',
      nutrition: null,
      ingredients: [
        { quantity: 6, unit: '', name: 'eggs' },
        { quantity: 800, unit: 'g', name: 'chopped tomatoes' },
        { quantity: 2, unit: '', name: 'red peppers, sliced' },
        { quantity: 1, unit: '', name: 'onion, sliced' },
        { quantity: 1, unit: 'tsp', name: 'ground cumin' },
        { quantity: 0.2, unit: 'tsp', name: 'cayenne pepper' },
      ],
    }),
    buildRecipe({
      id: 11,
      title: 'Rainbow Buddha Bowl',
      description:
        'Quinoa with roasted sweet potato, crunchy vegetables and a tahini lemon dressing.',
      image_url: null,
      total_time_minutes: 20,
      difficulty: 'easy',
      food_category: 'vegan',
      created_at: createdAt(10, 5),
      cooking_method: 'bowl',
      ingredients: [
        { quantity: 200, unit: 'g', name: 'quinoa' },
        { quantity: 1, unit: '', name: 'sweet potato, cubed' },
        { quantity: 3, unit: 'tbsp', name: 'tahini' },
        { quantity: 1, unit: '', name: 'lemon, juiced' },
        { quantity: 100, unit: 'g', name: 'red cabbage, shredded' },
        { quantity: 1, unit: '', name: 'avocado, sliced' },
      ],
      nutrition: buildNutrition({
        calories: 470,
        totalFat: 22,
        saturatedFat: 3,
        transFat: 0,
        cholesterol: 0,
        sodium: 210,
        totalCarbohydrate: 58,
        dietaryFiber: 11,
        totalSugars: 7,
        protein: 14,
        vitaminD: 0,
        calcium: 120,
        iron: 4.5,
        potassium: 980,
      }),
    }),
    buildRecipe({
      id: 12,
      title: 'Thai Green Chicken Curry',
      description: 'Fragrant green curry with chicken, aubergine and Thai basil in coconut milk.',
      total_time_minutes: 50,
      difficulty: 'medium',
      food_category: 'chicken',
      created_at: createdAt(11, 4),
      cooking_method: 'curry',
      ingredients: [
        { quantity: 600, unit: 'g', name: 'chicken thighs, sliced' },
        { quantity: 3, unit: 'tbsp', name: 'green curry paste' },
        { quantity: 400, unit: 'ml', name: 'coconut milk' },
        { quantity: 1, unit: '', name: 'aubergine, diced' },
        { quantity: 1, unit: 'tbsp', name: 'fish sauce' },
        { quantity: 0.3, unit: 'tsp', name: 'palm sugar' },
        { quantity: null, unit: '', name: 'Thai basil, to serve' },
      ],
      nutrition: buildNutrition({
        calories: 540,
        totalFat: 36,
        saturatedFat: 22,
        transFat: 0.1,
        cholesterol: 140,
        sodium: 1020,
        totalCarbohydrate: 14,
        dietaryFiber: 4,
        totalSugars: 7,
        protein: 40,
        vitaminD: 0.2,
        calcium: 60,
        iron: 4.1,
        potassium: 830,
      }),
    }),
    buildRecipe({
      id: 13,
      title: 'Fluffy Buttermilk Pancakes',
      description: 'Tall, fluffy pancakes with buttermilk, served with maple syrup and berries.',
      total_time_minutes: 15,
      difficulty: 'easy',
      food_category: 'vegetarian',
      created_at: createdAt(12, 1),
      cooking_method: 'pancakes',
      ingredients: [
        { quantity: 250, unit: 'g', name: 'plain flour' },
        { quantity: 300, unit: 'ml', name: 'buttermilk' },
        { quantity: 2, unit: '', name: 'eggs' },
        { quantity: 2, unit: 'tbsp', name: 'sugar' },
        { quantity: 0.2, unit: 'tsp', name: 'baking soda' },
        { quantity: 1, unit: 'tsp', name: 'baking powder' },
      ],
      nutrition: buildNutrition({
        calories: 380,
        totalFat: 9,
        saturatedFat: 4.5,
        transFat: 0.2,
        cholesterol: 105,
        sodium: 540,
        totalCarbohydrate: 62,
        dietaryFiber: 1.8,
        totalSugars: 14,
        protein: 12,
        vitaminD: 0.9,
        calcium: 190,
        iron: 2.9,
        potassium: 260,
      }),
    }),
    buildRecipe({
      id: 14,
      title: 'Lemon Drizzle Cake',
      description: 'A tender lemon sponge soaked in a tangy lemon syrup with a crackly sugar top.',
      total_time_minutes: 70,
      difficulty: 'hard',
      food_category: 'vegetarian',
      created_at: createdAt(13, 3),
      cooking_method: 'bake',
      ingredients: [
        { quantity: 225, unit: 'g', name: 'butter, softened' },
        { quantity: 225, unit: 'g', name: 'caster sugar' },
        { quantity: 4, unit: '', name: 'eggs' },
        { quantity: 225, unit: 'g', name: 'self-raising flour' },
        { quantity: 2, unit: '', name: 'lemons, zested and juiced' },
        { quantity: 85, unit: 'g', name: 'icing sugar' },
      ],
      nutrition: buildNutrition({
        calories: 430,
        totalFat: 21,
        saturatedFat: 13,
        transFat: 0.8,
        cholesterol: 125,
        sodium: 290,
        totalCarbohydrate: 56,
        dietaryFiber: 0.9,
        totalSugars: 36,
        protein: 5,
        vitaminD: 0.7,
        calcium: 80,
        iron: 1.2,
        potassium: 95,
      }),
    }),
  ];
}

function otherCookRecipes(): RecipeRow[] {
  return [
    buildRecipe({
      id: 15,
      owner_id: OTHER_COOK.id,
      title: 'Smoky Beef Chili',
      // Shared publicly by the other cook: the cook can "Save to my Sous" a copy of it.
      share_token: SHARE_TOKENS.othersChili,
      description: "Other cook's secret chili with chipotle, black beans and dark chocolate.",
      total_time_minutes: 120,
      difficulty: 'medium',
      food_category: 'beef',
      created_at: createdAt(2, 8),
      cooking_method: 'braise',
      ingredients: [
        { quantity: 800, unit: 'g', name: 'beef mince' },
        { quantity: 2, unit: '', name: 'chipotle chillies in adobo' },
        { quantity: 400, unit: 'g', name: 'black beans' },
        { quantity: 20, unit: 'g', name: 'dark chocolate' },
      ],
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
  return { users, recipes, files, collections: cookCollections(), cooked: cookedLog() };
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
