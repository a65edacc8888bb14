import { HttpError, type ValidationItem } from '#server/src/platform/errors.ts';
import type { RouteDeps } from '#server/src/routes/deps.ts';
import { readMultipart, requireFile } from '#server/src/platform/http/multipart.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import { DETAILS, detailOf } from '#contract/messages.ts';

/** Handlers of the users and files tags. */
export function userHandlers(deps: RouteDeps): {
  getCurrentUser: Handler<'getCurrentUser'>;
  getCurrentUserStats: Handler<'getCurrentUserStats'>;
  updateUser: Handler<'updateUser'>;
  uploadPublicFile: Handler<'uploadPublicFile'>;
} {
  const { users, files, config } = deps;
  return {
    async getCurrentUser({ userId }) {
      return { status: 200, body: await users.getCurrent(userId) };
    },

    async getCurrentUserStats({ userId }) {
      return { status: 200, body: await users.stats(userId) };
    },

    async updateUser({ userId, params, body }) {
      return { status: 200, body: await users.update(userId, params.id, body) };
    },

    async uploadPublicFile({ userId: me, request }) {
      const form = await readMultipart(request, config.uploadMaxBytes);
      const problems: ValidationItem[] = [];
      const rawId = form.fields.user_id;
      let ownerId = 0;
      if (rawId === undefined)
        problems.push({ loc: ['body', 'user_id'], msg: DETAILS.fieldRequired, type: 'missing' });
      else if (!/^\d{1,9}$/.test(rawId.trim()) || Number(rawId) < 1) {
        problems.push({
          loc: ['body', 'user_id'],
          msg: DETAILS.notAnInteger,
          type: 'int_parsing',
        });
      } else ownerId = Number(rawId);
      const category = form.fields.category;
      if (category === undefined)
        problems.push({ loc: ['body', 'category'], msg: DETAILS.fieldRequired, type: 'missing' });
      else if (category !== 'profile' && category !== 'recipe')
        problems.push({
          loc: ['body', 'category'],
          msg: detailOf('choices', { choices: "'profile' or 'recipe'" }),
          type: 'enum',
        });
      const bytes = requireFile(form, problems);
      if (problems.length > 0 || !bytes) throw new HttpError(422, problems);
      return {
        status: 201,
        body: await files.uploadPublic(me, {
          userId: ownerId,
          bytes,
          category: category === 'recipe' ? 'recipe' : 'profile',
        }),
      };
    },
  };
}
