import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../../contract/schema.gen.ts';
import type { Database, Subscription } from '../db/database.ts';

type Schemas = components['schemas'];

const LIST_CAPACITY = 2000;
const DETAIL_CAPACITY = 5000;
/** The channel the recipes table's triggers announce changes on (migration 0003). */
const RECIPE_CHANGES = 'recipe_changes';
const RECONNECT_MS = 1000;
/**
 * Shared mode: how much older than its request a hit may be for a client that has not just written
 * (see RecipeCache). A client that has carries the recent-write cookie, which lives at least this
 * long after the write (routes/cookies.ts).
 */
export const STALENESS_MS = 100;

function remember<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  // Re-inserting keeps the map in least-recently-used order; the oldest entry goes first.
  map.delete(key);
  map.set(key, value);
  if (map.size > capacity) map.delete(map.keys().next().value!);
}

/** Freezes value and everything in it: a cached value is shared by every request that hits it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
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

/**
 * Saved-recipe lists and recipe details in memory. Cached values are deeply frozen and handed out
 * as the same objects, so the route serialises each only once (see toFastifyHandler).
 *
 * - Sole writer (PGlite: the data-directory lock guarantees this process is the only one): every
 *   change goes through this process, whose services drop the affected entries, so a hit is never
 *   older than what was committed before its request arrived, and needs no database round trip.
 * - Shared database (PostgreSQL, several instances): every change to a recipe row is announced by
 *   a trigger in the writing transaction (migration 0003), and each instance LISTENs and drops the
 *   entries of that user and recipe. PostgreSQL delivers every notification committed before it
 *   answers a sync on the listening connection, which gives two guarantees:
 *   - Read your writes: the request of a client that has just written, through any instance (it
 *     carries the recent-write cookie), waits for a sync that began after it arrived
 *     (shared by concurrent requests, see Barrier), so it sees every change committed before it
 *     arrived, as a database read would.
 *   - Bounded staleness for everyone else: a hit reflects every change committed more than
 *     STALENESS_MS before its request, because a sync that began at most that long before has
 *     completed (under traffic the next one runs in the background, so nobody waits). Notifications
 *     normally arrive within a millisecond; the bound is the worst case for a change another device
 *     made, and it holds even when the connection dies unnoticed (the next sync fails).
 *   While the connection is down nothing is cached or served from the cache; it reconnects by
 *   itself.
 *
 * In both modes a global generation, moved by every change, keeps a read that raced with a change
 * from storing its (older) result.
 */
