/**
 * Validators for the contract's component schemas, compiled straight from openapi.yaml with
 * Ajv (draft 2020-12, as OpenAPI 3.1 uses) so the AI engine is checked against the real
 * contract, not a copy of it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { createAjv, itemsText, toValidationItems } from '#contract/validate.ts';

const OPENAPI_PATH = fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url));

export const openapi = parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
  components: { schemas: Record<string, { enum?: string[] } & Record<string, unknown>> };
};

const ajv = createAjv({ useDefaults: false });
ajv.addSchema({ ...openapi, $id: 'openapi' });

const cache = new Map<string, ValidateFunction>();

export function schemaValidator(name: string): ValidateFunction {
  let validate = cache.get(name);
  if (!validate) {
    validate = ajv.getSchema(`openapi#/components/schemas/${name}`);
    if (!validate) throw new Error(`no schema ${name} in openapi.yaml`);
    cache.set(name, validate);
  }
  return validate;
}

/** Validation errors of a value against a contract schema, as one readable string ('' when valid). */
export function contractErrors(name: string, value: unknown): string {
  const validate = schemaValidator(name);
  return validate(value)
    ? ''
    : `${name}: ${itemsText(toValidationItems(validate.errors ?? [], 'value'))}`;
}

export function contractEnum(name: string): string[] {
  const schema = openapi.components.schemas[name];
  if (!schema?.enum) throw new Error(`schema ${name} has no enum`);
  return schema.enum;
}
