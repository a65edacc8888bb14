/**
 * Archive imports as jobs (issue 31 [library-io], decision 0040). POST reads and checks the archive
 * (a refused one stores nothing), finds the duplicates, checks the library's room and queues a job
 * row; the recipes are then stored one per transaction in this process, with a turn of the event loop
 * for other requests between two, each transaction also writing the recipe's report line and the
 * job's counts (so a poll reads a consistent state, and a crash loses at most the recipe in hand).
 *
 * The archive lives only in this process's memory while its job runs. A job whose process ended is
 * marked failed with IMPORT_JOB_INTERRUPTED at the next start-up (PGlite: every unfinished job; on
 * PostgreSQL the ones without a heartbeat for a while, by housekeeping too), its unhandled recipes
 * reported not_imported. Finished jobs are kept 7 days.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ARCHIVE_COLLECTIONS_FULL,
  ARCHIVE_IMAGE_QUOTA,
  ARCHIVE_IMAGE_UNREADABLE,
  ARCHIVE_LIBRARY_FULL,
  ARCHIVE_MAX_RECIPES,
  IMPORT_JOB_RUNNING,
  IMPORT_JOB_FAILED,
  IMPORT_JOB_INTERRUPTED,
  IMPORT_JOB_KEEP_DAYS,
} from '#contract/archive-import.ts';
import { MAX_COLLECTIONS } from '#contract/limits.ts';
import { importPastLibraryLimit, libraryFull } from '#contract/messages.ts';
import { ingredientFromLine } from '#contract/recipe-import.ts';
import type { Config } from '#server/src/platform/config.ts';
import type { Database, Queryable } from '#server/src/platform/db/database.ts';
import { conflict, HttpError, notFound } from '#server/src/platform/errors.ts';
import { nextTurn } from '#server/src/platform/next-turn.ts';
import { newFileKey } from '#server/src/platform/storage/file-storage.ts';
import { detectImage } from '#server/src/platform/storage/sniff.ts';
import { readArchiveOffThread } from './archive/archive-reader.ts';
import type { ArchiveContents, ArchiveRecipe } from './archive/read-archive.ts';
import { ArchiveError } from './archive/zip.ts';
import { duplicateKey, libraryKeys } from './import-duplicates.ts';
import { importJobRepository, type ImportJob, type NewItem } from './import-job-repository.ts';
import { toNewRecipe, type PreparedRecipe } from './import-prepare.ts';
import { libraryRoom } from './library-limit.ts';
import type { RecipeRepository } from './recipe-repository.ts';
import { insertSteps } from './steps-repository.ts';

/** The detail of a 404 for a job that is not the user's (or was removed). */
export const IMPORT_JOB_NOT_FOUND = 'Import job not found';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A running job writes its heartbeat with every recipe; one silent this long has no process. */
export const IMPORT_JOB_STALE_MS = 5 * 60 * 1000;
/** Largest picture stored with an imported recipe (as an upload). */
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** Stores a picture under a key against the user's quota (FileService.store); throws past it. */
export type StorePicture = (userId: number, key: string, bytes: Buffer) => Promise<void>;

interface Plan {
  readonly jobId: string;
  readonly userId: number;
  readonly keep: boolean;
  readonly contents: ArchiveContents;
  readonly keys: readonly string[];
  /** The library's recipes by duplicate key; the job adds what it imports. */
  readonly seen: Map<string, number>;
}

