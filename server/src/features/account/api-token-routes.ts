import type { Handler } from '#server/src/platform/contract/handlers.ts';
import type { ApiTokenService } from './api-token-service.ts';

/** Handlers of the personal API tokens (a session's only: the contract lists no bearerAuth on them). */
export function apiTokenHandlers(deps: { apiTokens: ApiTokenService }): {
  listApiTokens: Handler<'listApiTokens'>;
  createApiToken: Handler<'createApiToken'>;
  revokeApiToken: Handler<'revokeApiToken'>;
} {
  const { apiTokens } = deps;
  return {
    async listApiTokens({ userId }) {
      return { status: 200, body: await apiTokens.list(userId) };
    },

    async createApiToken({ userId, body }) {
      return { status: 201, body: await apiTokens.create(userId, body) };
    },

    async revokeApiToken({ userId, params }) {
      await apiTokens.revoke(userId, params.id);
      return { status: 200, body: { message: 'Token revoked' } };
    },
  };
}
