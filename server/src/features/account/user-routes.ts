import type { Handler } from '#server/src/platform/contract/handlers.ts';
import type { RouteDeps } from './deps.ts';

/** Handlers of the users tag: the profile (its numbers: dashboard/stats-routes.ts). */
export function userHandlers(deps: RouteDeps): {
  getCurrentUser: Handler<'getCurrentUser'>;
  updateUser: Handler<'updateUser'>;
} {
  const { users } = deps;
  return {
    async getCurrentUser({ userId }) {
      return { status: 200, body: await users.getCurrent(userId) };
    },

    async updateUser({ userId, params, body }) {
      return { status: 200, body: await users.update(userId, params.id, body) };
    },
  };
}
