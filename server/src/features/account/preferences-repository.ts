import { NO_PREFERENCES, type StandingPreferences } from '#contract/preferences.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';

/** SQL for user_preferences (migration 0019): the cook's standing food preferences. */
export const preferencesRepository = {
  /** The user's preferences; three empty lists when they have set none. */
  async find(q: Queryable, userId: number): Promise<StandingPreferences> {
    const [row] = await q.query<StandingPreferences>(
      'SELECT allergens, diets, dislikes FROM user_preferences WHERE user_id = $1',
      [userId],
    );
    return row
      ? { allergens: row.allergens, diets: row.diets, dislikes: row.dislikes }
      : { ...NO_PREFERENCES };
  },

  /** Replaces the user's preferences (already normalised). */
  async replace(
    q: Queryable,
    userId: number,
    preferences: StandingPreferences,
    now: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO user_preferences (user_id, allergens, diets, dislikes, updated_at)
       VALUES ($1, $2::text[], $3::text[], $4::text[], $5)
       ON CONFLICT (user_id) DO UPDATE SET allergens = EXCLUDED.allergens, diets = EXCLUDED.diets,
         dislikes = EXCLUDED.dislikes, updated_at = EXCLUDED.updated_at`,
      [userId, preferences.allergens, preferences.diets, preferences.dislikes, now],
    );
  },
};
