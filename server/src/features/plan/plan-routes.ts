import { Readable } from 'node:stream';
import { DETAILS } from '#contract/messages.ts';
import type { RouteDeps } from './deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import { notFound } from '#server/src/platform/errors.ts';

/** Handlers of the plan tag. */
export function planHandlers(deps: RouteDeps): {
  getPlan: Handler<'getPlan'>;
  createPlanEntry: Handler<'createPlanEntry'>;
  updatePlanEntry: Handler<'updatePlanEntry'>;
  deletePlanEntry: Handler<'deletePlanEntry'>;
  markPlanEntryCooked: Handler<'markPlanEntryCooked'>;
  getPlanEntryRecipe: Handler<'getPlanEntryRecipe'>;
  getCalendarFeed: Handler<'getCalendarFeed'>;
  enableCalendarFeed: Handler<'enableCalendarFeed'>;
  revokeCalendarFeed: Handler<'revokeCalendarFeed'>;
  readCalendarFeed: Handler<'readCalendarFeed'>;
} {
  const { plan, calendarFeed } = deps;
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

    async getPlanEntryRecipe({ userId, params }) {
      return { status: 200, body: await plan.recipe(userId, params.entryId) };
    },

    async getCalendarFeed({ userId }) {
      return { status: 200, body: await calendarFeed.get(userId) };
    },

    async enableCalendarFeed({ userId }) {
      return { status: 200, body: await calendarFeed.enable(userId) };
    },

    async revokeCalendarFeed({ userId }) {
      return { status: 200, body: await calendarFeed.revoke(userId) };
    },

    /** Public: the token is the key. Not cached, so a revoke takes effect at the next refresh. */
    async readCalendarFeed({ params, reply }) {
      const text = await calendarFeed.read(params.file);
      if (text === undefined) throw notFound(DETAILS.calendarFeedNotFound);
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex, nofollow');
      return { status: 200, stream: Readable.from([text]) };
    },
  };
}
