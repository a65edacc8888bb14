import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../../contract/schema.gen.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { RecipeRepository } from '../repositories/recipe-repository.ts';
import { statsRepository } from '../repositories/stats-repository.ts';
import type { FileStorage } from '../storage/file-storage.ts';

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
    private readonly recipes: RecipeRepository,
    private readonly storage: FileStorage,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async listSaved(userId: number): Promise<Schemas['Recipe'][]> {
    return this.recipes.listSaved(this.db, userId);
  }

  async get(userId: number, id: number): Promise<Schemas['RecipeDetail']> {
    const detail = await this.recipes.findDetail(this.db, userId, id);
    if (!detail) throw notFound(RECIPE_NOT_FOUND);
    return detail;
  }

  async save(userId: number, id: number): Promise<void> {
    if (!(await this.recipes.markSaved(this.db, userId, id))) throw notFound(RECIPE_NOT_FOUND);
  }

  async delete(userId: number, id: number): Promise<void> {
    const deleted = await this.recipes.delete(this.db, userId, id);
    if (!deleted) throw notFound(RECIPE_NOT_FOUND);
    await deleteImages(this.storage, [deleted.image_url], this.log);
  }

  async markCooked(userId: number, id: number): Promise<void> {
    if (!(await this.recipes.exists(this.db, userId, id))) throw notFound(RECIPE_NOT_FOUND);
    await statsRepository.insertCooked(this.db, userId, id, this.clock());
  }
}
