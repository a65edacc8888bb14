/**
 * The one validator of the contract: Ajv for JSON Schema 2020-12 (what OpenAPI 3.1 uses) with the
 * formats openapi.yaml names, and the one mapper from Ajv errors to the contract's 422 items
 * `{ loc, msg, type }` (FastAPI/Pydantic wording). The server's Fastify compiler, the mock backend and
 * the contract checks of the tests all build on it, so the same invalid request gets the same `detail`
 * from the server and from the mock.
 */
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import { DETAILS } from './messages.ts';
import type { components } from './schema.gen.ts';
import { findTextFlaws } from './sound-text.ts';

export type ValidationItem = components['schemas']['ValidationItem'];

// ajv-formats is CommonJS: its default export arrives wrapped under some module interops.
const addFormats =
  (addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  (addFormatsModule as unknown as FormatsPlugin);

/** An Ajv for the contract's schemas, with the formats they use. */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, useDefaults: true, ...options });
  addFormats(ajv);
  // OpenAPI-only formats: annotations, nothing to check.
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
  return ajv;
}

/** A request part's name in `loc` (Fastify names the parts params, querystring and headers). */
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
    case SOUND_TEXT:
      return p.flaw === 'nul'
        ? { msg: DETAILS.nulCharacter, type: 'string_nul' }
        : { msg: DETAILS.unpairedSurrogate, type: 'string_unicode' };
    default:
      return { msg: error.message ?? 'Invalid value', type: 'value_error' };
  }
}

/** The keyword of the errors withSoundText adds (no schema names it: every string is checked). */
const SOUND_TEXT = 'soundText';

const pointerSegment = (segment: string | number) =>
  String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A validate function that, after the schema's checks, also refuses every string and property
 * name holding a NUL or an unpaired surrogate, at any depth (finding 2 of hardening-2): neither
 * can be stored by PostgreSQL, so one check at the edge keeps them from every route.
 */
function withSoundText(validate: ValidateFunction): ValidateFunction {
  const wrapped = (data: unknown): boolean => {
    const valid = validate(data);
    const flaws = findTextFlaws(data);
    const errors: ErrorObject[] = flaws.map(({ path, flaw }) => ({
      keyword: SOUND_TEXT,
      instancePath: path.map((segment) => `/${pointerSegment(segment)}`).join(''),
      schemaPath: `#/${SOUND_TEXT}`,
      params: { flaw },
      message: flaw === 'nul' ? DETAILS.nulCharacter : DETAILS.unpairedSurrogate,
    }));
    const all = [...(valid ? [] : (validate.errors ?? [])), ...errors];
    wrapped.errors = all.length > 0 ? all : null;
    return all.length === 0;
  };
  wrapped.errors = null as ErrorObject[] | null | undefined;
  return Object.assign(wrapped, {
    schema: validate.schema,
    schemaEnv: validate.schemaEnv,
  }) as unknown as ValidateFunction;
}

/** Turns Ajv errors into the contract's `{loc, msg, type}` items (loc = [part, ...path, field]). */
export function toValidationItems(errors: ErrorObject[], part: string): ValidationItem[] {
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
    const loc = [LOC_PREFIX[part] ?? part, ...segments, ...(extra !== undefined ? [extra] : [])];
    const key = JSON.stringify([loc, type]);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ loc, msg, type });
  }
  return items;
}

/** Items as one line for test failures: `body.email: value is not a valid email address; ...`. */
export const itemsText = (items: ValidationItem[]): string =>
  items.map((item) => `${item.loc.join('.')}: ${item.msg}`).join('; ');

export interface ContractValidator {
  /** The compiled Ajv function of a schema (compiled once per schema object). */
  compile(schema: object): ValidateFunction;
  /**
   * The problems of `value` against `schema` as contract items under `part` (empty when valid). A
   * coercing validator converts `value`'s properties to the declared types in place.
   */
  check(schema: object, value: unknown, part: string): ValidationItem[];
}

/**
 * A validator of request parts. JSON bodies are checked as sent (a JSON 5 is not the string "5"):
 * `coerce: false`. Path, query, header and form values are strings on the wire, so they are checked
 * with `coerce: true`, which converts them to the declared types.
 */
export function createValidator({ coerce }: { coerce: boolean }): ContractValidator {
  // 'array': a query parameter sent once (`free_of=milk`) is a one-item list where the schema wants one.
  const ajv = createAjv({ coerceTypes: coerce ? 'array' : false });
  const compiled = new WeakMap<object, ValidateFunction>();
  const compile = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = withSoundText(ajv.compile(schema));
      compiled.set(schema, validate);
    }
    return validate;
  };
  return {
    compile,
    check(schema, value, part) {
      const validate = compile(schema);
      return validate(value) ? [] : toValidationItems(validate.errors ?? [], part);
    },
  };
}
