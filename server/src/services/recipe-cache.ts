import type { components } from '../../../src/api/schema.gen.ts';
import type { Database } from '../db/database.ts';
import { recipeRepository } from '../repositories/recipe-repository.ts';

type Schemas = components['schemas'];
type DetailContent = Omit<Schemas['RecipeDetail'], 'is_saved'>;

const LIST_CAPACITY = 2000;
const DETAIL_CAPACITY = 5000;

function remember<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  // Re-inserting keeps the map in least-recently-used order; the oldest entry goes first.
  map.delete(key);
  map.set(key, value);
  if (map.size > capacity) map.delete(map.keys().next().value!);
}

/**
 * Saved-recipe lists and recipe details in memory, kept correct in both run modes:
 *
 * - Sole writer (PGlite: the data-directory lock guarantees this process is the only one): every
 *   change to a list or a recipe goes through this process, which drops the affected entries, so a
 *   hit needs no database round trip at all. A global generation counter keeps a read that raced
 *   with a change from storing its (older) result.
 * - Shared database (PostgreSQL, several instances): a list is valid while the user's
 *   `library_version` (replaced by every change to the list, in the same statement) is unchanged,
 *   so a hit costs one primary-key lookup; a detail's content never changes after it is stored, and
 *   each hit re-checks ownership, is_saved and created_at (which tells a reused id apart) with a
 *   narrow query that skips the jsonb columns.
 */
export class RecipeCache {
  private readonly lists = new Map<
    number,
    { version: string | null; recipes: Schemas['Recipe'][] }
  >();
  private readonly details = new Map<
    number,
    { userId: number; isSaved: boolean; content: DetailContent }
  >();
  private generation = 0;

  constructor(
    private readonly db: Database,
    readonly soleWriter: boolean,
  ) {}

  async list(
    userId: number,
    load: () => Promise<Schemas['Recipe'][]>,
  ): Promise<Schemas['Recipe'][]> {
    const generation = this.generation;
    // Shared mode: read the version first, so a list read after it is at least as new as that version.
    const version = this.soleWriter ? null : await recipeRepository.libraryVersion(this.db, userId);
    if (version === undefined) return [];
    const hit = this.lists.get(userId);
    if (hit && hit.version === version) {
      remember(this.lists, userId, hit, LIST_CAPACITY);
      return hit.recipes;
    }
    const recipes = await load();
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
    if (hit && this.soleWriter)
      return hit.userId === userId ? { ...hit.content, is_saved: hit.isSaved } : undefined;
    if (hit) {
      const head = await recipeRepository.findHead(this.db, userId, id);
      if (!head) return undefined;
      if (head.created_at.toISOString() === hit.content.created_at)
        return { ...hit.content, is_saved: head.is_saved };
    }
    const detail = await load();
    if (detail && (!this.soleWriter || generation === this.generation)) {
      const { is_saved: isSaved, ...content } = detail;
      remember(this.details, id, { userId, isSaved, content }, DETAIL_CAPACITY);
    }
    return detail;
  }

  /** A recipe of userId was saved. */
  saved(userId: number, id: number): void {
    this.generation++;
    this.lists.delete(userId);
    const hit = this.details.get(id);
    if (hit) hit.isSaved = true;
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
