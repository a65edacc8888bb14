import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '#contract/schema.gen.ts';

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type Op<K extends OperationId> = operations[K];

/** The validated request body (multipart bodies are read by the handler itself, so they are undefined here). */
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: infer C } }
    ? C extends { 'application/json': infer B }
      ? B
      : C extends { 'application/x-www-form-urlencoded': infer B }
        ? B
        : undefined
    : undefined;

export type PathOf<K extends OperationId> = Op<K>['parameters'] extends { path: infer P }
  ? P
  : Record<string, never>;
export type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : Record<string, never>;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 302>;
type JsonContent<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'application/ld+json': infer B } }
    ? B
    : R extends { content: { 'application/zip': unknown } }
      ? Readable
      : never;

/**
 * What a handler answers: a success status of its operation with that status's body, or a redirect.
 * A body too large to build in memory is sent as a stream of its text instead (the handler sets the
 * content type; see jsonArrayStream).
 */
export type HandlerResult<K extends OperationId> = {
  [S in SuccessStatus<K>]: S extends 302
    ? { status: S; location: string }
    : { status: S; body: JsonContent<Responses<K>[S]> } | { status: S; stream: Readable };
}[SuccessStatus<K>];

/** The validated input of one operation plus the raw request/reply for cookies and streams. */
export interface HandlerContext<K extends OperationId> {
  body: BodyOf<K>;
  params: PathOf<K>;
  query: QueryOf<K>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in user's id; reading it throws 401 when there is none. */
  readonly userId: number;
}

/** A handler named by its operationId: validated input -> service -> DTO (errors are thrown). */
export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<HandlerResult<K>>;

/** The handler set; a wrong name, body or response shape fails `tsc`. */
export type Handlers = {
  [K in Exclude<OperationId, 'serveFile' | 'getLottieAnimation'>]: Handler<K>;
};
