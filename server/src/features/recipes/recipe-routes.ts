import type { RouteDeps } from './deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';

/** Handlers of the recipes tag. */
export function recipeHandlers(deps: RouteDeps): {
  getAllRecipes: Handler<'getAllRecipes'>;
  listRecipes: Handler<'listRecipes'>;
  getRecipe: Handler<'getRecipe'>;
  saveRecipe: Handler<'saveRecipe'>;
  deleteRecipe: Handler<'deleteRecipe'>;
  markRecipeCooked: Handler<'markRecipeCooked'>;
  updateRecipeRatingNotes: Handler<'updateRecipeRatingNotes'>;
} {
  const { recipes } = deps;
  return {
    async getAllRecipes({ userId }) {
      return { status: 200, body: await recipes.listSaved(userId) };
    },

    async listRecipes({ userId, query }) {
      return { status: 200, body: await recipes.listPage(userId, query) };
    },

    async getRecipe({ userId, params }) {
      return { status: 200, body: await recipes.get(userId, params.id) };
    },

    async saveRecipe({ userId, params }) {
      await recipes.save(userId, params.id);
      return { status: 200, body: { message: 'Recipe saved' } };
    },

    async deleteRecipe({ userId, params }) {
      await recipes.delete(userId, params.id);
      return { status: 200, body: { message: 'Recipe deleted' } };
    },

    async markRecipeCooked({ userId, params }) {
      await recipes.markCooked(userId, params.id);
      return { status: 201, body: { message: 'Enjoy your meal!' } };
    },

    async updateRecipeRatingNotes({ userId, params, body }) {
      return { status: 200, body: await recipes.setRatingNotes(userId, params.id, body) };
    },
  };
}
