import type { RouteDeps } from './deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import { SHOPPING_ITEM_REMOVED } from './shopping-service.ts';

/** Handlers of the shopping tag. */
export function shoppingHandlers(deps: RouteDeps): {
  getShoppingList: Handler<'getShoppingList'>;
  addRecipeToShoppingList: Handler<'addRecipeToShoppingList'>;
  addPlanToShoppingList: Handler<'addPlanToShoppingList'>;
  createShoppingItem: Handler<'createShoppingItem'>;
  updateShoppingItem: Handler<'updateShoppingItem'>;
  deleteShoppingItem: Handler<'deleteShoppingItem'>;
  clearCheckedShoppingItems: Handler<'clearCheckedShoppingItems'>;
  getPantry: Handler<'getPantry'>;
  updatePantry: Handler<'updatePantry'>;
} {
  const { shopping } = deps;
  return {
    async getShoppingList({ userId }) {
      return { status: 200, body: await shopping.list(userId) };
    },

    async addRecipeToShoppingList({ userId, body }) {
      return { status: 200, body: await shopping.addRecipe(userId, body) };
    },

    async addPlanToShoppingList({ userId, body }) {
      return { status: 200, body: await shopping.addPlan(userId, body) };
    },

    async createShoppingItem({ userId, body }) {
      return { status: 201, body: await shopping.createItem(userId, body) };
    },

    async updateShoppingItem({ userId, params, body }) {
      return { status: 200, body: await shopping.updateItem(userId, params.itemId, body) };
    },

    async deleteShoppingItem({ userId, params }) {
      await shopping.deleteItem(userId, params.itemId);
      return { status: 200, body: { message: SHOPPING_ITEM_REMOVED } };
    },

    async clearCheckedShoppingItems({ userId }) {
      return { status: 200, body: await shopping.clearChecked(userId) };
    },

    async getPantry({ userId }) {
      return { status: 200, body: await shopping.pantry(userId) };
    },

    async updatePantry({ userId, body }) {
      return { status: 200, body: await shopping.setPantry(userId, body) };
    },
  };
}
