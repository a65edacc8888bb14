import type { Database } from '#server/src/platform/db/database.ts';
import { tooManyRequests } from '#server/src/platform/errors.ts';
import { rateLimitRepository } from './rate-limit-repository.ts';

/** Fixed-window limits kept in the database (shared by all instances). A limit of 0 switches one off. */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  private retryAfter(windowStart: Date, windowSeconds: number, now: Date): number {
    return Math.max(
      1,
      Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000),
    );
  }

  /** Counts one use of key; throws 429 (with Retry-After) when that goes beyond limit in the window. */
  async consume(key: string, limit: number, windowSeconds: number): Promise<void> {
    if (limit <= 0) return;
    const now = this.clock();
    const { hits, window_start } = await rateLimitRepository.hit(this.db, key, windowSeconds, now);
    if (hits > limit) throw tooManyRequests(this.retryAfter(window_start, windowSeconds, now));
  }

  /** Takes back one use of key counted by consume (a sign-in that succeeded is no failed attempt). */
  async release(key: string, limit: number): Promise<void> {
    if (limit <= 0) return;
    await rateLimitRepository.unhit(this.db, key);
  }
}
