import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../../contract/schema.gen.ts';
import type { CatalogueItem } from '../ai/catalogue/types.ts';
import { categoryOfItems } from '../ai/food-category.ts';
import { recipeAllergens } from '../ai/guard.ts';
import { matchName } from '../ai/matcher.ts';
import { estimateNutrition } from '../ai/nutrition.ts';
import type { Database } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import { instructionRepository } from '../repositories/instruction-repository.ts';
import type { OwnRecipe, RecipeRepository } from '../repositories/recipe-repository.ts';
import { storedFileRepository } from '../repositories/stored-file-repository.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { FileService } from './file-service.ts';
import { deleteImages, RECIPE_NOT_FOUND } from './recipe-service.ts';

type Schemas = components['schemas'];
type Step = Schemas['InstructionStep'];

/** The 422 item for an image_url that is neither an upload of the user's nor the recipe's own image. */
export const IMAGE_NOT_UPLOADED = {
  loc: ['body', 'image_url'],
  msg: 'Image not found: upload it first (POST /files/public-upload, category recipe)',
  type: 'value_error',
};

/** Words of a step's text and the animation they suggest; the first rule that matches wins. */
const STEP_ANIMATIONS: readonly [RegExp, Schemas['Animation']][] = [
  [/\b(bake|baking|oven|roast|backen|backofen|ofen)/i, 'baking.json'],
  [/\b(grill|barbecue|bbq)/i, 'grilling.json'],
  [/\b(fry|fries|fried|saut[eé]|sear|brown|braten|anbraten|brat)/i, 'frying.json'],
  [/\b(simmer|köcheln|koecheln|stew|schmoren)/i, 'simmering.json'],
  [/\b(boil|kochen|blanch)/i, 'boiling.json'],
  [/\b(whisk|beat|verquirlen|schlagen)/i, 'whisking.json'],
  [/\b(chop|dice|slice|cut|mince|grate|peel|schneiden|hacken|würfeln|reiben|schälen)/i, 'chopping.json'],
  [/\b(mix|stir|combine|fold|toss|rühren|mischen|vermengen)/i, 'mixing.json'],
  [/\b(season|salt|pepper|würzen|abschmecken)/i, 'seasoning.json'],
  [/\b(rest|cool|chill|ruhen|abkühlen)/i, 'resting.json'],
  [/\b(serve|plate|garnish|servieren|anrichten)/i, 'plating.json'],
];

const HEADING_MAX = 60;

/** A step's heading: its first sentence, cut at a word within 60 characters. */
export function stepHeading(text: string): string {
  const first = text.trim().split(/(?<=[.!?;:])\s+|\n/)[0]!.replace(/[.!?;:]+$/, '').trim();
  if (first.length <= HEADING_MAX) return first || text.trim().slice(0, HEADING_MAX);
  const cut = first.slice(0, HEADING_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[,\s]+$/, '')}…`;
}

export function stepAnimation(text: string): Schemas['Animation'] {
  return STEP_ANIMATIONS.find(([pattern]) => pattern.test(text))?.[1] ?? 'prepping.json';
}

/** The steps the cook wrote as instruction steps (heading, description, animation, timer). */
export function toInstructionSteps(steps: readonly Schemas['RecipeStepInput'][]): Step[] {
  return steps.map((step) => {
    const text = step.text.trim();
    return {
      heading: stepHeading(text),
      description: text,
      animation: stepAnimation(text),
      timer: step.timer,
    };
  });
}

/**
 * What the server computes from a written recipe: nutrition per serving from the catalogue (null
 * when no line is known to it), the names it did not know, allergens and the food category.
 */
export function computeOwnRecipe(input: Schemas['RecipeInput']): OwnRecipe {
  const ingredients: Schemas['Ingredient'][] = input.ingredients.map((line) => ({
    quantity: line.quantity,
    unit: line.unit.trim(),
    name: line.name.trim(),
  }));
  const items: CatalogueItem[] = [];
  const notCounted: string[] = [];
  for (const ingredient of ingredients) {
    const item = matchName(ingredient.name);
    if (item) items.push(item);
    else if (!notCounted.includes(ingredient.name)) notCounted.push(ingredient.name);
  }
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    imageUrl: input.image_url,
    totalTimeMinutes: input.total_time_minutes,
    difficulty: input.difficulty,
    foodCategory: categoryOfItems(items),
    baseServings: input.servings,
    ingredients,
    nutrition: items.length > 0 ? estimateNutrition(ingredients, input.servings).nutrition : null,
    allergens: recipeAllergens(ingredients),
    nutritionNotCounted: notCounted,
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
  ) {}

  async create(userId: number, input: Schemas['RecipeInput']): Promise<Schemas['RecipeDetail']> {
    const recipe = computeOwnRecipe(input);
    const steps = toInstructionSteps(input.steps);
    const id = await this.db.transaction(async (tx) => {
      await this.checkImage(tx, userId, recipe.imageUrl, null);
      const newId = await this.recipes.insertOwn(tx, userId, recipe);
      await instructionRepository.replaceSteps(tx, newId, userId, steps);
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
      const updated = await this.recipes.update(tx, userId, id, recipe);
      if (!updated) throw notFound(RECIPE_NOT_FOUND);
      await instructionRepository.replaceSteps(tx, id, userId, steps);
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
