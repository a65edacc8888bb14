// The real server for benches: `server/src/main.ts` in a process of its own on 127.0.0.1, a free
// port and a temporary DATA_DIR, on PGlite (in DATA_DIR) or in a PostgreSQL schema of its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { copyMigratedPglite, ensureDatabaseExtensions } from '#server/test/helpers/database.ts';
import { freePort, ServerProcess } from '#server/test/helpers/process.ts';

export type Backend = 'pglite' | 'postgres';

/** The PostgreSQL server benches may use: BENCH_DATABASE_URL, else TEST_DATABASE_URL (CI sets it). */
export const postgresUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/** PGlite always; PostgreSQL too when postgresUrl() is set. */
export const backends = (): Backend[] => (postgresUrl() ? ['pglite', 'postgres'] : ['pglite']);

/** What a bench server gets unless the bench says otherwise: quiet logs, no rate limits (0: off) in the way of set-up. */
export const BENCH_ENV: Record<string, string> = {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  RATE_LIMIT_SIGNUP: '0',
  RATE_LIMIT_LOGIN: '0',
  RATE_LIMIT_AI: '0',
  RATE_LIMIT_IMPORT: '0',
};

export interface ServerOptions {
  /** 'pglite' (default) or 'postgres' (a schema of its own on postgresUrl(), dropped by close()). */
  backend?: Backend;
  /** Environment over BENCH_ENV (and the inherited one). */
  env?: Record<string, string>;
  /** The build to serve (STATIC_DIR); the server's default (dist/) otherwise. */
  staticDir?: string;
  /** Default: a free port. */
  port?: number;
  /** Node options of the server process (e.g. --cpu-prof). */
  execArgv?: string[];
  /** How long a start may take (default 180 s: a fresh PGlite cluster on a busy machine). */
  timeoutMs?: number;
}

export interface Server {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly backend: Backend;
  /** The pid of the current process (a restart makes a new one). */
  readonly pid: number;
  /** The current process's last output. */
  logs(): string;
  /** SIGKILL: no shutdown hooks, no flush (the crash under test). */
  kill(): Promise<void>;
  /** A graceful stop (SIGTERM, then SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** Starts the server again on the same port, DATA_DIR and database (after kill() or stop()). */
  restart(): Promise<void>;
  /** Resident memory of the current process in MB (Linux), undefined once it is gone. */
  rssMb(): number | undefined;
  /** CPU µs the current process has used (Linux, 10 ms resolution). */
  cpuMicros(): number | undefined;
  /** Stops the server and removes its DATA_DIR and its PostgreSQL schema. */
  close(): Promise<void>;
}

/** Starts `server/src/main.ts` and waits until /api/health answers. */
export async function startServer(options: ServerOptions = {}): Promise<Server> {
  const backend = options.backend ?? 'pglite';
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sous-bench-'));
  const env: Record<string, string> = {
    ...BENCH_ENV,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
    ...options.env,
  };
  let dropSchema = async () => {};
  let current: ServerProcess | undefined;
  const launch = async () => {
    current = new ServerProcess(env, { execArgv: options.execArgv ?? [] });
    try {
      await current.ready(options.timeoutMs ?? 180_000);
    } catch (error) {
      await current.kill();
      throw error;
    }
  };
  const cleanUp = async () => {
    await current?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await dropSchema();
  };
  try {
    // A migrated cluster copied in: the server skips the seconds of creating one.
    if (backend === 'pglite') await copyMigratedPglite(path.join(dataDir, 'db'));
    if (backend === 'postgres') {
      const url = postgresUrl();
      if (!url) throw new Error('PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
      const schema = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      dropSchema = async () => {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await cleanup.end();
      };
      await ensureDatabaseExtensions(admin);
      await admin.end();
      env.DATABASE_URL = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    }
    await launch();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    backend,
    get pid() {
      return current!.pid;
    },
    logs: () => current!.output,
    async kill() {
      await current!.kill('SIGKILL');
    },
    async stop() {
      await current!.stop();
    },
    async restart() {
      if (!current!.gone) throw new Error('restart(): stop() or kill() the server first');
      await launch();
    },
    rssMb: () => current!.rssMb(),
    cpuMicros: () => current!.cpuMicros(),
    close: cleanUp,
  };
}
