import type { components } from '#contract/schema.gen.ts';
import { DETAILS } from '#contract/messages.ts';
import { previousDay, utcDay } from '#server/src/features/account/user-dto.ts';
import { userRepository } from '#server/src/features/account/user-repository.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { notFound } from '#server/src/platform/errors.ts';
import { statsRepository } from './stats-repository.ts';

type Schemas = components['schemas'];

/** Consecutive days in days (distinct, newest first) ending today or yesterday. */
export function streakFrom(days: string[], today: string): number {
  let expected = days[0] === today ? today : previousDay(today);
  let streak = 0;
  for (const day of days) {
    if (day !== expected) break;
    streak++;
    expected = previousDay(expected);
  }
  return streak;
}

/** The signed-in user's dashboard numbers. */
export class StatsService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  async get(userId: number): Promise<Schemas['UserStats']> {
    const now = this.clock();
    if (!(await userRepository.findById(this.db, userId))) throw notFound(DETAILS.userNotFound);
    const counts = await statsRepository.counts(this.db, userId, now);
    const days = await statsRepository.cookedDays(this.db, userId);
    const average = counts.average_cook_time_minutes;
    return {
      recipes_saved: counts.recipes_saved,
      cooked_this_week: counts.cooked_this_week,
      average_cook_time_minutes: average === null ? null : Math.round(average * 10) / 10,
      streak_days: streakFrom(days, utcDay(now)),
    };
  }
}