export class ImportJobService {
  private readonly running = new Map<string, Promise<void>>();
  /** Jobs of this process a cancel was asked for (others learn it from their row). */
  private readonly cancelled = new Set<string>();
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly recipes: RecipeRepository,
    private readonly config: Config,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly storePicture: StorePicture,
  ) {}

  private keptSince(): Date {
    return new Date(this.clock().getTime() - IMPORT_JOB_KEEP_DAYS * DAY_MS);
  }

  /**
   * Reads and checks the archive, then queues its job and starts it. ArchiveError for a refused
   * archive; 409 while another job of the user is queued or running, or when the library has no
   * room for the recipes to store.
   */
  async start(
    userId: number,
    bytes: Uint8Array,
    duplicates: ImportJob['duplicates'],
  ): Promise<ImportJob> {
    if (await importJobRepository.hasActive(this.db, userId)) throw conflict(IMPORT_JOB_RUNNING);
    const contents = await readArchiveOffThread(bytes);
    if (contents.recipes.length > ARCHIVE_MAX_RECIPES)
      throw new ArchiveError('archive_too_many_recipes');
    await nextTurn();
    const keys = contents.recipes.map((recipe) =>
      duplicateKey(recipe.title, recipe.ingredients.slice(0, 100).map(ingredientFromLine)),
    );
    await nextTurn();
    const seen = await libraryKeys(this.db, userId);
    const keep = duplicates === 'keep';
    const inArchive = new Set<string>();
    let toStore = 0;
    for (const key of keys) {
      if (keep || !(seen.has(key) || inArchive.has(key))) toStore++;
      inArchive.add(key);
    }
    const max = this.config.libraryMaxRecipes;
    const room = await this.db.transaction((tx) => libraryRoom(tx, this.recipes, userId, max));
    if (toStore > room)
      throw conflict(
        toStore === 1 || room === 0 ? libraryFull(max) : importPastLibraryLimit(toStore, room, max),
      );
    const jobId = randomUUID();
    const queued = await importJobRepository.insert(this.db, {
      id: jobId,
      userId,
      format: contents.format,
      duplicates,
      titles: contents.recipes.map((recipe) => recipe.title),
      now: this.clock(),
    });
    if (!queued) throw conflict(IMPORT_JOB_RUNNING);
    const job = (await importJobRepository.find(this.db, userId, jobId, this.keptSince()))!;
    const run = this.run({ jobId, userId, keep, contents, keys, seen }).finally(() => {
      this.running.delete(jobId);
      this.cancelled.delete(jobId);
    });
    this.running.set(jobId, run);
    return job;
  }

  /** The user's job (404 when not theirs, or removed). */
  async get(userId: number, jobId: string): Promise<ImportJob> {
    const job = await importJobRepository.find(this.db, userId, jobId, this.keptSince());
    if (!job) throw notFound(IMPORT_JOB_NOT_FOUND);
    return job;
  }

  /**
   * Asks the job to stop after the recipe in hand; when this process runs it, answers once it has
   * stopped. A finished job is answered as it is.
   */
  async cancel(userId: number, jobId: string): Promise<ImportJob> {
    if (!(await importJobRepository.requestCancel(this.db, userId, jobId, this.keptSince())))
      throw notFound(IMPORT_JOB_NOT_FOUND);
    const run = this.running.get(jobId);
    if (run) {
      this.cancelled.add(jobId);
      await run;
    }
    return this.get(userId, jobId);
  }

  /**
   * Ends the jobs no process runs any more: on PGlite (one process) every unfinished one not run
   * here, on PostgreSQL those silent for IMPORT_JOB_STALE_MS. Their number.
   */
  async failInterrupted(everyUnfinished: boolean): Promise<number> {
    const now = this.clock();
    const staleBefore = everyUnfinished
      ? new Date(Date.UTC(9999, 0))
      : new Date(now.getTime() - IMPORT_JOB_STALE_MS);
    const count = await this.db.transaction((tx) =>
      importJobRepository.failInterrupted(tx, staleBefore, IMPORT_JOB_INTERRUPTED, now, [
        ...this.running.keys(),
      ]),
    );
    if (count > 0) this.log.warn({ jobs: count }, 'Ended import jobs a restart interrupted');
    return count;
  }

  /** Removes jobs finished more than 7 days ago (housekeeping). */
  async purgeFinished(): Promise<number> {
    return importJobRepository.purgeFinished(this.db, this.keptSince());
  }

  /** Waits for every job of this process to end (tests). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  /** Stops the jobs after their recipe in hand; they end failed (interrupted). */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.drain();
  }

  private async run(plan: Plan): Promise<void> {
    const { jobId, userId } = plan;
    const recipes = plan.contents.recipes;
    const end = (status: 'done' | 'cancelled' | 'failed', error: string | null) =>
      this.db.transaction((tx) =>
        importJobRepository.finish(tx, jobId, { status, error, now: this.clock() }),
      );
    try {
      await nextTurn();
      let cancelled = await importJobRepository.markRunning(
        this.db,
        jobId,
        recipes[0]!.title,
        this.clock(),
      );
      const collections = await this.collectionsByName(userId);
      for (const [index, recipe] of recipes.entries()) {
        if (cancelled || this.cancelled.has(jobId)) return await end('cancelled', null);
        if (this.stopping) return await end('failed', IMPORT_JOB_INTERRUPTED);
        cancelled = await this.storeOne(plan, index, recipe, collections);
        await nextTurn();
      }
      await end('done', null);
    } catch (error) {
      this.log.error({ err: error, jobId }, 'Import job failed');
      await end('failed', IMPORT_JOB_FAILED).catch((endError: unknown) =>
        this.log.error({ err: endError, jobId }, 'Could not record the import job’s failure'),
      );
    }
  }

  /** Stores one recipe (or reports it a duplicate), its report line and counts in one transaction. */
  private async storeOne(
    plan: Plan,
    index: number,
    recipe: ArchiveRecipe,
    collections: Map<string, number>,
  ): Promise<boolean> {
    const { jobId, userId } = plan;
    const nextTitle = plan.contents.recipes[index + 1]?.title ?? null;
    const key = plan.keys[index]!;
    const duplicateOf = plan.seen.get(key) ?? null;
    const base = { position: index, title: recipe.title, duplicateOf };
    if (duplicateOf !== null && !plan.keep)
      return importJobRepository.addItem(
        this.db,
        jobId,
        { ...base, outcome: 'skipped_duplicate', recipeId: null, detail: null },
        nextTitle,
        this.clock(),
      );
    const prepared = toNewRecipe({ ...recipe, imageUrl: null });
    const picture = await this.picture(userId, recipe);
    const max = this.config.libraryMaxRecipes;
    const stored = await this.db.transaction(async (tx) => {
      const notes: string[] = picture.detail ? [picture.detail] : [];
      if ((await libraryRoom(tx, this.recipes, userId, max)) < 1) {
        const item: NewItem = {
          ...base,
          outcome: 'failed',
          recipeId: null,
          detail: ARCHIVE_LIBRARY_FULL(max),
        };
        return {
          id: null,
          cancelled: await importJobRepository.addItem(tx, jobId, item, nextTitle, this.clock()),
        };
      }
      const id = await this.insert(tx, userId, prepared, picture.key);
      // A Sous archive's rating and note (read-archive.ts checks them).
      if (recipe.rating || recipe.note)
        await this.recipes.setRatingNotes(tx, userId, id, {
          rating: recipe.rating ?? null,
          note: recipe.note ?? null,
        });
      const full = await this.addToCollections(tx, userId, id, recipe.categories, collections);
      if (full) notes.push(ARCHIVE_COLLECTIONS_FULL(MAX_COLLECTIONS));
      const cancelled = await importJobRepository.addItem(
        tx,
        jobId,
        { ...base, outcome: 'imported', recipeId: id, detail: notes.join(' ') || null },
        nextTitle,
        this.clock(),
      );
      return { id, cancelled };
    });
    if (stored.id !== null && !plan.seen.has(key)) plan.seen.set(key, stored.id);
    return stored.cancelled;
  }

  private async insert(
    tx: Queryable,
    userId: number,
    prepared: PreparedRecipe,
    imageKey: string | null,
  ): Promise<number> {
    const [id] = await this.recipes.insertDrafts(tx, userId, null, [
      { ...prepared.recipe, imageUrl: imageKey },
    ]);
    if (prepared.steps.length > 0) await insertSteps(tx, id!, prepared.steps);
    await this.recipes.saveMany(tx, userId, [id!]);
    return id!;
  }

  /**
   * The recipe's picture stored as an upload of the user (checked to decode, as uploads are), or
   * why it was left out. A picture stored for a recipe that then is not (the library filled up) is
   * an orphan the files sweep removes.
   */
  private async picture(
    userId: number,
    recipe: ArchiveRecipe,
  ): Promise<{ key: string | null; detail: string | null }> {
    if (!recipe.image) return { key: null, detail: recipe.imageProblem };
    const bytes = Buffer.from(recipe.image);
    const type = bytes.length <= PICTURE_MAX_BYTES ? await detectImage(bytes) : undefined;
    if (!type) return { key: null, detail: ARCHIVE_IMAGE_UNREADABLE };
    const key = newFileKey(`recipe/${userId}`, type.extension);
    try {
      await this.storePicture(userId, key, bytes);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413)
        return { key: null, detail: ARCHIVE_IMAGE_QUOTA };
      throw error;
    }
    return { key, detail: null };
  }

  /** The user's collections by lower-cased name (the oldest of equal names). */
  private async collectionsByName(userId: number): Promise<Map<string, number>> {
    const rows = await this.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM collections WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    const byName = new Map<string, number>();
    for (const row of rows) {
      const name = row.name.toLowerCase();
      if (!byName.has(name)) byName.set(name, row.id);
    }
    return byName;
  }

  /**
   * Adds the recipe to a collection per category, making the ones the user lacks within the
   * collections cap; true when a category found no room.
   */
  private async addToCollections(
    tx: Queryable,
    userId: number,
    recipeId: number,
    categories: readonly string[],
    byName: Map<string, number>,
  ): Promise<boolean> {
    let full = false;
    const made = new Map<string, number>();
    for (const category of categories) {
      const name = category.trim().slice(0, 80).trim();
      if (!name) continue;
      const lower = name.toLowerCase();
      let id = byName.get(lower) ?? made.get(lower);
      if (id === undefined) {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO collections (user_id, name, description)
           SELECT $1, $2, NULL WHERE (SELECT count(*) FROM collections WHERE user_id = $1) < $3
           RETURNING id`,
          [userId, name, MAX_COLLECTIONS],
        );
        if (!row) {
          full = true;
          continue;
        }
        id = row.id;
        made.set(lower, id);
      }
      await tx.query(
        `INSERT INTO collection_recipes (collection_id, recipe_id, position)
         SELECT $1, $2, coalesce(max(position) + 1, 0) FROM collection_recipes WHERE collection_id = $1
         ON CONFLICT DO NOTHING`,
        [id, recipeId],
      );
    }
    // Known only once the transaction commits (it always does, or the job fails).
    for (const [lower, id] of made) byName.set(lower, id);
    return full;
  }
}
