import { randomBytes } from 'node:crypto';
import type { components } from '#contract/schema.gen.ts';
import {
  calendarFeedPath,
  calendarFeedRange,
  calendarFeedToken,
  planCalendar,
} from '#contract/plan-calendar.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import { calendarFeedRepository } from './calendar-feed-repository.ts';
import { planRepository } from './plan-repository.ts';
import { toPlanEntry } from './plan-service.ts';

type Schemas = components['schemas'];

/** The meal plan's private calendar feed: on, off, and the iCalendar text behind its address. */
export class CalendarFeedService {
  constructor(
    private readonly db: Database,
    /** The origin feed addresses and recipe links start with (PUBLIC_URL or the listen address). */
    private readonly origin: string,
    private readonly clock: () => Date,
  ) {}

  private state(token: string | undefined): Schemas['CalendarFeed'] {
    return token
      ? { enabled: true, url: `${this.origin}${calendarFeedPath(token)}` }
      : { enabled: false, url: null };
  }

  async get(userId: number): Promise<Schemas['CalendarFeed']> {
    return this.state(await calendarFeedRepository.findToken(this.db, userId));
  }

  /** Idempotent while on; after a revoke a new token, so an old address never comes back. */
  async enable(userId: number): Promise<Schemas['CalendarFeed']> {
    const fresh = randomBytes(16).toString('base64url');
    return this.state(await calendarFeedRepository.enable(this.db, userId, fresh, this.clock()));
  }

  async revoke(userId: number): Promise<Schemas['CalendarFeed']> {
    await calendarFeedRepository.revoke(this.db, userId);
    return this.state(undefined);
  }

  /** The iCalendar text behind a feed file name (`{token}.ics`); undefined when no feed has it. */
  async read(file: string): Promise<string | undefined> {
    const token = calendarFeedToken(file);
    if (token === undefined) return undefined;
    const owner = await calendarFeedRepository.ownerOf(this.db, token);
    if (!owner) return undefined;
    const now = this.clock();
    const { from, to } = calendarFeedRange(now);
    const rows = await planRepository.range(this.db, owner.user_id, from, to);
    return planCalendar(rows.map(toPlanEntry), {
      language: owner.language,
      origin: this.origin,
      host: new URL(this.origin).host,
      now,
    });
  }
}
