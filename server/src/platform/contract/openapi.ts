import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parsed openapi.yaml. */
export type OpenApiDocument = {
  info: { title: string; version: string; summary?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

/** Operations routed by hand instead of by the glue (see prepareGlueSpec). */
export const HAND_ROUTED = new Set(['serveFile', 'getLottieAnimation']);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function loadContract(file: string): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

type Operation = {
  operationId: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  [key: string]: unknown;
};

/** Every operation with its method and path. */
export function operations(
  doc: OpenApiDocument,
): { method: string; path: string; op: Operation }[] {
  const list: { method: string; path: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Operation | undefined;
      if (op) list.push({ method, path, op });
    }
  }
  return list;
}

/** True when the operation needs a signed-in user (the document's cookieAuth default, unless `security: []`). */
export function isProtected(doc: OpenApiDocument, operationId: string): boolean {
  const found = operations(doc).find((o) => o.op.operationId === operationId);
  if (!found) throw new Error(`Unknown operation ${operationId}`);
  const security = found.op.security ?? (doc.security as unknown[] | undefined) ?? [];
  return security.length > 0;
}

/** True when the operation lists bearerAuth in its security (a personal API token may call it). */
export function acceptsBearer(doc: OpenApiDocument, operationId: string): boolean {
  const found = operations(doc).find((o) => o.op.operationId === operationId);
  if (!found) throw new Error(`Unknown operation ${operationId}`);
  const security = (found.op.security ?? doc.security ?? []) as Record<string, unknown>[];
  return security.some((requirement) => 'bearerAuth' in requirement);
}

/** The media types an operation's request body may have, and whether a body is required (undefined: no body). */
export function requestBodyRule(
  doc: OpenApiDocument,
  operationId: string,
): { mediaTypes: string[]; required: boolean } | undefined {
  const found = operations(doc).find((o) => o.op.operationId === operationId);
  const body = found?.op.requestBody as { content?: object; required?: boolean } | undefined;
  if (!body?.content) return undefined;
  return { mediaTypes: Object.keys(body.content), required: body.required === true };
}

/**
 * The document as the glue should see it:
 * - serveFile keys contain '/', which a `{key}` path parameter cannot match, and getLottieAnimation
 *   lives at the site root (the glue ignores path-level servers): both are routed by hand;
 * - multipart request bodies are dropped, because @fastify/multipart does not fill `body`
 *   (the handlers validate the parts themselves).
 */
export function prepareGlueSpec(doc: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(doc);
  for (const [path, item] of Object.entries(copy.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      if (HAND_ROUTED.has(op.operationId)) {
        delete item[method];
        continue;
      }
      if (op.requestBody?.content && 'multipart/form-data' in op.requestBody.content)
        delete op.requestBody;
    }
    if (!HTTP_METHODS.some((m) => m in item)) delete copy.paths[path];
  }
  return copy;
}
