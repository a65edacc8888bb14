import type { Config } from '#server/src/platform/config.ts';
import type { ImportService } from './import-service.ts';
import type { RecipeEditService } from './recipe-edit-service.ts';
import type { RecipeService } from './recipe-service.ts';

/** What the recipes routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  config: Config;
  recipes: RecipeService;
  recipeEdits: RecipeEditService;
  imports: ImportService;
}
