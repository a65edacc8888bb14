import type { FastifyBaseLogger } from 'fastify';
import type { components, operations } from '#contract/schema.gen.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { decodeListCursor, encodeListCursor, INVALID_CURSOR } from '#contract/list-cursor.ts';
import { HttpError, notFound } from '#server/src/platform/errors.ts';
import { cookedLogRepository } from './cooked-log-repository.ts';
import { collectionExists, type RecipeRepository } from './recipe-repository.ts';
import type { FileStorage } from '#server/src/platform/storage/file-storage.ts';
import { DETAILS } from '#contract/messages.ts';
import { reserveOne } from './library-limit.ts';
import { LIBRARY_MAX_RECIPES } from '#contract/limits.ts';

type Schemas = components['schemas'];

export const RECIPE_NOT_FOUND = DETAILS.recipeNotFound;

/** The query parameters of GET /recipe/list. */
export type RecipeListParams = NonNullable<operations['listRecipes']['parameters']['query']>;

/** Removes stored images that no recipe shows any more; failures only cost disk space, so they are logged. */
export async function deleteImages(
  storage: FileStorage,
  keys: (string | null)[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of keys) {
    // Only server-made illustrations: absolute URLs are not ours, and photos stay with their analysis.
    if (!key || !key.startsWith('recipes/')) continue;
    await storage
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'Could not delete a recipe image'));
  }
}

/** The recipe library: list, read, save, delete, cooked log. */
export class RecipeService {
  constructor(
    private readonly db: Database,
    private readonly recipes: RecipeRepository,
    private readonly storage: FileStorage,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    /** Saved recipes a user may keep (config LIBRARY_MAX_RECIPES). */
    private readonly libraryMax: number = LIBRARY_MAX_RECIPES,
  ) {}

  async listSaved(userId: number): Promise<Schemas['Recipe'][]> {
    return this.recipes.listSaved(this.db, userId);
  }

  /** One page of the saved list (GET /recipe/list); reads one row more to know whether a next page exists. */
  async listPage(userId: number, params: RecipeListParams): Promise<Schemas['RecipePage']> {
    const sort = params.sort ?? 'newest';
    const limit = params.limit ?? 24;
    const after = params.cursor === undefined ? undefined : decodeListCursor(params.cursor, sort);
    if (params.cursor !== undefined && !after) throw new HttpError(422, [INVALID_CURSOR]);
    if (
      params.collection_id !== undefined &&
      !(await collectionExists(this.db, userId, params.collection_id))
    )
      throw notFound(DETAILS.collectionNotFound);
    const rows = await this.recipes.listPage(this.db, userId, {
      search: (params.q ?? '').trim(),
      difficulty: params.difficulty,
      category: params.category,
      maxTime: params.max_time,
      collectionId: params.collection_id,
      freeOf: params.free_of,
      sort,
      after,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => row.recipe),
      next_cursor:
        rows.length > limit && last
          ? encodeListCursor({ sort, key: last.key, id: last.recipe.id })
          : null,
    };
  }

  async get(userId: number, id: number): Promise<Schemas['RecipeDetail']> {
    const detail = await this.recipes.findDetail(this.db, userId, id);
    if (!detail) throw notFound(RECIPE_NOT_FOUND);
    return detail;
  }

  /** Saves a draft into the library (409 when it is full); a saved recipe stays saved, full or not. */
  async save(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const saved = await this.recipes.savedState(tx, userId, id);
      if (saved === undefined) throw notFound(RECIPE_NOT_FOUND);
      if (saved) return;
      await reserveOne(tx, this.recipes, userId, this.libraryMax);
      if (!(await this.recipes.markSaved(tx, userId, id))) throw notFound(RECIPE_NOT_FOUND);
    });
  }

  async delete(userId: number, id: number): Promise<void> {
    const deleted = await this.recipes.delete(this.db, userId, id);
    if (!deleted) throw notFound(RECIPE_NOT_FOUND);
    await deleteImages(this.storage, [deleted.image_url], this.log);
  }

  /**
   * Sets the recipe's rating and note (PATCH /recipe/{id}/rating-notes); the contract has checked
   * their range and length. The note is trimmed, and empty clears it.
   */
  async setRatingNotes(
    userId: number,
    id: number,
    input: Schemas['RatingNotesInput'],
  ): Promise<Schemas['RatingNotes']> {
    const note = input.note === undefined ? undefined : input.note?.trim() || null;
    const stored = await this.recipes.setRatingNotes(this.db, userId, id, {
      rating: input.rating,
      note,
    });
    if (!stored) throw notFound(RECIPE_NOT_FOUND);
    return stored;
  }

  async markCooked(userId: number, id: number): Promise<void> {
    if (!(await this.recipes.exists(this.db, userId, id))) throw notFound(RECIPE_NOT_FOUND);
    await cookedLogRepository.insertCooked(this.db, userId, id, this.clock());
  }
}
