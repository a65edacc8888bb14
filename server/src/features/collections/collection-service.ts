import type { components } from '#contract/schema.gen.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { MAX_COLLECTIONS } from '#contract/limits.ts';
import { DETAILS, TOO_MANY_COLLECTIONS } from '#contract/messages.ts';
import { conflict, invalid, notFound } from '#server/src/platform/errors.ts';
import { collectionRepository, type CollectionRow } from './collection-repository.ts';
import { recipeRepository, toRecipe } from '#server/src/features/recipes/recipe-repository.ts';
import { RECIPE_NOT_FOUND } from '#server/src/features/recipes/recipe-service.ts';

type Schemas = components['schemas'];

const COLLECTION_NOT_FOUND = DETAILS.collectionNotFound;

function toCollection(row: CollectionRow): Schemas['Collection'] {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    recipe_count: row.recipe_count,
    preview_image_urls: row.preview_image_urls.slice(0, 4),
  };
}

/** Collections of the user's recipes. */
export class CollectionService {
  constructor(private readonly db: Database) {}

  async list(userId: number): Promise<Schemas['Collection'][]> {
    return (await collectionRepository.list(this.db, userId)).map(toCollection);
  }

  async get(userId: number, id: number): Promise<Schemas['CollectionDetail']> {
    const row = await collectionRepository.find(this.db, userId, id);
    if (!row) throw notFound(COLLECTION_NOT_FOUND);
    const recipes = await collectionRepository.recipes(this.db, id);
    return {
      ...toCollection(row),
      recipe_ids: recipes.map((r) => r.id),
      recipes: recipes.map(toRecipe),
    };
  }

  async create(
    userId: number,
    input: Schemas['CreateCollectionRequest'],
  ): Promise<Schemas['Collection']> {
    const name = input.name.trim();
    if (!name) throw invalid(['body', 'name'], DETAILS.atLeastOneCharacter, 'string_too_short');
    const description = input.description?.trim() || null;
    const id = await collectionRepository.insert(
      this.db,
      userId,
      name,
      description,
      MAX_COLLECTIONS,
    );
    // The cap keeps GET /collection/all bounded for everyone sharing the server.
    if (id === undefined) throw conflict(TOO_MANY_COLLECTIONS);
    return { id, name, description, recipe_count: 0, preview_image_urls: [] };
  }

  /** Replaces the membership list; when any id is not the user's recipe nothing changes (404). */
  async setRecipes(
    userId: number,
    id: number,
    recipeIds: number[],
  ): Promise<Schemas['CollectionDetail']> {
    await this.db.transaction(async (tx) => {
      if (!(await collectionRepository.lockOwned(tx, userId, id)))
        throw notFound(COLLECTION_NOT_FOUND);
      const owned = new Set(await recipeRepository.ownedIds(tx, userId, recipeIds));
      if (recipeIds.some((recipeId) => !owned.has(recipeId))) throw notFound(RECIPE_NOT_FOUND);
      await collectionRepository.replaceRecipes(tx, id, recipeIds);
    });
    return this.get(userId, id);
  }

  async listForRecipe(userId: number, recipeId: number): Promise<Schemas['Collection'][]> {
    if (!(await recipeRepository.exists(this.db, userId, recipeId)))
      throw notFound(RECIPE_NOT_FOUND);
    return (await collectionRepository.listForRecipe(this.db, userId, recipeId)).map(toCollection);
  }
}
