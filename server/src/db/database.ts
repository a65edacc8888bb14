import { mkdirSync } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
}

/** A LISTEN on a dedicated connection (see Database.listen). */
export interface Subscription {
  /**
   * Resolves after a round trip on the listening connection that began after the call. PostgreSQL
   * sends a listener every notification already committed before it answers a message, so by then
   * each change committed before the call has reached onMessage. Round trips may overlap (each call
   * sends one). Rejects when the connection fails.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The one query interface repositories use; the same Postgres-dialect SQL runs on PGlite and PostgreSQL. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: LISTENs on `${channel}:${current schema}` on a connection of its own (so
   * schemas sharing a database do not hear each other). onMessage gets each payload; onLost is
   * called once if the connection fails or a sync times out, after which nothing more arrives.
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
    async dump() {
      return db.dumpDataDir('none');
    },
    async close() {
      await db.close();
    },
  };
}

const LISTEN_SYNC_TIMEOUT_MS = 5000;

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
    async listen(channel, onMessage, onLost) {
      const client = new pg.Client({ ...settings, keepAlive: true });
      // Syncs sent and not yet answered, oldest first (see sync() below).
      const unanswered: { resolve: () => void; reject: (error: Error) => void }[] = [];
      // A connection that answers nothing this long while syncs wait (a silent network failure) is lost.
      let watchdog: NodeJS.Timeout | undefined;
      let closed = false;
      /** Marks the connection closed and fails the syncs still waiting; false if it already was. */
      const shut = (error: Error): boolean => {
        if (closed) return false;
        closed = true;
        clearTimeout(watchdog);
        for (const sync of unanswered.splice(0)) sync.reject(error);
        return true;
      };
      const lose = (error: Error) => {
        if (!shut(error)) return;
        client.end().catch(() => {});
        onLost(error);
      };
      client.on('error', lose);
      client.on('end', () => lose(new Error('The listening connection ended')));
      await client.connect();
      try {
        const { rows } = await client.query<{ schema: string }>(
          'SELECT current_schema() AS schema',
        );
        const name = `${channel}:${rows[0]!.schema}`;
        client.on('notification', (message) => {
          if (message.channel === name) onMessage(message.payload ?? '');
        });
        // Named after its channel, so an operator (or a test) can tell the listeners apart.
        await client.query(
          `SET application_name = ${client.escapeLiteral(`sous-listen ${name}`)}; LISTEN ${client.escapeIdentifier(name)}`,
        );
      } catch (error) {
        closed = true;
        await client.end().catch(() => {});
        throw error;
      }
      // From here on the connection carries nothing but syncs, so every ReadyForQuery answers one.
      // Nagle's algorithm on: a Sync written while another is unanswered waits in the kernel and
      // travels with the next, so such a write does not wake the server. No stall is possible, as
      // the server answers every Sync at once (its ReadyForQuery carries the acknowledgement).
      if (client.connection.stream instanceof Socket) client.connection.stream.setNoDelay(false);
      client.connection.on('readyForQuery', () => {
        unanswered.shift()?.resolve();
        if (unanswered.length === 0) clearTimeout(watchdog);
        else watchdog?.refresh();
      });
      return {
        sync() {
          // A bare protocol Sync: the cheapest round trip there is (the server only answers
          // ReadyForQuery), and unlike a query it can be sent while earlier ones are unanswered.
          if (closed) return Promise.reject(new Error('The listening connection is closed'));
          return new Promise<void>((resolve, reject) => {
            if (unanswered.length === 0) {
              watchdog = setTimeout(
                () => lose(new Error('The listening connection stopped answering')),
                LISTEN_SYNC_TIMEOUT_MS,
              );
              watchdog.unref();
            }
            unanswered.push({ resolve, reject });
            client.connection.sync();
          });
        },
        async close() {
          shut(new Error('The listening connection was closed'));
          await client.end().catch(() => {});
        },
      };
    },
    async close() {
      await pool.end();
    },
  };
}
