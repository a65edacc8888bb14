import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { AiProviderError, type AiProvider } from '#server/src/ai/provider.ts';
import type { Config } from '#server/src/platform/config.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { AI_FAILURE_DETAIL } from '#server/src/platform/errors.ts';
import { instructionRepository, type JobRow } from './instruction-repository.ts';
import { rateLimitRepository } from '#server/src/platform/rate-limit/rate-limit-repository.ts';
import { recipeRepository } from '#server/src/features/recipes/recipe-repository.ts';
import { tokenRepository } from '#server/src/features/account/token-repository.ts';
import { checkInstructionSteps } from '#server/src/features/generate/ai-output.ts';

const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;
/** An import's staged drafts older than this belong to one whose process ended (import-service.ts). */
const ABANDONED_IMPORT_MS = 24 * 60 * 60 * 1000;

/**
 * The in-process worker for instruction jobs. Jobs live in the database, so they survive restarts;
 * claims use a lease and SKIP LOCKED, so with several processes on one PostgreSQL each job runs once,
 * and a job whose worker died is claimed again when its lease expires.
 */
export class InstructionWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly active = new Set<Promise<void>>();
  private readonly stopController = new AbortController();
  private running = false;
  private loopDone: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private lastHousekeeping = 0;

  constructor(
    private readonly db: Database,
    private readonly ai: AiProvider,
    private readonly settings: Config['worker'],
    private readonly log: FastifyBaseLogger,
    /** Removes orphaned uploads (FileService.sweepOrphans), run with the other housekeeping. */
    private readonly sweepFiles: () => Promise<number> = async () => 0,
    /** Ends import jobs no process runs and removes finished ones past their 7 days (import-job-service.ts). */
    private readonly sweepImportJobs: () => Promise<number> = async () => 0,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /**
   * For the only process on its database (PGlite): takes back at once the jobs a killed earlier
   * process still held, instead of waiting for their leases to run out. Call before start().
   */
  async reclaimAbandoned(): Promise<void> {
    const count = await instructionRepository.reclaimRunning(this.db);
    if (count > 0)
      this.log.warn({ jobs: count }, 'Took back instruction jobs of a process that died');
  }

  /** Ends the poll sleep early: a job was just queued in this process. */
  wake = (): void => {
    this.wakeUp?.();
  };

  /** Stops claiming, aborts running AI calls and hands their jobs back (without counting the attempt). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopController.abort();
    this.wake();
    await this.loopDone;
    await Promise.allSettled([...this.active]);
  }

  /** Claims and runs due jobs until none is left (tests drive the queue with this instead of the loop). */
  async drain(): Promise<number> {
    let count = 0;
    for (;;) {
      const job = await instructionRepository.claim(this.db, this.id, this.settings.leaseMs);
      if (!job) return count;
      await this.process(job);
      count++;
    }
  }

  private async loop(): Promise<void> {
    while (this.running) {
      try {
        while (this.running && this.active.size < this.settings.concurrency) {
          const job = await instructionRepository.claim(this.db, this.id, this.settings.leaseMs);
          if (!job) break;
          const task: Promise<void> = this.process(job).finally(() => {
            this.active.delete(task);
            this.wake();
          });
          this.active.add(task);
        }
        await this.housekeeping();
      } catch (error) {
        if (this.running)
          this.log.error({ err: error }, 'Instruction worker could not poll the job table');
      }
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.settings.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }

  private async housekeeping(): Promise<void> {
    const now = Date.now();
    if (now - this.lastHousekeeping < HOUSEKEEPING_EVERY_MS) return;
    this.lastHousekeeping = now;
    await rateLimitRepository.purge(this.db, new Date(now));
    await tokenRepository.purgeExpired(this.db, new Date(now));
    const abandoned = await recipeRepository.deleteAbandonedImports(
      this.db,
      new Date(now - ABANDONED_IMPORT_MS),
    );
    if (abandoned > 0)
      this.log.info({ recipes: abandoned }, 'Removed the drafts of imports that never finished');
    const swept = await this.sweepFiles();
    if (swept > 0) this.log.info({ files: swept }, 'Removed orphaned uploads');
    const jobs = await this.sweepImportJobs();
    if (jobs > 0) this.log.info({ jobs }, 'Removed finished import jobs');
  }

  private async process(job: JobRow): Promise<void> {
    const log = this.log.child({
      job: 'instructions',
      recipeId: job.recipe_id,
      attempt: job.attempts,
    });
    const recipe = await recipeRepository.findDetail(this.db, job.user_id, job.recipe_id);
    // The recipe was deleted meanwhile: its job row went with it.
    if (!recipe) return;
    const signal = AbortSignal.any([
      this.stopController.signal,
      AbortSignal.timeout(this.settings.timeoutMs),
    ]);
    try {
      const steps = checkInstructionSteps(
        await this.ai.generateInstructions(
          {
            title: recipe.title,
            description: recipe.description,
            baseServings: recipe.baseServings,
            ingredients: recipe.ingredients,
            total_time_minutes: recipe.total_time_minutes,
            difficulty: recipe.difficulty,
          },
          signal,
        ),
      );
      const stored = await this.db.transaction((tx) =>
        instructionRepository.complete(tx, job.recipe_id, this.id, steps),
      );
      if (stored) log.info({ steps: steps.length }, 'Instructions generated');
      else log.warn('Instruction job was taken over by another worker; result dropped');
    } catch (error) {
      if (this.stopController.signal.aborted) {
        await instructionRepository.release(this.db, job.recipe_id, this.id).catch(() => {});
        return;
      }
      const status: 502 | 503 =
        error instanceof AiProviderError
          ? error.status
          : (error as Error).name === 'TimeoutError'
            ? 503
            : 502;
      const finalAttempt = job.attempts >= this.settings.maxAttempts;
      const retryInMs = finalAttempt ? null : this.settings.backoffMs * 2 ** (job.attempts - 1);
      log.warn(
        { err: error, retryInMs },
        finalAttempt
          ? 'Instruction generation failed for good'
          : 'Instruction generation failed; will retry',
      );
      await instructionRepository
        .fail(this.db, job.recipe_id, this.id, {
          retryInMs,
          status,
          detail: AI_FAILURE_DETAIL[status],
        })
        .catch((failError: unknown) =>
          log.error({ err: failError }, 'Could not record the job failure'),
        );
    }
  }
}
