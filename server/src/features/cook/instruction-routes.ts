import type { Handler } from '#server/src/platform/contract/handlers.ts';
import type { RouteDeps } from './deps.ts';

/** Handlers of the instructions tag. */
export function instructionHandlers(deps: RouteDeps): {
  generateInstructions: Handler<'generateInstructions'>;
  getInstructions: Handler<'getInstructions'>;
} {
  const { instructions } = deps;
  return {
    async generateInstructions({ userId, body }) {
      return { status: 202, body: await instructions.request(userId, body.recipe_id) };
    },

    async getInstructions({ userId, params }) {
      return { status: 200, body: await instructions.get(userId, params.recipeId) };
    },
  };
}
