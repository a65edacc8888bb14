import type { FastifyInstance } from 'fastify';
import { type RecipeCache, runAsReadAfterWrite, STALENESS_MS } from './cached-recipe-repository.ts';
import { RECENT_WRITE_COOKIE, setRecentWriteCookie } from '#server/src/platform/http/cookies.ts';
import { isUnsafeApiRequest } from '#server/src/platform/http/security.ts';

/**
 * The HTTP side of the recipe cache (cached-recipe-repository.ts), so that routes and
 * services never see it: it starts and stops the cache with the app, marks the clients that have
 * just written on a shared database and runs their requests as reads after a write, and sends a
 * cached value's JSON again instead of serialising it anew. Register it before the routes (their
 * hooks are taken from what the app has when they are added) and after the XSRF check (a refused
 * request writes nothing, so it is not marked).
 */
export function registerRecipeCache(app: FastifyInstance, cache: RecipeCache): void {
  app.addHook('onReady', async () => cache.start());
  app.addHook('onClose', async () => cache.stop());

  // PGlite: this process sees every write, nothing to mark. On a shared database a client's next
  // read may reach another instance than its write did.
  if (!cache.soleWriter) {
    // It outlives the staleness bound, so no read falls between the two.
    const lifetime = Math.ceil(STALENESS_MS / 1000);
    app.addHook('onRequest', (request, reply, done) => {
      if (isUnsafeApiRequest(request)) setRecentWriteCookie(request, reply, lifetime);
      done();
    });
    // Just before the handler, not at onRequest: a request body is read in a context of its own.
    // Everything the handler awaits runs inside this one.
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.cookies[RECENT_WRITE_COOKIE] === undefined) return done();
      runAsReadAfterWrite(done);
    });
  }

  // Frozen bodies are cached values that never change: each is serialised once, by its route's own
  // contract serializer, and that JSON text is sent again on every later hit.
  const serialized = new WeakMap<object, { serialize: unknown; json: string }>();
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if (typeof payload !== 'object' || payload === null || !Object.isFrozen(payload))
      return done(null, payload);
    const serialize = reply.getSerializationFunction(String(reply.statusCode), 'application/json');
    if (typeof serialize !== 'function') return done(null, payload);
    let sent = serialized.get(payload);
    if (sent?.serialize !== serialize) {
      sent = { serialize, json: serialize(payload as Record<string, unknown>) };
      serialized.set(payload, sent);
    }
    const { json } = sent;
    reply.serializer(() => json);
    done(null, payload);
  });
}
