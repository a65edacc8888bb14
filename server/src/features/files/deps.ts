import type { Config } from '#server/src/platform/config.ts';
import type { FileService } from './file-service.ts';

/** What the files routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  config: Config;
  files: FileService;
}
