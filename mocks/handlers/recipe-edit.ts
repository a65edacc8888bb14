import { now } from '#src/lib/clock';
import type { RecipeInput } from '#src/api/types';
import { IMAGE_NOT_UPLOADED, toInstructionSteps } from '#contract/recipe-steps';
import { db, nextId } from '#mocks/db';
import { fileBytes, storeFile } from '#mocks/files';
import { computeOwnRecipe, isoAt, toRecipeDetail } from '#mocks/factories';
import { DETAILS } from '#contract/messages';
import { copyInput } from '#contract/shared-recipe-copy';
import { guard, http, notFound, pathParams, problem, readBody, requireUser } from '#mocks/http';
import { completeInstructions, ownRecipe, requireLibraryRoom } from '#mocks/store';
import type { RecipeRow } from '#mocks/db';

/** null, the recipe's current image, or an upload of the user's (category recipe); else the server's 422. */
function checkImage(userId: number, imageUrl: string | null, current: string | null) {
  if (imageUrl === null || imageUrl === current) return;
  if (imageUrl.startsWith(`recipe/${userId}/`) && db.files.has(imageUrl)) return;
  throw problem(422, [IMAGE_NOT_UPLOADED]);
}

/**
 * As the server: the owner's stored photo copied into the visitor's own files (a new key of
 * theirs, never a reference to the owner's file); null for none or an outside URL.
 */
function copyImage(userId: number, key: string | null): string | null {
  const file = key ? db.files.get(key) : undefined;
  if (!key || !file) return null;
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return storeFile(`recipe/${userId}/photo`, ext, file.content_type, fileBytes(file));
}

/** The written fields of a recipe row, with what the mock computes from the ingredients. */
function written(input: RecipeInput) {
  return {
    ...computeOwnRecipe(input),
    title: input.title.trim(),
    description: input.description.trim(),
    baseServings: input.servings,
    total_time_minutes: input.total_time_minutes,
    difficulty: input.difficulty,
    image_url: input.image_url,
    is_saved: true,
    instructions: toInstructionSteps(input.steps),
    instruction_polls_left: 0,
  };
}

/** A new recipe of the user's, stored like the server's create (the library's room checked). */
function createOwn(userId: number, input: RecipeInput): RecipeRow {
  checkImage(userId, input.image_url, null);
  requireLibraryRoom(userId);
  const id = nextId('recipes');
  const row: RecipeRow = {
    id,
    created_at: isoAt(now()),
    owner_id: userId,
    session_id: null,
    cooking_method: 'curry',
    share_token: null,
    ...written(input),
  };
  db.recipes.set(id, row);
  return row;
}

/**
 * POST /recipe/create and PUT /recipe/{id}/update, answered like the server; POST
 * /shared/{token}/save ("Save to my Sous") copies a shared recipe through the same create.
 */
export const recipeEditHandlers = [
  http.post('/recipe/create', async ({ request, response }) => {
    guard('createRecipe', request);
    const user = requireUser();
    const input = await readBody<RecipeInput>('createRecipe', request);
    return response(201).json(toRecipeDetail(createOwn(user.id, input)));
  }),

  http.post('/shared/{token}/save', ({ request, params, response }) => {
    guard('saveSharedRecipe', request);
    const user = requireUser();
    const { token } = pathParams<{ token: string }>('saveSharedRecipe', params);
    const shared = [...db.recipes.values()].find((row) => row.share_token === token);
    if (!shared) throw notFound(DETAILS.recipeNotFound);
    if (shared.owner_id === user.id)
      return response(200).json({ recipe_id: shared.id, title: shared.title, already_yours: true });
    // As the server: a recipe whose steps are still being written has nothing to copy yet.
    if (shared.instructions === null && shared.instruction_polls_left > 0)
      throw problem(409, DETAILS.instructionsNotReady);
    completeInstructions(shared);
    const steps = shared.instructions ?? [];
    if (steps.length === 0) throw problem(409, DETAILS.instructionsNotReady);
    const copy = createOwn(user.id, {
      ...copyInput(toRecipeDetail(shared), steps),
      image_url: copyImage(user.id, shared.image_url),
    });
    return response(201).json({ recipe_id: copy.id, title: copy.title, already_yours: false });
  }),

  http.put('/recipe/{id}/update', async ({ request, params, response }) => {
    guard('updateRecipe', request);
    const user = requireUser();
    const { id } = pathParams<{ id: number }>('updateRecipe', params);
    const input = await readBody<RecipeInput>('updateRecipe', request);
    const recipe = ownRecipe(id, user.id);
    checkImage(user.id, input.image_url, recipe.image_url);
    // Editing a draft saves it.
    if (!recipe.is_saved) requireLibraryRoom(user.id);
    const previous = recipe.image_url;
    Object.assign(recipe, written(input));
    if (previous && previous !== recipe.image_url && previous.startsWith(`recipe/${user.id}/`))
      db.files.delete(previous);
    return response(200).json(toRecipeDetail(recipe));
  }),
];
