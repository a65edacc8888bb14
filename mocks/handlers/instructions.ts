import type { GenerateInstructionsRequest } from '#src/api/types';
import { guard, http, notFound, pathParams, readBody, requireUser } from '#mocks/http';
import { completeInstructions, ownPreparingSession, ownRecipe } from '#mocks/store';
import { DETAILS } from '#contract/messages';

export const instructionsHandlers = [
  http.post('/instruction/generate', async ({ request, response }) => {
    guard('generateInstructions', request);
    const user = requireUser();
    const body = await readBody<GenerateInstructionsRequest>('generateInstructions', request);
    if (body.preparing_session_id != null) ownPreparingSession(body.preparing_session_id, user.id);
    const recipe = ownRecipe(body.recipe_id, user.id);
    // Idempotent: the "job" is the recipe's poll countdown; asking again does not restart it.
    const ready = recipe.instructions !== null;
    return response(202).json(
      ready
        ? { message: 'Instructions are ready', status: 'ready' }
        : { message: 'Instruction generation started', status: 'pending' },
    );
  }),

  http.get('/instruction/{recipeId}', ({ request, params, response }) => {
    guard('getInstructions', request);
    const user = requireUser();
    const { recipeId } = pathParams<{ recipeId: number }>('getInstructions', params);
    const recipe = ownRecipe(recipeId, user.id);
    if (recipe.instructions === null && recipe.instruction_polls_left > 0) {
      recipe.instruction_polls_left -= 1;
      throw notFound(DETAILS.instructionsNotReady);
    }
    completeInstructions(recipe);
    return response(200).json(recipe.instructions ?? []);
  }),
];
