import type { RouteDeps } from './deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';

/** Handlers of the recipes written and edited by hand (issue #17, item 2). */
export function recipeEditHandlers(deps: RouteDeps): {
  createRecipe: Handler<'createRecipe'>;
  updateRecipe: Handler<'updateRecipe'>;
} {
  const { recipeEdits } = deps;
  return {
    async createRecipe({ userId, body }) {
      return { status: 201, body: await recipeEdits.create(userId, body) };
    },
    async updateRecipe({ userId, params, body }) {
      return { status: 200, body: await recipeEdits.update(userId, params.id, body) };
    },
  };
}
