import type { components } from '../../../src/api/schema.gen.ts';
import type { Database } from '../db/database.ts';
import { recipeRepository, type RecipeHead } from '../repositories/recipe-repository.ts';

type Schemas = components['schemas'];

const LIST_CAPACITY = 2000;
const DETAIL_CAPACITY = 5000;

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
 * Answers many single-key lookups with few queries, without ever answering from a query that
 * started before the lookup was asked: a lookup joins the next batch, which is sent as soon as no
 * batch is in flight (at once when idle, so a lone request waits no longer than one query). So a
 * change committed before a request arrived is always seen, while under load one round trip
 * serves all the requests that arrived during the previous one.
 */
export class Batcher<K, V> {
  private next: Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]> =
    new Map();
  private inFlight = false;

  constructor(private readonly fetch: (keys: K[]) => Promise<Map<K, V>>) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.next.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.next.set(key, [{ resolve, reject }]);
      if (!this.inFlight) this.flush();
    });
  }

  private flush(): void {
    const batch = this.next;
    if (batch.size === 0) return;
    this.next = new Map();
    this.inFlight = true;
    this.fetch([...batch.keys()])
      .then(
        (found) => {
          for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
        },
      )
      .finally(() => {
        this.inFlight = false;
        this.flush();
      });
  }
}

/**
 * Saved-recipe lists and recipe details in memory, kept correct in both run modes. Cached values
 * are deeply frozen and handed out as the same objects, so the route serialises each only once
 * (see toFastifyHandler).
 *
 * - Sole writer (PGlite: the data-directory lock guarantees this process is the only one): every
 *   change to a list or a recipe goes through this process, which drops the affected entries, so a
 *   hit needs no database round trip at all. A global generation counter keeps a read that raced
 *   with a change from storing its (older) result.
 * - Shared database (PostgreSQL, several instances): a list is valid while the user's
 *   `library_version` (replaced by every change to the list, in the same statement) is unchanged;
 *   a detail's content never changes after it is stored, so a hit re-checks ownership, is_saved
 *   and created_at (which tells a reused id apart) with a narrow query that skips the jsonb
 *   columns. These checks are batched (Batcher): each still starts after the request arrived, so
 *   another instance's acknowledged change is never missed, but concurrent requests share one
 *   primary-key query.
 */
export class RecipeCache {
  private readonly lists = new Map<
    number,
    { version: string | null; recipes: Schemas['Recipe'][] }
  >();
  private readonly details = new Map<number, { userId: number; detail: Schemas['RecipeDetail'] }>();
  private generation = 0;
  private readonly versions: Batcher<number, string>;
  private readonly heads: Batcher<number, RecipeHead>;

  constructor(
    private readonly db: Database,
    readonly soleWriter: boolean,
  ) {
    this.versions = new Batcher((userIds) => recipeRepository.libraryVersions(db, userIds));
    this.heads = new Batcher((ids) => recipeRepository.findHeads(db, ids));
  }

  async list(
    userId: number,
    load: () => Promise<Schemas['Recipe'][]>,
  ): Promise<Schemas['Recipe'][]> {
    const generation = this.generation;
    // Shared mode: read the version first, so a list read after it is at least as new as that version.
    const version = this.soleWriter ? null : await this.versions.load(userId);
    if (version === undefined) return [];
    const hit = this.lists.get(userId);
    if (hit && hit.version === version) {
      remember(this.lists, userId, hit, LIST_CAPACITY);
      return hit.recipes;
    }
    const recipes = deepFreeze(await load());
    if (!this.soleWriter || generation === this.generation)
      remember(this.lists, userId, { version, recipes }, LIST_CAPACITY);
    return recipes;
  }

  /** The user's recipe, or undefined when it is not theirs (or does not exist). */
  async detail(
    userId: number,
    id: number,
    load: () => Promise<Schemas['RecipeDetail'] | undefined>,
  ): Promise<Schemas['RecipeDetail'] | undefined> {
    const generation = this.generation;
    const hit = this.details.get(id);
    if (hit && this.soleWriter) return hit.userId === userId ? hit.detail : undefined;
    if (hit) {
      const head = await this.heads.load(id);
      if (!head || head.user_id !== userId) return undefined;
      if (head.created_at.toISOString() === hit.detail.created_at) {
        if (head.is_saved === hit.detail.is_saved) return hit.detail;
        // Saved by another instance since: same content, new flag (a new frozen object, stored).
        const detail = deepFreeze({ ...hit.detail, is_saved: head.is_saved });
        if (this.details.get(id) === hit) this.details.set(id, { userId, detail });
        return detail;
      }
    }
    const detail = await load();
    if (detail && (!this.soleWriter || generation === this.generation))
      remember(this.details, id, { userId, detail: deepFreeze(detail) }, DETAIL_CAPACITY);
    return detail;
  }

  /** A recipe of userId was saved. */
  saved(userId: number, id: number): void {
    this.generation++;
    this.lists.delete(userId);
    const hit = this.details.get(id);
    if (hit)
      this.details.set(id, { ...hit, detail: deepFreeze({ ...hit.detail, is_saved: true }) });
  }

  /** Recipes of userId were deleted. */
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
}
