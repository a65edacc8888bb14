import type { Config } from '#server/src/config.ts';
import type { Database } from '#server/src/db/database.ts';
import type { AuthService } from '#server/src/services/auth-service.ts';
import type { CollectionService } from '#server/src/services/collection-service.ts';
import type { FileService } from '#server/src/services/file-service.ts';
import type { GoogleSignIn } from '#server/src/services/google-sign-in.ts';
import type { ImportService } from '#server/src/services/import-service.ts';
import type { InstructionService } from '#server/src/services/instruction-service.ts';
import type { PreparingService } from '#server/src/services/preparing-service.ts';
import type { RecipeEditService } from '#server/src/services/recipe-edit-service.ts';
import type { RecipeService } from '#server/src/services/recipe-service.ts';
import type { ShareService } from '#server/src/services/share-service.ts';
import type { TokenSigner } from '#server/src/services/tokens.ts';
import type { UserService } from '#server/src/services/user-service.ts';
import type { FileStorage } from '#server/src/storage/file-storage.ts';

/** What the route handlers may use: services, never repositories or SQL. */
export interface RouteDeps {
  config: Config;
  clock: () => Date;
  db: Database;
  storage: FileStorage;
  signer: TokenSigner;
  google: GoogleSignIn | undefined;
  auth: AuthService;
  users: UserService;
  files: FileService;
  recipes: RecipeService;
  collections: CollectionService;
  preparing: PreparingService;
  instructions: InstructionService;
  imports: ImportService;
  shares: ShareService;
  recipeEdits: RecipeEditService;
}
