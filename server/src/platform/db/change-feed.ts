import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database.ts';
import type { Subscription } from './listen.ts';

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
 * A channel's notifications (from a shared PostgreSQL, or PGlite's in process), kept subscribed:
 * until the first subscription succeeds, and after the connection is lost, it retries every second
 * in the background (so a database that is down at start does not stop the server). While it is
 * down, `listening` is false and the owner must not trust anything it derived from earlier
 * notifications: onReset tells it so.
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
      this.log.warn({ err: error }, `Could not subscribe to ${this.name}; retrying every second`);
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
        () => this.log.info(`Subscribed to ${this.name} again`),
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
    this.log.warn({ err: error }, `Lost the ${this.name} subscription; resubscribing`);
    this.retryLater();
  }
}
