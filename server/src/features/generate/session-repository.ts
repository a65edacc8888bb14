import type { Queryable } from '#server/src/platform/db/database.ts';

export interface SessionRow {
  id: number;
  user_id: number;
  prompt: string;
  written_ingredients: string;
  image_key: string | null;
  analyzed_ingredients: string[] | null;
  /** How many times the session has generated; 0 before its first options. */
  generation: number;
  /** Titles the session has shown, oldest first. */
  shown_titles: string[];
  /** What the last generation could not place (0015). */
  ignored_words: string[];
  ignored_ingredients: string[];
  /** What the options step says about the last generation (0018); null: nothing. */
  notice: string | null;
}

const COLUMNS =
  'id, user_id, prompt, written_ingredients, image_key, analyzed_ingredients, generation, shown_titles, ignored_words, ignored_ingredients, notice';

/** What a generation writes onto its session row. */
export interface SessionWrite {
  prompt: string;
  writtenIngredients: string;
  imageKey: string | null;
  analyzedIngredients: string[] | null;
  generation: number;
  shownTitles: string[];
  ignoredWords: string[];
  ignoredIngredients: string[];
  notice: string | null;
}

function writeParams(s: SessionWrite): unknown[] {
  return [
    s.prompt,
    s.writtenIngredients,
    s.imageKey,
    s.analyzedIngredients === null ? null : JSON.stringify(s.analyzedIngredients),
    s.generation,
    JSON.stringify(s.shownTitles),
    JSON.stringify(s.ignoredWords),
    JSON.stringify(s.ignoredIngredients),
    s.notice,
  ];
}

/** SQL for preparing sessions and the photo analyses they are generated from. */
export const sessionRepository = {
  async find(q: Queryable, userId: number, id: number): Promise<SessionRow | undefined> {
    const [row] = await q.query<SessionRow>(
      `SELECT ${COLUMNS} FROM preparing_sessions WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row;
  },

  /** Locks the session for a draft replacement; undefined when it is not the user's (or was finished meanwhile). */
  async lockOwned(q: Queryable, userId: number, id: number): Promise<SessionRow | undefined> {
    const [row] = await q.query<SessionRow>(
      `SELECT ${COLUMNS} FROM preparing_sessions WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [id, userId],
    );
    return row;
  },

  async insert(q: Queryable, userId: number, s: SessionWrite): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO preparing_sessions (user_id, prompt, written_ingredients, image_key, analyzed_ingredients, generation, shown_titles, ignored_words, ignored_ingredients, notice)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10) RETURNING id`,
      [userId, ...writeParams(s)],
    );
    return row!.id;
  },

  async update(q: Queryable, id: number, s: SessionWrite): Promise<void> {
    await q.query(
      `UPDATE preparing_sessions SET prompt = $2, written_ingredients = $3, image_key = $4, analyzed_ingredients = $5::jsonb,
         generation = $6, shown_titles = $7::jsonb, ignored_words = $8::jsonb, ignored_ingredients = $9::jsonb,
         notice = $10, updated_at = now() WHERE id = $1`,
      [id, ...writeParams(s)],
    );
  },

  async delete(q: Queryable, id: number): Promise<void> {
    await q.query('DELETE FROM preparing_sessions WHERE id = $1', [id]);
  },

  async insertImageAnalysis(
    q: Queryable,
    imageKey: string,
    userId: number,
    ingredients: string[],
  ): Promise<void> {
    await q.query(
      'INSERT INTO image_analyses (image_key, user_id, ingredients) VALUES ($1, $2, $3::jsonb)',
      [imageKey, userId, JSON.stringify(ingredients)],
    );
  },

  async findImageAnalysis(
    q: Queryable,
    userId: number,
    imageKey: string,
  ): Promise<string[] | undefined> {
    const [row] = await q.query<{ ingredients: string[] }>(
      'SELECT ingredients FROM image_analyses WHERE image_key = $1 AND user_id = $2',
      [imageKey, userId],
    );
    return row?.ingredients;
  },
};
