/**
 * schema.org/Recipe JSON-LD export and import (issue #17, item 3). Export writes with
 * recipeToJsonLd (the share page's writer), a page at a time; import reads with
 * contract/recipe-import.ts (the mock's reader too) in a worker thread, fetches URLs only through
 * safeFetch, and stores what it read the way generated recipes are stored (insertDrafts, then
 * saved), with nutrition and allergens from the ingredient catalogue (import-prepare.ts).
 *
 * Storing is all or nothing in short steps (issue hardening-2, finding 5), so that one large import
 * never holds the database (PGlite's one connection) for long: the recipes are first written as
 * drafts of no session, a few per transaction — in no list, export or count —, then saved a few per
 * transaction, each step within the library's limit; other requests run between the steps. When a
 * step fails, everything written so far is deleted again, so an error answer leaves nothing behind.
 * A process that dies between the steps leaves unsaved drafts, which housekeeping removes
 * (deleteAbandonedImports).
 */
import type { components } from '#contract/schema.gen.ts';
import {
  importFailureItem,
  type ImportFailure,
  type ImportSource,
} from '#contract/recipe-import.ts';
import { importPastLibraryLimit, libraryFull } from '#contract/messages.ts';
import {
  hasPreferences,
  NO_PREFERENCES,
  preferenceConflicts,
  type StandingPreferences,
} from '#contract/preferences.ts';
import type { Config } from '#server/src/platform/config.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { conflict, HttpError, notFound } from '#server/src/platform/errors.ts';
import { nextTurn } from '#server/src/platform/next-turn.ts';
import { exportRepository } from './export-repository.ts';
import type { PreparedRecipe } from './import-prepare.ts';
import { insertSteps } from './steps-repository.ts';
import type { RecipeRepository } from './recipe-repository.ts';
import { ImportReader, ImportTooComplexError, type ReadResult } from './import-reader.ts';
import { libraryRoom } from './library-limit.ts';
import type { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import { RECIPE_NOT_FOUND } from './recipe-service.ts';
import { recipeToJsonLd } from '#contract/recipe-to-jsonld.ts';
import {
  safeFetch,
  SafeFetchError,
  type SafeFetchOptions,
} from '#server/src/platform/safe-fetch.ts';

type Schemas = components['schemas'];

/** Saved recipes read per query while exporting the library (a page is one chunk of the answer). */
export const EXPORT_PAGE_SIZE = 50;
const IMPORT_WINDOW = 60;
/**
 * Recipes an import writes per transaction, then saves per transaction: a step of the largest
 * imports (50 recipes of 100 long ingredient lines in 1-2 MiB) takes 10-25 ms of the request thread.
 */
export const IMPORT_BATCH = 5;

const FETCH_FAILURES: Record<SafeFetchError['code'], ImportFailure> = {
  invalid_url: 'import_invalid_url',
  blocked_address: 'import_address_not_allowed',
  unresolvable: 'import_fetch_failed',
  too_many_redirects: 'import_fetch_failed',
  http_error: 'import_fetch_failed',
  network_error: 'import_fetch_failed',
  too_large: 'import_too_large',
  timeout: 'import_timeout',
};

/**
 * The imported recipes that conflict with the cook's standing preferences ("Contains peanuts,
 * which you avoid"): their allergens (from the catalogue), their food category against the diets,
 * their ingredients against the dislikes. stored[i] is prepared[i] as saved.
 */
export function importWarnings(
  stored: readonly Schemas['Recipe'][],
  prepared: readonly PreparedRecipe[],
  preferences: StandingPreferences,
): Schemas['ImportWarning'][] {
  if (!hasPreferences(preferences)) return [];
  return stored.flatMap((recipe, index) => {
    const conflicts = preferenceConflicts(
      { ...recipe, ingredients: prepared[index]?.recipe.ingredients ?? [] },
      preferences,
    );
    return conflicts ? [{ recipe_id: recipe.id, ...conflicts }] : [];
  });
}

const failure = (source: ImportSource, kind: ImportFailure) =>
  new HttpError(422, [importFailureItem(source, kind)]);

export class ImportService {
  constructor(
    private readonly db: Database,
    private readonly recipes: RecipeRepository,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
    /** Tests only: lets the fetch reach a local server, with shorter caps. */
    private readonly fetchOptions: SafeFetchOptions = {},
    /** Reads sources in worker threads within a time budget (tests may give a shorter one). */
    readonly reader: ImportReader = new ImportReader(),
  ) {}

  /** Ends the reader's worker threads. */
  async close(): Promise<void> {
    await this.reader.close();
  }

  /** One recipe of the user as JSON-LD, with its title for the file name. */
  async exportOne(
    userId: number,
    id: number,
  ): Promise<{ title: string; jsonLd: Schemas['JsonLdRecipe'] }> {
    const found = await exportRepository.findOne(this.db, userId, id);
    if (!found) throw notFound(RECIPE_NOT_FOUND);
    return { title: found.detail.title, jsonLd: { ...recipeToJsonLd(found.detail, found.steps) } };
  }

  /**
   * Every saved recipe as JSON-LD, oldest first, a page of EXPORT_PAGE_SIZE at a time (keyset on
   * the id), read only when the previous page has been taken. Not a snapshot: a recipe saved or
   * deleted during a long download may or may not be in it, as with any paged read.
   */
  async *exportPages(userId: number): AsyncGenerator<Schemas['JsonLdRecipe'][]> {
    for (let afterId = 0; ;) {
      const page = await exportRepository.savedPage(this.db, userId, afterId, EXPORT_PAGE_SIZE);
      yield page.map((row) => ({ ...recipeToJsonLd(row.detail, row.steps) }));
      if (page.length < EXPORT_PAGE_SIZE) return;
      afterId = page.at(-1)!.id;
    }
  }

  /** Counts one import against the user's per-minute budget (429 beyond it). */
  async consumeBudget(userId: number): Promise<void> {
    await this.limiter.consume(`import:${userId}`, this.config.rateLimits.import, IMPORT_WINDOW);
  }

  /** Imports the recipes in a pasted block or a file's text. */
  async importText(
    userId: number,
    source: ImportSource,
    text: string,
    preferences: StandingPreferences = NO_PREFERENCES,
  ): Promise<Schemas['ImportResult']> {
    let read: ReadResult;
    try {
      read = await this.reader.read(text);
    } catch (error) {
      if (error instanceof ImportTooComplexError) throw failure(source, 'import_too_complex');
      throw error;
    }
    if ('failure' in read) throw failure(source, read.failure);
    const recipes = await this.store(userId, read.recipes);
    return { recipes, warnings: importWarnings(recipes, read.recipes, preferences) };
  }

  /** Fetches the page under the SSRF guard and imports the recipes in it. */
  async importUrl(
    userId: number,
    url: string,
    preferences: StandingPreferences = NO_PREFERENCES,
  ): Promise<Schemas['ImportResult']> {
    let body: string;
    try {
      body = (await safeFetch(url, this.fetchOptions)).body;
    } catch (error) {
      if (error instanceof SafeFetchError) throw failure('url', FETCH_FAILURES[error.code]);
      throw failure('url', 'import_fetch_failed');
    }
    return this.importText(userId, 'url', body, preferences);
  }

  /** Stores the recipes as the user's saved recipes (with their steps), all or none (see the top). */
  private async store(
    userId: number,
    prepared: readonly PreparedRecipe[],
  ): Promise<Schemas['Recipe'][]> {
    const max = this.config.libraryMaxRecipes;
    const pastLimit = (room: number) =>
      conflict(
        prepared.length === 1 || room === 0
          ? libraryFull(max)
          : importPastLibraryLimit(prepared.length, room, max),
      );
    // Nothing is written for an import the library has no room for.
    const room = await this.db.transaction((tx) => libraryRoom(tx, this.recipes, userId, max));
    if (prepared.length > room) throw pastLimit(room);
    const ids: number[] = [];
    try {
      for (let at = 0; at < prepared.length; at += IMPORT_BATCH) {
        const batch = prepared.slice(at, at + IMPORT_BATCH);
        ids.push(
          ...(await this.db.transaction(async (tx) => {
            const written = await this.recipes.insertDrafts(
              tx,
              userId,
              null,
              batch.map((p) => p.recipe),
            );
            for (const [index, id] of written.entries())
              if (batch[index]!.steps.length > 0) await insertSteps(tx, id, batch[index]!.steps);
            return written;
          })),
        );
        await nextTurn();
      }
      for (let at = 0; at < ids.length; at += IMPORT_BATCH) {
        const batch = ids.slice(at, at + IMPORT_BATCH);
        await this.db.transaction(async (tx) => {
          // Another request of the user may have saved meanwhile: the limit holds at every step.
          const left = await libraryRoom(tx, this.recipes, userId, max);
          if (batch.length > left) throw pastLimit(left + at);
          await this.recipes.saveMany(tx, userId, batch);
        });
        await nextTurn();
      }
    } catch (error) {
      await this.takeBack(userId, ids);
      throw error;
    }
    return exportRepository.summaries(this.db, userId, ids);
  }

  /** Deletes what a failed import wrote, in steps too; what cannot be, housekeeping removes. */
  private async takeBack(userId: number, ids: readonly number[]): Promise<void> {
    try {
      for (let at = 0; at < ids.length; at += IMPORT_BATCH) {
        await this.recipes.deleteMany(this.db, userId, ids.slice(at, at + IMPORT_BATCH));
        await nextTurn();
      }
    } catch {
      // The request fails with the first error; unsaved drafts left here are swept later.
    }
  }
}
