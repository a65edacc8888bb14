import type { RouteDeps } from './deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';

/** Handlers of the plan tag. */
export function planHandlers(deps: RouteDeps): {
  getPlan: Handler<'getPlan'>;
  createPlanEntry: Handler<'createPlanEntry'>;
  updatePlanEntry: Handler<'updatePlanEntry'>;
  deletePlanEntry: Handler<'deletePlanEntry'>;
  markPlanEntryCooked: Handler<'markPlanEntryCooked'>;
} {
  const { plan } = deps;
  return {
    async getPlan({ userId, query }) {
      return { status: 200, body: await plan.range(userId, query.from, query.to) };
    },

    async createPlanEntry({ userId, body }) {
      return { status: 201, body: await plan.create(userId, body) };
    },

    async updatePlanEntry({ userId, params, body }) {
      return { status: 200, body: await plan.update(userId, params.entryId, body) };
    },

    async deletePlanEntry({ userId, params }) {
      await plan.remove(userId, params.entryId);
      return { status: 200, body: { message: 'Removed from the plan' } };
    },

    async markPlanEntryCooked({ userId, params }) {
      return { status: 200, body: await plan.markCooked(userId, params.entryId) };
    },
  };
}
