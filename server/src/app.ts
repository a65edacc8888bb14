import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { DETAILS } from '#contract/messages.ts';
import type { AiProvider } from '#server/src/ai/provider.ts';
import { accountHandlers } from '#server/src/features/account/account-routes.ts';
import { AccountService } from '#server/src/features/account/account-service.ts';
import { authHandlers } from '#server/src/features/account/auth-routes.ts';
import { requireUser } from '#server/src/features/account/auth-hook.ts';
import { hasSessionCookie } from '#server/src/features/account/session-cookies.ts';
import { AuthService } from '#server/src/features/account/auth-service.ts';
import { GoogleSignIn } from '#server/src/features/account/google-sign-in.ts';
import { tokenRepository } from '#server/src/features/account/token-repository.ts';
import { TokenSigner } from '#server/src/features/account/tokens.ts';
import { userHandlers } from '#server/src/features/account/user-routes.ts';
import { UserService } from '#server/src/features/account/user-service.ts';
import { preferencesRepository } from '#server/src/features/account/preferences-repository.ts';
import type { StandingPreferences } from '#contract/preferences.ts';
import { collectionHandlers } from '#server/src/features/collections/collection-routes.ts';
import { CollectionService } from '#server/src/features/collections/collection-service.ts';
import { HouseholdEvents } from '#server/src/features/household/household-events.ts';
import { householdHandlers } from '#server/src/features/household/household-routes.ts';
import { HouseholdService } from '#server/src/features/household/household-service.ts';
import { planHandlers } from '#server/src/features/plan/plan-routes.ts';
import { CalendarFeedService } from '#server/src/features/plan/calendar-feed-service.ts';
import { PlanService } from '#server/src/features/plan/plan-service.ts';
import { shoppingHandlers } from '#server/src/features/shopping/shopping-routes.ts';
import { ShoppingService } from '#server/src/features/shopping/shopping-service.ts';
import { instructionHandlers } from '#server/src/features/cook/instruction-routes.ts';
import { InstructionService } from '#server/src/features/cook/instruction-service.ts';
import { InstructionWorker } from '#server/src/features/cook/instruction-worker.ts';
import { statsHandlers } from '#server/src/features/dashboard/stats-routes.ts';
import { StatsService } from '#server/src/features/dashboard/stats-service.ts';
import { fileHandlers, registerFileServing } from '#server/src/features/files/file-routes.ts';
import { FileService } from '#server/src/features/files/file-service.ts';
import { preparingHandlers } from '#server/src/features/generate/preparing-routes.ts';
import { PreparingService } from '#server/src/features/generate/preparing-service.ts';
import {
  cachedRecipeRepository,
  RecipeCache,
} from '#server/src/features/recipes/cached-recipe-repository.ts';
import { importHandlers } from '#server/src/features/recipes/import-routes.ts';
import { ImportService } from '#server/src/features/recipes/import-service.ts';
import { ImportJobService } from '#server/src/features/recipes/import-job-service.ts';
import { registerRecipeCache } from '#server/src/features/recipes/recipe-cache-plugin.ts';
import { recipeEditHandlers } from '#server/src/features/recipes/recipe-edit-routes.ts';
import { RecipeEditService } from '#server/src/features/recipes/recipe-edit-service.ts';
import { recipeRepository } from '#server/src/features/recipes/recipe-repository.ts';
import { recipeHandlers } from '#server/src/features/recipes/recipe-routes.ts';
import { RecipeService } from '#server/src/features/recipes/recipe-service.ts';
import { registerSharePages, shareHandlers } from '#server/src/features/share/share-routes.ts';
import { ShareService } from '#server/src/features/share/share-service.ts';
import { publicOrigin, type Config } from '#server/src/platform/config.ts';
import type {
  Handler,
  HandlerContext,
  HandlerResult,
  Handlers,
  OperationId,
} from '#server/src/platform/contract/handlers.ts';
import {
  acceptsBearer,
  isProtected,
  loadContract,
  prepareGlueSpec,
  requestBodyRule,
} from '#server/src/platform/contract/openapi.ts';
import {
  contractValidatorCompiler,
  toValidationItems,
} from '#server/src/platform/contract/validation.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { settingsRepository } from '#server/src/platform/db/settings-repository.ts';
import { HttpError } from '#server/src/platform/errors.ts';
import { registerApiDocs } from '#server/src/platform/http/api-docs.ts';
import { bodyRuleHooks } from '#server/src/platform/http/body-rules.ts';
import { healthHandlers } from '#server/src/platform/http/health.ts';
import {
  registerSecurityHeaders,
  registerXsrf,
  routesToApi,
} from '#server/src/platform/http/security.ts';
import { registerSpa, spaFallback } from '#server/src/platform/http/spa.ts';
import { createMailer, type Mailer } from '#server/src/platform/mailer.ts';
import { apiTokenHandlers } from '#server/src/features/account/api-token-routes.ts';
import { ApiTokenService } from '#server/src/features/account/api-token-service.ts';
import { ACCESS_COOKIE } from '#server/src/features/account/session-cookies.ts';
import { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import type { SafeFetchOptions } from '#server/src/platform/safe-fetch.ts';
import type { FileStorage } from '#server/src/platform/storage/file-storage.ts';

/** What the app is built from; main.ts makes the real ones, tests pass fakes. */
export interface AppDeps {
  config: Config;
  db: Database;
  storage: FileStorage;
  ai: AiProvider;
  /** The time for tokens, streaks and stats; tests move it. */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Password-reset delivery; the default is SMTP when SMTP_URL is set, else the link is logged. */
  mailer?: Mailer;
  /** Tests only: lets openid-client talk to a local http identity provider. */
  allowInsecureOidc?: boolean;
  /** Tests only: safe-fetch options of URL import (a local test server let through, shorter caps). */
  importFetchForTests?: SafeFetchOptions;
}

/** Every service the route handlers use; each feature's RouteDeps (features/<name>/deps.ts) is a part of it. */
export interface AppServices {
  config: Config;
  clock: () => Date;
  db: Database;
  storage: FileStorage;
  signer: TokenSigner;
  google: GoogleSignIn | undefined;
  auth: AuthService;
  users: UserService;
  account: AccountService;
  stats: StatsService;
  files: FileService;
  recipes: RecipeService;
  collections: CollectionService;
  plan: PlanService;
  calendarFeed: CalendarFeedService;
  shopping: ShoppingService;
  household: HouseholdService;
  householdEvents: HouseholdEvents;
  preparing: PreparingService;
  instructions: InstructionService;
  imports: ImportService;
  importJobs: ImportJobService;
  /** The cook's standing food preferences, for the features that cannot import account's repository. */
  preferencesOf: (userId: number) => Promise<StandingPreferences>;
  shares: ShareService;
  recipeEdits: RecipeEditService;
  apiTokens: ApiTokenService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services and the job worker, for main.ts and tests. */
    sous: AppServices & { worker: InstructionWorker; recipeCache: RecipeCache };
  }
}

