/**
 * Request validation driven by the contract's schemas (mocks/operations.gen.ts), answering like the
 * server: a list of FastAPI/Pydantic-style items `{ loc, msg, type }`.
 */
import type { ValidationItem } from '#src/api/types';
import { isUploadedFile } from './multipart';
import type { JsonSchema } from './operations.gen';

type Loc = (string | number)[];

export interface ValidateOptions {
  /** Form and path values arrive as strings: convert them where the schema wants numbers. */
  coerce?: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
// The contract's email rule: RFC 5322 basics (something@domain.tld, no spaces).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isFile = (value: unknown) => isUploadedFile(value);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const TYPE_ERRORS: Record<string, [string, string]> = {
  string: ['string_type', 'Input should be a valid string'],
  integer: ['int_type', 'Input should be a valid integer'],
  number: ['float_type', 'Input should be a valid number'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  array: ['list_type', 'Input should be a valid list'],
  object: [
    'model_attributes_type',
    'Input should be a valid dictionary or object to extract fields from',
  ],
};

function coerceValue(schema: JsonSchema, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value)) {
    return Number(value);
  }
  return value;
}

/** Validates a value against a schema; returns the problems (empty when valid). */
export function validateValue(
  schema: JsonSchema,
  input: unknown,
  loc: Loc,
  options: ValidateOptions = {},
): ValidationItem[] {
  const value = options.coerce ? coerceValue(schema, input) : input;
  const issues: ValidationItem[] = [];
  const add = (type: string, msg: string, at: Loc = loc) => issues.push({ loc: at, msg, type });

  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf as JsonSchema[])
      issues.push(...validateValue(part, value, loc, options));
  }
  if (Array.isArray(schema.oneOf)) {
    const results = (schema.oneOf as JsonSchema[]).map((s) =>
      validateValue(s, value, loc, options),
    );
    const passing = results.filter((r) => r.length === 0).length;
    if (passing !== 1) issues.push(...(results.find((r) => r.length > 0) ?? []));
  }

  if (schema.type !== undefined) {
    const types = ([] as unknown[]).concat(schema.type);
    const actual = typeOf(value);
    const ok =
      types.includes(actual) ||
      (actual === 'integer' && types.includes('number')) ||
      (schema.format === 'binary' && isFile(value));
    if (!ok) {
      const expected = String(types.find((t) => t !== 'null') ?? types[0]);
      const [type, msg] = TYPE_ERRORS[expected] ?? [
        'type_error',
        `Input should be of type ${expected}`,
      ];
      if (expected === 'integer' && typeof input === 'string') {
        add('int_parsing', 'Input should be a valid integer, unable to parse string as an integer');
      } else add(type, msg);
      return issues;
    }
  }
  if (value === null) return issues;

  if ('const' in schema && value !== schema.const) {
    add('literal_error', `Input should be ${JSON.stringify(schema.const).replace(/"/g, "'")}`);
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    const options = schema.enum.map((e) => `'${String(e)}'`);
    const text =
      options.length > 1 ? `${options.slice(0, -1).join(', ')} or ${options.at(-1)}` : options[0];
    add('enum', `Input should be ${text}`);
  }

  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.minLength === 'number' && length < schema.minLength) {
      add(
        'string_too_short',
        `String should have at least ${plural(schema.minLength, 'character')}`,
      );
    } else if (typeof schema.maxLength === 'number' && length > schema.maxLength) {
      add('string_too_long', `String should have at most ${plural(schema.maxLength, 'character')}`);
    } else if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
      add('string_pattern_mismatch', `String should match pattern '${schema.pattern}'`);
    } else if (schema.format === 'email' && !EMAIL.test(value)) {
      add(
        'value_error',
        value.includes('@')
          ? 'value is not a valid email address: The part after the @-sign is not valid.'
          : 'value is not a valid email address: An email address must have an @-sign.',
      );
    }
  }

  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) {
      add('greater_than_equal', `Input should be greater than or equal to ${schema.minimum}`);
    }
    if (typeof schema.maximum === 'number' && value > schema.maximum) {
      add('less_than_equal', `Input should be less than or equal to ${schema.maximum}`);
    }
  }

  if (Array.isArray(value)) {
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
      add(
        'too_long',
        `List should have at most ${plural(schema.maxItems, 'item')} after validation, not ${value.length}`,
      );
    }
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
      add(
        'too_short',
        `List should have at least ${plural(schema.minItems, 'item')} after validation, not ${value.length}`,
      );
    }
    if (schema.uniqueItems === true) {
      const seen = new Set(value.map((v) => JSON.stringify(v)));
      if (seen.size !== value.length) add('value_error', 'Value error, List items must be unique');
    }
    if (schema.items && typeof schema.items === 'object') {
      value.forEach((item, i) =>
        issues.push(...validateValue(schema.items as JsonSchema, item, [...loc, i], options)),
      );
    }
  }

  if (typeOf(value) === 'object' && !isFile(value)) {
    const record = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const name of (schema.required ?? []) as string[]) {
      if (record[name] === undefined) add('missing', 'Field required', [...loc, name]);
    }
    for (const [name, item] of Object.entries(record)) {
      if (item === undefined) continue;
      const propertySchema = properties[name];
      if (propertySchema)
        issues.push(...validateValue(propertySchema, item, [...loc, name], options));
      else if (schema.additionalProperties === false) {
        add('extra_forbidden', 'Extra inputs are not permitted', [...loc, name]);
      }
    }
    if (
      typeof schema.minProperties === 'number' &&
      Object.keys(record).length < schema.minProperties
    ) {
      add(
        'value_error',
        `Value error, Give at least ${plural(schema.minProperties, 'field')} to change`,
      );
    }
  }
  return issues;
}
