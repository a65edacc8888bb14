import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AuthService } from '../services/auth-service.ts';
import type { CollectionService } from '../services/collection-service.ts';
import type { FileService } from '../services/file-service.ts';
import type { GoogleSignIn } from '../services/google-sign-in.ts';
import type { ImportService } from '../services/import-service.ts';
import type { InstructionService } from '../services/instruction-service.ts';
import type { PreparingService } from '../services/preparing-service.ts';
import type { RecipeEditService } from '../services/recipe-edit-service.ts';
import type { RecipeService } from '../services/recipe-service.ts';
import type { ShareService } from '../services/share-service.ts';
import type { TokenSigner } from '../services/tokens.ts';
import type { UserService } from '../services/user-service.ts';
import type { FileStorage } from '../storage/file-storage.ts';

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
