import type { Handler } from '#server/src/platform/contract/handlers.ts';
import type { RouteDeps } from './deps.ts';

/** Handlers of the users tag: the profile and the standing food preferences (its numbers: dashboard/stats-routes.ts). */
export function userHandlers(deps: RouteDeps): {
  getCurrentUser: Handler<'getCurrentUser'>;
  updateUser: Handler<'updateUser'>;
  getPreferences: Handler<'getPreferences'>;
  updatePreferences: Handler<'updatePreferences'>;
} {
  const { users } = deps;
  return {
    async getCurrentUser({ userId }) {
      return { status: 200, body: await users.getCurrent(userId) };
    },

    async updateUser({ userId, params, body }) {
      return { status: 200, body: await users.update(userId, params.id, body) };
    },

    async getPreferences({ userId }) {
      return { status: 200, body: await users.getPreferences(userId) };
    },

    async updatePreferences({ userId, body }) {
      return { status: 200, body: await users.updatePreferences(userId, body) };
    },
  };
}
