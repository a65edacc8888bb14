import { now } from '#src/lib/clock';
import type { RecipeInput } from '#src/api/types';
import { IMAGE_NOT_UPLOADED, toInstructionSteps } from '#contract/recipe-steps';
import { db, nextId } from '#mocks/db';
import { computeOwnRecipe, isoAt, toRecipeDetail } from '#mocks/factories';
import { guard, http, pathParams, problem, readBody, requireUser } from '#mocks/http';
import { ownRecipe, requireLibraryRoom } from '#mocks/store';
import type { RecipeRow } from '#mocks/db';

/** null, the recipe's current image, or an upload of the user's (category recipe); else the server's 422. */
function checkImage(userId: number, imageUrl: string | null, current: string | null) {
  if (imageUrl === null || imageUrl === current) return;
  if (imageUrl.startsWith(`recipe/${userId}/`) && db.files.has(imageUrl)) return;
  throw problem(422, [IMAGE_NOT_UPLOADED]);
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

/** POST /recipe/create and PUT /recipe/{id}/update, answered like the server. */
export const recipeEditHandlers = [
  http.post('/recipe/create', async ({ request, response }) => {
    guard('createRecipe', request);
    const user = requireUser();
    const input = await readBody<RecipeInput>('createRecipe', request);
    checkImage(user.id, input.image_url, null);
    requireLibraryRoom(user.id);
    const id = nextId('recipes');
    const row: RecipeRow = {
      id,
      created_at: isoAt(now()),
      owner_id: user.id,
      session_id: null,
      cooking_method: 'curry',
      share_token: null,
      ...written(input),
    };
    db.recipes.set(id, row);
    return response(201).json(toRecipeDetail(row));
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
