import type { Config } from '#server/src/platform/config.ts';
import type { Database } from '#server/src/platform/db/database.ts';
import type { AuthService } from '#server/src/features/account/auth-service.ts';
import type { CollectionService } from '#server/src/features/collections/collection-service.ts';
import type { FileService } from '#server/src/features/files/file-service.ts';
import type { GoogleSignIn } from '#server/src/features/account/google-sign-in.ts';
import type { ImportService } from '#server/src/features/recipes/import-service.ts';
import type { InstructionService } from '#server/src/features/cook/instruction-service.ts';
import type { PreparingService } from '#server/src/features/generate/preparing-service.ts';
import type { RecipeEditService } from '#server/src/features/recipes/recipe-edit-service.ts';
import type { RecipeService } from '#server/src/features/recipes/recipe-service.ts';
import type { ShareService } from '#server/src/features/share/share-service.ts';
import type { TokenSigner } from '#server/src/features/account/tokens.ts';
import type { UserService } from '#server/src/features/account/user-service.ts';
import type { FileStorage } from '#server/src/platform/storage/file-storage.ts';

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
