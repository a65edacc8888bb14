import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, invalid } from '#server/src/platform/errors.ts';
import { DETAILS } from '#contract/messages.ts';

type Done = (error?: Error) => void;

/** The media type of a Content-Type header, lower-cased and without parameters ('' when absent). */
export const mediaTypeOf = (header: string | undefined): string =>
  (header ?? '').split(';')[0]!.trim().toLowerCase();

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/** The location of the first string (or key) holding a NUL character, which no text column can store. */
export function findNul(value: unknown, loc: (string | number)[]): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? loc : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...loc, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...loc, key] : findNul(item, [...loc, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** preValidation for every operation: a NUL character in the body or query is a 422, not a database error. */
export function refuseNul(request: FastifyRequest, _reply: FastifyReply, done: Done): void {
  const at = findNul(request.body, ['body']) ?? findNul(request.query, ['query']);
  if (at) return done(invalid(at, DETAILS.nulCharacter, 'string_nul'));
  done();
}

/**
 * Route hooks that make the contract's request body binding for every content type: Fastify only
 * validates a body whose media type has a schema, so a body of any other type (a form sent to a
 * JSON operation) is refused with 415 before it is parsed, and a required body that is missing is a
 * 422 (the validator never sees an absent body).
 */
export function bodyRuleHooks(rule: { mediaTypes: string[]; required: boolean }) {
  const allowed = new Set(rule.mediaTypes.map((t) => t.toLowerCase()));
  return {
    preParsing: (
      request: FastifyRequest,
      _reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) => {
      const type = mediaTypeOf(request.headers['content-type']);
      if ((type !== '' || hasBody(request)) && !allowed.has(type))
        return done(new HttpError(415, DETAILS.unsupportedContentType));
      done(null, payload);
    },
    preValidation: (request: FastifyRequest, reply: FastifyReply, done: Done) => {
      const multipart = allowed.has('multipart/form-data');
      if (rule.required && !multipart && (request.body === undefined || request.body === null))
        return done(invalid(['body'], DETAILS.fieldRequired, 'missing'));
      refuseNul(request, reply, done);
    },
  };
}
