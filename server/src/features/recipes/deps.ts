import type { StandingPreferences } from '#contract/preferences.ts';
import type { Config } from '#server/src/platform/config.ts';
import type { ImportService } from './import-service.ts';
import type { ImportJobService } from './import-job-service.ts';
import type { RecipeEditService } from './recipe-edit-service.ts';
import type { RecipeService } from './recipe-service.ts';

/** What the recipes routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  config: Config;
  recipes: RecipeService;
  recipeEdits: RecipeEditService;
  imports: ImportService;
  importJobs: ImportJobService;
  /**
   * The cook's standing food preferences (the account feature keeps them; the composition root
   * passes its reader in), for the import's warnings.
   */
  preferencesOf: (userId: number) => Promise<StandingPreferences>;
}
