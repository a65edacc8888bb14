import type { components } from '#contract/schema.gen.ts';
import type { Queryable } from '#server/src/platform/db/database.ts';

type Step = components['schemas']['InstructionStep'];

export interface JobRow {
  recipe_id: number;
  user_id: number;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: number;
  error_status: number | null;
  error_detail: string | null;
}

const JOB_COLUMNS = 'recipe_id, user_id, status, attempts, error_status, error_detail';

/** SQL for the durable jobs that generate a recipe's instructions (the steps themselves: recipes/steps-repository.ts). */
export const instructionRepository = {
  async findJob(q: Queryable, recipeId: number): Promise<JobRow | undefined> {
    const [row] = await q.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM instruction_jobs WHERE recipe_id = $1`,
      [recipeId],
    );
    return row;
  },

  /**
   * Queues a job unless one exists; with restartFailed a job that failed for good is queued again.
   * Idempotent under concurrency: the primary key makes a second insert a no-op.
   */
  async enqueue(
    q: Queryable,
    recipeId: number,
    userId: number,
    restartFailed: boolean,
  ): Promise<JobRow> {
    const [row] = await q.query<JobRow>(
      `INSERT INTO instruction_jobs AS j (recipe_id, user_id, status) VALUES ($1, $2, 'pending')
       ON CONFLICT (recipe_id) DO UPDATE SET
         status = CASE WHEN $3::boolean AND j.status = 'failed' THEN 'pending' ELSE j.status END,
         attempts = CASE WHEN $3::boolean AND j.status = 'failed' THEN 0 ELSE j.attempts END,
         run_after = CASE WHEN $3::boolean AND j.status = 'failed' THEN now() ELSE j.run_after END,
         error_status = CASE WHEN $3::boolean AND j.status = 'failed' THEN NULL ELSE j.error_status END,
         error_detail = CASE WHEN $3::boolean AND j.status = 'failed' THEN NULL ELSE j.error_detail END,
         updated_at = now()
       RETURNING ${JOB_COLUMNS}`,
      [recipeId, userId, restartFailed],
    );
    return row!;
  },

  /**
   * Claims the next due job for workerId: a pending one whose time has come, or a running one whose
   * lease ran out (its worker died). SKIP LOCKED lets several processes poll without taking the same row.
   */
  async claim(q: Queryable, workerId: string, leaseMs: number): Promise<JobRow | undefined> {
    const [row] = await q.query<JobRow>(
      `UPDATE instruction_jobs SET status = 'running', attempts = attempts + 1, locked_by = $1,
         locked_until = now() + make_interval(secs => $2::float8 / 1000), updated_at = now()
       WHERE recipe_id = (
         SELECT recipe_id FROM instruction_jobs
         WHERE (status = 'pending' AND run_after <= now()) OR (status = 'running' AND locked_until < now())
         ORDER BY run_after, recipe_id
         LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING ${JOB_COLUMNS}`,
      [workerId, leaseMs],
    );
    return row;
  },

  /** Stores the steps and closes the job, unless another worker took the job over meanwhile. */
  async complete(
    q: Queryable,
    recipeId: number,
    workerId: string,
    steps: Step[],
  ): Promise<boolean> {
    const rows = await q.query(
      `UPDATE instruction_jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = now()
       WHERE recipe_id = $1 AND locked_by = $2 AND status = 'running' RETURNING recipe_id`,
      [recipeId, workerId],
    );
    if (rows.length === 0) return false;
    await q.query(
      `INSERT INTO instructions (recipe_id, steps) VALUES ($1, $2::jsonb)
       ON CONFLICT (recipe_id) DO UPDATE SET steps = EXCLUDED.steps, created_at = now()`,
      [recipeId, JSON.stringify(steps)],
    );
    return true;
  },

  /** Records a failed attempt: back to pending after retryInMs, or failed for good when retryInMs is null. */
  async fail(
    q: Queryable,
    recipeId: number,
    workerId: string,
    failure: { retryInMs: number | null; status: number; detail: string },
  ): Promise<void> {
    await q.query(
      `UPDATE instruction_jobs SET
         status = CASE WHEN $3::float8 IS NULL THEN 'failed' ELSE 'pending' END,
         run_after = CASE WHEN $3::float8 IS NULL THEN run_after ELSE now() + make_interval(secs => $3::float8 / 1000) END,
         locked_by = NULL, locked_until = NULL, error_status = $4, error_detail = $5, updated_at = now()
       WHERE recipe_id = $1 AND locked_by = $2 AND status = 'running'`,
      [recipeId, workerId, failure.retryInMs, failure.status, failure.detail],
    );
  },

  /**
   * Makes every running job due again at once, its attempt counted (as when a lease runs out). Only
   * for a process that is sure to be the only one (PGlite's data-directory lock): a job still marked
   * running at its start was held by a process that died.
   */
  async reclaimRunning(q: Queryable): Promise<number> {
    const rows = await q.query(
      `UPDATE instruction_jobs SET status = 'pending', locked_by = NULL, locked_until = NULL,
         run_after = now(), updated_at = now()
       WHERE status = 'running' RETURNING recipe_id`,
    );
    return rows.length;
  },

  /** Gives a job back (shutdown before it finished) without counting the attempt. */
  async release(q: Queryable, recipeId: number, workerId: string): Promise<void> {
    await q.query(
      `UPDATE instruction_jobs SET status = 'pending', attempts = greatest(attempts - 1, 0), locked_by = NULL,
         locked_until = NULL, run_after = now(), updated_at = now()
       WHERE recipe_id = $1 AND locked_by = $2 AND status = 'running'`,
      [recipeId, workerId],
    );
  },

  /** The earliest time a job becomes due (for the worker to sleep until then). */
  async nextDue(q: Queryable): Promise<Date | undefined> {
    const [row] = await q.query<{ due: Date | null }>(
      `SELECT min(CASE WHEN status = 'pending' THEN run_after ELSE locked_until END) AS due
       FROM instruction_jobs WHERE status IN ('pending', 'running')`,
    );
    return row?.due ?? undefined;
  },
};
