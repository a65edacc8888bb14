import type { Config } from '#server/src/platform/config.ts';
import type { AccountService } from './account-service.ts';
import type { AuthService } from './auth-service.ts';
import type { GoogleSignIn } from './google-sign-in.ts';
import type { TokenSigner } from './tokens.ts';
import type { UserService } from './user-service.ts';

/** What the account routes may use: services and settings, never repositories or SQL. */
export interface RouteDeps {
  config: Config;
  clock: () => Date;
  signer: TokenSigner;
  google: GoogleSignIn | undefined;
  auth: AuthService;
  users: UserService;
  account: AccountService;
}
