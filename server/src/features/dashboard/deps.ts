import type { StatsService } from './stats-service.ts';

/** What the dashboard route may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  stats: StatsService;
}
