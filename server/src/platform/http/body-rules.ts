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
    preValidation: (request: FastifyRequest, _reply: FastifyReply, done: Done) => {
      const multipart = allowed.has('multipart/form-data');
      if (rule.required && !multipart && (request.body === undefined || request.body === null))
        return done(invalid(['body'], DETAILS.fieldRequired, 'missing'));
      // NUL and unpaired surrogates are refused by the contract validator (contract/validate.ts).
      done();
    },
  };
}