/** Every glued operation's handler, by operationId (the type makes a missing or misnamed one a compile error). */
function createHandlers(services: AppServices): Handlers {
  return {
    ...authHandlers(services),
    ...userHandlers(services),
    ...apiTokenHandlers(services),
    ...accountHandlers(services),
    ...statsHandlers(services),
    ...fileHandlers(services),
    ...recipeHandlers(services),
    ...shareHandlers(services),
    ...collectionHandlers(services),
    ...planHandlers(services),
    ...shoppingHandlers(services),
    ...householdHandlers(services),
    ...preparingHandlers(services),
    ...importHandlers(services),
    ...instructionHandlers(services),
    ...recipeEditHandlers(services),
    ...healthHandlers(services),
  };
}

/** The access-token key: JWT_SECRET, or one generated once and shared through the database by every instance. */
async function tokenSecret(config: Config, db: Database): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  return settingsRepository.ensure(db, 'jwt_secret', randomBytes(32).toString('base64url'));
}

/** What a handler gets (HandlerContext): one class, so a request allocates one object and no closures. */
class RequestContext {
  readonly body: unknown;
  readonly params: unknown;
  readonly query: unknown;

  constructor(
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
  ) {
    this.body = request.body;
    this.params = request.params;
    this.query = request.query;
  }

  get userId(): number {
    if (this.request.userId === null) throw new HttpError(401, DETAILS.notAuthenticated);
    return this.request.userId;
  }
}

