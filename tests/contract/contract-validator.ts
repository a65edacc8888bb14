/**
 * Checks HTTP responses against openapi.yaml: the status must be declared by the operation (or be an
 * error answered with the contract's `{ detail }` shape), and a JSON body must match the declared schema.
 * Used by the contract test and, through tests/unit/setup.ts, on every mocked response of every unit test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { createAjv, itemsText, toValidationItems } from '#contract/validate';
import { matchOperation } from '#mocks/http';
import { OFF_CONTRACT_HEADER } from '#mocks/overrides';

const DOC_ID = 'https://sous.local/openapi.json';
type Node = Record<string, unknown>;

const doc = parse(readFileSync(resolve(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as Node;
// Responses are checked as they are: no defaults filled in.
const ajv = createAjv({ useDefaults: false });
ajv.addSchema(doc, DOC_ID);

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

function at(pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Node | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    );
}

const validators = new Map<string, ValidateFunction>();
function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/** The pointer of a response object, following a $ref to components/responses. */
function responsePointer(path: string, method: string, status: string): string | null {
  const pointer = `#/paths/${escape(path)}/${method}/responses/${status}`;
  const node = at(pointer) as Node | undefined;
  if (!node) return null;
  return typeof node.$ref === 'string' ? node.$ref : pointer;
}

export interface CheckedResponse {
  operationId: string | null;
  problems: string[];
}

/** Validates one response of a request against the contract. Reads a clone; the original is untouched. */
export async function checkResponse(
  request: Request,
  response: Response,
): Promise<CheckedResponse> {
  const matched = matchOperation(request.method, request.url);
  const label = `${request.method} ${new URL(request.url).pathname} -> ${response.status}`;
  if (!matched) {
    const underApi = new URL(request.url).pathname.startsWith('/api/');
    return {
      operationId: null,
      problems: underApi ? [`${label}: no operation in openapi.yaml matches this request`] : [],
    };
  }
  const result = (problems: string[]) => ({ operationId: matched.operationId, problems });
  if (response.headers.get(OFF_CONTRACT_HEADER)) return result([]);
  const { path, method } = matched.operation;
  const status = String(response.status);
  const declared = responsePointer(path, method, status);
  const contentType = response.headers.get('content-type') ?? '';
  let schemaPointer: string | null = null;
  if (declared) {
    const content = at(`${declared}/content`) as Node | undefined;
    if (!content) {
      const redirect = response.status >= 300 && response.status < 400;
      return result(
        redirect && !response.headers.get('location')
          ? [`${label}: redirect without a Location header`]
          : [],
      );
    }
    if (content['image/*']) {
      return result(
        contentType.startsWith('image/')
          ? []
          : [`${label}: expected an image content type, got "${contentType}"`],
      );
    }
    if (content['application/zip']) {
      if (!contentType.startsWith('application/zip'))
        return result([`${label}: expected application/zip, got "${contentType}"`]);
      const head = new Uint8Array(await response.clone().arrayBuffer()).slice(0, 4);
      // A zip starts with a local file header, or (empty) with the end of central directory.
      const zip = head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
      return result(zip ? [] : [`${label}: the body is not a zip archive`]);
    }
    if (content['text/event-stream']) {
      // A stream never ends: its type is checked, its body (read by the test) is not awaited here.
      return result(
        contentType.startsWith('text/event-stream')
          ? []
          : [`${label}: expected text/event-stream, got "${contentType}"`],
      );
    }
    if (content['text/calendar']) {
      if (!contentType.startsWith('text/calendar'))
        return result([`${label}: expected text/calendar, got "${contentType}"`]);
      const text = await response.clone().text();
      return result(
        text.startsWith('BEGIN:VCALENDAR\r\n') && text.trimEnd().endsWith('END:VCALENDAR')
          ? []
          : [`${label}: the body is not an iCalendar`],
      );
    }
    if (content['application/json']) {
      schemaPointer = `${declared}/content/${escape('application/json')}/schema`;
    } else if (content['application/ld+json']) {
      if (!contentType.includes('application/ld+json'))
        return result([`${label}: expected application/ld+json, got "${contentType}"`]);
      schemaPointer = `${declared}/content/${escape('application/ld+json')}/schema`;
    }
  } else if (response.status >= 400) {
    // Every non-2xx JSON body is { detail } (DESIGN.md), also for statuses an operation does not list.
    schemaPointer = '#/components/schemas/ErrorResponse';
  } else {
    return result([`${label}: status ${status} is not declared for ${matched.operationId}`]);
  }
  if (!schemaPointer) return result([`${label}: no JSON content declared for this status`]);
  if (!contentType.includes('application/json') && !contentType.includes('application/ld+json')) {
    return result([`${label}: expected application/json, got "${contentType}"`]);
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    return result([`${label}: body is not valid JSON`]);
  }
  const validate = validatorAt(schemaPointer);
  const problems: string[] = [];
  if (!validate(body))
    problems.push(
      `${label} (${matched.operationId}): ${itemsText(toValidationItems(validate.errors ?? [], 'response'))}`,
    );
  return result(problems);
}
