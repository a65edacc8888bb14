import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../../contract/schema.gen.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { recipeRepository } from '../repositories/recipe-repository.ts';
import { statsRepository } from '../repositories/stats-repository.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { toRecipe, toRecipeDetail } from './dto.ts';
import type { RecipeCache } from './recipe-cache.ts';

type Schemas = components['schemas'];

export const RECIPE_NOT_FOUND = 'Recipe not found';

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
    private readonly cache: RecipeCache,
    private readonly storage: FileStorage,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `afterWrite`: the client wrote moments ago and must see that (see RecipeCache). */
  async listSaved(userId: number, afterWrite: boolean): Promise<Schemas['Recipe'][]> {
    return this.cache.list(userId, afterWrite, async () =>
      (await recipeRepository.listSaved(this.db, userId)).map(toRecipe),
    );
  }

  async get(userId: number, id: number, afterWrite: boolean): Promise<Schemas['RecipeDetail']> {
    const detail = await this.cache.detail(userId, id, afterWrite, async () => {
      const row = await recipeRepository.findDetail(this.db, userId, id);
      return row && toRecipeDetail(row);
    });
    if (!detail) throw notFound(RECIPE_NOT_FOUND);
    return detail;
  }

  async save(userId: number, id: number): Promise<void> {
    if (!(await recipeRepository.markSaved(this.db, userId, id))) throw notFound(RECIPE_NOT_FOUND);
    this.cache.saved(userId, id);
  }

  async delete(userId: number, id: number): Promise<void> {
    const deleted = await recipeRepository.delete(this.db, userId, id);
    if (!deleted) throw notFound(RECIPE_NOT_FOUND);
    this.cache.removed(userId, [id]);
    await deleteImages(this.storage, [deleted.image_url], this.log);
  }

  async markCooked(userId: number, id: number): Promise<void> {
    if (!(await recipeRepository.exists(this.db, userId, id))) throw notFound(RECIPE_NOT_FOUND);
    await statsRepository.insertCooked(this.db, userId, id, this.clock());
  }
}
