import type { ValidateFunction } from 'ajv';
import {
  loadContract,
  operations,
  type OpenApiDocument,
} from '#server/src/platform/contract/openapi.ts';
import { repoRoot } from '#server/src/platform/config.ts';
import { createAjv, itemsText, toValidationItems } from '#contract/validate.ts';

type ResponseObject = {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
};

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** A response as the contract checker sees it. */
export interface CheckedResponse {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Validates real responses against openapi.yaml: the status must be documented for the operation,
 * the content type must match, and a JSON body must satisfy the documented schema.
 */
export class ContractChecker {
  private readonly doc: OpenApiDocument = loadContract(`${repoRoot}openapi.yaml`);
  private readonly ajv = createAjv({ coerceTypes: false, useDefaults: false });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly routes = operations(this.doc).map(({ method, path, op }) => {
    const servers = (this.doc.paths[path] as { servers?: { url: string }[] }).servers;
    const base = servers?.[0]?.url === '/' ? '' : '/api';
    // serveFile keys contain '/', so its parameter matches across segments.
    const pattern = (base + path)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'key' ? '(.+)' : '([^/]+)'));
    return { method: method.toUpperCase(), path, op, regex: new RegExp(`^${pattern}$`) };
  });
  /** operationId -> statuses seen, for the coverage assertion. */
  readonly seen = new Map<string, Set<number>>();

  constructor() {
    this.ajv.addSchema(this.doc as object, 'openapi.json');
  }

  private resolveResponse(
    pointer: string,
    response: ResponseObject,
  ): { pointer: string; response: ResponseObject } {
    if (!response.$ref) return { pointer, response };
    const refPointer = response.$ref.replace(/^#/, '');
    const target = refPointer
      .split('/')
      .slice(1)
      .reduce<unknown>(
        (acc, key) => (acc as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        this.doc,
      ) as ResponseObject;
    return this.resolveResponse(refPointer, target);
  }

  /** Throws with a readable message when the response breaks the contract; returns the operationId (undefined outside /api). */
  check(res: CheckedResponse): string | undefined {
    const pathname = res.url.split('?')[0]!;
    const route = this.routes.find((r) => r.method === res.method && r.regex.test(pathname));
    if (!route) {
      if (
        pathname.startsWith('/api/') &&
        !['/api/docs', '/api/openapi.yaml'].includes(pathname) &&
        res.status !== 404
      ) {
        throw new Error(
          `${res.method} ${pathname} answered ${res.status} but is not in the contract`,
        );
      }
      return undefined;
    }
    const operationId = route.op.operationId;
    if (!this.seen.has(operationId)) this.seen.set(operationId, new Set());
    this.seen.get(operationId)!.add(res.status);

    const responses = route.op.responses as Record<string, ResponseObject>;
    const declared = responses[String(res.status)] ?? responses.default;
    if (!declared) {
      throw new Error(
        `${operationId}: status ${res.status} is not documented (documented: ${Object.keys(responses).join(', ')}); body: ${res.body}`,
      );
    }
    const base = `/paths/${escapePointer(route.path)}/${route.method.toLowerCase()}/responses/${res.status}`;
    const { pointer, response } = this.resolveResponse(base, declared);
    if (res.status === 429 && !res.headers['retry-after'])
      throw new Error(`${operationId}: 429 without Retry-After`);
    if (!response.content) return operationId;
    const contentType = String(res.headers['content-type'] ?? '');
    const jsonType = ['application/json', 'application/ld+json'].find(
      (type) => type in response.content!,
    );
    if (jsonType) {
      if (!contentType.startsWith(jsonType))
        throw new Error(`${operationId}: content-type ${contentType}, expected ${jsonType}`);
      const schemaPointer = `${pointer}/content/${escapePointer(jsonType)}/schema`;
      let validate = this.compiled.get(schemaPointer);
      if (!validate) {
        validate = this.ajv.compile({ $ref: `openapi.json#${schemaPointer}` });
        this.compiled.set(schemaPointer, validate);
      }
      const body: unknown = JSON.parse(res.body);
      if (!validate(body)) {
        throw new Error(
          `${operationId} ${res.status}: body breaks the contract: ${itemsText(toValidationItems(validate.errors ?? [], 'response'))}\n${res.body.slice(0, 2000)}`,
        );
      }
    } else if ('image/*' in response.content && !contentType.startsWith('image/')) {
      throw new Error(`${operationId}: content-type ${contentType}, expected an image`);
    } else if ('text/calendar' in response.content) {
      if (!contentType.startsWith('text/calendar'))
        throw new Error(`${operationId}: content-type ${contentType}, expected text/calendar`);
      if (
        !res.body.startsWith('BEGIN:VCALENDAR\r\n') ||
        !res.body.trimEnd().endsWith('END:VCALENDAR')
      )
        throw new Error(`${operationId}: the body is not an iCalendar`);
    }
    return operationId;
  }
}
