/**
 * Shared plumbing of the mock handlers: the typed `http` (openapi-msw over the generated contract types),
 * contract-shaped errors, the XSRF + session + path-parameter checks every handler starts with, and
 * request-body reading validated against openapi.yaml.
 */
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { createValidator } from '#contract/validate';
import type { ValidationItem, paths } from '#src/api/types';
import { type UserRow, currentUser, db, ensureXsrfCookie } from './db';
import {
  type JsonSchema,
  type OperationId,
  type OperationInfo,
  operations,
} from './operations.gen';
import { isUploadedFile, parseMultipart } from './multipart';
import { DETAILS } from '#contract/messages';

/** Matches /api on any origin: Storybook (localhost:6006), dev:mock, jsdom (localhost:3000), e2e. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

const backendHandlers = new WeakSet<object>();

/** Marks handlers as part of the mock backend, whose every response must match the contract. */
export function registerBackendHandlers<T extends object>(list: T[]): T[] {
  for (const handler of list) backendHandlers.add(handler);
  return list;
}

/**
 * Whether a handler belongs to the mock backend (default handlers and overrides) rather than being an
 * ad-hoc stub written inside one test; the contract check in tests/unit/setup.ts covers the former.
 */
export const isBackendHandler = (handler: object) => backendHandlers.has(handler);

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A contract error body `{ detail }` with the status (thrown by handlers; MSW answers with it). */
export function problem(status: number, detail: string | ValidationItem[], headers?: HeadersInit) {
  return HttpResponse.json({ detail }, { status, headers });
}

export const notFound = (what: string = DETAILS.notFound) => problem(404, what);

// ------------------------------------------------------------------ operation lookup

const compiled = (Object.entries(operations) as [OperationId, OperationInfo][])
  .map(([id, op]) => {
    const names: string[] = [];
    const source = op.url
      .split('/')
      .map((segment) => {
        const param = /^\{(.+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        // File keys may contain "/": such a parameter takes the rest of the path.
        return op.mswPath.endsWith('*') && segment === op.url.split('/').at(-1)
          ? '(.+)'
          : '([^/]+)';
      })
      .join('/');
    return { id, op, names, regex: new RegExp(`^${source}$`) };
  })
  // Literal paths win over templated ones (/collection/all before /collection/{id}).
  .sort((a, b) => a.names.length - b.names.length);

export interface MatchedOperation {
  operationId: OperationId;
  operation: OperationInfo;
  params: Record<string, string>;
}

/** The contract operation a request targets (by method and path), or null. */
export function matchOperation(method: string, url: string): MatchedOperation | null {
  const { pathname } = new URL(url, 'http://localhost');
  for (const { id, op, names, regex } of compiled) {
    if (op.method !== method.toLowerCase()) continue;
    const match = regex.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
    );
    return { operationId: id, operation: op, params };
  }
  return null;
}

// ------------------------------------------------------------------ guards

/** 403 unless the unsafe request echoes the XSRF cookie in X-XSRF-TOKEN (checked before anything else). */
export function checkXsrf(request: Request) {
  if (!UNSAFE_METHODS.has(request.method)) return;
  if (request.headers.get('x-xsrf-token') !== db.session.xsrfToken) {
    throw problem(403, DETAILS.xsrf);
  }
}

/** The signed-in user, or a thrown 401 (anonymous, or the access token expired). */
export function requireUser(): UserRow {
  const user = currentUser();
  if (!user) throw problem(401, DETAILS.notAuthenticated);
  return user;
}

// The server's validator (contract/validate.ts): JSON bodies as sent, path and form values (strings on
// the wire) converted to the declared types.
const asSent = createValidator({ coerce: false });
const fromStrings = createValidator({ coerce: true });

const pathSchemas = new Map<OperationId, JsonSchema>();
/** The operation's path parameters as one object schema, as the server's router validates them. */
function pathSchema(operationId: OperationId): JsonSchema {
  let schema = pathSchemas.get(operationId);
  if (!schema) {
    const properties = operations[operationId].pathParams;
    schema = { type: 'object', properties, required: Object.keys(properties) };
    pathSchemas.set(operationId, schema);
  }
  return schema;
}

/** Path parameters validated (and converted) by the operation's schemas; a thrown 422 otherwise. */
export function pathParams<T extends Record<string, unknown>>(
  operationId: OperationId,
  raw: Record<string, unknown>,
): T {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(operations[operationId].pathParams)) {
    const value = Array.isArray(raw[name]) ? (raw[name] as string[]).join('/') : raw[name];
    values[name] = typeof value === 'string' ? decodeURIComponent(value) : value;
  }
  const issues = fromStrings.check(pathSchema(operationId), values, 'path');
  if (issues.length > 0) throw problem(422, issues);
  return values as T;
}

