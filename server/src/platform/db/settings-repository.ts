import type { Queryable } from './database.ts';

/** Server-wide values kept in the database (e.g. the generated token secret shared by all instances). */
export const settingsRepository = {
  /** Stores value unless the key exists, then returns what is stored: the first instance to start wins. */
  async ensure(q: Queryable, key: string, value: string): Promise<string> {
    await q.query(
      'INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
      [key, value],
    );
    const [row] = await q.query<{ value: string }>(
      'SELECT value FROM app_settings WHERE key = $1',
      [key],
    );
    return row!.value;
  },
};
