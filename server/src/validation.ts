import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { ValidationItem } from './errors.ts';

// ajv-formats is CommonJS with a default export.
const addFormats: FormatsPlugin =
  (addFormatsModule as unknown as { default: FormatsPlugin }).default ?? addFormatsModule;

/** An Ajv for the contract's JSON Schema 2020-12 (OpenAPI 3.1), with the formats it uses. */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, useDefaults: true, ...options });
  addFormats(ajv);
  // OpenAPI-only formats: annotations, nothing to check.
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
  return ajv;
}

/**
 * Bodies are validated as sent (a JSON 5 is not the string "5"); path, query and header values are
 * strings on the wire, so those are coerced to the declared types.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strictAjv = createAjv({ coerceTypes: false });
  const coercingAjv = createAjv({ coerceTypes: true });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
    return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}

const LOC_PREFIX: Record<string, string> = {
  body: 'body',
  params: 'path',
  querystring: 'query',
  headers: 'header',
};

const TYPE_NAMES: Record<string, [string, string]> = {
  integer: ['int_type', 'Input should be a valid integer'],
  number: ['float_type', 'Input should be a valid number'],
  string: ['string_type', 'Input should be a valid string'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  array: ['list_type', 'Input should be a valid list'],
  object: ['model_type', 'Input should be a valid object'],
  null: ['none_required', 'Input should be None'],
};

function describe(error: ErrorObject): { msg: string; type: string; extra?: string } {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { msg: 'Field required', type: 'missing', extra: String(p.missingProperty) };
    case 'additionalProperties':
      return {
        msg: 'Extra inputs are not permitted',
        type: 'extra_forbidden',
        extra: String(p.additionalProperty),
      };
    case 'type': {
      const types = (Array.isArray(p.type) ? p.type : String(p.type).split(',')) as string[];
      const main = types.find((t) => t !== 'null') ?? 'null';
      const [type, msg] = TYPE_NAMES[main] ?? ['type_error', `Input should be of type ${main}`];
      return { msg, type };
    }
    case 'minLength':
      return {
        msg: `String should have at least ${String(p.limit)} character${p.limit === 1 ? '' : 's'}`,
        type: 'string_too_short',
      };
    case 'maxLength':
      return {
        msg: `String should have at most ${String(p.limit)} characters`,
        type: 'string_too_long',
      };
    case 'pattern':
      return {
        msg: `String should match pattern '${String(p.pattern)}'`,
        type: 'string_pattern_mismatch',
      };
    case 'format':
      return p.format === 'email'
        ? { msg: 'value is not a valid email address', type: 'value_error' }
        : { msg: `Input should be a valid ${String(p.format)}`, type: 'value_error' };
    case 'minimum':
      return {
        msg: `Input should be greater than or equal to ${String(p.limit)}`,
        type: 'greater_than_equal',
      };
    case 'maximum':
      return {
        msg: `Input should be less than or equal to ${String(p.limit)}`,
        type: 'less_than_equal',
      };
    case 'exclusiveMinimum':
      return { msg: `Input should be greater than ${String(p.limit)}`, type: 'greater_than' };
    case 'enum': {
      const values = (p.allowedValues as unknown[]).map((v) => `'${String(v)}'`);
      const list =
        values.length > 1
          ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
          : values.join('');
      return { msg: `Input should be ${list}`, type: 'enum' };
    }
    case 'const':
      return { msg: `Input should be '${String(p.allowedValue)}'`, type: 'literal_error' };
    case 'uniqueItems':
      return { msg: 'List items should be unique', type: 'unique_items' };
    case 'maxItems':
      return { msg: `List should have at most ${String(p.limit)} items`, type: 'too_long' };
    case 'minItems':
      return { msg: `List should have at least ${String(p.limit)} items`, type: 'too_short' };
    case 'minProperties':
      return { msg: 'At least one field is required', type: 'missing' };
    default:
      return { msg: error.message ?? 'Invalid value', type: 'value_error' };
  }
}

/** Turns Ajv errors into the contract's `{loc, msg, type}` items (loc = [part, ...path, field]). */
export function toValidationItems(errors: ErrorObject[], context: string): ValidationItem[] {
  // Combinator errors only repeat what their branches said.
  const specific = errors.filter((e) => !['oneOf', 'anyOf', 'allOf', 'if'].includes(e.keyword));
  const items: ValidationItem[] = [];
  const seen = new Set<string>();
  for (const error of specific.length > 0 ? specific : errors) {
    const { msg, type, extra } = describe(error);
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    const loc = [
      LOC_PREFIX[context] ?? context,
      ...segments,
      ...(extra !== undefined ? [extra] : []),
    ];
    const key = JSON.stringify([loc, type]);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ loc, msg, type });
  }
  return items;
}
