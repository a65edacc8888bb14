import type { components } from '#contract/schema.gen.ts';
import { usernameKey } from '#contract/username.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';

type Nutrition = components['schemas']['Nutrition'];

const nutrient = (amount: number, unit: string, dv?: number) =>
  dv === undefined ? { amount, unit } : { amount, unit, dv };

/** Nutrition per serving as the server stores it (every nutrient of the contract). */
export const SEED_NUTRITION = {
  calories: nutrient(420, 'kcal', 21),
  totalFat: nutrient(12.5, 'g', 16),
  saturatedFat: nutrient(3.1, 'g', 16),
  transFat: nutrient(0, 'g'),
  cholesterol: nutrient(35, 'mg', 12),
  sodium: nutrient(640, 'mg', 28),
  totalCarbohydrate: nutrient(48.25, 'g', 18),
  dietaryFiber: nutrient(9, 'g', 32),
  totalSugars: nutrient(7.5, 'g'),
  protein: nutrient(21, 'g', 42),
  vitaminD: nutrient(0.5, 'mcg', 3),
  calcium: nutrient(120, 'mg', 9),
  iron: nutrient(4.2, 'mg', 23),
  potassium: nutrient(780, 'mg', 17),
} as unknown as Nutrition;

export interface SeedOptions {
  /** Ingredient lines per recipe (default 12). */
  ingredients?: number;
  /** Steps per recipe (default 8), each about `stepLength` characters (default 200). */
  steps?: number;
  stepLength?: number;
  /** Characters of each description (default 300). */
  descriptionLength?: number;
}

/**
 * Adds `count` saved recipes with their steps to the user straight through SQL, one statement per
 * table however many there are (10,000 take a few seconds on PGlite): titles, descriptions,
 * ingredients, nutrition (every third without), some without a time, steps with timers. Returns
 * the ids, oldest first.
 */
export async function seedLibrary(
  db: Queryable,
  userId: number,
  count: number,
  options: SeedOptions = {},
): Promise<number[]> {
  const { ingredients = 12, steps = 8, stepLength = 200, descriptionLength = 300 } = options;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO recipes (user_id, is_saved, title, description, total_time_minutes, difficulty,
                          food_category, base_servings, ingredients, nutrition, allergens, created_at)
     SELECT $1, true,
            'Seeded dish ' || g || ' with ' || (ARRAY['lentils','rice','pasta','tofu','salmon'])[1 + g % 5],
            left(repeat('A warming weeknight dish "' || g || '" for the whole table. ', 1 + $4 / 40), $4),
            CASE WHEN g % 10 = 0 THEN NULL ELSE 10 + g % 110 END,
            (ARRAY['easy','medium','hard'])[1 + g % 3],
            (ARRAY['vegan','vegetarian','beef','pork','chicken','lamb','fish','seafood'])[1 + g % 8],
            1 + g % 6,
            (SELECT jsonb_agg(jsonb_build_object('quantity', 25 * i, 'unit', (ARRAY['g','ml','tbsp',''])[1 + i % 4],
                                                 'name', 'ingredient ' || ((g + i) % 300)))
               FROM generate_series(1, $3::int) i),
            CASE WHEN g % 3 = 0 THEN NULL
                 ELSE jsonb_set($5::jsonb, '{calories,amount}', to_jsonb(200 + g % 500)) END,
            CASE WHEN g % 4 = 0 THEN ARRAY['gluten','milk'] ELSE ARRAY[]::text[] END,
            timestamptz '2025-01-01' + g * interval '1 minute'
     FROM generate_series(1, $2::int) g
     RETURNING id`,
    [userId, count, ingredients, descriptionLength, JSON.stringify(SEED_NUTRITION)],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  if (steps > 0)
    await db.query(
      `INSERT INTO instructions (recipe_id, steps)
       SELECT r.id,
              (SELECT jsonb_agg(jsonb_build_object(
                        'heading', 'Step ' || s || ': ' || left(r.title, 40),
                        'description', left(repeat('Stir gently and let it simmer for ' || s || ' minutes. ', 1 + $3 / 40), $3),
                        'animation', 'stirring.json',
                        'timer', CASE WHEN s % 2 = 0 THEN 60 * s ELSE NULL END) ORDER BY s)
                 FROM generate_series(1, $2::int) s)
       FROM recipes r WHERE r.id = ANY($1::int[])`,
      [ids, steps, stepLength],
    );
  return ids;
}

/** A bare user (no password: nobody signs in as them) for seeded libraries; its id. */
export async function seedUser(db: Queryable, username: string): Promise<number> {
  const [user] = await db.query<{ id: number }>(
    'INSERT INTO users (username, email, username_key) VALUES ($1, $2, $3) RETURNING id',
    [username, `${username}@example.org`, usernameKey(username)],
  );
  return user!.id;
}
