import type { HouseholdEvents } from './household-events.ts';
import type { HouseholdService } from './household-service.ts';

/** What the household routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  household: HouseholdService;
  householdEvents: HouseholdEvents;
}
