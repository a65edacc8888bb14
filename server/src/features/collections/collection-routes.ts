import type { RouteDeps } from './deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';

/** Handlers of the collections tag. */
export function collectionHandlers(deps: RouteDeps): {
  getAllCollections: Handler<'getAllCollections'>;
  getCollection: Handler<'getCollection'>;
  createCollection: Handler<'createCollection'>;
  updateCollectionRecipes: Handler<'updateCollectionRecipes'>;
  getRecipeCollections: Handler<'getRecipeCollections'>;
} {
  const { collections } = deps;
  return {
    async getAllCollections({ userId }) {
      return { status: 200, body: await collections.list(userId) };
    },

    async getCollection({ userId, params }) {
      return { status: 200, body: await collections.get(userId, params.id) };
    },

    async createCollection({ userId, body }) {
      return { status: 201, body: await collections.create(userId, body) };
    },

    async updateCollectionRecipes({ userId, params, body }) {
      return {
        status: 200,
        body: await collections.setRecipes(userId, params.id, body.recipe_ids),
      };
    },

    async getRecipeCollections({ userId, params }) {
      return { status: 200, body: await collections.listForRecipe(userId, params.id) };
    },
  };
}
