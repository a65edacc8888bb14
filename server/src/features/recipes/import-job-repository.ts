/**
 * The archive import jobs' rows (migration 0024): the job (state, counts, the title being stored)
 * and its report, one row per recipe handled. A poll reads the job by its primary key and the report
 * by (job_id, position), both indexed.
 */
import type { components } from '#contract/schema.gen.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';

type Schemas = components['schemas'];
export type ImportJob = Schemas['ImportJob'];
export type ImportJobItem = Schemas['ImportJobItem'];
type Outcome = ImportJobItem['outcome'];

interface JobRow {
  id: string;
  status: ImportJob['status'];
  format: ImportJob['format'];
  duplicates: ImportJob['duplicates'];
  total: number;
  done: number;
  current_title: string | null;
  imported: number;
  skipped: number;
  failed: number;
  not_imported: number;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

interface ItemRow {
  position: number;
  title: string;
  outcome: Outcome;
  recipe_id: number | null;
  duplicate_of: number | null;
  detail: string | null;
}

const JOB_COLUMNS =
  'id, status, format, duplicates, total, done, current_title, imported, skipped, failed, not_imported, error, created_at, finished_at';

const COUNT_COLUMN: Record<Outcome, 'imported' | 'skipped' | 'failed' | 'not_imported'> = {
  imported: 'imported',
  skipped_duplicate: 'skipped',
  failed: 'failed',
  not_imported: 'not_imported',
};

function toJob(row: JobRow, items: readonly ItemRow[]): ImportJob {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    duplicates: row.duplicates,
    total: row.total,
    done: row.done,
    current_title: row.current_title,
    counts: {
      imported: row.imported,
      skipped: row.skipped,
      failed: row.failed,
      not_imported: row.not_imported,
    },
    report: items.map((item) => ({
      index: item.position,
      title: item.title,
      outcome: item.outcome,
      recipe_id: item.recipe_id,
      duplicate_of: item.duplicate_of,
      detail: item.detail,
    })),
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** One recipe's line of the report, before it is written. */
export interface NewItem {
  position: number;
  title: string;
  outcome: Outcome;
  recipeId: number | null;
  duplicateOf: number | null;
  detail: string | null;
}

export const importJobRepository = {
  /**
   * Queues a job; false when the user already has a queued or running one (the partial unique
   * index decides, so two uploads at once cannot both start).
   */
  async insert(
    q: Queryable,
    job: {
      id: string;
      userId: number;
      format: ImportJob['format'];
      duplicates: ImportJob['duplicates'];
      titles: readonly string[];
      now: Date;
    },
  ): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO import_jobs (id, user_id, status, format, duplicates, total, titles, created_at, heartbeat_at)
       VALUES ($1, $2, 'queued', $3, $4, $5, $6::text[], $7, $7)
       ON CONFLICT (user_id) WHERE status IN ('queued', 'running') DO NOTHING RETURNING id`,
      [job.id, job.userId, job.format, job.duplicates, job.titles.length, job.titles, job.now],
    );
    return rows.length > 0;
  },

  /** Whether the user has a queued or running job (checked before reading an archive). */
  async hasActive(q: Queryable, userId: number): Promise<boolean> {
    const rows = await q.query(
      `SELECT 1 FROM import_jobs WHERE user_id = $1 AND status IN ('queued', 'running')`,
      [userId],
    );
    return rows.length > 0;
  },

  /** The user's job with its report; undefined when not theirs or finished before `keptSince`. */
  async find(
    q: Queryable,
    userId: number,
    id: string,
    keptSince: Date,
  ): Promise<ImportJob | undefined> {
    const [row] = await q.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM import_jobs
       WHERE id = $1 AND user_id = $2 AND (finished_at IS NULL OR finished_at >= $3)`,
      [id, userId, keptSince],
    );
    if (!row) return undefined;
    const items = await q.query<ItemRow>(
      `SELECT position, title, outcome, recipe_id, duplicate_of, detail FROM import_job_items
       WHERE job_id = $1 ORDER BY position`,
      [id],
    );
    return toJob(row, items);
  },

