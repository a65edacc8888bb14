import type { CalendarFeedService } from './calendar-feed-service.ts';
import type { PlanService } from './plan-service.ts';

/** What the plan routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  plan: PlanService;
  calendarFeed: CalendarFeedService;
}
