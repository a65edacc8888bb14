// The app in the bench's own process: buildApp on a fresh in-memory PGlite (the migrated template
// the server tests use) with the tests' fake AI, listening on 127.0.0.1 and a free port. For benches
// that measure the services themselves or seed thousands of recipes in one statement.
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '#server/test/helpers/server.ts';
import { BENCH_ENV } from './server.ts';

export interface AppOptions {
  /** Environment over BENCH_ENV (config only: the process environment is not read). */
  env?: Record<string, string>;
  /** The build to serve (STATIC_DIR); a stand-in build otherwise. */
  staticDir?: string;
  /** Default: a free port. */
  port?: number;
}

export interface App {
  /** http://127.0.0.1:port */
  readonly url: string;
  /** The Fastify app: app.sous holds the services, the job worker (WORKER is off: drain() it) and the recipe cache. */
  readonly app: FastifyInstance;
  /** The test server underneath (its database is for seedLibrary). */
  readonly server: TestServer;
  close(): Promise<void>;
}

export async function startApp(options: AppOptions = {}): Promise<App> {
  const server = await startTestServer('pglite', {
    ...BENCH_ENV,
    LOG_LEVEL: 'silent',
    ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
    ...options.env,
  });
  try {
    await server.app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    await server.close();
    throw error;
  }
  const { port } = server.app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    app: server.app,
    server,
    close: () => server.close(),
  };
}