function toFastifyHandler<K extends OperationId>(handler: Handler<K>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const ctx = new RequestContext(request, reply) as unknown as HandlerContext<K>;
    const result = (await handler(ctx)) as HandlerResult<K> & {
      status: number;
      body?: unknown;
      stream?: Readable;
      location?: string;
    };
    if (result.location !== undefined) return reply.redirect(result.location, 302);
    // Fastify sends a stream as it is, without the response serialiser.
    if (result.stream !== undefined) return reply.code(result.status).send(result.stream);
    // A bare JSON string (a file key) would otherwise be sent as text/plain.
    if (typeof result.body === 'string')
      return reply
        .code(result.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(result.body));
    return reply.code(result.status).send(result.body);
  };
}

const JSON_INVALID = [{ loc: ['body'], msg: DETAILS.invalidJson, type: 'json_invalid' }];

/** Builds the Fastify app: plugins, contract wiring, the job worker, error and not-found handlers. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, storage, ai } = deps;
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    // N hops: the client is the right-most address not added by one of the N trusted proxies.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Slow bodies (a trickling socket holds a connection open forever otherwise) end with 408;
    // Node checks open requests every connectionsCheckingInterval (30 s by default).
    requestTimeout: config.requestTimeoutMs,
    // (the typings offer `http` only with the http2 overloads, hence the spread)
    ...({
      // Given to Node too: set only afterwards (as Fastify does), it did not end a trickling body.
      http: {
        requestTimeout: config.requestTimeoutMs,
        connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.requestTimeoutMs / 4)),
      },
    } as object),
    // A malformed percent-encoding (or another router-level refusal) answers in the contract's shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send({ detail: DETAILS.malformedUrl });
    },
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  // Only JSON, form and multipart bodies exist in the contract; anything else is a 415 before a handler sees it.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  // Set before any plugin registers routes: child contexts take the error handler they see at registration.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).headers(error.headers).send({ detail: error.detail });
    }
    if (error.validation) {
      return reply.code(422).send({
        detail: toValidationItems(error.validation as never, error.validationContext ?? 'body'),
      });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.code(415).send({ detail: DETAILS.unsupportedContentType });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ detail: DETAILS.bodyTooLarge });
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.code(413).send({ detail: DETAILS.fileTooLarge });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(422).send({ detail: JSON_INVALID });
    }
    if (error instanceof SyntaxError && error.statusCode === 400)
      return reply.code(422).send({ detail: JSON_INVALID });
    const status = error.statusCode ?? 500;
    // The static file server refuses a path no file can have (a NUL, a backslash) with 403: it is just missing.
    if (status === 403 && !routesToApi(request.url))
      return reply.code(404).send({ detail: DETAILS.notFound });
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message });
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ detail: DETAILS.internalError });
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadMaxBytes } });
  registerSecurityHeaders(app);
  registerXsrf(app, config, ACCESS_COOKIE);

  const signer = new TokenSigner(await tokenSecret(config, db), config.accessTokenTtlSeconds);
  const limiter = new RateLimiter(db, clock);
  const files = new FileService(db, storage, limiter, clock, app.log);
  const recipeCache = new RecipeCache(db, app.log.child({ component: 'recipe-cache' }));
  const recipes = cachedRecipeRepository(recipeRepository, db, recipeCache);
  const importJobs = new ImportJobService(
    db,
    recipes,
    config,
    clock,
    app.log.child({ component: 'import-jobs' }),
    (userId, key, bytes) => files.store(userId, key, bytes),
  );
  const worker = new InstructionWorker(
    db,
    ai,
    config.worker,
    app.log.child({ component: 'worker' }),
    () => files.sweepOrphans(),
    async () => {
      await importJobs.failInterrupted(false);
      return importJobs.purgeFinished();
    },
  );
  const mailer = deps.mailer ?? createMailer(config, app.log);
  const imports = new ImportService(db, recipes, limiter, config, deps.importFetchForTests);
  const household = new HouseholdService(db, limiter, clock);
  const householdEvents = new HouseholdEvents(
    db,
    (userId) => household.ownerOf(userId),
    app.log.child({ component: 'household-events' }),
  );
  const recipeEdits = new RecipeEditService(
    db,
    recipes,
    files,
    storage,
    app.log,
    config.libraryMaxRecipes,
  );
  const instructionService = new InstructionService(db, worker.wake, limiter, config);
  const services: AppServices = {
    config,
    clock,
    db,
    storage,
    signer,
    google: config.google
      ? new GoogleSignIn(config.google, deps.allowInsecureOidc ?? false)
      : undefined,
    auth: new AuthService(db, signer, limiter, mailer, config, clock, app.log),
    users: new UserService(db, clock, files),
    preferencesOf: (userId) => preferencesRepository.find(db, userId),
    account: new AccountService(
      db,
      storage,
      signer,
      limiter,
      mailer,
      config,
      clock,
      app.log,
      (userId, recipeIds) => recipeCache.removed(userId, recipeIds),
    ),
    stats: new StatsService(db, clock),
    files,
    recipes: new RecipeService(db, recipes, storage, clock, app.log, config.libraryMaxRecipes),
    collections: new CollectionService(db),
    plan: new PlanService(
      db,
      recipes,
      (ownerId, recipeId) => instructionService.steps(ownerId, recipeId),
      clock,
    ),
    calendarFeed: new CalendarFeedService(db, publicOrigin(config), clock),
    shopping: new ShoppingService(db, clock),
    household,
    householdEvents,
    preparing: new PreparingService(db, storage, ai, limiter, recipes, config, app.log, files),
    instructions: instructionService,
    shares: new ShareService(db, recipes, storage, publicOrigin(config), {
      consumeBudget: (userId) => imports.consumeBudget(userId),
      create: (userId, input) => recipeEdits.create(userId, input),
      storeFile: (userId, key, bytes) => files.store(userId, key, bytes),
      discardFile: (userId, key) => files.discard(userId, key),
    }),
    imports,
    importJobs,
    recipeEdits,
    apiTokens: new ApiTokenService(db, clock),
  };
  app.decorate('sous', { ...services, worker, recipeCache });
  registerRecipeCache(app, recipeCache);

  const yamlSource = readFileSync(config.openapiPath, 'utf8');
  const contract = loadContract(config.openapiPath);
  const handlers: Handlers = createHandlers(services);
  const sessionActive = (sessionId: string) => tokenRepository.familyActive(db, sessionId);
  const authenticate = (secret: string) => services.apiTokens.authenticate(secret);
  const authHook = requireUser(signer, clock, sessionActive, { authenticate, accepts: true });
  const sessionOnlyHook = requireUser(signer, clock, sessionActive, {
    authenticate,
    accepts: false,
  });
  await app.register(openapiGlue, {
    specification: prepareGlueSpec(contract),
    prefix: '/api',
    // The glue merges partial route options (handler + hooks) into the routes it builds from the contract.
    operationResolver: ((operationId: string) => {
      const handler = handlers[operationId as keyof Handlers] as Handler<OperationId> | undefined;
      if (!handler) throw new Error(`No handler for operation ${operationId}`);
      const bodyRule = requestBodyRule(contract, operationId);
      return {
        ...(bodyRule ? bodyRuleHooks(bodyRule) : {}),
        handler: toFastifyHandler(handler),
        ...(isProtected(contract, operationId)
          ? { onRequest: acceptsBearer(contract, operationId) ? authHook : sessionOnlyHook }
          : {}),
      };
    }) as never,
  });
  registerFileServing(app, storage);
  registerSharePages(app, services);
  registerApiDocs(app, contract, yamlSource);
  const shell = await registerSpa(app, config.staticDir);
  app.setNotFoundHandler(spaFallback(config.staticDir, shell, hasSessionCookie));

  if (config.worker.enabled)
    app.addHook('onReady', async () => {
      // PGlite is locked to this process: a job still marked running was held by one that died.
      if (db.kind === 'pglite') await worker.reclaimAbandoned();
      worker.start();
    });
  // A job still marked queued or running was held by a process that ended: it ends failed.
  // A database that is down at start-up must not keep the server from answering (health 503):
  // housekeeping fails the interrupted jobs later.
  app.addHook('onReady', async () => {
    await importJobs
      .failInterrupted(db.kind === 'pglite')
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'Could not mark interrupted import jobs failed'),
      );
  });
  app.addHook('onReady', async () => householdEvents.start());
  // Before the server waits for open requests: an event stream would keep it open for ever.
  app.addHook('preClose', async () => householdEvents.closeAll());
  app.addHook('onClose', async () => householdEvents.stop());
  app.addHook('onClose', async () => importJobs.stop());
  app.addHook('onClose', async () => worker.stop());
  app.addHook('onClose', async () => mailer.close?.());
  app.addHook('onClose', async () => services.imports.close());
  return app;
}
