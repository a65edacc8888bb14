import type { Handler } from '#server/src/platform/contract/handlers.ts';
import type { RouteDeps } from './deps.ts';

/** Handler of the dashboard numbers (users tag). */
export function statsHandlers(deps: RouteDeps): {
  getCurrentUserStats: Handler<'getCurrentUserStats'>;
} {
  const { stats } = deps;
  return {
    async getCurrentUserStats({ userId }) {
      return { status: 200, body: await stats.get(userId) };
    },
  };
}
