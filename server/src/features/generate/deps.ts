import type { Config } from '#server/src/platform/config.ts';
import type { PreparingService } from './preparing-service.ts';

/** What the preparing routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  config: Config;
  preparing: PreparingService;
}
