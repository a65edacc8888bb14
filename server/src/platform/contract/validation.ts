import type { FastifySchemaCompiler } from 'fastify';
import { createValidator } from '#contract/validate.ts';

export { toValidationItems } from '#contract/validate.ts';

/**
 * Fastify's validator compiler over the contract's one validator: bodies as sent, path, query and
 * header values (strings on the wire) coerced to the declared types.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const asSent = createValidator({ coerce: false });
  const fromStrings = createValidator({ coerce: true });
  return ({ schema, httpPart }) =>
    (httpPart === 'body' ? asSent : fromStrings).compile(schema as object) as ReturnType<
      FastifySchemaCompiler<unknown>
    >;
}
