import { HttpError } from '#server/src/platform/errors.ts';
import type { RouteDeps } from '#server/src/routes/deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import { DETAILS } from '#contract/messages.ts';

/** Handlers of the instructions and health tags. */
export function instructionHandlers(deps: RouteDeps): {
  generateInstructions: Handler<'generateInstructions'>;
  getInstructions: Handler<'getInstructions'>;
  getHealth: Handler<'getHealth'>;
} {
  const { instructions, db } = deps;
  return {
    async generateInstructions({ userId, body }) {
      return { status: 202, body: await instructions.request(userId, body.recipe_id) };
    },

    async getInstructions({ userId, params }) {
      return { status: 200, body: await instructions.get(userId, params.recipeId) };
    },

    async getHealth({ request }) {
      try {
        await db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        throw new HttpError(503, DETAILS.databaseUnavailable);
      }
      return { status: 200, body: { status: 'ok' } };
    },
  };
}