/** Query parameters validated (and converted) by the operation's schema; a thrown 422 otherwise. */
export function queryParams<T extends Record<string, unknown>>(
  operationId: OperationId,
  request: Request,
): T {
  const values: Record<string, unknown> = {};
  // A repeated parameter arrives as a list, as Fastify's query parser hands it to the server.
  for (const [name, value] of new URL(request.url).searchParams) {
    const previous = values[name];
    values[name] =
      previous === undefined
        ? value
        : Array.isArray(previous)
          ? [...(previous as string[]), value]
          : [previous, value];
  }
  const schema = operations[operationId].query;
  const issues = schema ? fromStrings.check(schema, values, 'query') : [];
  if (issues.length > 0) throw problem(422, issues);
  return values as T;
}

/**
 * The checks the server runs before an operation's own logic: XSRF on unsafe methods, the session when
 * the contract requires one, and the path parameters. Also (re)sets the readable XSRF cookie.
 */
export function guard(operationId: OperationId, request: Request) {
  ensureXsrfCookie();
  checkXsrf(request);
  if (operations[operationId].auth) requireUser();
}

// ------------------------------------------------------------------ bodies

async function parseBody(request: Request, contentType: string): Promise<unknown> {
  // As on the server: a body of a type the contract does not list is refused, never read unvalidated.
  const sent = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (sent !== '' && sent !== contentType) throw problem(415, DETAILS.unsupportedContentType);
  if (contentType === 'multipart/form-data') {
    const bytes = new Uint8Array(await request.arrayBuffer());
    const fields = parseMultipart(bytes, request.headers.get('content-type') ?? '');
    if (!fields) {
      throw problem(422, [
        { loc: ['body'], msg: DETAILS.malformedMultipart, type: 'multipart_invalid' },
      ]);
    }
    return fields;
  }
  const text = await request.text();
  if (contentType === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw problem(422, [{ loc: ['body', 0], msg: DETAILS.invalidJson, type: 'json_invalid' }]);
  }
}

/** Reads the request body in the operation's encoding and validates it against its schema (422). */
export async function readBody<T>(operationId: OperationId, request: Request): Promise<T> {
  const spec = operations[operationId].body;
  if (!spec) throw new Error(`${operationId} has no request body in openapi.yaml`);
  const body = await parseBody(request, spec.contentType);
  if (body === undefined)
    throw problem(422, [{ loc: ['body'], msg: DETAILS.fieldRequired, type: 'missing' }]);
  if (spec.contentType === 'application/json') {
    const issues = asSent.check(spec.schema, body, 'body');
    if (issues.length > 0) throw problem(422, issues);
    return body as T;
  }
  // A file part is a binary string in the contract (format: binary): the validator sees its file name
  // in its place, and the handler gets the file.
  const fields = body as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      isUploadedFile(value) ? value.name : value,
    ]),
  );
  const issues = fromStrings.check(spec.schema, values, 'body');
  if (issues.length > 0) throw problem(422, issues);
  for (const [name, value] of Object.entries(fields))
    if (isUploadedFile(value)) values[name] = value;
  return values as T;
}
