import type { FastifyInstance, FastifyReply } from 'fastify';
import { invalid, notFound } from '#server/src/platform/errors.ts';
import {
  isValidFileKey,
  type FileStorage,
  type StoredFile,
} from '#server/src/platform/storage/file-storage.ts';
import { DETAILS } from '#contract/messages.ts';

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

/** Sends a stored file as it is: its type and length, nosniff, and a sandboxed CSP (an SVG never runs script here). */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  cacheControl: string,
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    )
    .send(file.body);
}
