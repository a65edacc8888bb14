/**
 * Reading import sources off the request thread (hardening-2, finding 1): a page or JSON-LD
 * document of up to 2 MiB is parsed in a worker thread, within a time budget, so no import can hold
 * up other requests. A read that runs past the budget (or past the worker's memory) ends the worker
 * and fails with ImportTooComplexError; the pool starts a fresh one for the next read.
 *
 * The same worker then prepares what was read for storing (import-prepare.ts: matching every
 * ingredient against the catalogue, up to seconds for fifty recipes of long, unknown names;
 * hardening-2, finding 5). That part is bounded by the input's caps, not by the parse budget, so a
 * large honest import is not refused; a much longer safety budget still ends a runaway one.
 *
 * A small pool of node:worker_threads rather than a library: one queue, one timer per read, and a
 * worker replaced whenever it is ended, is all it needs.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { IMPORT_PARSE_BUDGET_MS, type ImportFailure } from '#contract/recipe-import.ts';
import type { PreparedRecipe } from './import-prepare.ts';

/** The recipes of a source, ready to store (at most MAX_IMPORT_RECIPES), or why there are none. */
export type ReadResult =
  | { failure: Extract<ImportFailure, 'import_invalid_json' | 'import_no_recipe'> }
  | { recipes: PreparedRecipe[] };

/** What the worker posts: its start, a failed read, the end of reading, each prepared recipe, the end. */
type WorkerMessage =
  | { ready: true }
  | { failure: Extract<ReadResult, { failure: unknown }>['failure'] }
  | { read: true }
  | { recipe: PreparedRecipe }
  | { done: true };

/** Time preparing what was read may take before it counts as runaway, in ms. */
const PREPARE_BUDGET_MS = 60_000;

/** The source could not be read within the budget (or the worker's memory). */
export class ImportTooComplexError extends Error {
  constructor() {
    super('The import source could not be read within its budget.');
    this.name = 'ImportTooComplexError';
  }
}

export interface ImportReaderOptions {
  /** Time one read may take once a worker has it, in ms. */
  readonly budgetMs?: number;
  /** Time preparing the recipes read may take afterwards, in ms. */
  readonly prepareBudgetMs?: number;
  /** Workers reading at once; by default one per core but one, at least one, at most two. */
  readonly workers?: number;
}

interface Task {
  readonly text: string;
  readonly resolve: (result: ReadResult) => void;
  readonly reject: (error: Error) => void;
}

const WORKER_URL = new URL('./import-reader-worker.ts', import.meta.url);

/** Reads import sources in worker threads, one read per worker at a time, in arrival order. */
export class ImportReader {
  private readonly budgetMs: number;
  private readonly prepareBudgetMs: number;
  private readonly size: number;
  private readonly ready: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly queue: Task[] = [];
  private starting = 0;
  private closed = false;

  constructor(options: ImportReaderOptions = {}) {
    this.budgetMs = options.budgetMs ?? IMPORT_PARSE_BUDGET_MS;
    this.prepareBudgetMs = options.prepareBudgetMs ?? PREPARE_BUDGET_MS;
    this.size = options.workers ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  }

  /** The recipes in a source, as readRecipes finds them, prepared; ImportTooComplexError past a budget. */
  read(text: string): Promise<ReadResult> {
    if (this.closed) return Promise.reject(new Error('ImportReader is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      this.pump();
    });
  }

  /** Ends every worker; pending reads fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('ImportReader is closed'));
    await Promise.all([...this.all].map((worker) => worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0 && this.ready.length > 0)
      this.run(this.ready.pop()!, this.queue.shift()!);
    const busy = this.all.size - this.ready.length;
    const wanted = Math.min(this.queue.length, this.size - busy - this.starting);
    for (let i = 0; i < wanted && !this.closed; i++) this.spawn();
  }

  private spawn(): void {
    this.starting++;
    const worker = new Worker(WORKER_URL, {
      // A parse that outgrows this ends the worker, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    this.all.add(worker);
    let started = false;
    const gone = () => {
      this.all.delete(worker);
      const at = this.ready.indexOf(worker);
      if (at !== -1) this.ready.splice(at, 1);
      if (!started) {
        this.starting--;
        // A worker that cannot even start fails the reads waiting for it, rather than looping.
        for (const task of this.queue.splice(0))
          task.reject(new Error('The import reader did not start'));
      }
    };
    worker.once('exit', () => {
      gone();
      this.pump();
    });
    // An error ends the worker ('exit' follows); a read it was on fails through its own listener.
    worker.on('error', () => {});
    worker.once('message', () => {
      started = true;
      this.starting--;
      this.ready.push(worker);
      this.pump();
    });
  }

  private run(worker: Worker, task: Task): void {
    let done = false;
    const finish = (settle: () => void, keep: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep && !this.closed) this.ready.push(worker);
      else void worker.terminate();
      settle();
      this.pump();
    };
    const recipes: PreparedRecipe[] = [];
    const onMessage = (message: WorkerMessage) => {
      if ('failure' in message) finish(() => task.resolve({ failure: message.failure }), true);
      else if ('recipe' in message) recipes.push(message.recipe);
      else if ('done' in message) finish(() => task.resolve({ recipes }), true);
      else if ('read' in message) {
        // Read within the budget: what is left is preparing, bounded by the input's caps.
        clearTimeout(timer);
        timer = setTimeout(tooComplex, this.prepareBudgetMs);
      }
    };
    const tooComplex = () => finish(() => task.reject(new ImportTooComplexError()), false);
    const onError = tooComplex;
    const onExit = tooComplex;
    let timer = setTimeout(tooComplex, this.budgetMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(task.text);
  }
}
