import type { components } from '#contract/schema.gen.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { HttpError, notFound } from '#server/src/platform/errors.ts';
import { stepsRepository } from '#server/src/features/recipes/steps-repository.ts';
import { instructionRepository } from './instruction-repository.ts';
import { recipeRepository } from '#server/src/features/recipes/recipe-repository.ts';
import type { Config } from '#server/src/platform/config.ts';
import { consumeAiBudget } from '#server/src/features/generate/preparing-service.ts';
import type { RateLimiter } from '#server/src/platform/rate-limit/rate-limiter.ts';
import { RECIPE_NOT_FOUND } from '#server/src/features/recipes/recipe-service.ts';
import { DETAILS } from '#contract/messages.ts';

type Schemas = components['schemas'];

/** Tells the local worker that work is waiting (other instances find it by polling). */
export type WakeWorker = () => void;

/** Cook-along instructions: queued as durable jobs, read once written. */
export class InstructionService {
  constructor(
    private readonly db: Database,
    private readonly wake: WakeWorker,
    private readonly limiter: RateLimiter,
    private readonly config: Config,
  ) {}

  /** Queues generation (idempotent; a job that failed for good is queued again) unless the steps exist. */
  async request(
    userId: number,
    recipeId: number,
  ): Promise<Schemas['GenerateInstructionsResponse']> {
    if (!(await recipeRepository.exists(this.db, userId, recipeId)))
      throw notFound(RECIPE_NOT_FOUND);
    if (await stepsRepository.findSteps(this.db, recipeId))
      return { message: 'Instructions are ready', status: 'ready' };
    // A job is an AI call: it counts against the same per-minute budget as generation and photos.
    await consumeAiBudget(this.limiter, this.config, userId);
    const job = await instructionRepository.enqueue(this.db, recipeId, userId, true);
    if (job.status === 'done') return { message: 'Instructions are ready', status: 'ready' };
    this.wake();
    return { message: 'Instruction generation started', status: 'pending' };
  }

  /**
   * The steps when ready. Otherwise 404 (and a job is queued if none exists, so polling always ends),
   * or the job's 502/503 once it failed for good, which stops the client's polling.
   */
  async get(userId: number, recipeId: number): Promise<Schemas['InstructionStep'][]> {
    if (!(await recipeRepository.exists(this.db, userId, recipeId)))
      throw notFound(RECIPE_NOT_FOUND);
    const state = await this.steps(userId, recipeId);
    if (state.status === 'ready') return state.steps;
    if (state.status === 'failed') throw new HttpError(state.errorStatus, state.detail);
    throw notFound(DETAILS.instructionsNotReady);
  }

  /**
   * The steps of a recipe of userId's when written; else whether they are being written (a job
   * is queued if none exists, without the AI budget: the recipe was saved, which asked for them)
   * or failed for good. The plan's read of a planned recipe uses it too.
   */
  async steps(userId: number, recipeId: number): Promise<StepsState> {
    const steps = await stepsRepository.findSteps(this.db, recipeId);
    if (steps) return { status: 'ready', steps };
    const job = await instructionRepository.enqueue(this.db, recipeId, userId, false);
    if (job.status === 'failed')
      return {
        status: 'failed',
        errorStatus: job.error_status === 503 ? 503 : 502,
        detail: job.error_detail ?? DETAILS.instructionsFailed,
      };
    if (job.status === 'pending') this.wake();
    return { status: 'writing' };
  }
}

/** Where a recipe's steps are (InstructionService.steps). */
export type StepsState =
  | { status: 'ready'; steps: Schemas['InstructionStep'][] }
  | { status: 'writing' }
  | { status: 'failed'; errorStatus: 502 | 503; detail: string };
