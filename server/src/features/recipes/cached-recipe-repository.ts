import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '#contract/schema.gen.ts';
import { ChangeFeed } from '#server/src/platform/db/change-feed.ts';
import type { Database, Queryable } from '#server/src/platform/db/database.ts';
import type { RecipeRepository } from './recipe-repository.ts';

type Schemas = components['schemas'];

const LIST_CAPACITY = 2000;
const DETAIL_CAPACITY = 5000;
/** The channel the recipes table's triggers announce changes on (migration 0003). */
const RECIPE_CHANGES = 'recipe_changes';
/**
 * Shared mode: how much older than its request a hit may be for a client that has not just written
 * (see RecipeCache). A client that has carries the recent-write cookie, which lives at least this
 * long after the write (recipe-cache-plugin.ts).
 */
export const STALENESS_MS = 100;

/**
 * Set for the reads of a client that wrote moments ago (recipe-cache-plugin.ts runs its request's
 * handler inside it); the services in between pass nothing along and need not know.
 */
const readAfterWrite = new AsyncLocalStorage<true>();

/** Runs fn as the request of a client that has just written: its reads see what it wrote. */
export function runAsReadAfterWrite<T>(fn: () => T): T {
  return readAfterWrite.run(true, fn);
}

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
 * Saved-recipe lists and recipe details in memory. Cached values are deeply frozen and handed out
 * as the same objects, so each is serialised only once (recipe-cache-plugin.ts).
 *
 * - Sole writer (PGlite: the data-directory lock guarantees this process is the only one): every
 *   change goes through this process's repository, which drops the affected entries, so a hit is
 *   never older than what was committed before its request arrived, and needs no database round
 *   trip.
 * - Shared database (PostgreSQL, several instances): every change to a recipe row is announced by
 *   a trigger in the writing transaction (migration 0003), and each instance LISTENs (ChangeFeed)
 *   and drops the entries of that user and recipe. PostgreSQL delivers every notification committed
 *   before it answers a sync on the listening connection, which gives two guarantees:
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
  /** Shared mode only. */
  private readonly feed: ChangeFeed | undefined;
  readonly soleWriter: boolean;

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    /** Milliseconds of a monotonic clock (tests pass their own). */
    now?: () => number,
  ) {
    // PGlite is locked to this process (see platform/db/lock.ts).
    this.soleWriter = db.kind === 'pglite';
    this.feed = this.soleWriter
      ? undefined
      : new ChangeFeed(
          db,
          'recipe changes',
          RECIPE_CHANGES,
          { onMessage: (payload) => this.changed(payload), onReset: () => this.clear() },
          log,
          now,
        );
  }

  /**
   * Shared mode: subscribes to the recipe changes. Until that succeeds (it retries in the
   * background) every read goes to the database.
   */
  async start(): Promise<void> {
    await this.feed?.start();
  }

  async stop(): Promise<void> {
    if (this.feed) await this.feed.stop();
    else this.clear();
  }

  /** Shared mode: whether the change subscription is up (and the cache therefore in use). */
  get listening(): boolean {
    return this.feed?.listening ?? false;
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

  /** Recipes of userId were deleted or changed (by this process). */
  removed(userId: number, ids: number[]): void {
    this.generation++;
    this.lists.delete(userId);
    for (const id of ids) this.details.delete(id);
  }

  /** Unsaved drafts were deleted (by this process); they are in no saved list. */
  discarded(ids: number[]): void {
    this.generation++;
    for (const id of ids) this.details.delete(id);
  }

  /** Forgets everything (after a change made outside the repository, e.g. a test truncating tables). */
  clear(): void {
    this.generation++;
    this.lists.clear();
    this.details.clear();
  }

  /** Whether a hit may be answered at once (see the class comment). */
  private fresh(afterWrite: boolean): boolean {
    if (this.soleWriter) return true;
    return !afterWrite && this.feed!.recent(STALENESS_MS);
  }

  /** Shared mode: waits for a sync that began now; whether the cache may then answer. */
  private async synced(): Promise<boolean> {
    return this.feed !== undefined && (await this.feed.caughtUp());
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
}

/**
 * The recipe repository with saved lists and details kept in cache, and every write through it
 * dropping what it changes; what the services use instead of the plain one (buildApp).
 *
 * Only reads on the database itself are cached: one inside a transaction must see that
 * transaction's own writes. A write inside a transaction drops its entries before the commit, which
 * is enough: on PGlite every other query waits for the transaction to end, and on PostgreSQL the
 * trigger's notification arrives once it commits.
 */
export function cachedRecipeRepository(
  inner: RecipeRepository,
  db: Queryable,
  cache: RecipeCache,
): RecipeRepository {
  const afterWrite = () => readAfterWrite.getStore() === true;
  return {
    ...inner,
    listSaved(q, userId) {
      if (q !== db) return inner.listSaved(q, userId);
      return cache.list(userId, afterWrite(), () => inner.listSaved(q, userId));
    },
    findDetail(q, userId, id) {
      if (q !== db) return inner.findDetail(q, userId, id);
      return cache.detail(userId, id, afterWrite(), () => inner.findDetail(q, userId, id));
    },
    async markSaved(q, userId, id) {
      const saved = await inner.markSaved(q, userId, id);
      // Outside a transaction the write is committed: the cached detail can take it over.
      if (saved && q === db) cache.saved(userId, id);
      else if (saved) cache.removed(userId, [id]);
      return saved;
    },
    async saveMany(q, userId, ids) {
      const saved = await inner.saveMany(q, userId, ids);
      cache.removed(userId, [...ids]);
      return saved;
    },
    async deleteMany(q, userId, ids) {
      await inner.deleteMany(q, userId, ids);
      cache.removed(userId, [...ids]);
    },
    async deleteAbandonedImports(q, before) {
      const count = await inner.deleteAbandonedImports(q, before);
      // Never saved, so in no list; a detail read by id may be cached.
      if (count > 0) cache.clear();
      return count;
    },
    async delete(q, userId, id) {
      const deleted = await inner.delete(q, userId, id);
      if (deleted) cache.removed(userId, [id]);
      return deleted;
    },
    async insertOwn(q, userId, recipe) {
      const id = await inner.insertOwn(q, userId, recipe);
      cache.removed(userId, [id]);
      return id;
    },
    async update(q, userId, id, recipe) {
      const updated = await inner.update(q, userId, id, recipe);
      if (updated) cache.removed(userId, [id]);
      return updated;
    },
    async setRatingNotes(q, userId, id, change) {
      const stored = await inner.setRatingNotes(q, userId, id, change);
      if (stored) cache.removed(userId, [id]);
      return stored;
    },
    async deleteUnsavedBySession(q, sessionId) {
      const drafts = await inner.deleteUnsavedBySession(q, sessionId);
      cache.discarded(drafts.map((d) => d.id));
      return drafts;
    },
  };
}
