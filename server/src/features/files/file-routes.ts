import type { FastifyInstance } from 'fastify';
import { DETAILS, detailOf } from '#contract/messages.ts';
import type { Handler } from '#server/src/platform/contract/handlers.ts';
import { HttpError, invalid, notFound, type ValidationItem } from '#server/src/platform/errors.ts';
import { readMultipart, requireFile } from '#server/src/platform/http/multipart.ts';
import { sendStoredFile } from '#server/src/platform/http/send-stored-file.ts';
import { isValidFileKey, type FileStorage } from '#server/src/platform/storage/file-storage.ts';
import type { RouteDeps } from './deps.ts';

/** Handler of the files tag's upload (avatars and recipe photos); serveFile is routed by hand below. */
export function fileHandlers(deps: RouteDeps): {
  uploadPublicFile: Handler<'uploadPublicFile'>;
} {
  const { files, config } = deps;
  return {
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

/**
 * serveFile, routed by hand: keys contain '/', which a `{key}` path parameter cannot match.
 * Public (img tags send no credentials; keys are unguessable), immutable, nosniff, and sandboxed
 * so an SVG illustration can never run script in the site's origin.
 */
export function registerFileServing(app: FastifyInstance, storage: FileStorage): void {
  app.get('/api/files/serve/*', async (request, reply) => {
    const raw = (request.params as { '*': string })['*'];
    let key: string;
    try {
      key = decodeURIComponent(raw);
    } catch {
      throw invalid(['path', 'key'], DETAILS.invalidFileKey, 'value_error');
    }
    if (!isValidFileKey(key)) {
      throw invalid(
        ['path', 'key'],
        "String should match pattern '^(?!.*\\.\\.)[A-Za-z0-9._/-]+$'",
        'string_pattern_mismatch',
      );
    }
    const file = await storage.get(key);
    if (!file) throw notFound(DETAILS.fileNotFound);
    return sendStoredFile(reply, file, 'public, max-age=31536000, immutable');
  });
}
