import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { listenOn, type Subscription } from './listen.ts';

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
}

/** The one query interface repositories use; the same Postgres-dialect SQL runs on PGlite and PostgreSQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A change feed's subscription to `${channel}:${current schema}`: on PostgreSQL a connection of
   * its own (listenOn in listen.ts), on PGlite its in-process LISTEN. (Optional for tests' fakes.)
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<Subscription>;
  /** PGlite only: a tarball of the data directory (tests start each file from a migrated template). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Opens the embedded PGlite database in dataDir (created with its parents when missing), or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const db = await PGlite.create({
    // The library search's trigram index (migration 0007).
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await db.query<T>(sql, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      // PGlite has one connection: its transaction() holds a mutex that queues every other query until it ends.
      return db.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params?: readonly unknown[]) {
            const result = await tx.query<R>(sql, params as unknown[] | undefined);
            return result.rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    // PGlite hands a notification to its listeners while it reads the answer of the statement that
    // committed it (also a trigger's pg_notify), before that statement resolves: a sync has nothing
    // to wait for, and the connection cannot be lost.
    async listen(channel, onMessage) {
      const [row] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows;
      // Quoted, as the name holds a ':' (PGlite sends it to LISTEN and UNLISTEN as given; the
      // function listen() answers would send it unquoted).
      const name = `"${channel}:${row!.schema}"`;
      const deliver = (payload: string) => onMessage(payload);
      await db.listen(name, deliver);
      return { sync: async () => {}, close: () => db.unlisten(name, deliver) };
    },
    async dump() {
      return db.dumpDataDir('none');
    },
    async close() {
      await db.close();
    },
  };
}

/** Connects to PostgreSQL through a pool; options may pin a search_path (tests use one schema per file). */
export async function openPostgres(
  connectionString: string,
  options: { searchPath?: string; max?: number } = {},
): Promise<Database> {
  const settings = {
    connectionString,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  const pool = new pg.Pool({ ...settings, max: options.max ?? 10 });
  // An idle client's socket error must not crash the process; the pool replaces the client.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params as unknown[] | undefined);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onMessage, onLost) => listenOn(settings, channel, onMessage, onLost),
    async close() {
      await pool.end();
    },
  };
}
