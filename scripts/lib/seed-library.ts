// Seeds a bench library straight into the database: `count` saved recipes of realistic size for one
// user (title, a 150-character description, 10 ingredients, some without a time, allergens: a third
// with gluten, a quarter with milk, a fifth with egg, 1 in 13 with fish), and a cooked log for every
// seventh. Shared by the library benchmarks.
import type { Database } from '#server/src/platform/db/database.ts';

/** Adds `count` saved recipes to the user and refreshes the planner statistics. */
export async function seedRecipes(db: Database, userId: number, count: number): Promise<void> {
  const difficulties = ['easy', 'medium', 'hard'];
  const categories = ['vegan', 'vegetarian', 'beef', 'pork', 'chicken', 'lamb', 'fish', 'seafood'];
  await db.query(
    `INSERT INTO recipes (user_id, is_saved, title, description, total_time_minutes, difficulty,
                          food_category, ingredients, created_at, allergens)
     SELECT $1, true, 'Recipe ' || g || ' with ' || (ARRAY['lentils','rice','pasta','tofu','salmon'])[1 + g % 5],
            repeat('A warming weeknight dish. ', 6),
            CASE WHEN g % 10 = 0 THEN NULL ELSE 10 + g % 110 END,
            ($3::text[])[1 + g % 3], ($4::text[])[1 + g % 8],
            (SELECT jsonb_agg(jsonb_build_object('quantity', 50 * i, 'unit', 'g', 'name', 'ingredient ' || ((g + i) % 300)))
               FROM generate_series(1, 10) i),
            timestamptz '2025-01-01' + g * interval '1 minute',
            array_remove(ARRAY[CASE WHEN g % 3 = 0 THEN 'gluten' END, CASE WHEN g % 5 = 0 THEN 'egg' END,
                               CASE WHEN g % 13 = 0 THEN 'fish' END, CASE WHEN g % 4 = 0 THEN 'milk' END], NULL)
     FROM generate_series(1, $2::int) g`,
    [userId, count, difficulties, categories],
  );
  await db.query(
    `INSERT INTO cooked_log (user_id, recipe_id, cooked_at)
     SELECT user_id, id, timestamptz '2026-01-01' + id * interval '1 hour' FROM recipes
     WHERE user_id = $1 AND id % 7 = 0`,
    [userId],
  );
  await db.query('ANALYZE');
}

/** Creates a bare user (no password) with `count` saved recipes; returns its id. */
export async function seedUser(db: Database, username: string, count: number): Promise<number> {
  const [user] = await db.query<{ id: number }>(
    'INSERT INTO users (username, email) VALUES ($1, $2) RETURNING id',
    [username, `${username}@example.org`],
  );
  await seedRecipes(db, user!.id, count);
  return user!.id;
}
