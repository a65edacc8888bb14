import { DETAILS } from '#contract/messages.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { HttpError } from '#server/src/platform/errors.ts';

/** Handler of the health tag: the process is up and reaches its database. */
export function healthHandlers(deps: { db: Database }): {
  getHealth: Handler<'getHealth'>;
} {
  const { db } = deps;
  return {
    async getHealth({ request }) {
      try {
        await db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        throw new HttpError(503, DETAILS.databaseUnavailable);
      }
      return { status: 200, body: { status: 'ok' } };
    },
  };
}
