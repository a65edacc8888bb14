import { Socket } from 'node:net';
import pg from 'pg';

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

const LISTEN_SYNC_TIMEOUT_MS = 5000;

/**
 * PostgreSQL: LISTENs on `${channel}:${current schema}` on a connection of its own, opened with
 * the pool's settings (so schemas sharing a database do not hear each other). onMessage gets each
 * payload; onLost is called once if the connection fails or a sync times out, after which nothing
 * more arrives.
 */
export async function listenOn(
  settings: pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<Subscription> {
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
    const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
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
}
