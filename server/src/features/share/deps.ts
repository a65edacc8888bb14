import type { Config } from '#server/src/platform/config.ts';
import type { ShareService } from './share-service.ts';

/** What the share routes and pages may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  config: Config;
  shares: ShareService;
}
