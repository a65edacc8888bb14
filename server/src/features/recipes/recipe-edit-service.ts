import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_NOT_UPLOADED, toInstructionSteps } from '#contract/recipe-steps.ts';
import type { components } from '#contract/schema.gen.ts';
import { recipeFacts } from '#kitchen/recipe-facts.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { HttpError, notFound } from '#server/src/platform/errors.ts';
import { stepsRepository } from './steps-repository.ts';
import type { OwnRecipe, RecipeRepository } from './recipe-repository.ts';
import { storedFileRepository } from '#server/src/features/files/stored-file-repository.ts';
import type { FileStorage } from '#server/src/platform/storage/file-storage.ts';
import type { FileService } from '#server/src/features/files/file-service.ts';
import { deleteImages, RECIPE_NOT_FOUND } from './recipe-service.ts';
import { reserveOne } from './library-limit.ts';
import { LIBRARY_MAX_RECIPES } from '#contract/limits.ts';

type Schemas = components['schemas'];

/**
 * What the server stores for a written recipe: the trimmed lines and what the kitchen computes from
 * them (kitchen/recipe-facts.ts: nutrition, names not counted, allergens, food category).
 */
export function computeOwnRecipe(input: Schemas['RecipeInput']): OwnRecipe {
  const ingredients: Schemas['Ingredient'][] = input.ingredients.map((line) => ({
    quantity: line.quantity,
    unit: line.unit.trim(),
    name: line.name.trim(),
  }));
  const facts = recipeFacts(ingredients, input.servings);
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    imageUrl: input.image_url,
    totalTimeMinutes: input.total_time_minutes,
    difficulty: input.difficulty,
    foodCategory: facts.foodCategory,
    baseServings: input.servings,
    ingredients,
    nutrition: facts.nutrition,
    allergens: facts.allergens,
    nutritionNotCounted: facts.nutritionNotCounted,
  };
}

/** Recipes written and edited by hand (POST /recipe/create, PUT /recipe/{id}/update). */
export class RecipeEditService {
  constructor(
    private readonly db: Database,
    private readonly recipes: RecipeRepository,
    private readonly files: FileService,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
    /** Saved recipes a user may keep (config LIBRARY_MAX_RECIPES). */
    private readonly libraryMax: number = LIBRARY_MAX_RECIPES,
  ) {}

  async create(userId: number, input: Schemas['RecipeInput']): Promise<Schemas['RecipeDetail']> {
    const recipe = computeOwnRecipe(input);
    const steps = toInstructionSteps(input.steps);
    const id = await this.db.transaction(async (tx) => {
      await this.checkImage(tx, userId, recipe.imageUrl, null);
      await reserveOne(tx, this.recipes, userId, this.libraryMax);
      const newId = await this.recipes.insertOwn(tx, userId, recipe);
      await stepsRepository.replaceSteps(tx, newId, userId, steps);
      return newId;
    });
    return this.read(userId, id);
  }

  async update(
    userId: number,
    id: number,
    input: Schemas['RecipeInput'],
  ): Promise<Schemas['RecipeDetail']> {
    const recipe = computeOwnRecipe(input);
    const steps = toInstructionSteps(input.steps);
    const previous = await this.db.transaction(async (tx) => {
      const current = await this.recipes.findDetail(tx, userId, id);
      if (!current) throw notFound(RECIPE_NOT_FOUND);
      await this.checkImage(tx, userId, recipe.imageUrl, current.image_url);
      // Editing a draft saves it: it needs room in the library.
      if (!current.is_saved) await reserveOne(tx, this.recipes, userId, this.libraryMax);
      const updated = await this.recipes.update(tx, userId, id, recipe);
      if (!updated) throw notFound(RECIPE_NOT_FOUND);
      await stepsRepository.replaceSteps(tx, id, userId, steps);
      return updated.previous_image_url;
    });
    if (previous && previous !== recipe.imageUrl) {
      await deleteImages(this.storage, [previous], this.log);
      await this.files.discard(userId, previous);
    }
    return this.read(userId, id);
  }

  /** null, the recipe's current image, or a stored upload of the user's; else 422. */
  private async checkImage(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    userId: number,
    imageUrl: string | null,
    current: string | null,
  ): Promise<void> {
    if (imageUrl === null || imageUrl === current) return;
    if (
      imageUrl.startsWith(`recipe/${userId}/`) &&
      (await storedFileRepository.ownedBy(tx, userId, imageUrl))
    )
      return;
    throw new HttpError(422, [IMAGE_NOT_UPLOADED]);
  }

  private async read(userId: number, id: number): Promise<Schemas['RecipeDetail']> {
    const detail = await this.recipes.findDetail(this.db, userId, id);
    if (!detail) throw notFound(RECIPE_NOT_FOUND);
    return detail;
  }
}
