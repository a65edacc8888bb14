import { Readable } from 'node:stream';
import type { RouteDeps } from './deps.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import { HOUSEHOLD_INVITATION_DECLINED, HOUSEHOLD_MEMBER_REMOVED } from './household-service.ts';

/** Handlers of the household tag. */
export function householdHandlers(deps: RouteDeps): {
  getHousehold: Handler<'getHousehold'>;
  inviteHouseholdMember: Handler<'inviteHouseholdMember'>;
  removeHouseholdMember: Handler<'removeHouseholdMember'>;
  acceptHouseholdInvitation: Handler<'acceptHouseholdInvitation'>;
  declineHouseholdInvitation: Handler<'declineHouseholdInvitation'>;
  leaveHousehold: Handler<'leaveHousehold'>;
  getHouseholdEvents: Handler<'getHouseholdEvents'>;
} {
  const { household, householdEvents } = deps;
  return {
    async getHousehold({ userId }) {
      return { status: 200, body: await household.get(userId) };
    },

    async inviteHouseholdMember({ userId, body }) {
      return { status: 201, body: await household.invite(userId, body.username) };
    },

    async removeHouseholdMember({ userId, params }) {
      await household.remove(userId, params.membershipId);
      return { status: 200, body: { message: HOUSEHOLD_MEMBER_REMOVED } };
    },

    async acceptHouseholdInvitation({ userId, params }) {
      return { status: 200, body: await household.accept(userId, params.membershipId) };
    },

    async declineHouseholdInvitation({ userId, params }) {
      await household.decline(userId, params.membershipId);
      return { status: 200, body: { message: HOUSEHOLD_INVITATION_DECLINED } };
    },

    async leaveHousehold({ userId }) {
      return { status: 200, body: await household.leave(userId) };
    },

    /**
     * Server-sent events for as long as the client stays. The stream is sent like any streamed
     * answer (the security headers still apply); Fastify destroys it when the client goes, which
     * unregisters it, and the hub ends every open one when the app closes.
     */
    async getHouseholdEvents({ userId, request, reply }) {
      // A HEAD answer drops the body without ending it: it must not register a stream.
      const stream =
        request.method === 'HEAD' ? Readable.from([]) : await householdEvents.open(userId);
      reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        // Proxies that buffer answers (nginx) pass each event on at once.
        .header('x-accel-buffering', 'no');
      return { status: 200, stream };
    },
  };
}