export class RecipeCache {
  private readonly lists = new Map<number, Schemas['Recipe'][]>();
  private readonly details = new Map<number, { userId: number; detail: Schemas['RecipeDetail'] }>();
  private generation = 0;
  /** Shared mode: the subscription and its barrier while connected; undefined means no caching. */
  private feed: { subscription: Subscription; barrier: Barrier } | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private stopped = false;
  readonly soleWriter: boolean;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** Milliseconds of a monotonic clock (tests pass their own). */
    private readonly now: () => number = () => performance.now(),
  ) {
    // PGlite is locked to this process (see db/lock.ts).
    this.soleWriter = db.kind === 'pglite';
  }

  /**
   * Shared mode: subscribes to the recipe changes. Until that succeeds (it retries in the
   * background, so a database that is down at start does not stop the server) every read goes to
   * the database.
   */
  async start(): Promise<void> {
    if (this.soleWriter) return;
    await this.subscribe().catch((error: unknown) => {
      this.log.warn(
        { err: error },
        'Could not subscribe to recipe changes; not caching until then',
      );
      this.retryLater();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    const feed = this.feed;
    this.feed = undefined;
    this.clear();
    await feed?.subscription.close();
  }

  /** Shared mode: whether the change subscription is up (and the cache therefore in use). */
  get listening(): boolean {
    return this.feed !== undefined;
  }

  /** `afterWrite`: the client wrote moments ago (it carries the recent-write cookie). */
  async list(
    userId: number,
    afterWrite: boolean,
    load: () => Promise<Schemas['Recipe'][]>,
  ): Promise<Schemas['Recipe'][]> {
    // Only a hit may need a sync; afterwards it is looked up again (the sync may have dropped it).
    if (this.lists.has(userId) && (this.fresh(afterWrite) || (await this.synced()))) {
      const hit = this.lists.get(userId);
      if (hit) {
        remember(this.lists, userId, hit, LIST_CAPACITY);
        return hit;
      }
    }
    const caching = this.caching();
    const generation = this.generation;
    const recipes = deepFreeze(await load());
    if (caching && generation === this.generation)
      remember(this.lists, userId, recipes, LIST_CAPACITY);
    return recipes;
  }

  /** The user's recipe, or undefined when it is not theirs (or does not exist). */
  async detail(
    userId: number,
    id: number,
    afterWrite: boolean,
    load: () => Promise<Schemas['RecipeDetail'] | undefined>,
  ): Promise<Schemas['RecipeDetail'] | undefined> {
    if (this.details.has(id) && (this.fresh(afterWrite) || (await this.synced()))) {
      const hit = this.details.get(id);
      if (hit) return hit.userId === userId ? hit.detail : undefined;
    }
    const caching = this.caching();
    const generation = this.generation;
    const detail = await load();
    if (detail && caching && generation === this.generation)
      remember(this.details, id, { userId, detail: deepFreeze(detail) }, DETAIL_CAPACITY);
    return detail;
  }

  /** A recipe of userId was saved (by this process). */
  saved(userId: number, id: number): void {
    this.generation++;
    this.lists.delete(userId);
    const hit = this.details.get(id);
    if (hit)
      this.details.set(id, { ...hit, detail: deepFreeze({ ...hit.detail, is_saved: true }) });
  }

  /** Recipes of userId were deleted (by this process). */
  removed(userId: number, ids: number[]): void {
    this.generation++;
    this.lists.delete(userId);
    for (const id of ids) this.details.delete(id);
  }

  /** Forgets everything (after a change made outside the services, e.g. a test truncating tables). */
  clear(): void {
    this.generation++;
    this.lists.clear();
    this.details.clear();
  }

  /** Whether a hit may be answered at once (see the class comment). */
  private fresh(afterWrite: boolean): boolean {
    if (this.soleWriter) return true;
    return !afterWrite && this.feed !== undefined && this.feed.barrier.recent(STALENESS_MS);
  }

  /** Shared mode: waits for a sync that began now; whether the cache may then answer. */
  private async synced(): Promise<boolean> {
    if (!this.feed) return false;
    try {
      await this.feed.barrier.wait();
      return this.feed !== undefined;
    } catch {
      return false; // The subscription is lost (see lost()): this request reads the database.
    }
  }

  private caching(): boolean {
    return this.soleWriter || this.listening;
  }

  /** A notification: `${userId}:${recipeId}` of a changed or deleted recipe, or `*` after a truncation. */
  private changed(payload: string): void {
    if (payload === '*') return this.clear();
    const [userId, id] = payload.split(':').map(Number);
    this.removed(userId!, [id!]);
  }

  private async subscribe(): Promise<void> {
    if (this.feed || this.stopped) return;
    const subscription = await this.db.listen!(
      RECIPE_CHANGES,
      (payload) => this.changed(payload),
      (error) => this.lost(error),
    );
    if (this.stopped) return subscription.close();
    this.feed = { subscription, barrier: new Barrier(() => subscription.sync(), this.now) };
  }

  private retryLater(): void {
    this.reconnect = setTimeout(() => {
      this.subscribe().then(
        () => this.log.info('Subscribed to recipe changes again; caching'),
        (error: unknown) => {
          this.log.warn({ err: error }, 'Could not subscribe to recipe changes');
          this.retryLater();
        },
      );
    }, RECONNECT_MS);
    this.reconnect.unref();
  }

  private lost(error: Error): void {
    if (!this.feed) return;
    this.feed = undefined;
    this.clear();
    if (this.stopped) return;
    this.log.warn(
      { err: error },
      'Lost the recipe-change subscription; not caching until it is back',
    );
    this.retryLater();
  }
}