  /** Marks the job running (from queued), storing its first recipe; whether a cancel was asked for. */
  async markRunning(q: Queryable, id: string, firstTitle: string, now: Date): Promise<boolean> {
    const [row] = await q.query<{ cancel_requested: boolean }>(
      `UPDATE import_jobs SET status = 'running', current_title = $2, heartbeat_at = $3
       WHERE id = $1 RETURNING cancel_requested`,
      [id, firstTitle, now],
    );
    return row?.cancel_requested ?? true;
  },

  /**
   * Writes one recipe's report line, counts it and names the next recipe (null: none), in one
   * statement; whether a cancel was asked for meanwhile.
   */
  async addItem(
    q: Queryable,
    id: string,
    item: NewItem,
    nextTitle: string | null,
    now: Date,
  ): Promise<boolean> {
    const column = COUNT_COLUMN[item.outcome];
    const [row] = await q.query<{ cancel_requested: boolean }>(
      `WITH item AS (
         INSERT INTO import_job_items (job_id, position, title, outcome, recipe_id, duplicate_of, detail)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
       )
       UPDATE import_jobs SET done = done + 1, ${column} = ${column} + 1, current_title = $8,
              heartbeat_at = $9
       WHERE id = $1 RETURNING cancel_requested`,
      [
        id,
        item.position,
        item.title,
        item.outcome,
        item.recipeId,
        item.duplicateOf,
        item.detail,
        nextTitle,
        now,
      ],
    );
    return row?.cancel_requested ?? true;
  },

  /**
   * Ends the job with its status and error; the recipes it did not handle are reported
   * not_imported (their titles from the job row).
   */
  async finish(
    q: Queryable,
    id: string,
    end: { status: 'done' | 'cancelled' | 'failed'; error: string | null; now: Date },
  ): Promise<void> {
    await q.query(
      `INSERT INTO import_job_items (job_id, position, title, outcome)
       SELECT j.id, t.ord::int - 1, t.title, 'not_imported'
       FROM import_jobs j, unnest(j.titles) WITH ORDINALITY AS t (title, ord)
       WHERE j.id = $1 AND t.ord > j.done
       ON CONFLICT DO NOTHING`,
      [id],
    );
    await q.query(
      `UPDATE import_jobs SET status = $2, error = $3, finished_at = $4, heartbeat_at = $4,
              current_title = NULL, not_imported = total - done
       WHERE id = $1`,
      [id, end.status, end.error, end.now],
    );
  },

  /** Asks the user's queued or running job to stop; false when it is not theirs (or gone). */
  async requestCancel(q: Queryable, userId: number, id: string, keptSince: Date): Promise<boolean> {
    const rows = await q.query<{ status: string }>(
      `UPDATE import_jobs SET cancel_requested = (status IN ('queued', 'running'))
       WHERE id = $1 AND user_id = $2 AND (finished_at IS NULL OR finished_at >= $3)
       RETURNING status`,
      [id, userId, keptSince],
    );
    return rows.length > 0;
  },

  /**
   * Ends the queued or running jobs no process runs any more (no heartbeat since `staleBefore`,
   * not run here): failed, with `error`, the recipes not handled reported not_imported. Their number.
   */
  async failInterrupted(
    q: Queryable,
    staleBefore: Date,
    error: string,
    now: Date,
    runningHere: readonly string[],
  ): Promise<number> {
    const rows = await q.query<{ id: string }>(
      `SELECT id FROM import_jobs
       WHERE status IN ('queued', 'running') AND heartbeat_at < $1 AND NOT (id = ANY($2::uuid[]))
       FOR UPDATE`,
      [staleBefore, runningHere],
    );
    for (const { id } of rows)
      await importJobRepository.finish(q, id, { status: 'failed', error, now });
    return rows.length;
  },

  /** Removes jobs finished before `before` (with their reports). Their number. */
  async purgeFinished(q: Queryable, before: Date): Promise<number> {
    const rows = await q.query('DELETE FROM import_jobs WHERE finished_at < $1 RETURNING id', [
      before,
    ]);
    return rows.length;
  },
};
