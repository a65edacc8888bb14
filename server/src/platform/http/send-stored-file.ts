import type { FastifyReply } from 'fastify';
import type { StoredFile } from '#server/src/platform/storage/file-storage.ts';

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
