import { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './database.ts';

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

/**
 * Resolves each wait() once a round trip that began after the call has completed. The waits of
 * one event-loop phase (the requests read from the sockets in one go) share a round trip, which
 * starts once that phase is over; round trips overlap, so a wait never queues behind one that was
 * already on its way when it arrived.
 */
export class Barrier {
  private next: Promise<void> | undefined;
  /** When the newest completed round trip began; -Infinity before the first. */
  private confirmedFrom = -Infinity;
  private refreshing = false;

  constructor(
    private readonly roundTrip: () => Promise<void>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  wait(): Promise<void> {
    this.next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      this.next = undefined; // waits from now on need a round trip that begins after this one
      const began = this.now();
      await this.roundTrip();
      this.confirmedFrom = Math.max(this.confirmedFrom, began);
    });
    return this.next;
  }

  /**
   * Whether a round trip that began at most maxAgeMs ago has completed. Once half of that has
   * passed it starts the next one in the background, so under steady traffic nobody waits.
   */
  recent(maxAgeMs: number): boolean {
    const age = this.now() - this.confirmedFrom;
    if (age > maxAgeMs / 2 && !this.refreshing) {
      this.refreshing = true;
      // A failed round trip is the connection's loss, which the subscription reports itself.
      this.wait()
        .catch(() => undefined)
        .finally(() => (this.refreshing = false));
    }
    return age <= maxAgeMs;
  }
}

const RECONNECT_MS = 1000;

/**
 * A channel's notifications on a shared PostgreSQL, kept subscribed: until the first subscription
 * succeeds, and after the connection is lost, it retries every second in the background (so a
 * database that is down at start does not stop the server). While it is down, `listening` is false
 * and the owner must not trust anything it derived from earlier notifications: onReset tells it so.
 */
export class ChangeFeed {
  /** The subscription and its barrier while connected. */
  private connected: { subscription: Subscription; barrier: Barrier } | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    /** What the feed carries, for the log (e.g. "recipe changes"). */
    private readonly name: string,
    private readonly channel: string,
    private readonly handlers: { onMessage(payload: string): void; onReset(): void },
    private readonly log: FastifyBaseLogger,
    /** Milliseconds of a monotonic clock (tests pass their own). */
    private readonly now: () => number = () => performance.now(),
  ) {}

  async start(): Promise<void> {
    await this.subscribe().catch((error: unknown) => {
      this.log.warn({ err: error }, `Could not subscribe to ${this.name}; not caching until then`);
      this.retryLater();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    const connected = this.connected;
    this.connected = undefined;
    this.handlers.onReset();
    await connected?.subscription.close();
  }

  /** Whether the subscription is up. */
  get listening(): boolean {
    return this.connected !== undefined;
  }

  /**
   * Whether every notification committed more than maxAgeMs ago has arrived, without waiting
   * (see Barrier.recent); false while the subscription is down.
   */
  recent(maxAgeMs: number): boolean {
    return this.connected !== undefined && this.connected.barrier.recent(maxAgeMs);
  }

  /**
   * Waits until every notification committed before the call has arrived; false when the
   * subscription is down or fails meanwhile.
   */
  async caughtUp(): Promise<boolean> {
    if (!this.connected) return false;
    try {
      await this.connected.barrier.wait();
      return this.connected !== undefined;
    } catch {
      return false; // The subscription is lost (see lost()).
    }
  }

  private async subscribe(): Promise<void> {
    if (this.connected || this.stopped) return;
    const subscription = await this.db.listen!(
      this.channel,
      (payload) => this.handlers.onMessage(payload),
      (error) => this.lost(error),
    );
    if (this.stopped) return subscription.close();
    this.connected = { subscription, barrier: new Barrier(() => subscription.sync(), this.now) };
  }

  private retryLater(): void {
    this.reconnect = setTimeout(() => {
      this.subscribe().then(
        () => this.log.info(`Subscribed to ${this.name} again; caching`),
        (error: unknown) => {
          this.log.warn({ err: error }, `Could not subscribe to ${this.name}`);
          this.retryLater();
        },
      );
    }, RECONNECT_MS);
    this.reconnect.unref();
  }

  private lost(error: Error): void {
    if (!this.connected) return;
    this.connected = undefined;
    this.handlers.onReset();
    if (this.stopped) return;
    this.log.warn(
      { err: error },
      `Lost the ${this.name} subscription; not caching until it is back`,
    );
    this.retryLater();
  }
}
